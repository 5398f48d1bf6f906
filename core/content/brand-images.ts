import { Schema } from "effect"
import { BrandCode } from "../catalogue/brand.ts"

/** spec-checkout §7 'Content': GET /api/v2/contents/?keys=desktop_brand_images. */
export const DESKTOP_BRAND_IMAGES_KEY = "desktop_brand_images"

/** One picture per brand for wide screens: a room of one of the brand's own hotels, on our origin. */
export const DesktopBrandImage = Schema.Struct({
  brand: BrandCode,
  name: Schema.String,
  image_url: Schema.String,
  alt: Schema.String,
})
export const DesktopBrandImages = Schema.Array(DesktopBrandImage)
export type DesktopBrandImages = typeof DesktopBrandImages.Type

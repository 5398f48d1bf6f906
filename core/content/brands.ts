import { Schema } from "effect"
import { BRAND_SLUGS } from "./brand-editorial.ts"
import { Offer } from "./landing.ts"

/**
 * The brand pages (spec-checkout §2 'Brand pages'): Treebo is the main brand, Itsy Hotels the
 * budget brand, Medalio the third; Treebo Premium has a page of its own at
 * /brands/treebo-premium/ (ADR 091).
 */
export const BrandSlug = Schema.Literals(BRAND_SLUGS)
export type BrandSlug = typeof BrandSlug.Type

/** A figure of the statistics block: the value as shown ('120+', '1,000+') and what it counts. */
export const BrandStatistic = Schema.Struct({
  value: Schema.String,
  label: Schema.Literals(["cities", "hotels", "rooms"]),
})
export type BrandStatistic = typeof BrandStatistic.Type

export const BrandPicture = Schema.Struct({
  url: Schema.String,
  width: Schema.Int,
  height: Schema.Int,
  alt: Schema.String,
})
export type BrandPicture = typeof BrandPicture.Type

/** A hotel of the brand, as its carousel slide or card shows it. */
export const BrandHotel = Schema.Struct({
  id: Schema.String,
  name: Schema.String,
  city: Schema.String,
  locality: Schema.String,
  path: Schema.String,
  image: BrandPicture,
})
export type BrandHotel = typeof BrandHotel.Type

/** A city where the brand has hotels, with its listing page and one of the brand's hotels there. */
export const BrandDestination = Schema.Struct({
  city: Schema.String,
  path: Schema.String,
  hotel_count: Schema.Int,
  image: BrandPicture,
})
export type BrandDestination = typeof BrandDestination.Type

export const BrandLink = Schema.Struct({ slug: BrandSlug, name: Schema.String, path: Schema.String })
export type BrandLink = typeof BrandLink.Type

/** An article of the travel blog, on its own site (opened in a new tab). */
export const BlogLink = Schema.Struct({ title: Schema.String, url: Schema.String })
export type BlogLink = typeof BlogLink.Type

/** What GET /api/v1/brands/{brand}/ answers: the editorial content plus the catalogue's figures. */
export const BrandPage = Schema.Struct({
  slug: BrandSlug,
  code: Schema.Literals(["trend", "trip", "medalio", "tryst"]),
  name: Schema.String,
  tagline: Schema.String,
  story: Schema.Array(Schema.String),
  /** The brand's most common hotel amenities across its hotels. */
  amenities: Schema.Array(Schema.String),
  offers: Schema.Array(Offer),
  statistics: Schema.Array(BrandStatistic),
  /** The carousel's slides; the premium brand's page lists its two hotels instead. */
  hotels: Schema.Array(BrandHotel),
  destinations: Schema.Array(BrandDestination),
  blog_links: Schema.Array(BlogLink),
  other_brands: Schema.Array(BrandLink),
})
export type BrandPage = typeof BrandPage.Type

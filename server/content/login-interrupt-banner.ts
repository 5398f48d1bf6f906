import {
  LOGIN_INTERRUPT_BANNER_KEY,
  type LoginInterruptBanner,
} from "#core/content/login-interrupt-banner.ts"
import { MEMBER_DISCOUNT_BPS } from "#core/pricing/quote.ts"
import { imageWire } from "#core/search/hotel-wire.ts"
import type { CatalogueView } from "../catalogue/store.ts"

/**
 * GET /api/v1/contents/?key=login_interrupt_banner (spec-checkout §7): the login-interrupt
 * modal's banner. Like the landing content (ADR 066), its claim is a rule checkout applies, with
 * the number read from the pricing code; the picture is a room of the catalogue's first hotel,
 * drawn and served by /images/hotels/, so it exists in every catalogue and on our own origin.
 */
export const loginInterruptBanner = (view: CatalogueView): LoginInterruptBanner => {
  const hotel = view.hotels.find((h) => h.images.some((i) => i.category === "room")) ?? view.hotels[0]!
  const image = hotel.images.find((i) => i.category === "room") ?? hotel.images[0]!
  return {
    key: LOGIN_INTERRUPT_BANNER_KEY,
    background_url: imageWire(image, hotel).url,
    sub_heading: "Sign in before you book",
    heading: `Members pay ${MEMBER_DISCOUNT_BPS / 100}% less on every room night`,
  }
}

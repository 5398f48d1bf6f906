import { Schema } from "effect"

/** The blocks the landing page may ask for (spec-checkout §7 'Content', GET /api/v1/contents/landing-page/). */
export const LandingKey = Schema.Literals([
  "promises",
  "brand_video",
  "press_release",
  "joinus_banner",
  "initiatives",
  "offers",
  "awards",
  "testimonials",
  "content_block",
  "banners",
  "cities",
])
export type LandingKey = typeof LandingKey.Type

/** What the product promises every guest; each line is a rule the code enforces (docs/pricing.md). */
export const GuestPromise = Schema.Struct({
  code: Schema.String,
  title: Schema.String,
  description: Schema.String,
})
export type GuestPromise = typeof GuestPromise.Type

/** An offer the price engine really applies; no coupon is advertised here. */
export const Offer = Schema.Struct({
  code: Schema.String,
  title: Schema.String,
  description: Schema.String,
  /** Whole percent off, as docs/pricing.md applies it. */
  discount_percent: Schema.Int,
  /** Where the traveller goes to use it. */
  path: Schema.String,
})
export type Offer = typeof Offer.Type

/** A city the catalogue sells, with its real number of hotels and its listing page. */
export const CityEntry = Schema.Struct({
  name: Schema.String,
  slug: Schema.String,
  state: Schema.String,
  state_slug: Schema.String,
  tier: Schema.Int,
  hotel_count: Schema.Int,
  path: Schema.String,
})
export type CityEntry = typeof CityEntry.Type

/** A guest's own words from a review of a stay; the guest is named by first name and initial only. */
export const Testimonial = Schema.Struct({
  review_id: Schema.Int,
  rating: Schema.Int,
  text: Schema.String,
  guest_name: Schema.String,
  hotel_id: Schema.String,
  hotel_name: Schema.String,
  city: Schema.String,
  hotel_path: Schema.String,
  /** ISO 8601 instant the review was written. */
  created_at: Schema.String,
})
export type Testimonial = typeof Testimonial.Type

/** The membership invitation; its perk is the member discount the price engine applies. */
export const JoinUsBanner = Schema.Struct({
  title: Schema.String,
  description: Schema.String,
  cta_label: Schema.String,
  cta_path: Schema.String,
})

/** A short text block for the landing page (and search engines): what the site is. */
export const ContentBlock = Schema.Struct({ title: Schema.String, body: Schema.String })

/**
 * A landing group (spec-checkout §7 'Content blocks': budget, couple friendly, free breakfast) in
 * one city: the category listing it opens and how many hotels that listing shows.
 */
export const LandingGroup = Schema.Struct({
  group: Schema.Literals(["budget", "couple_friendly", "free_breakfast"]),
  title: Schema.String,
  city: Schema.String,
  hotel_count: Schema.Int,
  path: Schema.String,
})
export type LandingGroup = typeof LandingGroup.Type

/** Blocks the product has nothing true to say in (awards, press, video) come back empty, never invented. */
export const LandingContent = Schema.Struct({
  promises: Schema.optionalKey(Schema.Array(GuestPromise)),
  brand_video: Schema.optionalKey(Schema.NullOr(Schema.Struct({ title: Schema.String, url: Schema.String }))),
  press_release: Schema.optionalKey(
    Schema.Array(Schema.Struct({ title: Schema.String, url: Schema.String })),
  ),
  joinus_banner: Schema.optionalKey(Schema.NullOr(JoinUsBanner)),
  initiatives: Schema.optionalKey(Schema.Array(ContentBlock)),
  offers: Schema.optionalKey(Schema.Array(Offer)),
  awards: Schema.optionalKey(Schema.Array(ContentBlock)),
  testimonials: Schema.optionalKey(Schema.Array(Testimonial)),
  content_block: Schema.optionalKey(Schema.Array(ContentBlock)),
  banners: Schema.optionalKey(Schema.Array(LandingGroup)),
  cities: Schema.optionalKey(Schema.Array(CityEntry)),
})
export type LandingContent = typeof LandingContent.Type

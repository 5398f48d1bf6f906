import type { City } from "#core/catalogue/place.ts"
import { cityDirectory } from "#core/content/city-directory.ts"
import type { CityEntry, GuestPromise, LandingContent, LandingGroup, Offer } from "#core/content/landing.ts"
import { formatRupees } from "#core/i18n/format.ts"
import { MEMBER_DISCOUNT_BPS, PLATFORM_FEE_PAISE } from "#core/pricing/quote.ts"
import { CANCELLATION_POLICIES, NON_REFUNDABLE_DISCOUNT_BPS } from "#core/pricing/rate-plans.ts"
import { href } from "#core/routes/href.ts"
import { categoryBySlug } from "#core/search/categories.ts"
import { matchHotels } from "#core/search/hotel-match.ts"
import type { CatalogueView } from "../catalogue/store.ts"

/**
 * The landing page's editorial content, owned by the product (ADR 066). Every claim is a rule the
 * code enforces, and its numbers are read from that code (pricing constants, the catalogue), so
 * the page cannot promise what checkout does not do. Blocks with nothing true to say (awards,
 * press, video, initiatives) stay empty.
 */

const percent = (bps: number) => bps / 100

export const PROMISES: ReadonlyArray<GuestPromise> = [
  {
    code: "price_you_see",
    title: "The price you see is the price you pay",
    description: `Results show the total with GST and the ${formatRupees(PLATFORM_FEE_PAISE.website)} platform fee included, and checkout charges that same amount. If a price changes, we tell you before you pay.`,
  },
  {
    code: "pay_at_hotel",
    title: "Pay now or at the hotel",
    description: "Pay online when you book, or choose Pay at Hotel and settle up when you check in.",
  },
  {
    code: "free_cancellation",
    title: "Free cancellation on refundable plans",
    description: `Cancel for free up to ${CANCELLATION_POLICIES.default.freeCancellationHours} hours before check-in (${CANCELLATION_POLICIES["5-day"].freeCancellationHours! / 24} days at Premium hotels). Non-refundable plans cost less instead.`,
  },
  {
    code: "true_availability",
    title: "No false urgency",
    description: "“Only a few rooms left” appears only when it is true: it is counted from live inventory.",
  },
]

export const OFFERS: ReadonlyArray<Offer> = [
  {
    code: "member_discount",
    title: `Members save ${percent(MEMBER_DISCOUNT_BPS)}%`,
    description: `Sign in and every room night costs ${percent(MEMBER_DISCOUNT_BPS)}% less than the price after the rate plan. Joining is free.`,
    discount_percent: percent(MEMBER_DISCOUNT_BPS),
    path: href("signup"),
  },
  {
    code: "non_refundable_rate",
    title: `${percent(NON_REFUNDABLE_DISCOUNT_BPS)}% off when your plans are fixed`,
    description: `Every room also sells at a non-refundable rate, ${percent(NON_REFUNDABLE_DISCOUNT_BPS)}% below the refundable one. Choose it on the hotel page.`,
    discount_percent: percent(NON_REFUNDABLE_DISCOUNT_BPS),
    path: href("cities"),
  },
]

const JOIN_US = {
  title: "Join Treebo Club for free",
  description: `Members pay ${percent(MEMBER_DISCOUNT_BPS)}% less on every booking made while signed in.`,
  cta_label: "Create an account",
  cta_path: href("signup"),
}

const ABOUT = [
  {
    title: "Hotels and homestays across India, booked direct",
    body: "Search by city, neighbourhood or landmark, compare rooms with the full price shown upfront, and book in a few steps.",
  },
]

/** The spec's landing groups and the category slugs their listings use (core/search/categories.ts). */
const GROUPS: ReadonlyArray<{ group: LandingGroup["group"]; slug: string }> = [
  { group: "budget", slug: "budget-hotels" },
  { group: "couple_friendly", slug: "couple-friendly-hotels" },
  { group: "free_breakfast", slug: "free-breakfast-hotels" },
]

/** How many cities the landing groups are offered for: the biggest ones. */
const GROUP_CITIES = 4

const cityArea = (city: City) => ({ area: { kind: "city", cityId: city.id } as const, from: city })

/** The computed blocks of one catalogue: cities with listing counts, and landing groups. */
export interface CatalogueBlocks {
  readonly cities: ReadonlyArray<CityEntry>
  readonly groups: ReadonlyArray<LandingGroup>
}

export const catalogueBlocks = (view: CatalogueView): CatalogueBlocks => {
  const cities = cityDirectory(view.cities, (city) => matchHotels(view, cityArea(city)).length)
  const bySlug = new Map(view.cities.map((c) => [c.slug, c]))
  const groups: Array<LandingGroup> = []
  for (const { group, slug } of GROUPS) {
    const category = categoryBySlug(view, slug)
    if (category === undefined) continue
    for (const entry of cities.slice(0, GROUP_CITIES)) {
      const count = matchHotels(view, { ...cityArea(bySlug.get(entry.slug)!), category }).length
      if (count === 0) continue
      groups.push({
        group,
        title: category.name,
        city: entry.name,
        hotel_count: count,
        path: href("listingCategoryCity", { category: slug, city: entry.slug }),
      })
    }
  }
  return { cities, groups }
}

/** Only the asked blocks; testimonials are read per request (reviews change), the rest is fixed. */
export const landingContent = (
  keys: ReadonlySet<string>,
  blocks: CatalogueBlocks,
  testimonials: LandingContent["testimonials"],
): LandingContent => {
  const all: LandingContent = {
    promises: PROMISES,
    brand_video: null,
    press_release: [],
    joinus_banner: JOIN_US,
    initiatives: [],
    offers: OFFERS,
    awards: [],
    testimonials,
    content_block: ABOUT,
    banners: blocks.groups,
    cities: blocks.cities,
  }
  return Object.fromEntries(Object.entries(all).filter(([key]) => keys.has(key))) as LandingContent
}

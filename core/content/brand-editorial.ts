import { CANCELLATION_POLICIES } from "../pricing/rate-plans.ts"
import type { BlogLink, BrandStatistic } from "./brands.ts"

/**
 * The brand pages' editorial content, apart from their schemas (./brands.ts) so that page modules
 * can read it without loading Effect (docs/decisions/070-javascript-budget.md).
 */

export const BRAND_SLUGS = ["treebo", "itsy", "medalio", "treebo-premium"] as const
export type BrandSlug = (typeof BRAND_SLUGS)[number]

export interface BrandEditorial {
  readonly slug: BrandSlug
  readonly code: "trend" | "trip" | "medalio" | "tryst"
  readonly route: "brandTreebo" | "brandItsy" | "brandMedalio" | "brandTreeboPremium"
  readonly tagline: string
  readonly story: ReadonlyArray<string>
  /** Figures the brand claims (spec-checkout §2); null: the catalogue's own counts are shown. */
  readonly claims: ReadonlyArray<BrandStatistic> | null
  readonly blogLinks: ReadonlyArray<BlogLink>
}

/** Premium hotels sell refundable rooms on the 5-day policy (core/pricing/rate-plans.ts). */
const PREMIUM_FREE_CANCELLATION_DAYS = CANCELLATION_POLICIES["5-day"].freeCancellationHours! / 24

export const brandEditorials: ReadonlyArray<BrandEditorial> = [
  {
    slug: "treebo",
    code: "trend",
    route: "brandTreebo",
    tagline: "Comfortable, consistent stays in every city you travel to.",
    story: [
      "Treebo began with a simple idea: a clean room, a good breakfast and a helpful team should not depend on which city you wake up in.",
      "Every Treebo hotel is checked against the same standards before it joins, and guests' reviews keep it there. You see the full price with GST before you book, and pay online or at the hotel.",
    ],
    claims: [
      { value: "120+", label: "cities" },
      { value: "1,000+", label: "hotels" },
      { value: "25,000+", label: "rooms" },
    ],
    blogLinks: [],
  },
  {
    slug: "itsy",
    code: "trip",
    route: "brandItsy",
    tagline: "Budget stays that get the basics right.",
    story: [
      "Itsy Hotels are our budget hotels: small, well-kept properties for travellers who need a clean bed, hot water and Wi-Fi at a fair price.",
      "They are close to stations, bus stands and business districts, and held to the same cleanliness checks as every hotel we sell.",
    ],
    claims: [
      { value: "20+", label: "cities" },
      { value: "200+", label: "hotels" },
      { value: "5,000+", label: "rooms" },
    ],
    blogLinks: [],
  },
  {
    slug: "medalio",
    code: "medalio",
    route: "brandMedalio",
    tagline: "Hotels with character, chosen one at a time.",
    story: [
      "Medalio hotels are independently run properties with a style of their own, from heritage havelis to hill-station lodges.",
      "We choose each one for its location and its hosts, and book it with the same promises as the rest of our hotels.",
    ],
    claims: null,
    blogLinks: [],
  },
  {
    slug: "treebo-premium",
    code: "tryst",
    route: "brandTreeboPremium",
    tagline: "Upscale stays with more room to unwind.",
    story: [
      "Treebo Premium hotels add larger rooms, in-house restaurants and extra services to everything a Treebo stay already promises.",
      `Refundable bookings at Premium hotels can be cancelled free of charge up to ${PREMIUM_FREE_CANCELLATION_DAYS} days before check-in.`,
    ],
    claims: null,
    blogLinks: [
      {
        title: "Weekend escapes from Bengaluru worth the drive",
        url: "https://www.treebo.com/blog/weekend-getaways-from-bangalore/",
      },
      {
        title: "Things to do in Goa beyond the beaches",
        url: "https://www.treebo.com/blog/things-to-do-in-goa/",
      },
    ],
  },
]

export const brandEditorial = (slug: BrandSlug): BrandEditorial =>
  brandEditorials.find((brand) => brand.slug === slug)!

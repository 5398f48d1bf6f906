import { describe, expect, it } from "vitest"
import { displayBookingStatus } from "#core/account/booking-history.ts"
import { BookingStatus } from "#core/api/checkout.ts"
import { cancellationPoliciesDescriptionMapping } from "#core/content/cancellation-policies.ts"
import { directBookingBenefits, perfectStay } from "#core/content/direct-booking.ts"
import { otpContent } from "#core/content/otp-content.ts"
import { citiesMeta, homeMeta, placeMeta } from "#core/content/seo-meta.ts"
import { loyaltyPointsRedemption, walletsPromotion } from "#core/content/wallet-content.ts"
import { DEFAULT_LOCALE, translatorFor } from "#core/i18n/locales.ts"
import { type CouponContext, type CouponRule, checkCoupon } from "#core/pricing/coupons.ts"
import { loginCouponMessage } from "#core/pricing/login-coupon.ts"
import { CANCELLATION_POLICIES, ratePlansFor } from "#core/pricing/rate-plans.ts"
import { REVIEW_ASPECTS, reviewSummary } from "#core/reviews/summary.ts"
import { categoriesOf } from "#core/search/categories.ts"
import { imageWire } from "#core/search/hotel-wire.ts"
import { FIXTURE_COUPONS, FIXTURE_RULE_COUPONS } from "#fixtures/data/coupons.ts"
import {
  accessibilityNames,
  collectionNames,
  hotelAmenityNames,
  policyWordings,
  roomAmenityNames,
} from "#fixtures/data/features.ts"
import { roomTypeNames } from "#fixtures/data/names.ts"
import { PAYMENT_OFFERS } from "#fixtures/data/payment-offers.ts"
import { generateCatalogue } from "#fixtures/generate/catalogue.ts"
import { amenities, collections } from "#fixtures/generate/reference.ts"
import { landingContent, OFFERS, PROMISES } from "../content/landing.ts"
import { frFR, SAME_IN_FRENCH } from "./fr-FR.ts"
import { translateText } from "./translations.ts"

/** The first pattern that matches, applied; undefined when none does. */
const byPattern = (english: string): string | undefined => {
  const found = frFR.patterns.find(([pattern]) => pattern.test(english))
  return found === undefined ? undefined : english.replace(found[0], found[1])
}

const french = (english: string): string => translateText(english, frFR)

/** Every string of a block, however deep: content blocks nest titles in items and steps. */
const stringsOf = (value: unknown, skip: ReadonlySet<string> = new Set()): Array<string> => {
  if (typeof value === "string") return [value]
  if (Array.isArray(value)) return value.flatMap((item) => stringsOf(item, skip))
  if (typeof value !== "object" || value === null) return []
  return Object.entries(value).flatMap(([field, item]) => (skip.has(field) ? [] : stringsOf(item, skip)))
}

/** Codes, paths and keys a block carries beside its words. */
const NOT_WORDS = new Set([
  "code",
  "path",
  "cta_path",
  "key",
  "wallet_type",
  "late_charge",
  "rate_plans",
  "url",
])

describe("fr-FR content translations", () => {
  it("translates every text into something else than the English", () => {
    for (const [english, translated] of Object.entries(frFR.texts)) {
      expect(translated, english).not.toBe(english)
      expect(translated.trim(), english).toBe(translated)
      expect(SAME_IN_FRENCH.has(english), english).toBe(false)
    }
  })

  it("anchors every pattern at both ends", () => {
    for (const [pattern] of frFR.patterns) {
      expect(pattern.source.startsWith("^"), pattern.source).toBe(true)
      expect(pattern.source.endsWith("$"), pattern.source).toBe(true)
    }
  })

  it("writes apostrophes one way", () => {
    const all = [...Object.values(frFR.texts), ...frFR.patterns.map(([, replacement]) => replacement)]
    expect(all.filter((text) => text.includes("’"))).toEqual([])
  })

  it("translates occupancy, rating summaries and description sentences", () => {
    expect(byPattern("Up to 1 guest")).toBe("Jusqu'à 1 personne")
    expect(byPattern("Up to 3 guests")).toBe("Jusqu'à 3 personnes")
    expect(byPattern(reviewSummary(3.5, 2))).toBe("Bien : 3.5 sur 5 (2 avis)")
    expect(byPattern(reviewSummary(4.2, 1))).toBe("Très bien : 4.2 sur 5 (1 avis)")
    expect(byPattern(reviewSummary(4.8, 37))).toBe("Excellent : 4.8 sur 5 (37 avis)")
    expect(byPattern("Treebo Akshaya Mayflower is a no-fuss hotel in Koramangala, Bengaluru.")).toBe(
      "Treebo Akshaya Mayflower est un hôtel sans chichis à Koramangala, Bengaluru.",
    )
    expect(byPattern("Itsy Rose Villa is a refined homestay in Baga, Goa.")).toBe(
      "Itsy Rose Villa est une maison d'hôtes raffinée à Baga, Goa.",
    )
    expect(byPattern("It is about 0.4 km from M. Chinnaswamy Stadium.")).toBe(
      "L'établissement se trouve à environ 0.4 km de M. Chinnaswamy Stadium.",
    )
    expect(byPattern("It is about 2 km from Indiranagar Metro.")).toBe(
      "L'établissement se trouve à environ 2 km d'Indiranagar Metro.",
    )
    expect(byPattern("Deluxe Room: 200 sq ft with a king bed, for up to 3 adults and 1 child.")).toBe(
      "Chambre Deluxe : 200 pieds carrés, avec un lit king size, pour 3 adultes et 1 enfant au maximum.",
    )
    expect(byPattern("Suite: 420 sq ft with a twin bed, for up to 4 adults and 2 children.")).toBe(
      "Suite : 420 pieds carrés, avec des lits jumeaux, pour 4 adultes et 2 enfants au maximum.",
    )
    expect(byPattern("Hotels in Indiranagar")).toBe("Hôtels à Indiranagar")
    expect(byPattern("Near Gateway of India")).toBe("Près de Gateway of India")
  })

  it("translates a whole description, sentence by sentence", () => {
    expect(
      french(
        "Treebo Trend Elite is a comfortable hotel in Indiranagar, Bengaluru. It is about 0.4 km from M. Chinnaswamy Stadium. It offers an in-house restaurant, a gym and parking, and Wi-Fi is free throughout.",
      ),
    ).toBe(
      "Treebo Trend Elite est un hôtel confortable à Indiranagar, Bengaluru. L'établissement se trouve à environ 0.4 km de M. Chinnaswamy Stadium. On y trouve un restaurant sur place, une salle de sport et un parking, et le Wi-Fi est gratuit partout.",
    )
  })

  it("translates every description the fixture generator writes", () => {
    const catalogue = generateCatalogue({ seed: 7, baseDate: "2026-11-01", hotelCount: 300 })
    const untranslated = catalogue.hotels.map((h) => h.description).filter((d) => french(d) === d)
    expect(untranslated).toEqual([])
  })

  it("translates every booking status as a traveller reads it", () => {
    const shown = BookingStatus.literals.map(displayBookingStatus)
    expect(shown.filter((status) => french(status) === status)).toEqual([])
  })

  it("translates every photo caption the API writes", () => {
    const catalogue = generateCatalogue({ seed: 7, baseDate: "2026-11-01", hotelCount: 50 })
    const captions = catalogue.hotels.flatMap((hotel) =>
      hotel.images.map((image) => imageWire(image, hotel).image_callout),
    )
    expect(captions.length).toBeGreaterThan(0)
    expect(captions.filter((caption) => french(caption) === caption && !SAME_IN_FRENCH.has(caption))).toEqual(
      [],
    )
  })

  const catalogueWords = [
    ...hotelAmenityNames,
    ...roomAmenityNames,
    ...collectionNames,
    ...policyWordings.flatMap(([, title, short, description]) => [title, short, description]),
    ...Object.values(accessibilityNames),
    ...Object.values(roomTypeNames),
    ...categoriesOf({ amenities, collections }).map((category) => category.name),
    ...REVIEW_ASPECTS.map((aspect) => aspect.name),
    "Hotel",
    "Homestay",
    reviewSummary(null, 0),
  ]

  const pricingWords = [
    ...Object.values(CANCELLATION_POLICIES).map((policy) => policy.description),
    ...(["Economy", "Premium"] as const).flatMap((brandClass) =>
      ratePlansFor(brandClass).flatMap((plan) => [plan.tag, plan.description, ...plan.inclusions]),
    ),
    ...stringsOf(cancellationPoliciesDescriptionMapping.policies, NOT_WORDS),
    ...[...FIXTURE_COUPONS, ...FIXTURE_RULE_COUPONS].map((coupon) => coupon.description),
    ...PAYMENT_OFFERS.flatMap((offer) => [offer.title, offer.description]),
    loginCouponMessage(false)!,
  ]

  const t = translatorFor(DEFAULT_LOCALE)
  const seo = [
    homeMeta(t),
    citiesMeta(t, { cityCount: 12, hotelCount: 1 }),
    citiesMeta(t, { cityCount: 12, hotelCount: 340 }),
    ...[0, 1, 25].flatMap((hotelCount) => [
      placeMeta(t, { type: "city", name: "Pune", state: "Maharashtra", hotelCount }),
      placeMeta(t, { type: "locality", name: "Baner", city: "Pune", state: "Maharashtra", hotelCount }),
      placeMeta(t, {
        type: "landmark",
        name: "Aga Khan Palace",
        city: "Pune",
        state: "Maharashtra",
        hotelCount,
      }),
    ]),
  ]

  const blockWords = [
    ...stringsOf(PROMISES, NOT_WORDS),
    ...stringsOf(OFFERS, NOT_WORDS),
    ...stringsOf(
      landingContent(new Set(["joinus_banner", "content_block"]), { cities: [], groups: [] }, []),
      NOT_WORDS,
    ),
    ...stringsOf([perfectStay, directBookingBenefits, loyaltyPointsRedemption], NOT_WORDS),
    walletsPromotion.title,
    walletsPromotion.description,
    otpContent.heading,
    otpContent.description,
    otpContent.resend_hint,
    otpContent.help_text,
    ...seo.flatMap((meta) => [meta.title, meta.description, ...meta.breadcrumbs.map((crumb) => crumb.name)]),
  ]

  it.each([
    ["the catalogue's vocabularies", catalogueWords],
    ["rate plans, cancellation policies, coupons and payment offers", pricingWords],
    ["the landing, hotel-page, checkout and listing blocks", blockWords],
  ])("has French for every English string of %s", (_, words) => {
    const missing = words.filter((english) => !SAME_IN_FRENCH.has(english) && french(english) === english)
    expect(missing).toEqual([])
  })

  it("translates every coupon message checkout can show", () => {
    const context: CouponContext = {
      today: "2026-01-10",
      nights: 1,
      channel: "website",
      member: false,
      billPaise: 100_000,
      usesByGuest: 0,
      usesTotal: 0,
    }
    const rules: ReadonlyArray<CouponRule> = [...FIXTURE_COUPONS, ...FIXTURE_RULE_COUPONS]
    const rule = (code: string) => rules.find((r) => r.code === code)!
    const messages = [
      checkCoupon("NOPE", undefined, context),
      checkCoupon("MONSOON25", rule("MONSOON25"), context),
      checkCoupon("MONSOON25", rule("MONSOON25"), { ...context, today: "2025-01-01" }),
      checkCoupon("MEMBER15", rule("MEMBER15"), context),
      checkCoupon("STAY3SAVE20", rule("STAY3SAVE20"), context),
      checkCoupon("WEBONLY12", rule("WEBONLY12"), { ...context, channel: "gdc" }),
      checkCoupon("WEBONLY12", { ...rule("WEBONLY12"), channel: "gdc" }, context),
      checkCoupon("FIRSTSTAY", rule("FIRSTSTAY"), { ...context, usesByGuest: 1 }),
      checkCoupon("FIRSTSTAY", { ...rule("FIRSTSTAY"), perGuestLimit: 3 }, { ...context, usesByGuest: 4 }),
      checkCoupon("LUCKY3", rule("LUCKY3"), { ...context, billPaise: 300_000, usesTotal: 3 }),
      checkCoupon("LUCKY3", rule("LUCKY3"), context),
      checkCoupon("FLAT500", rule("FLAT500"), { ...context, billPaise: 400_000 }),
      checkCoupon("WELCOME10", rule("WELCOME10"), context),
      checkCoupon("BIG20", rule("BIG20"), context),
    ].map((check) => check.message)
    expect(messages.filter((message) => french(message) === message)).toEqual([])
    expect(french("Coupon FIRSTSTAY can be used once per guest, and you have used it 4 times")).toBe(
      "Le code promo FIRSTSTAY peut être utilisé une fois par client, et vous l'avez utilisé 4 fois",
    )
    expect(french("Coupon BIG20 applied: 20% off, up to ₹1,000")).toBe(
      "Code promo BIG20 appliqué : 20% de réduction, jusqu'à ₹1,000",
    )
  })
})

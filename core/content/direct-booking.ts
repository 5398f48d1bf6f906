import { Schema } from "effect"
import { formatRupees } from "../i18n/format.ts"
import { MEMBER_DISCOUNT_BPS, PLATFORM_FEE_PAISE } from "../pricing/quote.ts"
import { CANCELLATION_POLICIES } from "../pricing/rate-plans.ts"
import { CREDIT_PERCENTAGE } from "../rewards/rules.ts"

/** spec-checkout §7 'Content': keys of GET /api/v2/contents/. */
export const PERFECT_STAY_KEY = "perfect_stay"
export const DIRECT_BOOKING_BENEFITS_KEY = "direct_booking_benefits"

export const ContentPoint = Schema.Struct({
  code: Schema.String,
  title: Schema.String,
  description: Schema.String,
})
export type ContentPoint = typeof ContentPoint.Type

export const PointList = Schema.Struct({ title: Schema.String, items: Schema.Array(ContentPoint) })
export type PointList = typeof PointList.Type

/**
 * What every stay includes: the four amenities every hotel of the catalogue has (fixtures
 * generate them for all) and the spec's check-in and check-out times (spec-checkout §9).
 */
export const perfectStay: PointList = {
  title: "Every stay includes",
  items: [
    { code: "wifi", title: "Free Wi-Fi", description: "In every room and the lobby, at no extra cost." },
    { code: "front_desk", title: "24x7 Front Desk", description: "Someone at the desk round the clock." },
    {
      code: "power_backup",
      title: "Power Backup",
      description: "Lights, fans and Wi-Fi stay on in a power cut.",
    },
    { code: "cctv", title: "CCTV", description: "Entrances and corridors are watched day and night." },
    {
      code: "timings",
      title: "Check-in 12 pm, check-out 11 am",
      description: "The same times in every hotel.",
    },
  ],
}

/** Why book on the site: each claim is a rule checkout applies, with its number read from that rule. */
export const directBookingBenefits: PointList = {
  title: "Why book direct",
  items: [
    {
      code: "member_price",
      title: `Members save ${MEMBER_DISCOUNT_BPS / 100}%`,
      description: `Sign in and every room night costs ${MEMBER_DISCOUNT_BPS / 100}% less than the public price.`,
    },
    {
      code: "price_you_see",
      title: "The price you see is the price you pay",
      description: `GST and the ${formatRupees(PLATFORM_FEE_PAISE.website)} platform fee are in the price from the first page.`,
    },
    {
      code: "pay_at_hotel",
      title: "Pay at the hotel",
      description: "Hold the room now and pay when you check in, where the hotel offers it.",
    },
    {
      code: "free_cancellation",
      title: "Free cancellation",
      description: CANCELLATION_POLICIES.default.description,
    },
    {
      code: "points",
      title: `Earn ${CREDIT_PERCENTAGE}% back in points`,
      description: `Members earn ${CREDIT_PERCENTAGE}% of what they pay as points after each stay; 1 point is ₹1.`,
    },
  ],
}

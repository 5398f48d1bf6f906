import type { BrandClass } from "../catalogue/brand.ts"

/** spec-checkout §9: the three cancellation policies the product offers. */
export type CancellationPolicyCode = "default" | "non-refundable" | "5-day"

export interface CancellationPolicy {
  readonly code: CancellationPolicyCode
  readonly description: string
  /** Free cancellation up to this many hours before check-in; null when never free. */
  readonly freeCancellationHours: number | null
  /** What a cancellation after the free window costs. */
  readonly lateCharge: "one-night" | "full-amount"
}

export const CANCELLATION_POLICIES: Readonly<Record<CancellationPolicyCode, CancellationPolicy>> = {
  default: {
    code: "default",
    description: "Free cancellation up to 24 hours before check-in, otherwise one night's tariff is charged.",
    freeCancellationHours: 24,
    lateCharge: "one-night",
  },
  "non-refundable": {
    code: "non-refundable",
    description: "Non-refundable: 100% of the booking amount is charged on cancellation.",
    freeCancellationHours: null,
    lateCharge: "full-amount",
  },
  "5-day": {
    code: "5-day",
    description:
      "Free cancellation up to 5 days (120 hours) before check-in, otherwise the full amount is charged.",
    freeCancellationHours: 120,
    lateCharge: "full-amount",
  },
}

/** spec-search §3 / spec-checkout §9: the refundable policy code is rp. */
export const REFUNDABLE_CODE = "rp"
export const NON_REFUNDABLE_CODE = "nrp"

/** spec-checkout §9: default rate plan name and default inclusions. */
export const DEFAULT_RATE_PLAN_NAME = "TRB-DEFAULT"
export const DEFAULT_INCLUSIONS: ReadonlyArray<string> = ["Breakfast", "Lunch", "Dinner"]

export interface RatePlan {
  readonly code: typeof REFUNDABLE_CODE | typeof NON_REFUNDABLE_CODE
  readonly name: string
  readonly tag: string
  readonly type: "refundable" | "non-refundable"
  readonly description: string
  readonly inclusions: ReadonlyArray<string>
  readonly cancellationPolicy: CancellationPolicy
  /** Off the rack rate, in basis points: the price of giving up the right to cancel. */
  readonly discountBps: number
}

/**
 * Non-refundable is 10 % cheaper: the hotel keeps the money whatever happens, so it can sell
 * below the flexible rate; same inclusions, so the two plans differ in flexibility only.
 */
export const NON_REFUNDABLE_DISCOUNT_BPS = 1_000

/**
 * The plans every room type of a hotel sells. Premium hotels fill fewer, dearer rooms and
 * re-sell a late cancellation with more difficulty, so their refundable plan asks for 5 days'
 * notice; Economy and Standard hotels keep the default 24 hours.
 */
export const ratePlansFor = (brandClass: BrandClass): ReadonlyArray<RatePlan> => {
  const refundablePolicy = CANCELLATION_POLICIES[brandClass === "Premium" ? "5-day" : "default"]
  return [
    {
      code: REFUNDABLE_CODE,
      name: DEFAULT_RATE_PLAN_NAME,
      tag: "Refundable",
      type: "refundable",
      description: refundablePolicy.description,
      inclusions: DEFAULT_INCLUSIONS,
      cancellationPolicy: refundablePolicy,
      discountBps: 0,
    },
    {
      code: NON_REFUNDABLE_CODE,
      name: "TRB-NON-REFUNDABLE",
      tag: "Non-Refundable",
      type: "non-refundable",
      description: CANCELLATION_POLICIES["non-refundable"].description,
      inclusions: DEFAULT_INCLUSIONS,
      cancellationPolicy: CANCELLATION_POLICIES["non-refundable"],
      discountBps: NON_REFUNDABLE_DISCOUNT_BPS,
    },
  ]
}

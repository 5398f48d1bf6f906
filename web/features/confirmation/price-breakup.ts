import type { ConfirmedBooking } from "#core/api/checkout.ts"

/** One line of the confirmation's price breakup; a discount or a part already paid is negative. */
export interface BreakupLine {
  readonly key:
    | "roomPrice"
    | "memberDiscount"
    | "couponDiscount"
    | "gst"
    | "platformFee"
    | "total"
    | "points"
    | "paidNow"
    | "balance"
  readonly amountPaise: number
}

/**
 * The price breakup of a booking (spec-checkout §3 'Confirmation state' rate plan), from the
 * amounts the order was placed with. `pretaxPrice` is already after the member discount and the
 * coupon (docs/pricing.md), so the room price shown before them adds them back. Lines that are
 * zero are left out, except the total. Points, the amount paid now and the balance add up to
 * the total.
 */
export const priceBreakup = (booking: ConfirmedBooking): ReadonlyArray<BreakupLine> => {
  const plan = booking.rate_plan
  const paidNowPaise = plan.paidAmount - plan.treeboPointsDiscount
  const lines: Array<BreakupLine | null> = [
    { key: "roomPrice", amountPaise: plan.pretaxPrice + plan.memberDiscount + plan.couponDiscount },
    plan.memberDiscount > 0 ? { key: "memberDiscount", amountPaise: -plan.memberDiscount } : null,
    plan.couponDiscount > 0 ? { key: "couponDiscount", amountPaise: -plan.couponDiscount } : null,
    { key: "gst", amountPaise: plan.tax },
    plan.platformFee > 0 ? { key: "platformFee", amountPaise: plan.platformFee } : null,
    { key: "total", amountPaise: plan.netPayableAmount },
    plan.treeboPointsDiscount > 0 ? { key: "points", amountPaise: -plan.treeboPointsDiscount } : null,
    paidNowPaise > 0 ? { key: "paidNow", amountPaise: -paidNowPaise } : null,
    plan.balanceAmount > 0 ? { key: "balance", amountPaise: plan.balanceAmount } : null,
  ]
  return lines.filter((line): line is BreakupLine => line !== null)
}

import type { Channel, Coupon } from "./types.ts"

/**
 * A coupon as the catalogue stores it (the `coupons` table). Whether a code may be used is decided
 * here, purely; what it takes off is the pricing engine's job (`quote`, docs/pricing.md step 7).
 */
export interface CouponRule {
  /** Upper case; travellers may type it in any case. */
  readonly code: string
  /** Whole percent off the price after rate plan and member discount, 1-100. */
  readonly percent: number
  /** First and last business day (YYYY-MM-DD, Asia/Kolkata) on which it can be applied, inclusive. */
  readonly validFrom: string
  readonly validUntil: string
  /** The shortest stay it applies to, in nights. */
  readonly minNights: number
  /** The channels it is sold on; both when null. */
  readonly channel: Channel | null
  /** Only for a signed-in member. */
  readonly membersOnly: boolean
  readonly description: string
}

/** Who applies the code, and for which stay. */
export interface CouponContext {
  /** The business day the code is applied on (ADR 061), YYYY-MM-DD. */
  readonly today: string
  readonly nights: number
  readonly channel: Channel
  readonly member: boolean
}

export type CouponCheck =
  | { readonly ok: true; readonly coupon: Coupon; readonly message: string }
  | { readonly ok: false; readonly message: string }

/** Codes are compared in upper case, trimmed: 'welcome10' is WELCOME10. */
export const normaliseCouponCode = (code: string): string => code.trim().toUpperCase()

const plural = (n: number, one: string) => `${n} ${one}${n === 1 ? "" : "s"}`

/**
 * Whether `asked` may be applied: `rule` is the stored coupon of that code, or undefined when none
 * exists. A refusal says why in words a traveller can act on; the first failed rule is the reason.
 */
export const checkCoupon = (
  asked: string,
  rule: CouponRule | undefined,
  context: CouponContext,
): CouponCheck => {
  const code = normaliseCouponCode(asked)
  if (rule === undefined || rule.code !== code) return { ok: false, message: `Coupon ${code} does not exist` }
  if (context.today < rule.validFrom) {
    return { ok: false, message: `Coupon ${code} can be used from ${rule.validFrom}` }
  }
  if (context.today > rule.validUntil) {
    return { ok: false, message: `Coupon ${code} expired on ${rule.validUntil}` }
  }
  if (rule.channel !== null && rule.channel !== context.channel) {
    const where = rule.channel === "gdc" ? "assisted (gdc) bookings" : "bookings made on the website"
    return { ok: false, message: `Coupon ${code} is valid on ${where} only` }
  }
  if (rule.membersOnly && !context.member) {
    return { ok: false, message: `Coupon ${code} is for members only: sign in to use it` }
  }
  if (context.nights < rule.minNights) {
    return {
      ok: false,
      message: `Coupon ${code} needs a stay of at least ${plural(rule.minNights, "night")}`,
    }
  }
  return {
    ok: true,
    coupon: { code, percent: rule.percent },
    message: `Coupon ${code} applied: ${rule.percent}% off`,
  }
}

import { formatRupees } from "../i18n/format.ts"
import { type Paise, shareOf } from "./money.ts"
import type { Channel, Coupon } from "./types.ts"

/** What a coupon takes off the bill: a percent (at most `maxDiscountPaise` when set), or an amount. */
export type CouponOffer =
  | {
      readonly kind: "percent"
      /** Whole percent off the bill, 1-100. */
      readonly percent: number
      /** The most it takes off, or null for no cap. */
      readonly maxDiscountPaise: Paise | null
    }
  | { readonly kind: "flat"; readonly amountPaise: Paise }

/**
 * A coupon as the catalogue stores it (the `coupons` table). Whether a code may be used is decided
 * here, purely; what it takes off is the pricing engine's job (`quote`, docs/pricing.md step 7).
 */
export type CouponRule = CouponOffer & {
  /** Upper case; travellers may type it in any case. */
  readonly code: string
  /** First and last business day (YYYY-MM-DD, Asia/Kolkata) on which it can be applied, inclusive. */
  readonly validFrom: string
  readonly validUntil: string
  /** The shortest stay it applies to, in nights. */
  readonly minNights: number
  /** The channels it is sold on; both when null. */
  readonly channel: Channel | null
  /** Only for a signed-in member. */
  readonly membersOnly: boolean
  /** The smallest bill (see `CouponContext.billPaise`) it applies to; 0 for any. */
  readonly minBillPaise: Paise
  /** Confirmed bookings one guest (`couponGuestKey`) may use it on, or null for no limit. */
  readonly perGuestLimit: number | null
  /** Confirmed bookings everyone together may use it on, or null for no limit. */
  readonly totalLimit: number | null
  readonly description: string
}

/** Who applies the code, for which stay and bill, and how often it has been used. */
export interface CouponContext {
  /** The business day the code is applied on (ADR 061), YYYY-MM-DD. */
  readonly today: string
  readonly nights: number
  readonly channel: Channel
  readonly member: boolean
  /**
   * What the coupon is taken from: the pretax price of every room and night after rate plan and
   * member discount, before the coupon and GST (`quote` without a coupon: its `pretaxPrice`).
   */
  readonly billPaise: Paise
  /** Confirmed bookings this guest has used the code on; 0 when the guest is not known yet. */
  readonly usesByGuest: number
  /** Confirmed bookings anyone has used the code on. */
  readonly usesTotal: number
}

export type CouponCheck =
  | { readonly ok: true; readonly coupon: Coupon; readonly message: string }
  | { readonly ok: false; readonly message: string }

/** Codes are compared in upper case, trimmed: 'welcome10' is WELCOME10. */
export const normaliseCouponCode = (code: string): string => code.trim().toUpperCase()

/**
 * Whose uses a per-guest limit counts: a member by account, whatever e-mail they book with; a
 * guest by e-mail, compared as accounts compare it (trimmed, lower case).
 */
export const couponGuestKey = (guest: { readonly userId: string } | { readonly email: string }): string =>
  "userId" in guest ? `user:${guest.userId}` : `email:${guest.email.trim().toLowerCase()}`

const plural = (n: number, one: string) => `${n} ${one}${n === 1 ? "" : "s"}`

const times = (n: number) => (n === 1 ? "once" : n === 2 ? "twice" : `${n} times`)

/** What the offer says, as the success message and the featured list show it. */
export const offerText = (offer: CouponOffer): string => {
  if (offer.kind === "flat") return `${formatRupees(offer.amountPaise)} off`
  const capped = offer.maxDiscountPaise === null ? "" : `, up to ${formatRupees(offer.maxDiscountPaise)}`
  return `${offer.percent}% off${capped}`
}

/**
 * The discount the engine takes for `rule` on a bill of `billPaise` (see `CouponContext`). A plain
 * percent stays a percent of each room night. A flat amount is at most the bill. A capped percent
 * becomes an amount, its percent of the whole bill rounded once and at most the cap, so the cap
 * holds to the paisa (per-night rounding could pass it by a few paise).
 */
export const couponDiscountFor = (rule: CouponRule, billPaise: Paise): Coupon => {
  if (rule.kind === "flat") return { code: rule.code, amountPaise: Math.min(rule.amountPaise, billPaise) }
  if (rule.maxDiscountPaise === null) return { code: rule.code, percent: rule.percent }
  return {
    code: rule.code,
    amountPaise: Math.min(rule.maxDiscountPaise, shareOf(billPaise, rule.percent * 100)),
  }
}

/**
 * Why `rule` may not be used again, given its confirmed uses, or undefined. Checkout asks it once
 * more when it records the use, under a lock, so two last uses cannot both pass.
 */
export const couponUsageProblem = (
  rule: CouponRule,
  usesByGuest: number,
  usesTotal: number,
): string | undefined => {
  if (rule.totalLimit !== null && usesTotal >= rule.totalLimit) {
    return `Coupon ${rule.code} has been used the most times it can be (${plural(rule.totalLimit, "booking")})`
  }
  if (rule.perGuestLimit !== null && usesByGuest >= rule.perGuestLimit) {
    return `Coupon ${rule.code} can be used ${times(rule.perGuestLimit)} per guest, and you have used it ${times(usesByGuest)}`
  }
  return undefined
}

/** Whether a code may be used, on the rules that do not depend on the bill. */
export type CouponEligibility =
  | { readonly ok: true; readonly rule: CouponRule }
  | { readonly ok: false; readonly message: string }

/**
 * Whether `asked` may be used for this stay and guest, whatever the bill: `rule` is the stored
 * coupon of that code, or undefined when none exists. A refusal says why in words a traveller can
 * act on; the first failed rule is the reason. The hotel page asks this once and `couponForBill`
 * for each rate plan's bill.
 */
export const couponEligibility = (
  asked: string,
  rule: CouponRule | undefined,
  context: Omit<CouponContext, "billPaise">,
): CouponEligibility => {
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
  const used = couponUsageProblem(rule, context.usesByGuest, context.usesTotal)
  return used === undefined ? { ok: true, rule } : { ok: false, message: used }
}

/** An eligible coupon on a bill (see `CouponContext.billPaise`): refused below its minimum. */
export const couponForBill = (rule: CouponRule, billPaise: Paise): CouponCheck =>
  billPaise < rule.minBillPaise
    ? {
        ok: false,
        message: `Coupon ${rule.code} needs a room price of at least ${formatRupees(rule.minBillPaise)} before tax`,
      }
    : {
        ok: true,
        coupon: couponDiscountFor(rule, billPaise),
        message: `Coupon ${rule.code} applied: ${offerText(rule)}`,
      }

/** Whether `asked` may be applied to this bill, and the discount the engine then takes. */
export const checkCoupon = (
  asked: string,
  rule: CouponRule | undefined,
  context: CouponContext,
): CouponCheck => {
  const eligible = couponEligibility(asked, rule, context)
  return eligible.ok ? couponForBill(eligible.rule, context.billPaise) : eligible
}

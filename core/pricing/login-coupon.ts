import { MEMBER_DISCOUNT_BPS } from "./quote.ts"

/**
 * The login coupon is the member price (ADR 072): a visitor is told what signing in saves; a
 * member already pays it, so there is nothing to say.
 */
export const loginCouponMessage = (member: boolean): string | null =>
  member
    ? null
    : `Sign in to save ${MEMBER_DISCOUNT_BPS / 100}% on every room: members pay less than the public price.`

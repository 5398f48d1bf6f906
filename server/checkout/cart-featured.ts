import { Effect } from "effect"
import type { FeaturedCoupon } from "#core/api/checkout.ts"
import { FIXTURE_COUPONS, FIXTURE_RULE_COUPONS } from "#fixtures/data/coupons.ts"
import type { Coupons } from "../pricing/coupons.ts"
import type { Cart, CartPricing } from "./cart-pricing.ts"

/** The codes checkout features: the catalogue's coupons as the migrations seed them. */
const FEATURED_CODES = [...FIXTURE_COUPONS, ...FIXTURE_RULE_COUPONS].map((c) => c.code)

/**
 * GET /api/v2/discount/featured/: the coupons that can be applied today (withdrawn and out-of-date
 * ones are left out), each priced on this cart by the engine exactly as applying it would, with
 * the refusal applying it would give.
 */
export const featuredCoupons = Effect.fnUntraced(function* (
  coupons: Coupons["Service"],
  pricing: CartPricing["Service"],
  cart: Cart,
  memberId: string | undefined,
  today: string,
) {
  const featured: Array<FeaturedCoupon> = []
  for (const code of FEATURED_CODES) {
    const rule = yield* coupons.find(code)
    if (rule === undefined || today < rule.validFrom || today > rule.validUntil) continue
    const priced = yield* pricing.priceCart({ ...cart, couponCode: rule.code }, memberId)
    const refusal = priced.couponRefusal
    featured.push({
      code: rule.code,
      description: rule.description,
      discount: refusal === undefined ? priced.quote.couponDiscount : 0,
      applicable: refusal === undefined,
      reason: refusal ?? null,
    })
  }
  return featured
})

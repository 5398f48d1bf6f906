import type { FeaturedCoupon, Itinerary } from "#core/api/checkout.ts"
import type { TelemetryProperties } from "#core/api/telemetry.ts"

// The public shapes of machines/cart.machine.ts, apart so hosts, the CLI and tests can name them.

/** What the itinerary call is asked (spec-checkout §7 GET /api/v8/checkout/itinerary/). */
export interface CartRequest {
  /** The itinerary link's own parameters (hotel_id, roomtype, rateplan, dates, roomconfig, shown_price…). */
  readonly link: Readonly<Record<string, string>>
  /** The cart to price again; null opens a new one from the link. */
  readonly bid: string | null
  /** rp or nrp: switches the cart's plan; null keeps it. */
  readonly ratePlan: string | null
  readonly applyWallet: boolean
}

export interface CouponRequest {
  readonly bid: string
  /** null removes the cart's coupon. */
  readonly code: string | null
  readonly applyWallet: boolean
}

export interface WalletRequest {
  readonly bid: string
  readonly apply: boolean
}

/** spec-checkout §3 'Cart' and the cart's part of 'Payment state'. */
export interface CartContext {
  readonly link: Readonly<Record<string, string>>
  /** The last answer: hotel, dates, room, plans, the selected plan's price, wallet info. */
  readonly itinerary: Itinerary | null
  readonly featuredCoupons: ReadonlyArray<FeaturedCoupon>
  /** The featured list has been read (or failed, leaving it empty): the page can show the cart whole. */
  readonly featuredSettled: boolean
  /** Why a coupon did not apply or was taken off (spec-checkout §8: the first error's message). */
  readonly discountError: string | null
  /** The code last typed or picked, upper-cased as codes are kept. */
  readonly couponAsked: string | null
  /** spec-checkout §4: true by default and whenever a user signs in. */
  readonly isWalletApplied: boolean
  readonly isPayAtHotelEnabled: boolean
  readonly payNowEnabled: boolean
  readonly isPrepaidOnly: boolean
  /** Paise: what paying now charges (spec-checkout §4: the prepaid discounted price, else the wallet discounted price). */
  readonly amountToSend: number
  /** spec-checkout §8: a cart load failure stores the error message. */
  readonly error: string | null
}

export type CartEvent =
  | { readonly type: "cart.retry" }
  | { readonly type: "plan.select"; readonly code: string }
  | { readonly type: "coupon.apply"; readonly code: string }
  | { readonly type: "coupon.remove" }
  | { readonly type: "wallet.toggle"; readonly apply: boolean }
  /** The session signed in or out: the cart is priced again for whoever books now. */
  | { readonly type: "session.signedIn" }
  | { readonly type: "session.signedOut" }

export type CartEmitted = {
  readonly type: "track"
  readonly event: string
  readonly properties: TelemetryProperties
}

/** `cartLoading`, `couponLoading`, `walletLoading`: spec-checkout §3's three loading flags. */
export type CartTag = "cartLoading" | "couponLoading" | "walletLoading" | "ready" | "failed"

/** A cart opened before the machine starts: the server opens it for the page's first render. */
export interface OpenedCart {
  readonly itinerary: Itinerary
  readonly featured: ReadonlyArray<FeaturedCoupon>
}

export interface CartInput {
  readonly link: Readonly<Record<string, string>>
  /** The cart already open for this link, with its featured coupons: the machine starts ready. */
  readonly opened?: OpenedCart | undefined
}

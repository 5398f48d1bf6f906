import type { Itinerary, ItineraryRatePlan } from "#core/api/checkout.ts"
import type { Hotel } from "#core/catalogue/hotel.ts"
import { cartGuests } from "#core/checkout/cart-guests.ts"
import { priceChange } from "#core/checkout/cart-price-change.ts"
import { payOptionsFor } from "#core/checkout/pay-options.ts"
import { bestOfferPrice } from "#core/checkout/payment-offers.ts"
import type { CouponRule } from "#core/pricing/coupons.ts"
import type { Quote } from "#core/pricing/types.ts"
import { stayCredit } from "#core/rewards/ledger.ts"
import { WALLET_TYPE } from "#core/rewards/rules.ts"
import { hotelPath } from "#core/routes/slug.ts"
import { imageWire } from "#core/search/hotel-wire.ts"
import { PAYMENT_OFFERS } from "#fixtures/data/payment-offers.ts"
import type { CatalogueView } from "../catalogue/store.ts"
import { ratePlanFields } from "../hotel/room-prices.ts"
import type { Cart } from "./cart-pricing.ts"

/** The member's wallet as checkout uses it; undefined for a guest and on gdc. */
export interface CartWallet {
  readonly balancePaise: number
  readonly debitPercentage: number
  readonly creditPercentage: number
}

/**
 * A quote in the itinerary's rate plan shape (spec-checkout §3): every amount is the engine's.
 * `rule` is the coupon applied to this plan, if any; `creditPercentage` is the wallet's (0 when
 * the stay earns no points: a guest, or gdc).
 */
export const itineraryRatePlan = (
  q: Quote,
  rule: CouponRule | undefined,
  creditPercentage: number,
): ItineraryRatePlan => ({
  ...ratePlanFields(q.ratePlan),
  basePrice: q.basePrice,
  strikedPrice: q.strikedPrice,
  prePromoPretaxPrice: q.basePrice,
  promoDiscount: q.ratePlanDiscount,
  promoDiscountPercent: q.ratePlan.discountBps / 100,
  memberDiscount: q.memberDiscount,
  couponDiscount: q.couponDiscount,
  couponCodeApplied: q.couponCodeApplied,
  // A capped percent reaches the engine as an amount; the traveller still sees its percent.
  couponDiscountPercent: q.couponCodeApplied !== null && rule?.kind === "percent" ? rule.percent : 0,
  voucherAmount: q.couponCodeApplied !== null && rule?.kind === "flat" ? q.couponDiscount : 0,
  pretaxPrice: q.pretaxPrice,
  finalPretaxPrice: q.pretaxPrice,
  taxPercent: Math.max(...q.nightsBreakup.flatMap((night) => night.rooms.map((room) => room.taxPercent))),
  tax: q.tax,
  sellingPrice: q.sellingPrice,
  platformFee: q.platformFee,
  totalAmountWithPlatformFee: q.totalAmountWithPlatformFee,
  discountPercentage: q.discountPercentage,
  treeboPointsDiscount: q.walletDiscount,
  walletDiscountedPrice: q.walletDiscountedPrice,
  creditableRewardPoints: stayCredit(q.walletDiscountedPrice, creditPercentage),
  paymentOfferPrice: bestOfferPrice(PAYMENT_OFFERS, q.walletDiscountedPrice),
  // No plan costs less for paying now: pay now and pay at hotel charge the same amount.
  discountPrepaidPrice: null,
  nightsBreakup: q.nightsBreakup.map((night) => ({
    date: night.date,
    tax: night.tax,
    pretaxPrice: night.pretaxPrice,
    totalDiscount: night.totalDiscount,
    sellingPrice: night.sellingPrice,
  })),
})

export interface ItineraryParts {
  readonly cart: Cart
  readonly hotel: Hotel
  readonly view: CatalogueView
  /** Every plan of the room type, refundable first, with `rule` when the coupon applies to it. */
  readonly plans: ReadonlyArray<{ readonly quote: Quote; readonly rule: CouponRule | undefined }>
  readonly selected: { readonly quote: Quote; readonly rule: CouponRule | undefined }
  /** The selected plan without coupon and points: what search and the hotel page show. */
  readonly plainPricePaise: number
  /** The same for a visitor not signed in: a member may have seen it before signing in. */
  readonly publicPricePaise: number
  /** Why the cart's coupon no longer applies, or null. */
  readonly discountError: string | null
  readonly wallet: CartWallet | undefined
  readonly roomsLeft: number
}

/** What an itinerary says of its hotel, whatever the cart: its place, address, page and pictures. */
interface HotelFacts {
  readonly wire: Itinerary["hotel"]
  /** Per room type: the room's own picture when the hotel has one, else the hotel's first. */
  readonly imageUrls: ReadonlyMap<string, string | null>
}

/**
 * Worked out once per hotel: the checkout page reprices its cart on every change, and finding the
 * city and locality by id, slugifying the page path and sorting the pictures cost about a sixth of
 * such a call. The catalogue does not change while a process runs (server/catalogue/store.ts).
 */
const factsKept = new WeakMap<Hotel, HotelFacts>()

const factsOf = (hotel: Hotel, view: CatalogueView): HotelFacts => {
  const kept = factsKept.get(hotel)
  if (kept !== undefined) return kept
  const city = view.cities.find((c) => c.id === hotel.cityId)?.name ?? ""
  const locality = view.localities.find((l) => l.id === hotel.localityId)?.name ?? ""
  const byPosition = [...hotel.images].sort((a, b) => a.position - b.position)
  const urlOf = (roomType: string) => {
    const image = byPosition.find((i) => i.roomTypeCode === roomType) ?? byPosition[0]
    return image === undefined ? null : imageWire(image, hotel).url
  }
  const facts: HotelFacts = {
    wire: {
      id: hotel.id,
      name: hotel.name,
      city,
      locality,
      address: `${hotel.address.street}, ${locality}, ${city} ${hotel.address.pincode}`,
      path: hotelPath({ id: hotel.id, name: hotel.name, city, locality }),
    },
    imageUrls: new Map(hotel.roomTypes.map((type) => [type.code, urlOf(type.code)])),
  }
  factsKept.set(hotel, facts)
  return facts
}

/** The itinerary answer (spec-checkout §7 'Checkout'). */
export const itineraryWire = (parts: ItineraryParts): Itinerary => {
  const { cart, hotel, view, wallet } = parts
  const facts = factsOf(hotel, view)
  const roomType = hotel.roomTypes.find((t) => t.code === cart.roomType)!
  const creditPercentage = wallet?.creditPercentage ?? 0
  const pay = payOptionsFor(cart.channel, parts.selected.quote.ratePlan.type)
  return {
    bid: cart.bid,
    hotel: facts.wire,
    date: { checkin: cart.checkin, checkout: cart.checkout },
    room: { type: roomType.code, name: roomType.name, count: cart.rooms.length },
    roomconfig: cart.roomconfig,
    guest: cartGuests(cart.rooms),
    number_of_nights: parts.selected.quote.numberOfNights,
    image_url: facts.imageUrls.get(cart.roomType) ?? null,
    price: {
      rate_plans: parts.plans.map((p) => itineraryRatePlan(p.quote, p.rule, creditPercentage)),
      discount_error: parts.discountError,
    },
    selected_rate_plan: itineraryRatePlan(parts.selected.quote, parts.selected.rule, creditPercentage),
    coupon_code: parts.selected.quote.couponCodeApplied,
    wallet_info: {
      wallet_type: WALLET_TYPE,
      total_wallet_balance: wallet?.balancePaise ?? 0,
      debit_percentage: wallet?.debitPercentage ?? 0,
      payout_percentage: creditPercentage,
      wallet_applied: wallet !== undefined && cart.applyWallet,
      treebo_rewards_enabled: cart.channel !== "gdc",
    },
    pay_at_hotel_enabled: pay.payAtHotel,
    pay_now_enabled: pay.payNow,
    is_prepaid_only: pay.prepaidOnly,
    otp_enabled: pay.otp,
    price_change: priceChange(cart.shownPricePaise, parts.plainPricePaise, parts.publicPricePaise),
    rooms_left: parts.roomsLeft,
  }
}

import { describe, expect, it } from "vitest"
import { createActor } from "xstate"
import type { FeaturedCoupon, Itinerary, ItineraryRatePlan } from "#core/api/checkout.ts"
import { ApiError } from "#core/services/api-client.ts"
import {
  type CartEmitted,
  type CartRequest,
  COUPON_UNSUCCESSFUL,
  type CouponRequest,
  cartFlags,
  cartMachine,
  type OpenedCart,
  type WalletRequest,
} from "./cart.machine.ts"
import { type Call, controlled, settle } from "./test-support/actors.ts"

const plan = (code: string, walletDiscountedPrice: number): ItineraryRatePlan =>
  ({
    code,
    walletDiscountedPrice,
    discountPrepaidPrice: null,
    totalAmountWithPlatformFee: walletDiscountedPrice,
  }) as unknown as ItineraryRatePlan

const itinerary = (over: Partial<Itinerary> = {}): Itinerary =>
  ({
    bid: "bid_0123456789abcdefghijkl",
    selected_rate_plan: plan("rp", 575097),
    price: { rate_plans: [plan("rp", 575097), plan("nrp", 518078)], discount_error: null },
    coupon_code: null,
    wallet_info: { wallet_applied: true },
    pay_at_hotel_enabled: true,
    pay_now_enabled: true,
    is_prepaid_only: false,
    ...over,
  }) as unknown as Itinerary

const refusal = (message: string, status = 400) =>
  new ApiError({ status, code: "coupon_invalid", message, isNetworkError: false })

const start = (opened?: OpenedCart) => {
  const loads: Array<Call<CartRequest, Itinerary>> = []
  const coupons: Array<Call<CouponRequest, Itinerary>> = []
  const wallets: Array<Call<WalletRequest, Itinerary>> = []
  const featured: Array<Call<{ readonly bid: string }, ReadonlyArray<FeaturedCoupon>>> = []
  const told: Array<CartEmitted> = []
  const actor = createActor(
    cartMachine.provide({
      actors: {
        loadItinerary: controlled(loads),
        changeCoupon: controlled(coupons),
        changeWallet: controlled(wallets),
        fetchFeaturedCoupons: controlled(featured),
      },
    }),
    { input: { link: { hotel_id: "1044", rateplan: "rp" }, opened } },
  )
  actor.on("track", (event) => told.push(event))
  actor.start()
  return { actor, loads, coupons, wallets, featured, told, context: () => actor.getSnapshot().context }
}

const loaded = async (answer = itinerary()) => {
  const cart = start()
  cart.loads[0]!.resolve(answer)
  await settle()
  return cart
}

describe("cart machine (spec-checkout §3 'Cart', §4 'Cart and payment')", () => {
  it("loads the itinerary from the link, with the wallet applied by default, and says it is loading", () => {
    const cart = start()
    expect(cart.loads[0]!.input).toEqual({
      link: { hotel_id: "1044", rateplan: "rp" },
      bid: null,
      ratePlan: null,
      applyWallet: true,
    })
    expect(cartFlags(cart.actor.getSnapshot())).toEqual({
      isCouponLoading: false,
      isCartContentLoading: true,
      isWalletContentLoading: false,
    })
    // spec-checkout §4 defaults before any answer: both ways to pay, not prepaid-only.
    expect(cart.context()).toMatchObject({
      isPayAtHotelEnabled: true,
      payNowEnabled: true,
      isPrepaidOnly: false,
    })
  })

  it("copies the pay flags and the wallet discounted price as the amount to pay", async () => {
    const cart = await loaded(itinerary({ pay_at_hotel_enabled: false, is_prepaid_only: true }))
    expect(cart.context()).toMatchObject({
      isPayAtHotelEnabled: false,
      payNowEnabled: true,
      isPrepaidOnly: true,
      amountToSend: 575097,
    })
    expect(cart.actor.getSnapshot().hasTag("ready")).toBe(true)
  })

  it("pays the prepaid discounted price when the plan has one", async () => {
    const prepaid = { ...plan("rp", 575097), discountPrepaidPrice: { walletDiscountedPrice: 540000 } }
    const cart = await loaded(itinerary({ selected_rate_plan: prepaid as unknown as ItineraryRatePlan }))
    expect(cart.context().amountToSend).toBe(540000)
  })

  it("stores the message of a failed load and loads again on retry", async () => {
    const cart = start()
    cart.loads[0]!.reject(refusal("No such hotel", 404))
    await settle()
    expect(cart.actor.getSnapshot().hasTag("failed")).toBe(true)
    expect(cart.context().error).toBe("No such hotel")
    cart.actor.send({ type: "cart.retry" })
    expect(cart.loads).toHaveLength(2)
  })

  it("reads the featured coupons of the cart once it is loaded; a failure leaves none", async () => {
    const cart = await loaded()
    expect(cart.featured[0]!.input).toEqual({ bid: "bid_0123456789abcdefghijkl" })
    const welcome = { code: "WELCOME10", description: "", discount: 100, applicable: true, reason: null }
    cart.featured[0]!.resolve([welcome])
    await settle()
    expect(cart.context().featuredCoupons).toEqual([welcome])
  })

  it("says the featured list is settled only once it is read, or once reading it failed", async () => {
    const read = await loaded()
    expect(read.context().featuredSettled).toBe(false)
    read.featured[0]!.resolve([])
    await settle()
    expect(read.context().featuredSettled).toBe(true)

    const failed = await loaded()
    failed.featured[0]!.reject(refusal("Coupons are unavailable", 503))
    await settle()
    expect(failed.context()).toMatchObject({ featuredSettled: true, featuredCoupons: [] })
  })

  it("starts ready with a cart already open and its featured coupons, reading neither again", async () => {
    const welcome = { code: "WELCOME10", description: "", discount: 100, applicable: true, reason: null }
    const prepaid = { ...plan("rp", 575097), discountPrepaidPrice: { walletDiscountedPrice: 540000 } }
    const cart = start({
      itinerary: itinerary({
        selected_rate_plan: prepaid as unknown as ItineraryRatePlan,
        pay_at_hotel_enabled: false,
      }),
      featured: [welcome],
    })
    await settle()
    expect(cart.actor.getSnapshot().matches({ ready: "idle" })).toBe(true)
    expect(cart.loads).toHaveLength(0)
    expect(cart.featured).toHaveLength(0)
    expect(cart.context()).toMatchObject({
      featuredCoupons: [welcome],
      featuredSettled: true,
      isPayAtHotelEnabled: false,
      amountToSend: 540000,
      error: null,
    })
    // The open cart is priced again by its bid, as a loaded one is.
    cart.actor.send({ type: "plan.select", code: "nrp" })
    expect(cart.loads[0]!.input).toMatchObject({ bid: "bid_0123456789abcdefghijkl", ratePlan: "nrp" })
  })

  it("prices an open cart again for a member who signs in after the page has come", async () => {
    const cart = start({
      itinerary: itinerary({ wallet_info: { wallet_applied: false } as Itinerary["wallet_info"] }),
      featured: [],
    })
    cart.actor.send({ type: "session.signedIn" })
    expect(cartFlags(cart.actor.getSnapshot()).isCartContentLoading).toBe(true)
    expect(cart.loads[0]!.input).toMatchObject({ bid: "bid_0123456789abcdefghijkl", applyWallet: true })
    cart.loads[0]!.resolve(itinerary({ selected_rate_plan: plan("rp", 560000) }))
    await settle()
    expect(cart.context()).toMatchObject({ amountToSend: 560000, featuredSettled: true })
    // Repricing keeps the cart ready: the featured list is not read again.
    expect(cart.featured).toHaveLength(0)
  })

  it("applies a coupon, upper-cased, and takes the new price and amount", async () => {
    const cart = await loaded()
    cart.actor.send({ type: "coupon.apply", code: " welcome10 " })
    expect(cartFlags(cart.actor.getSnapshot()).isCouponLoading).toBe(true)
    expect(cart.coupons[0]!.input).toEqual({
      bid: "bid_0123456789abcdefghijkl",
      code: "WELCOME10",
      applyWallet: true,
    })
    cart.coupons[0]!.resolve(itinerary({ coupon_code: "WELCOME10", selected_rate_plan: plan("rp", 517587) }))
    await settle()
    expect(cart.context()).toMatchObject({ amountToSend: 517587, discountError: null })
    expect(cart.actor.getSnapshot().can({ type: "coupon.remove" })).toBe(true)
  })

  it("shows the first error's message of a refused coupon and tracks the unsuccessful use", async () => {
    const cart = await loaded()
    cart.actor.send({ type: "coupon.apply", code: "nope" })
    cart.coupons[0]!.reject(refusal("This coupon does not exist"))
    await settle()
    expect(cart.context().discountError).toBe("This coupon does not exist")
    expect(cart.context().amountToSend).toBe(575097)
    expect(cart.told).toEqual([
      {
        type: "track",
        event: COUPON_UNSUCCESSFUL,
        properties: { coupon_code: "NOPE", message: "This coupon does not exist" },
      },
    ])
  })

  it("refuses an empty code, and removing when no coupon is applied", async () => {
    const cart = await loaded()
    expect(cart.actor.getSnapshot().can({ type: "coupon.apply", code: "  " })).toBe(false)
    expect(cart.actor.getSnapshot().can({ type: "coupon.remove" })).toBe(false)
  })

  it("removes the coupon with a code of null", async () => {
    const cart = await loaded(itinerary({ coupon_code: "WELCOME10" }))
    cart.actor.send({ type: "coupon.remove" })
    expect(cart.coupons[0]!.input.code).toBeNull()
    cart.coupons[0]!.resolve(itinerary())
    await settle()
    expect(cart.context().itinerary?.coupon_code).toBeNull()
  })

  it("shows why the server took the cart's coupon off", async () => {
    const cart = await loaded(
      itinerary({ price: { rate_plans: [], discount_error: "WELCOME10 has expired" } } as Partial<Itinerary>),
    )
    expect(cart.context().discountError).toBe("WELCOME10 has expired")
  })

  it("toggles the wallet and keeps the server's word on whether it is applied", async () => {
    const cart = await loaded()
    expect(cart.actor.getSnapshot().can({ type: "wallet.toggle", apply: true })).toBe(false)
    cart.actor.send({ type: "wallet.toggle", apply: false })
    expect(cartFlags(cart.actor.getSnapshot()).isWalletContentLoading).toBe(true)
    expect(cart.wallets[0]!.input).toEqual({ bid: "bid_0123456789abcdefghijkl", apply: false })
    cart.wallets[0]!.resolve(
      itinerary({
        wallet_info: { wallet_applied: false } as Itinerary["wallet_info"],
        selected_rate_plan: plan("rp", 600000),
      }),
    )
    await settle()
    expect(cart.context()).toMatchObject({ isWalletApplied: false, amountToSend: 600000 })
  })

  it("switches the plan through the cart's bid", async () => {
    const cart = await loaded()
    expect(cart.actor.getSnapshot().can({ type: "plan.select", code: "rp" })).toBe(false)
    cart.actor.send({ type: "plan.select", code: "nrp" })
    expect(cart.loads[1]!.input).toMatchObject({ bid: "bid_0123456789abcdefghijkl", ratePlan: "nrp" })
    cart.loads[1]!.resolve(itinerary({ selected_rate_plan: plan("nrp", 518078) }))
    await settle()
    expect(cart.context().amountToSend).toBe(518078)
  })

  it("applies the wallet again when a user signs in, and prices the cart for them", async () => {
    const cart = await loaded(
      itinerary({ wallet_info: { wallet_applied: false } as Itinerary["wallet_info"] }),
    )
    expect(cart.context().isWalletApplied).toBe(false)
    cart.actor.send({ type: "session.signedIn" })
    expect(cart.context().isWalletApplied).toBe(true)
    expect(cart.loads[1]!.input).toMatchObject({ bid: "bid_0123456789abcdefghijkl", applyWallet: true })
  })
})

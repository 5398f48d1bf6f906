import {
  assign,
  type DoneActorEvent,
  emit,
  enqueueActions,
  fromPromise,
  type SnapshotFrom,
  setup,
} from "xstate"
import type { FeaturedCoupon, Itinerary } from "#core/api/checkout.ts"
import type {
  CartContext,
  CartEmitted,
  CartEvent,
  CartInput,
  CartRequest,
  CartTag,
  CouponRequest,
  WalletRequest,
} from "./cart.types.ts"
import { apiFailure } from "./lib/api-failure.ts"
import { failed, notProvided } from "./lib/invoke.ts"

// Hosts (the page, the CLI journeys) name the cart's shapes from here, as they did before the split.
export type {
  CartContext,
  CartEmitted,
  CartEvent,
  CartInput,
  CartRequest,
  CartTag,
  CouponRequest,
  OpenedCart,
  WalletRequest,
} from "./cart.types.ts"

/** spec-checkout §8 tracks an unsuccessful coupon use but names no event; this is its name. */
export const COUPON_UNSUCCESSFUL = "Coupon Unsuccessful"

const bidOf = (context: CartContext): string => context.itinerary!.bid

/** What an answer sets: the itinerary, its discount error, the pay flags and the amount to pay now. */
const priced = (itinerary: Itinerary) => {
  const plan = itinerary.selected_rate_plan
  return {
    itinerary,
    error: null,
    discountError: itinerary.price.discount_error,
    isWalletApplied: itinerary.wallet_info.wallet_applied,
    isPayAtHotelEnabled: itinerary.pay_at_hotel_enabled,
    payNowEnabled: itinerary.pay_now_enabled,
    isPrepaidOnly: itinerary.is_prepaid_only,
    amountToSend: plan.discountPrepaidPrice?.walletDiscountedPrice ?? plan.walletDiscountedPrice,
  }
}

/**
 * The checkout cart (spec-checkout §3 'Cart', §4 'Cart and payment', §7, §8). The host provides
 * the calls; every one that prices the cart answers the whole itinerary, which replaces the last.
 *
 * - Loading copies the pay flags (their defaults, before any answer: pay at hotel and pay now
 *   enabled, not prepaid-only) and the amount to pay now.
 * - A coupon that does not apply keeps the cart as it was, shows the failure's message as the
 *   discount error and is tracked; a coupon the server took off (expired, used up) arrives as
 *   the answer's discount_error.
 * - Signing in sets the wallet applied again and prices the cart for the member (member prices,
 *   points); signing out prices it for a guest.
 * - One request at a time: while one runs, the others are not offered (`can`).
 * - A cart opened before the start (the server's, for the page's first render) comes with its
 *   featured coupons: the machine starts ready and reads neither again.
 */
export const cartMachine = setup({
  types: {
    context: {} as CartContext,
    events: {} as CartEvent,
    emitted: {} as CartEmitted,
    tags: {} as CartTag,
    input: {} as CartInput,
  },
  actors: {
    loadItinerary: fromPromise<Itinerary, CartRequest>(notProvided("loadItinerary")),
    changeCoupon: fromPromise<Itinerary, CouponRequest>(notProvided("changeCoupon")),
    changeWallet: fromPromise<Itinerary, WalletRequest>(notProvided("changeWallet")),
    fetchFeaturedCoupons: fromPromise<ReadonlyArray<FeaturedCoupon>, { readonly bid: string }>(
      notProvided("fetchFeaturedCoupons"),
    ),
  },
  guards: {
    opened: ({ context }) => context.itinerary !== null,
    hasCode: ({ event }) => event.type === "coupon.apply" && event.code.trim() !== "",
    hasCoupon: ({ context }) => context.itinerary?.coupon_code != null,
    otherPlan: ({ context, event }) =>
      event.type === "plan.select" && event.code !== context.itinerary?.selected_rate_plan.code,
    walletChanges: ({ context, event }) =>
      event.type === "wallet.toggle" && event.apply !== context.isWalletApplied,
  },
  actions: {
    store: assign((_, itinerary: Itinerary) => priced(itinerary)),
    storeLoadError: assign((_, error: unknown) => ({ error: apiFailure(error).message })),
    // The featured list is read once per cart; a cart that came with it has it already.
    readFeatured: enqueueActions(({ context, enqueue }) => {
      if (!context.featuredSettled)
        // Its id names the done and error events `ready` handles.
        enqueue.spawnChild("fetchFeaturedCoupons", { id: "featured", input: { bid: bidOf(context) } })
    }),
    storeFeatured: assign((_, coupons: ReadonlyArray<FeaturedCoupon>) => ({
      featuredCoupons: coupons,
      featuredSettled: true,
    })),
    clearDiscountError: assign({ discountError: null }),
    askCoupon: assign(({ event }) =>
      event.type === "coupon.apply"
        ? { couponAsked: event.code.trim().toUpperCase(), discountError: null }
        : {},
    ),
    storeDiscountError: assign((_, error: unknown) => ({ discountError: apiFailure(error).message })),
    trackCouponFailure: emit(({ context }, error: unknown) => ({
      type: "track" as const,
      event: COUPON_UNSUCCESSFUL,
      properties: { coupon_code: context.couponAsked, message: apiFailure(error).message },
    })),
    walletOnSignIn: assign({ isWalletApplied: true }),
  },
}).createMachine({
  id: "cart",
  context: ({ input }) => ({
    link: input.link,
    itinerary: null,
    featuredCoupons: input.opened?.featured ?? [],
    featuredSettled: input.opened !== undefined,
    discountError: null,
    couponAsked: null,
    isWalletApplied: true,
    isPayAtHotelEnabled: true,
    payNowEnabled: true,
    isPrepaidOnly: false,
    amountToSend: 0,
    error: null,
    ...(input.opened === undefined ? {} : priced(input.opened.itinerary)),
  }),
  initial: "opening",
  states: {
    opening: { always: [{ guard: "opened", target: "ready" }, { target: "loading" }] },
    loading: {
      tags: ["cartLoading"],
      invoke: {
        src: "loadItinerary",
        input: ({ context }) => ({
          link: context.link,
          bid: null,
          ratePlan: null,
          applyWallet: context.isWalletApplied,
        }),
        onDone: { target: "ready", actions: { type: "store", params: ({ event }) => event.output } },
        onError: { target: "failed", actions: { type: "storeLoadError", params: failed } },
      },
    },
    failed: {
      tags: ["failed"],
      on: { "cart.retry": "loading", "session.signedIn": { actions: "walletOnSignIn" } },
    },
    ready: {
      tags: ["ready"],
      entry: "readFeatured",
      on: {
        // A failure leaves the list empty (the coupon input still works).
        "xstate.done.actor.featured": {
          actions: {
            type: "storeFeatured",
            params: ({ event }: { readonly event: DoneActorEvent<ReadonlyArray<FeaturedCoupon>> }) =>
              event.output,
          },
        },
        "xstate.error.actor.featured": { actions: { type: "storeFeatured", params: [] } },
        "session.signedIn": { target: ".repricing", actions: "walletOnSignIn" },
        "session.signedOut": ".repricing",
      },
      initial: "idle",
      states: {
        idle: {
          on: {
            "plan.select": { guard: "otherPlan", target: "switchingPlan" },
            "coupon.apply": { guard: "hasCode", target: "applyingCoupon", actions: "askCoupon" },
            "coupon.remove": { guard: "hasCoupon", target: "removingCoupon", actions: "clearDiscountError" },
            "wallet.toggle": { guard: "walletChanges", target: "changingWallet" },
          },
        },
        switchingPlan: {
          tags: ["cartLoading"],
          invoke: {
            src: "loadItinerary",
            input: ({ context, event }) => ({
              link: context.link,
              bid: bidOf(context),
              ratePlan: event.type === "plan.select" ? event.code : null,
              applyWallet: context.isWalletApplied,
            }),
            onDone: { target: "idle", actions: { type: "store", params: ({ event }) => event.output } },
            onError: { target: "idle", actions: { type: "storeLoadError", params: failed } },
          },
        },
        repricing: {
          tags: ["cartLoading"],
          invoke: {
            src: "loadItinerary",
            input: ({ context }) => ({
              link: context.link,
              bid: bidOf(context),
              ratePlan: null,
              applyWallet: context.isWalletApplied,
            }),
            onDone: { target: "idle", actions: { type: "store", params: ({ event }) => event.output } },
            onError: { target: "idle", actions: { type: "storeLoadError", params: failed } },
          },
        },
        applyingCoupon: {
          tags: ["couponLoading"],
          invoke: {
            src: "changeCoupon",
            input: ({ context }) => ({
              bid: bidOf(context),
              code: context.couponAsked,
              applyWallet: context.isWalletApplied,
            }),
            onDone: { target: "idle", actions: { type: "store", params: ({ event }) => event.output } },
            onError: {
              target: "idle",
              actions: [
                { type: "storeDiscountError", params: failed },
                { type: "trackCouponFailure", params: failed },
              ],
            },
          },
        },
        removingCoupon: {
          tags: ["couponLoading"],
          invoke: {
            src: "changeCoupon",
            input: ({ context }) => ({
              bid: bidOf(context),
              code: null,
              applyWallet: context.isWalletApplied,
            }),
            onDone: { target: "idle", actions: { type: "store", params: ({ event }) => event.output } },
            onError: { target: "idle", actions: { type: "storeDiscountError", params: failed } },
          },
        },
        changingWallet: {
          tags: ["walletLoading"],
          invoke: {
            src: "changeWallet",
            input: ({ context, event }) => ({
              bid: bidOf(context),
              apply: event.type === "wallet.toggle" ? event.apply : context.isWalletApplied,
            }),
            onDone: { target: "idle", actions: { type: "store", params: ({ event }) => event.output } },
            onError: { target: "idle", actions: { type: "storeLoadError", params: failed } },
          },
        },
      },
    },
  },
})

export type CartSnapshot = SnapshotFrom<typeof cartMachine>

/** spec-checkout §3 'Cart': isCouponLoading, isCartContentLoading, isWalletContentLoading. */
export const cartFlags = (snapshot: CartSnapshot) => ({
  isCouponLoading: snapshot.hasTag("couponLoading"),
  isCartContentLoading: snapshot.hasTag("cartLoading"),
  isWalletContentLoading: snapshot.hasTag("walletLoading"),
})

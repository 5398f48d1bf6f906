import { describe, expect, it } from "vitest"
import { assign, createActor, fromPromise, type InspectionEvent, type SnapshotFrom, setup } from "xstate"
import { createTestModel, type TestParam } from "xstate/graph"
import type { FeaturedCoupon, Itinerary } from "#core/api/checkout.ts"
import { ApiError } from "#core/services/api-client.ts"
import {
  type CartEmitted,
  type CartRequest,
  COUPON_UNSUCCESSFUL,
  type CouponRequest,
  cartFlags,
  cartMachine,
  type WalletRequest,
} from "#machines/cart.machine.ts"
import { type Call, controlled, settle } from "#machines/test-support/actors.ts"
import { leafStates, reachedStates, transitionsOf, walkedMachine } from "./reached.ts"

/**
 * The checkout cart as a traveller meets it (spec-checkout §3 'Cart', §4 'Cart and payment', §8),
 * written from the spec apart from the machine: the cart loads (or fails and is tried again), a
 * plan is picked, a coupon is applied (or refused, with its reason, and tracked) and removed, the
 * points wallet is toggled, and a sign-in applies the wallet again and prices the cart anew.
 */

const REFUSED = "Coupon NOPE does not exist"
const NOT_FOUND = "No such cart"
const WALLET_DOWN = "The points wallet cannot be reached"

/** The fake server's prices (paise): a plan's price less the coupon's and the points' share. */
const PLAN_PRICE: Readonly<Record<string, number>> = { rp: 500000, nrp: 450000 }
const COUPON_OFF = 50000
const POINTS_OFF = 10000
const priceOf = (plan: string, coupon: boolean, wallet: boolean) =>
  PLAN_PRICE[plan]! - (coupon ? COUPON_OFF : 0) - (wallet ? POINTS_OFF : 0)

type ModelEvent =
  | { readonly type: "server.loads" }
  | { readonly type: "server.loadFails" }
  | { readonly type: "traveller.retries" }
  | { readonly type: "traveller.picksOtherPlan" }
  | { readonly type: "traveller.appliesCoupon" }
  | { readonly type: "traveller.appliesUnknownCoupon" }
  | { readonly type: "traveller.removesCoupon" }
  | { readonly type: "traveller.togglesWallet" }
  | { readonly type: "traveller.signsIn" }
  | { readonly type: "traveller.signsOut" }
  | { readonly type: "server.answers" }
  | { readonly type: "server.refuses" }

interface ModelContext {
  /** What the server's cart holds, as last answered. */
  readonly plan: string
  readonly coupon: boolean
  readonly pricedWallet: boolean
  /** An answer has been stored: the page has a price to show. */
  readonly priced: boolean
  /** spec-checkout §4: the wallet applied flag, true by default and on sign-in. */
  readonly walletFlag: boolean
  readonly signedIn: boolean
  readonly discountError: string | null
  readonly loadError: string | null
  readonly tracked: number
  readonly loads: number
  /** What the request in flight changes once the server answers. */
  readonly pending: Partial<Pick<ModelContext, "plan" | "coupon" | "pricedWallet">>
}

const model = setup({
  types: { context: {} as ModelContext, events: {} as ModelEvent },
  guards: {
    hasCoupon: ({ context }) => context.coupon,
    noCoupon: ({ context }) => !context.coupon,
    signedIn: ({ context }) => context.signedIn,
    signedOut: ({ context }) => !context.signedIn,
    firstLoad: ({ context }) => context.loads === 1,
    refundablePlan: ({ context }) => context.plan === "rp",
  },
  actions: {
    load: assign(({ context }) => ({ loads: context.loads + 1 })),
    expect: assign((_, pending: ModelContext["pending"]) => ({ pending })),
    askCoupon: assign({ discountError: null }),
    commit: assign(({ context }) => {
      const next = { ...context, ...context.pending }
      return {
        ...next,
        pending: {},
        priced: true,
        walletFlag: next.pricedWallet,
        loadError: null,
        discountError: null,
      }
    }),
    fail: assign((_, loadError: string) => ({ pending: {}, loadError })),
    refuseCoupon: assign(({ context }) => ({
      pending: {},
      discountError: REFUSED,
      tracked: context.tracked + 1,
    })),
    refuseRemoval: assign({ pending: {}, discountError: REFUSED }),
    signIn: assign({ signedIn: true, walletFlag: true, pending: { pricedWallet: true } }),
    signOut: assign({ signedIn: false, pending: { pricedWallet: false } }),
    toggleWallet: assign(({ context }) => ({ pending: { pricedWallet: !context.pricedWallet } })),
  },
}).createMachine({
  id: "cartModel",
  context: {
    plan: "rp",
    coupon: false,
    pricedWallet: false,
    priced: false,
    walletFlag: true,
    signedIn: false,
    discountError: null,
    loadError: null,
    tracked: 0,
    loads: 1,
    pending: {},
  },
  initial: "loading",
  states: {
    loading: {
      on: {
        "server.loads": { target: "ready", actions: "commit" },
        "server.loadFails": {
          guard: "firstLoad",
          target: "failed",
          actions: { type: "fail", params: NOT_FOUND },
        },
      },
    },
    failed: {
      on: {
        "traveller.retries": { target: "loading", actions: "load" },
        // Signing in while the cart could not load: the next load asks for the wallet.
        "traveller.signsIn": { guard: "signedOut", actions: "signIn" },
      },
    },
    ready: {
      initial: "idle",
      states: {
        idle: {
          on: {
            "traveller.picksOtherPlan": {
              guard: "refundablePlan",
              target: "switchingPlan",
              actions: { type: "expect", params: { plan: "nrp" } },
            },
            "traveller.appliesCoupon": {
              guard: "noCoupon",
              target: "applyingCoupon",
              actions: ["askCoupon", { type: "expect", params: { coupon: true } }],
            },
            "traveller.appliesUnknownCoupon": {
              guard: "noCoupon",
              target: "applyingCoupon",
              actions: "askCoupon",
            },
            "traveller.removesCoupon": {
              guard: "hasCoupon",
              target: "removingCoupon",
              actions: ["askCoupon", { type: "expect", params: { coupon: false } }],
            },
            "traveller.togglesWallet": {
              guard: "signedIn",
              target: "changingWallet",
              actions: "toggleWallet",
            },
            "traveller.signsIn": { guard: "signedOut", target: "repricing", actions: "signIn" },
            "traveller.signsOut": { guard: "signedIn", target: "repricing", actions: "signOut" },
          },
        },
        switchingPlan: {
          on: {
            "server.answers": { target: "idle", actions: "commit" },
            "server.refuses": { target: "idle", actions: { type: "fail", params: NOT_FOUND } },
          },
        },
        repricing: {
          on: {
            "server.answers": { target: "idle", actions: "commit" },
            "server.refuses": { target: "idle", actions: { type: "fail", params: NOT_FOUND } },
          },
        },
        applyingCoupon: {
          on: {
            "server.answers": { target: "idle", actions: "commit" },
            "server.refuses": { target: "idle", actions: "refuseCoupon" },
          },
        },
        removingCoupon: {
          on: {
            "server.answers": { target: "idle", actions: "commit" },
            "server.refuses": { target: "idle", actions: "refuseRemoval" },
          },
        },
        changingWallet: {
          on: {
            "server.answers": { target: "idle", actions: "commit" },
            "server.refuses": { target: "idle", actions: { type: "fail", params: WALLET_DOWN } },
          },
        },
      },
    },
  },
})

type ModelSnapshot = SnapshotFrom<typeof model>

interface Seen {
  readonly loading: boolean
  readonly couponLoading: boolean
  readonly walletLoading: boolean
  readonly failed: boolean
  readonly amountPaise: number | null
  readonly couponApplied: boolean
  readonly walletApplied: boolean
  readonly discountError: string | null
  readonly loadError: string | null
  readonly tracked: number
}

/** A fake server holding one cart: it answers the request in flight, pricing what it was asked. */
const headless = (inspect?: (e: InspectionEvent) => void) => {
  const loads: Array<Call<CartRequest, Itinerary>> = []
  const coupons: Array<Call<CouponRequest, Itinerary>> = []
  const wallets: Array<Call<WalletRequest, Itinerary>> = []
  const told: Array<CartEmitted> = []
  const server = { plan: "rp", coupon: false, wallet: false, member: false }
  const answer = (): Itinerary =>
    ({
      bid: "bid_0123456789abcdefghijkl",
      coupon_code: server.coupon ? "WELCOME10" : null,
      price: { rate_plans: [], discount_error: null },
      selected_rate_plan: {
        code: server.plan,
        discountPrepaidPrice: null,
        walletDiscountedPrice: priceOf(server.plan, server.coupon, server.wallet),
      },
      wallet_info: { wallet_applied: server.wallet },
      pay_at_hotel_enabled: true,
      pay_now_enabled: true,
      is_prepaid_only: false,
    }) as unknown as Itinerary
  const actor = createActor(
    cartMachine.provide({
      actors: {
        loadItinerary: controlled(loads),
        changeCoupon: controlled(coupons),
        changeWallet: controlled(wallets),
        // The featured list answers at once; its failure is the unit tests' (machines/cart.machine.test.ts).
        fetchFeaturedCoupons: fromPromise(async (): Promise<ReadonlyArray<FeaturedCoupon>> => []),
      },
    }),
    { input: { link: { hotel_id: "1044", rateplan: "rp" } }, ...(inspect ? { inspect } : {}) },
  )
  actor.on("track", (event) => told.push(event))
  actor.start()
  const replay = createActor(model).start()
  /** The one call of any kind still waiting for its answer. */
  const waiting = () => {
    const open = [...loads, ...coupons, ...wallets].filter((call) => !(call as { done?: boolean }).done)
    expect(open).toHaveLength(1)
    const call = open[0]!
    ;(call as { done?: boolean }).done = true
    return call
  }
  const answerCall = async (refuse: boolean) => {
    const call = waiting()
    const input = call.input as Partial<CartRequest & CouponRequest & WalletRequest>
    if (refuse) {
      const message = input.link !== undefined ? NOT_FOUND : input.apply !== undefined ? WALLET_DOWN : REFUSED
      call.reject(new ApiError({ status: 400, code: "refused", message, isNetworkError: false }))
    } else {
      if (input.ratePlan) server.plan = input.ratePlan
      if (input.link !== undefined) server.wallet = server.member && input.applyWallet === true
      if ("code" in input) server.coupon = input.code !== null
      if (input.apply !== undefined) server.wallet = input.apply
      call.resolve(answer())
    }
    await settle()
  }
  const send = async (event: Parameters<typeof actor.send>[0]) => {
    actor.send(event)
    await settle()
  }
  return {
    /** The model, replayed along this path. */
    replay,
    answer: () => answerCall(false),
    refuse: () => answerCall(true),
    send,
    signIn: async (member: boolean) => {
      server.member = member
      await send({ type: member ? "session.signedIn" : "session.signedOut" })
    },
    see: (): Seen => {
      const snapshot = actor.getSnapshot()
      const flags = cartFlags(snapshot)
      const { context } = snapshot
      return {
        loading: flags.isCartContentLoading,
        couponLoading: flags.isCouponLoading,
        walletLoading: flags.isWalletContentLoading,
        failed: snapshot.hasTag("failed"),
        amountPaise: context.itinerary === null ? null : context.amountToSend,
        couponApplied: context.itinerary?.coupon_code != null,
        walletApplied: context.isWalletApplied,
        discountError: context.discountError,
        loadError: context.error,
        tracked: told.filter((e) => e.event === COUPON_UNSUCCESSFUL).length,
      }
    },
  }
}

type Driver = ReturnType<typeof headless>
type Params = TestParam<ModelSnapshot, ModelEvent>

const on = (
  I: Driver,
  handlers: Record<ModelEvent["type"], () => Promise<void>>,
): NonNullable<Params["events"]> =>
  Object.fromEntries(
    Object.entries(handlers).map(([type, run]) => [
      type,
      async () => {
        I.replay.send({ type } as ModelEvent)
        await run()
      },
    ]),
  )

const events = (I: Driver): NonNullable<Params["events"]> =>
  on(I, {
    "server.loads": () => I.answer(),
    "server.loadFails": () => I.refuse(),
    "traveller.retries": () => I.send({ type: "cart.retry" }),
    "traveller.picksOtherPlan": () => I.send({ type: "plan.select", code: "nrp" }),
    "traveller.appliesCoupon": () => I.send({ type: "coupon.apply", code: "welcome10" }),
    "traveller.appliesUnknownCoupon": () => I.send({ type: "coupon.apply", code: "nope" }),
    "traveller.removesCoupon": () => I.send({ type: "coupon.remove" }),
    "traveller.togglesWallet": async () => {
      const applied = I.see().walletApplied
      await I.send({ type: "wallet.toggle", apply: !applied })
    },
    "traveller.signsIn": () => I.signIn(true),
    "traveller.signsOut": () => I.signIn(false),
    "server.answers": () => I.answer(),
    "server.refuses": () => I.refuse(),
  })

const sees =
  (I: Driver, busy: Partial<Pick<Seen, "loading" | "couponLoading" | "walletLoading">>) =>
  (state: ModelSnapshot) => {
    expect(I.replay.getSnapshot().value).toEqual(state.value)
    const c = I.replay.getSnapshot().context
    expect(I.see()).toEqual({
      loading: false,
      couponLoading: false,
      walletLoading: false,
      ...busy,
      failed: state.matches("failed"),
      // The last answer's price stays on show while another request runs.
      amountPaise: c.priced ? priceOf(c.plan, c.coupon, c.pricedWallet) : null,
      couponApplied: c.priced && c.coupon,
      walletApplied: c.walletFlag,
      discountError: c.discountError,
      loadError: c.loadError,
      tracked: c.tracked,
    })
  }

const states = (I: Driver): NonNullable<Params["states"]> => ({
  loading: sees(I, { loading: true }),
  failed: sees(I, {}),
  "ready.idle": sees(I, {}),
  "ready.switchingPlan": sees(I, { loading: true }),
  "ready.repricing": sees(I, { loading: true }),
  "ready.applyingCoupon": sees(I, { couponLoading: true }),
  "ready.removingCoupon": sees(I, { couponLoading: true }),
  "ready.changingWallet": sees(I, { walletLoading: true }),
})

/**
 * One path to each chart state per cart shape (plan, coupon, who is signed in); an unknown coupon
 * is tried once. Paths that share a shape may differ in messages and counters, so what the
 * traveller should see is read from the model replayed along each path (`Driver.expected`), not
 * from the graph's snapshot of the shape.
 */
const testModel = createTestModel(model, {
  filterEvents: (state, event) =>
    state.can(event) && !(event.type === "traveller.appliesUnknownCoupon" && state.context.tracked > 0),
  serializeState: (state) => {
    const { plan, coupon, signedIn } = state.context
    return JSON.stringify([state.value, plan, coupon, signedIn])
  },
})
const paths = testModel.getShortestPaths()

describe("cart, model-based (headless)", () => {
  it("has a path to every state of the model", () => {
    expect(reachedStates(paths)).toEqual(leafStates(model))
  })

  for (const path of paths) {
    it(path.description, async () => {
      const I = headless()
      await path.test({ events: events(I), states: states(I) })
    })
  }

  it("walks the real machine through every state and every transition but the featured list's failure and the start with a cart already open", async () => {
    const walked = walkedMachine()
    // Each path, then each step its last state offers: every transition of the model is taken.
    for (const path of paths) {
      const eventTypes = Object.keys(events(headless())) as Array<ModelEvent["type"]>
      for (const type of eventTypes.filter((each) => path.state.can({ type: each }))) {
        const I = headless(walked.inspect)
        await path.test({ events: events(I), states: {} })
        await events(I)[type]!({} as never)
      }
    }
    expect(walked.states()).toEqual(leafStates(cartMachine))
    // Both are the unit tests' (machines/cart.machine.test.ts): every path here opens its own cart.
    const unitTested = ["ready error", "opening always [opened] → ready"]
    expect(walked.transitions()).toEqual(transitionsOf(cartMachine).filter((t) => !unitTested.includes(t)))
  })
})

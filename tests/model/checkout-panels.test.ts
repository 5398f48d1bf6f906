import { describe, expect, it } from "vitest"
import { assign, createActor, type InspectionEvent, type SnapshotFrom, setup } from "xstate"
import { createTestModel, type TestParam } from "xstate/graph"
import {
  type CheckoutPanel,
  type CheckoutPanelsContext,
  checkoutPanelsMachine,
  isOpen,
  type PaymentTab,
} from "#machines/checkout-panels.machine.ts"
import { leafStates, reachedStates, transitionsOf, walkedMachine } from "./reached.ts"

/**
 * The checkout panels as a traveller goes through them (spec-checkout §2 and §4 'Checkout
 * panels', §3 'Rate-plan panel'), written from the spec and the decisions recorded in the
 * machine's doc comment, apart from the machine. Asha checks out as a guest or signs in as a
 * member; the rate plan is continued as 'Room only' or skipped as 'Kept plan'. Tabs are chosen
 * only while the payment panel shows them.
 */

const PANELS: ReadonlyArray<CheckoutPanel> = ["login", "ratePlan", "details", "payment"]
const EMAIL = "asha@example.com"
const NAME = "Asha Rao"

type ModelEvent =
  | { readonly type: "guest.continue" }
  | { readonly type: "member.signIn" }
  | { readonly type: "member.logOut" }
  | { readonly type: "ratePlan.continue" }
  | { readonly type: "ratePlan.skip" }
  | { readonly type: "details.continue" }
  | { readonly type: "toggle"; readonly panel: CheckoutPanel }
  | { readonly type: "tab.select"; readonly tab: PaymentTab }
  | { readonly type: "checkout.reset" }

const modelEvents: ReadonlyArray<ModelEvent> = [
  ...PANELS.map((panel) => ({ type: "toggle" as const, panel })),
  { type: "tab.select", tab: "payLater" },
  { type: "tab.select", tab: "payNow" },
]

interface ModelContext {
  readonly who: "nobody" | "guest" | "member"
  /** The rate plan's title once continued or skipped; null while it says 'SELECT PLAN'. */
  readonly plan: string | null
  readonly detailsDone: boolean
  readonly tab: PaymentTab
}

type Args = { readonly context: ModelContext; readonly event: ModelEvent }

/** A completed panel opens again from its header; a member's login does not (they sign out). */
const completed = ({ context }: Args, panel: CheckoutPanel): boolean =>
  (panel === "login" && context.who === "guest") ||
  (panel === "ratePlan" && context.plan !== null) ||
  (panel === "details" && context.detailsDone)

/** From the open panel `from`, a toggle of another completed panel opens it. */
const reopen = (from: CheckoutPanel) =>
  PANELS.filter((panel) => panel !== from).map((panel) => ({
    guard: (args: Args) =>
      args.event.type === "toggle" && args.event.panel === panel && completed(args, panel),
    target: panel,
  }))

const model = setup({
  types: { context: {} as ModelContext, events: {} as ModelEvent, input: {} as { readonly member: boolean } },
  guards: {
    isMember: ({ context }) => context.who === "member",
    notMember: ({ context }) => context.who !== "member",
  },
  actions: {
    guest: assign({ who: "guest" as const }),
    member: assign({ who: "member" as const }),
    logOut: assign({ who: "nobody" as const, detailsDone: false }),
    plan: assign((_, title: string) => ({ plan: title })),
    details: assign({ detailsDone: true }),
    tab: assign(({ event }) => (event.type === "tab.select" ? { tab: event.tab } : {})),
    firstTab: assign({ tab: "payNow" as const }),
  },
}).createMachine({
  id: "checkoutPanelsModel",
  context: ({ input }) => ({
    who: input.member ? "member" : "nobody",
    plan: null,
    detailsDone: false,
    tab: "payNow",
  }),
  initial: "login",
  on: {
    "member.logOut": { target: ".login", actions: "logOut" },
    "member.signIn": { guard: "notMember", actions: "member" },
    "checkout.reset": { actions: "firstTab" },
  },
  states: {
    login: {
      // A member signed in before checkout finds login closed.
      always: { guard: "isMember", target: "ratePlan" },
      on: {
        "guest.continue": { target: "ratePlan", actions: "guest" },
        "member.signIn": { target: "ratePlan", actions: "member" },
        toggle: reopen("login"),
      },
    },
    ratePlan: {
      on: {
        "ratePlan.continue": { target: "details", actions: { type: "plan", params: "Room only" } },
        "ratePlan.skip": { target: "details", actions: { type: "plan", params: "Kept plan" } },
        toggle: reopen("ratePlan"),
      },
    },
    details: {
      on: { "details.continue": { target: "payment", actions: "details" }, toggle: reopen("details") },
    },
    payment: { on: { "tab.select": { actions: "tab" }, toggle: reopen("payment") } },
  },
})

type ModelSnapshot = SnapshotFrom<typeof model>

type Seen = Pick<CheckoutPanelsContext, "login" | "ratePlan" | "details" | "paymentTab"> & {
  readonly open: ReadonlyArray<CheckoutPanel>
}

interface CheckoutPanelsDriver {
  continueAsGuest(): Promise<void>
  signIn(): Promise<void>
  logOut(): Promise<void>
  continueRatePlan(title: string): Promise<void>
  skipRatePlan(title: string): Promise<void>
  continueDetails(): Promise<void>
  toggle(panel: CheckoutPanel): Promise<void>
  selectTab(tab: PaymentTab): Promise<void>
  reset(): Promise<void>
  see(): Promise<Seen>
}

const headless = (member: boolean, inspect?: (e: InspectionEvent) => void): CheckoutPanelsDriver => {
  const actor = createActor(checkoutPanelsMachine, {
    input: member ? { signedInAs: NAME } : {},
    ...(inspect ? { inspect } : {}),
  }).start()
  const send = async (event: Parameters<typeof actor.send>[0]) => actor.send(event)
  return {
    continueAsGuest: () => send({ type: "login.continueAsGuest", email: EMAIL }),
    signIn: () => send({ type: "login.signedIn", name: NAME }),
    logOut: () => send({ type: "login.loggedOut" }),
    continueRatePlan: (title) => send({ type: "ratePlan.continue", summary: { title } }),
    skipRatePlan: (title) => send({ type: "ratePlan.skip", summary: { title } }),
    continueDetails: () =>
      send({ type: "details.continue", name: NAME, countryCode: "+91", mobile: "9876543210" }),
    toggle: (panel) => send({ type: "panel.toggle", panel }),
    selectTab: (tab) => send({ type: "payment.selectTab", tab }),
    reset: () => send({ type: "checkout.reset" }),
    see: async () => {
      const snapshot = actor.getSnapshot()
      const { login, ratePlan, details, paymentTab } = snapshot.context
      return { open: PANELS.filter((panel) => isOpen(snapshot, panel)), login, ratePlan, details, paymentTab }
    },
  }
}

type Params = TestParam<ModelSnapshot, ModelEvent>

const events = (I: CheckoutPanelsDriver): NonNullable<Params["events"]> => ({
  "guest.continue": () => I.continueAsGuest(),
  "member.signIn": () => I.signIn(),
  "member.logOut": () => I.logOut(),
  "ratePlan.continue": () => I.continueRatePlan("Room only"),
  "ratePlan.skip": () => I.skipRatePlan("Kept plan"),
  "details.continue": () => I.continueDetails(),
  toggle: ({ event }) => I.toggle((event as Extract<ModelEvent, { type: "toggle" }>).panel),
  "tab.select": ({ event }) => I.selectTab((event as Extract<ModelEvent, { type: "tab.select" }>).tab),
  "checkout.reset": () => I.reset(),
})

const LOGIN_SUMMARIES = {
  nobody: null,
  guest: { title: "Welcome Guest", subtitle: `Booking confirmation will be sent to ${EMAIL}` },
  member: { title: `Welcome ${NAME}`, subtitle: null },
} as const

const sees = (I: CheckoutPanelsDriver, open: CheckoutPanel) => async (state: ModelSnapshot) => {
  const { who, plan, detailsDone, tab } = state.context
  expect(await I.see()).toEqual({
    open: [open],
    login: { isEditable: who === "guest", summary: LOGIN_SUMMARIES[who] },
    ratePlan: {
      isEditable: plan !== null,
      summary: { title: plan ?? "SELECT PLAN", subtitle: "Select a rate plan" },
    },
    details: {
      isEditable: detailsDone,
      summary: detailsDone ? { title: "Primary Traveller", subtitle: `${NAME}, +91 9876543210` } : null,
    },
    paymentTab: tab,
  })
}

const states = (I: CheckoutPanelsDriver): NonNullable<Params["states"]> =>
  Object.fromEntries(PANELS.map((panel) => [panel, sees(I, panel)]))

const testModel = createTestModel(model, {
  events: [...modelEvents],
  filterEvents: (state, event) => state.can(event),
})

for (const member of [false, true]) {
  describe(`checkout panels, ${member ? "a member signed in before checkout" : "a visitor"}, model-based (headless)`, () => {
    const paths = testModel.getShortestPaths({ input: { member } })

    it("has a path to every state of the model", () => {
      expect(reachedStates(paths)).toEqual(leafStates(model))
    })

    for (const path of paths) {
      it(path.description, async () => {
        const I = headless(member)
        await path.test({ events: events(I), states: states(I) })
      })
    }

    it("walks the real machine through every state and every transition", async () => {
      const walked = walkedMachine()
      for (const path of paths)
        await path.test({ events: events(headless(member, walked.inspect)), states: {} })
      expect(walked.states()).toEqual(leafStates(checkoutPanelsMachine))
      // Each start takes one way out of the machine's starting state.
      const unwalked = member ? "starting always [signedOut] → login" : "starting always → ratePlan"
      expect(walked.transitions()).toEqual(transitionsOf(checkoutPanelsMachine).filter((t) => t !== unwalked))
    })
  })
}

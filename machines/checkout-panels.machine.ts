import { assign, type SnapshotFrom, setup } from "xstate"

export type CheckoutPanel = "login" | "ratePlan" | "details" | "payment"

/** What a closed panel shows of what was filled in. */
export interface PanelSummary {
  readonly title: string
  readonly subtitle: string | null
}

export interface PanelState {
  /** The panel was completed and may be opened again to change it (an 'Edit' link). */
  readonly isEditable: boolean
  /** null until the panel is completed. */
  readonly summary: PanelSummary | null
}

/** spec-checkout §2: the payment section's tabs, Pay Now first. */
export type PaymentTab = "payNow" | "payLater"

export interface CheckoutPanelsContext {
  readonly login: PanelState
  /** spec-checkout §3 'Rate-plan panel': its summary is never null, it starts as 'SELECT PLAN'. */
  readonly ratePlan: PanelState & { readonly summary: PanelSummary }
  readonly details: PanelState
  readonly paymentTab: PaymentTab
}

export type CheckoutPanelsEvent =
  /** The login panel's Continue, as a guest, with the e-mail the confirmation goes to. */
  | { readonly type: "login.continueAsGuest"; readonly email: string }
  /** The session signed in (on this page or before it), under this display name. */
  | { readonly type: "login.signedIn"; readonly name: string }
  | { readonly type: "login.loggedOut" }
  /** The rate plan chosen (Continue) or kept (Skip): the fields of its summary that change. */
  | { readonly type: "ratePlan.continue"; readonly summary: Partial<PanelSummary> }
  | { readonly type: "ratePlan.skip"; readonly summary: Partial<PanelSummary> }
  | {
      readonly type: "details.continue"
      readonly name: string
      /** e.g. +91 */
      readonly countryCode: string
      readonly mobile: string
    }
  /** A panel's header was pressed (its 'Edit' link once it is completed). */
  | { readonly type: "panel.toggle"; readonly panel: CheckoutPanel }
  | { readonly type: "payment.selectTab"; readonly tab: PaymentTab }
  | { readonly type: "checkout.reset" }

/** The open panel, one tag each: `hasTag("detailsOpen")`. */
export type CheckoutPanelsTag = `${CheckoutPanel}Open`

export interface CheckoutPanelsInput {
  /** The member's display name when the session is signed in as checkout opens. */
  readonly signedInAs?: string
}

/** spec-checkout §3 'Rate-plan panel'. */
export const DEFAULT_RATE_PLAN_SUMMARY: PanelSummary = {
  title: "SELECT PLAN",
  subtitle: "Select a rate plan",
}

const blank: PanelState = { isEditable: false, summary: null }

/** A member without a name (a first name 'Guest' counts as none, spec-checkout §4) is welcomed as a guest. */
const welcome = (name: string): PanelSummary => ({
  title: `Welcome ${name.trim() === "" ? "Guest" : name.trim()}`,
  subtitle: null,
})

const guest = (email: string): PanelSummary => ({
  title: "Welcome Guest",
  subtitle: `Booking confirmation will be sent to ${email.trim()}`,
})

type Reopenable = Exclude<CheckoutPanel, "payment">

/** From the open panel, a toggle of another one opens it when the guard `reopens` lets it. */
const toggleOthers = (open: CheckoutPanel) =>
  (["login", "ratePlan", "details"] as const)
    .filter((panel) => panel !== open)
    .map((panel) => ({ guard: { type: "reopens", params: { panel } }, target: panel }) as const)

/**
 * The checkout page's panels (spec-checkout §2 'Checkout panels', §4 'Checkout panels'): login or
 * contact, rate plan, traveller details, payment. The open panel is the machine's state, so exactly
 * one is open at a time and opening one closes the others.
 *
 * The spec says login is open first and also that the rate-plan panel starts open; with one panel
 * open at a time both hold in order: login opens first, and the rate-plan panel is the one that
 * opens when login closes (continuing as a guest, or a signed-in session), still not editable. A
 * member signed in before checkout opens therefore starts on the rate plan.
 *
 * 'Toggling a panel opens it only if it is the rate-plan panel' is read as the rate-plan panel's
 * own rule (another panel's toggle closes it, since only one is open). What a toggle does is the
 * same for every panel: it opens a panel the traveller has completed (editable), closing the open
 * one; it does nothing to a panel not completed yet, to the open panel (a panel closes by being
 * continued, so there is always one to act on), or to payment, which is never completed here. A
 * signed-in member's login panel is not editable: changing who books is a sign-out.
 *
 * Continuing as a guest needs an e-mail (the summary says where the confirmation goes). Signing in
 * while another panel is open only changes the welcome. Logging out forgets the traveller (login and
 * details) but keeps the chosen rate plan, which does not depend on who books.
 */
export const checkoutPanelsMachine = setup({
  types: {
    context: {} as CheckoutPanelsContext,
    events: {} as CheckoutPanelsEvent,
    input: {} as CheckoutPanelsInput,
    tags: {} as CheckoutPanelsTag,
  },
  guards: {
    signedOut: ({ context }) => context.login.summary === null,
    hasEmail: ({ event }) => event.type === "login.continueAsGuest" && event.email.trim() !== "",
    reopens: ({ context, event }, { panel }: { readonly panel: Reopenable }) =>
      event.type === "panel.toggle" && event.panel === panel && context[panel].isEditable,
  },
  actions: {
    asGuest: assign(({ event }) =>
      event.type === "login.continueAsGuest"
        ? { login: { isEditable: true, summary: guest(event.email) } }
        : {},
    ),
    asMember: assign(({ event }) =>
      event.type === "login.signedIn" ? { login: { isEditable: false, summary: welcome(event.name) } } : {},
    ),
    // spec-checkout §4: logging out clears the traveller's details; the rate plan stays chosen.
    forgetTraveller: assign({ login: blank, details: blank }),
    completeRatePlan: assign(({ context, event }) =>
      event.type === "ratePlan.continue" || event.type === "ratePlan.skip"
        ? { ratePlan: { isEditable: true, summary: { ...context.ratePlan.summary, ...event.summary } } }
        : {},
    ),
    completeDetails: assign(({ event }) =>
      event.type === "details.continue"
        ? {
            details: {
              isEditable: true,
              summary: {
                title: "Primary Traveller",
                subtitle: `${event.name.trim()}, ${event.countryCode} ${event.mobile}`,
              },
            },
          }
        : {},
    ),
    selectTab: assign(({ event }) => (event.type === "payment.selectTab" ? { paymentTab: event.tab } : {})),
    firstTab: assign({ paymentTab: "payNow" as const }),
  },
}).createMachine({
  id: "checkoutPanels",
  context: ({ input }) => ({
    login: input.signedInAs === undefined ? blank : { isEditable: false, summary: welcome(input.signedInAs) },
    ratePlan: { isEditable: false, summary: DEFAULT_RATE_PLAN_SUMMARY },
    details: blank,
    paymentTab: "payNow",
  }),
  initial: "starting",
  on: {
    "login.signedIn": { actions: "asMember" },
    "login.loggedOut": { target: ".login", reenter: true, actions: "forgetTraveller" },
    "payment.selectTab": { actions: "selectTab" },
    "checkout.reset": { actions: "firstTab" },
  },
  states: {
    starting: {
      always: [{ guard: "signedOut", target: "login" }, { target: "ratePlan" }],
    },
    login: {
      tags: ["loginOpen"],
      on: {
        "panel.toggle": toggleOthers("login"),
        "login.continueAsGuest": { guard: "hasEmail", target: "ratePlan", actions: "asGuest" },
        "login.signedIn": { target: "ratePlan", actions: "asMember" },
      },
    },
    ratePlan: {
      tags: ["ratePlanOpen"],
      on: {
        "panel.toggle": toggleOthers("ratePlan"),
        "ratePlan.continue": { target: "details", actions: "completeRatePlan" },
        "ratePlan.skip": { target: "details", actions: "completeRatePlan" },
      },
    },
    details: {
      tags: ["detailsOpen"],
      on: {
        "panel.toggle": toggleOthers("details"),
        "details.continue": { target: "payment", actions: "completeDetails" },
      },
    },
    payment: { tags: ["paymentOpen"], on: { "panel.toggle": toggleOthers("payment") } },
  },
})

export type CheckoutPanelsSnapshot = SnapshotFrom<typeof checkoutPanelsMachine>

/** Whether `panel` is the open one, for the view. */
export const isOpen = (snapshot: CheckoutPanelsSnapshot, panel: CheckoutPanel): boolean =>
  snapshot.hasTag(`${panel}Open`)

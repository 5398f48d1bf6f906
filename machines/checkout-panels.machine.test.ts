import { describe, expect, it } from "vitest"
import { createActor } from "xstate"
import {
  type CheckoutPanel,
  type CheckoutPanelsEvent,
  checkoutPanelsMachine,
  DEFAULT_RATE_PLAN_SUMMARY,
  isOpen,
} from "./checkout-panels.machine.ts"

const PANELS: ReadonlyArray<CheckoutPanel> = ["login", "ratePlan", "details", "payment"]

const start = (signedInAs?: string) => {
  const actor = createActor(checkoutPanelsMachine, {
    input: signedInAs === undefined ? {} : { signedInAs },
  }).start()
  const send = (...events: ReadonlyArray<CheckoutPanelsEvent>) => {
    for (const event of events) actor.send(event)
  }
  const open = () => PANELS.filter((panel) => isOpen(actor.getSnapshot(), panel))
  return { actor, send, open, context: () => actor.getSnapshot().context }
}

const guestContinues = { type: "login.continueAsGuest", email: "asha@example.com" } as const
const ratePlanContinues = { type: "ratePlan.continue", summary: { title: "Room only" } } as const
const detailsContinue = {
  type: "details.continue",
  name: "Asha Rao",
  countryCode: "+91",
  mobile: "9876543210",
} as const
/** A guest who completed every panel: payment is open. */
const completed = [guestContinues, ratePlanContinues, detailsContinue] as const

describe("checkout panels (spec-checkout §4 'Checkout panels')", () => {
  it("opens login first, and only login; the rate plan waits, not editable, with its default summary", () => {
    const { open, context } = start()
    expect(open()).toEqual(["login"])
    expect(context().ratePlan).toEqual({ isEditable: false, summary: DEFAULT_RATE_PLAN_SUMMARY })
    expect(DEFAULT_RATE_PLAN_SUMMARY).toEqual({ title: "SELECT PLAN", subtitle: "Select a rate plan" })
    expect(context().login).toEqual({ isEditable: false, summary: null })
  })

  it("closes login for a guest with the welcome and where the confirmation goes, and opens the rate plan", () => {
    const { send, open, context } = start()
    send({ type: "login.continueAsGuest", email: " asha@example.com " })
    expect(open()).toEqual(["ratePlan"])
    expect(context().login).toEqual({
      isEditable: true,
      summary: { title: "Welcome Guest", subtitle: "Booking confirmation will be sent to asha@example.com" },
    })
    expect(context().ratePlan.isEditable).toBe(false)
  })

  it("keeps login open while no e-mail is given", () => {
    const { send, open, actor } = start()
    expect(actor.getSnapshot().can({ type: "login.continueAsGuest", email: "  " })).toBe(false)
    send({ type: "login.continueAsGuest", email: "  " })
    expect(open()).toEqual(["login"])
  })

  it("welcomes a member by name and closes login, when signing in on the page or before it", () => {
    const onPage = start()
    onPage.send({ type: "login.signedIn", name: "Asha Rao" })
    expect(onPage.open()).toEqual(["ratePlan"])
    expect(onPage.context().login).toEqual({
      isEditable: false,
      summary: { title: "Welcome Asha Rao", subtitle: null },
    })

    const before = start("Asha Rao")
    expect(before.open()).toEqual(["ratePlan"])
    expect(before.context().login.summary?.title).toBe("Welcome Asha Rao")
  })

  it("welcomes a member without a name as a guest", () => {
    const { send, context } = start()
    send({ type: "login.signedIn", name: " " })
    expect(context().login.summary?.title).toBe("Welcome Guest")
  })

  it("welcomes a guest who signs in later by name, leaving the open panel open", () => {
    const { send, open, context } = start()
    send(guestContinues, ratePlanContinues, { type: "login.signedIn", name: "Asha" })
    expect(open()).toEqual(["details"])
    expect(context().login).toEqual({ isEditable: false, summary: { title: "Welcome Asha", subtitle: null } })
  })

  it("merges a continued rate plan's summary, makes it editable, closes it and opens the details", () => {
    const { send, open, context } = start()
    send(guestContinues, ratePlanContinues)
    expect(open()).toEqual(["details"])
    expect(context().ratePlan).toEqual({
      isEditable: true,
      summary: { title: "Room only", subtitle: "Select a rate plan" },
    })
  })

  it("does the same when the rate plan is skipped", () => {
    const { send, open, context } = start()
    send(guestContinues, { type: "ratePlan.skip", summary: { subtitle: "Refundable" } })
    expect(open()).toEqual(["details"])
    expect(context().ratePlan).toEqual({
      isEditable: true,
      summary: { title: "SELECT PLAN", subtitle: "Refundable" },
    })
  })

  it("closes the details with the primary traveller's name, country code and mobile, and opens payment", () => {
    const { send, open, context } = start()
    send(...completed)
    expect(open()).toEqual(["payment"])
    expect(context().details).toEqual({
      isEditable: true,
      summary: { title: "Primary Traveller", subtitle: "Asha Rao, +91 9876543210" },
    })
  })

  it("reopens login on logout, clearing the details and closing payment; the rate plan stays chosen", () => {
    const { send, open, context } = start()
    send(...completed, { type: "login.loggedOut" })
    expect(open()).toEqual(["login"])
    expect(context().login).toEqual({ isEditable: false, summary: null })
    expect(context().details).toEqual({ isEditable: false, summary: null })
    expect(context().ratePlan.summary.title).toBe("Room only")
  })

  it("toggling the completed rate plan opens it and closes the open panel", () => {
    const { send, open } = start()
    send(...completed, { type: "panel.toggle", panel: "ratePlan" })
    expect(open()).toEqual(["ratePlan"])
    send({ type: "ratePlan.continue", summary: { title: "With breakfast" } })
    expect(open()).toEqual(["details"])
  })

  it("toggling a panel not completed yet, or the open one, does nothing", () => {
    const { send, open, actor } = start()
    expect(actor.getSnapshot().can({ type: "panel.toggle", panel: "ratePlan" })).toBe(false)
    send(guestContinues)
    for (const panel of ["ratePlan", "details", "payment"] as const) {
      expect(actor.getSnapshot().can({ type: "panel.toggle", panel })).toBe(false)
      send({ type: "panel.toggle", panel })
      expect(open()).toEqual(["ratePlan"])
    }
  })

  it("toggling completed details or a guest's login opens them; a member's login, payment and the open panel do not", () => {
    const { send, open, actor } = start()
    send(...completed, { type: "panel.toggle", panel: "details" })
    expect(open()).toEqual(["details"])
    send({ type: "panel.toggle", panel: "login" })
    expect(open()).toEqual(["login"])
    expect(actor.getSnapshot().can({ type: "panel.toggle", panel: "login" })).toBe(false)
    send({ type: "login.signedIn", name: "Asha" })
    send({ type: "panel.toggle", panel: "login" })
    expect(open()).toEqual(["ratePlan"])
    send({ type: "panel.toggle", panel: "details" }, detailsContinue, {
      type: "panel.toggle",
      panel: "payment",
    })
    expect(open()).toEqual(["payment"])
  })

  it("switches the payment tab, and a checkout reset sets the first tab, Pay Now", () => {
    const { send, context } = start()
    expect(context().paymentTab).toBe("payNow")
    send(...completed, { type: "payment.selectTab", tab: "payLater" })
    expect(context().paymentTab).toBe("payLater")
    send({ type: "checkout.reset" })
    expect(context().paymentTab).toBe("payNow")
  })
})

import type { CartEvent } from "#machines/cart.machine.ts"
import type { CheckoutPanelsEvent } from "#machines/checkout-panels.machine.ts"
import { sessionView } from "./auth-view.ts"
import {
  type CheckoutPage,
  hearSession,
  itineraryOf,
  type Member,
  notLoaded,
  openCheckout,
} from "./checkout.ts"
import { closeModal, resendCode } from "./checkout-code.ts"
import { matchOutbox, setRates } from "./checkout-control.ts"
import { actInWindow, reconcileOrders } from "./checkout-late.ts"
import { enterCode, payAtHotel, payNow } from "./checkout-paying.ts"
import {
  checkoutView,
  confirmationView,
  matchCheckout,
  matchConfirmation,
  matchPayment,
  paymentView,
  withOrderId,
} from "./expect-checkout.ts"
import { selectionView } from "./expect-rooms.ts"
import { dayOf } from "./hotel-address.ts"
import { failed, type Outcome, passed, verdict } from "./outcome.ts"
import type { CheckoutStep } from "./schema.ts"
import type { CheckoutDetails, CheckoutOpen } from "./schema-checkout.ts"
import type { StepContext } from "./steps.ts"
import { partsOf } from "./steps-hotel-parts.ts"

/** The itinerary page the journey has open (run.ts makes one holder per journey). */
export interface CheckoutHolder {
  page: CheckoutPage | null
}

const NO_CHECKOUT = failed("no itinerary is open: put a checkout.open before this step")

const LINK_KEYS = ["hotel_id", "checkin", "checkout", "roomconfig", "roomtype", "rateplan", "couponcode"]

/** The itinerary link's parameters the cart reads; the rest (the city) only names the page. */
const linkOf = (url: string): Record<string, string> => {
  const params = new URL(url, "http://site").searchParams
  return Object.fromEntries(LINK_KEYS.flatMap((key) => (params.has(key) ? [[key, params.get(key)!]] : [])))
}

/** The itinerary's address and link: Book on the hotel page (with the price it shows), a path, or a stay. */
const openingOf = (
  ctx: StepContext,
  arg: CheckoutOpen,
): { url: string; link: Record<string, string> } | Outcome => {
  if (arg === "book") {
    const got = partsOf(ctx)
    if ("status" in got) return got
    const selection = selectionView(got.page, got.parts)
    if (selection.book === null || selection.totalPaise === null)
      return failed("Book is not offered: no room and plan are chosen on the hotel page")
    // The all-in price the page showed, so checkout can say when it changed (DESIGN.md 'Total price transparency').
    return {
      url: selection.book,
      link: { ...linkOf(selection.book), shown_price: String(selection.totalPaise) },
    }
  }
  if (typeof arg === "string") return { url: arg, link: linkOf(arg) }
  const link = {
    hotel_id: arg.hotel,
    checkin: dayOf(ctx, arg.checkin),
    checkout: dayOf(ctx, arg.checkout),
    roomconfig: arg.roomconfig ?? "1-0",
    ...(arg.roomtype === undefined ? {} : { roomtype: arg.roomtype }),
    ...(arg.rateplan === undefined ? {} : { rateplan: arg.rateplan }),
  }
  return { url: `/itinerary/?${new URLSearchParams(link)}`, link }
}

const memberOf = (ctx: StepContext): Member | null => {
  const { user, signedIn } = sessionView(ctx.auth)
  return signedIn && user !== null ? user : null
}

const open = async (ctx: StepContext, arg: CheckoutOpen): Promise<Outcome> => {
  const opening = openingOf(ctx, arg)
  if ("status" in opening) return opening
  ctx.checkout.page?.stop()
  ctx.auth.open(opening.url)
  ctx.checkout.page = await openCheckout(ctx.session, ctx.channel, {
    link: opening.link,
    member: memberOf(ctx),
    go: (to) => ctx.auth.open(to),
  })
  return passed
}

/**
 * The page hears of a sign-in or sign-out that happened since the last checkout step (a sign-in
 * it came back from, Sign Out in the header, a 401), as its session effect would, before the
 * traveller acts again.
 */
const hearChanges = async (ctx: StepContext, page: CheckoutPage) => {
  const member = memberOf(ctx)
  if (member?.email === page.member?.email && member?.name === page.member?.name) return
  hearSession(page, member)
  await ctx.session.settle()
}

const PAYMENT_PAGE = "the payment-processing page"

const openPaymentPage = async (ctx: StepContext, page: CheckoutPage, path: string): Promise<Outcome> => {
  if (path.includes("{orderId}") && page.orderId === null)
    return failed(`${PAYMENT_PAGE} of {orderId} needs an order: no order was placed yet`)
  page.go(withOrderId(path, page.orderId))
  await ctx.session.settle()
  return passed
}

/** Sends a panel event as the panel's button would; a button not shown now fails the step. */
const panel = (page: CheckoutPage, event: CheckoutPanelsEvent, what: string): Outcome => {
  const snapshot = page.panels.getSnapshot()
  if (!snapshot.can(event))
    return failed(`${what} is not offered now (open panel: ${checkoutView(page).panel})`)
  page.panels.send(event)
  return passed
}

/** Sends a cart event as its control would, and waits for the answer; a control not offered now fails. */
const toCart = async (ctx: StepContext, page: CheckoutPage, event: CartEvent, refusal: string) => {
  if (!page.cart.getSnapshot().can(event)) return failed(refusal)
  page.cart.send(event)
  await ctx.session.settle()
  return passed
}

const ratePlan = async (ctx: StepContext, page: CheckoutPage, choice: "rp" | "nrp" | "skip") => {
  const cart = itineraryOf(page)
  if (cart === null) return notLoaded(page)
  if (choice !== "skip" && choice !== cart.selected_rate_plan.code) {
    const offered = cart.price.rate_plans.map((p) => p.code)
    if (!offered.includes(choice))
      return failed(`the itinerary offers no plan '${choice}'; it offers ${offered.join(", ")}`)
    const changed = await toCart(ctx, page, { type: "plan.select", code: choice }, "the cart is busy")
    if (changed.status === "failed") return changed
    // A switch the cart could not make leaves the panel open on the plan kept, its error shown.
    if (itineraryOf(page)!.selected_rate_plan.code !== choice) return passed
  }
  const plan = itineraryOf(page)!.selected_rate_plan
  // The closed panel names the plan kept: its tag, then its name.
  const summary = { title: plan.tag, subtitle: plan.name }
  return panel(
    page,
    choice === "skip" ? { type: "ratePlan.skip", summary } : { type: "ratePlan.continue", summary },
    "the rate plan's Continue",
  )
}

const details = (page: CheckoutPage, typed: CheckoutDetails): Outcome => {
  const t = page.traveller
  const gstin = typed.gstin ?? t.gstin
  page.traveller = {
    name: typed.name ?? t.name,
    countryCode: typed.countryCode ?? t.countryCode,
    mobile: typed.phoneNumber ?? t.mobile,
    email: typed.email ?? t.email,
    hasGstin: gstin.trim() !== "",
    gstin,
    companyName: typed.companyName ?? t.companyName,
    companyAddress: typed.companyAddress ?? t.companyAddress,
    hasOptedForWhatsapp: typed.whatsapp ?? t.hasOptedForWhatsapp,
  }
  const { name, countryCode, mobile } = page.traveller
  return panel(page, { type: "details.continue", name, countryCode, mobile }, "the details' Continue")
}

export const runCheckoutStep = async (step: CheckoutStep, ctx: StepContext): Promise<Outcome> => {
  if (step.kind === "checkout.open") return open(ctx, step.arg)
  if (step.kind === "rates.set")
    return setRates(ctx.session, {
      ...step.arg,
      from: dayOf(ctx, step.arg.from),
      to: dayOf(ctx, step.arg.to),
    })
  if (step.kind === "orders.reconcile") return reconcileOrders(ctx)
  if (step.kind === "expect.outbox")
    return matchOutbox(ctx, withOrderId(step.arg, ctx.checkout.page?.orderId ?? null))
  const page = ctx.checkout.page
  if (page === null) return NO_CHECKOUT
  await hearChanges(ctx, page)
  switch (step.kind) {
    case "checkout.retry":
      return toCart(
        ctx,
        page,
        { type: "cart.retry" },
        "Retry is not offered: the itinerary did not fail to load",
      )
    case "payment.open":
      return openPaymentPage(ctx, page, step.arg)
    case "checkout.guest":
      page.traveller = { ...page.traveller, email: step.arg.email.trim() }
      return panel(page, { type: "login.continueAsGuest", email: step.arg.email }, "Continue as a guest")
    case "checkout.ratePlan":
      return ratePlan(ctx, page, step.arg)
    case "checkout.coupon":
      return step.arg === null || step.arg.trim() === ""
        ? toCart(ctx, page, { type: "coupon.remove" }, "Remove is not offered: the cart has no coupon")
        : toCart(ctx, page, { type: "coupon.apply", code: step.arg }, "Apply is not offered now")
    case "checkout.wallet":
      return toCart(
        ctx,
        page,
        { type: "wallet.toggle", apply: step.arg },
        `the wallet is ${step.arg ? "on" : "off"} already, or the cart is busy`,
      )
    case "checkout.edit":
      return panel(page, { type: "panel.toggle", panel: step.arg }, `Edit on the ${step.arg} panel`)
    case "checkout.details":
      return details(page, step.arg)
    case "checkout.payNow":
      return payNow(ctx, page, step.arg)
    case "checkout.paymentWindow":
      return actInWindow(ctx, page, step.arg)
    case "checkout.payAtHotel":
      return payAtHotel(ctx, page)
    case "checkout.otp":
      return enterCode(ctx, page, step.arg)
    case "checkout.otpResend":
      return resendCode(ctx, page)
    case "checkout.modalClose":
      return closeModal(page)
    case "expect.checkout": {
      const expected = withOrderId(step.arg, page.orderId)
      const view = checkoutView(page)
      return verdict(matchCheckout(expected, view), expected, view)
    }
    case "expect.payment": {
      const view = paymentView(page)
      if (view === null) return failed(`${PAYMENT_PAGE} was never opened`)
      const expected = withOrderId(step.arg, page.orderId)
      return verdict(matchPayment(expected, view), expected, view)
    }
    case "expect.confirmation": {
      const shown = page.confirmation
      if (shown === null) return failed("the confirmation page was never opened")
      if (shown.booking === null) return failed(`the confirmation did not load: ${shown.error}`)
      const view = confirmationView(shown.booking)
      return verdict(matchConfirmation(step.arg, view), step.arg, view)
    }
  }
}

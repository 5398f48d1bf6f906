import { Effect, Result } from "effect"
import type { Actor } from "xstate"
import type { ConfirmedBooking, Itinerary } from "#core/api/checkout.ts"
import { callApi } from "#core/services/api-client.ts"
import { checkoutPanelsMachine } from "#machines/checkout-panels.machine.ts"
import type { TravellerDetails } from "#machines/pay-booking.types.ts"
import { journeyActor } from "./actors.ts"
import { cartLogic, payLogic, processingLogic } from "./checkout-actors.ts"
import { payCodeLogic } from "./checkout-code.ts"
import { type PaymentWindow, paymentWindow } from "./checkout-late.ts"
import { failed, type Outcome } from "./outcome.ts"
import type { Channel } from "./schema.ts"
import type { PayNow } from "./schema-checkout.ts"
import type { Session } from "./session.ts"

/**
 * The itinerary page, headless (docs/journeys.md 'Checkout'): the machines the page runs — the cart,
 * the panels, paying (ADR 082) and the pay-at-hotel code — with the calls of checkout-actors.ts,
 * wired as a host wires them; and the pages paying leads to: /payment-process/{id}/ with its polling
 * machine, /confirmation/{id}/ with the booking.
 */
export interface CheckoutPage {
  readonly cart: Actor<ReturnType<typeof cartLogic>>
  readonly panels: Actor<typeof checkoutPanelsMachine>
  readonly pay: Actor<ReturnType<typeof payLogic>>
  readonly payCode: Actor<ReturnType<typeof payCodeLogic>>
  traveller: TravellerDetails
  /** What the traveller will do in the payment window next. */
  gateway: PayNow
  /** The payment window left open, until the traveller acts in it (checkout-late.ts). */
  readonly window: PaymentWindow
  /** The number a pay-at-hotel code verified, or a captcha proof for an OTP-less booking. */
  proof: { otpVerifiedNumber?: string; captchaToken?: string }
  /** Analytics events the machines asked the host to send, by name. */
  readonly tracked: Array<string>
  /** The order the pay buttons placed last. */
  orderId: string | null
  /** Where checkout or the processing page sent the traveller last. */
  navigation: string | null
  processing: Actor<ReturnType<typeof processingLogic>> | null
  confirmation: { readonly booking: ConfirmedBooking | null; readonly error: string | null } | null
  /** The member the page last heard is signed in; null for a guest (see hearSession). */
  member: Member | null
  /** Goes to an address as the page's own navigations do: the processing and confirmation pages open. */
  readonly go: (to: string) => void
  readonly stop: () => void
}

export interface Member {
  readonly name: string
  readonly email: string
  readonly mobile: string
}

/** What the page is opened with: the itinerary link's parameters, and who is signed in. */
export interface CheckoutOpening {
  readonly link: Readonly<Record<string, string>>
  readonly member: Member | null
  /** Follows a navigation the page asks for (the journey's route). */
  readonly go: (to: string) => void
}

const emptyTraveller = (member: CheckoutOpening["member"]): TravellerDetails => ({
  name: member?.name ?? "",
  // spec-checkout §5: default country code +91.
  countryCode: "+91",
  mobile: member?.mobile ?? "",
  email: member?.email ?? "",
  hasGstin: false,
  gstin: "",
  companyName: "",
  companyAddress: "",
  hasOptedForWhatsapp: false,
})

/** The cart the page shows now; null until it loaded. */
export const itineraryOf = (page: CheckoutPage): Itinerary | null => page.cart.getSnapshot().context.itinerary

/** Why a step that needs the cart cannot act: it failed to load (its message) or has not answered. */
export const notLoaded = (page: CheckoutPage): Outcome =>
  failed(`the itinerary did not load: ${page.cart.getSnapshot().context.error ?? "still loading"}`)

const ORDER_PAGE = /^\/(payment-process|confirmation)\/([^/]+)\/$/

export const openCheckout = async (
  session: Session,
  channel: Channel,
  opening: CheckoutOpening,
): Promise<CheckoutPage> => {
  const { clock } = session
  // The pay buttons' requests read the page when they run: the cart shown then, the proofs given.
  const orderContext = {
    channel,
    cart: () => page.cart.getSnapshot().context,
    gateway: () => page.gateway,
    window: () => page.window,
    proof: () => page.proof,
  }
  const page: CheckoutPage = {
    cart: journeyActor(cartLogic(session, channel), { clock, input: { link: opening.link } }),
    panels: journeyActor(checkoutPanelsMachine, {
      clock,
      input: opening.member === null ? {} : { signedInAs: opening.member.name },
    }),
    pay: journeyActor(payLogic(session, orderContext), { clock }),
    payCode: journeyActor(payCodeLogic(session), { clock, input: { payAtHotel: true } }),
    traveller: emptyTraveller(opening.member),
    gateway: { outcome: "success" },
    window: paymentWindow(),
    proof: {},
    tracked: [],
    orderId: null,
    navigation: null,
    processing: null,
    confirmation: null,
    member: opening.member,
    go: (to) => navigate(to),
    stop: () => {
      page.processing?.stop()
      for (const actor of [page.cart, page.panels, page.pay, page.payCode]) actor.stop()
    },
  }

  // The host's part (ADR 082): emitted navigations move the page, tracked events are recorded.
  const navigate = (to: string) => {
    page.navigation = to
    opening.go(to)
    const order = ORDER_PAGE.exec(new URL(to, "http://site").pathname)
    if (order === null) return
    if (order[1] === "payment-process") startProcessing(session, page, order[2]!, navigate)
    else void loadConfirmation(session, page, order[2]!)
  }
  page.pay.on("navigate", ({ to }) => navigate(to))
  const track = ({ event }: { readonly event: string }) => {
    page.tracked.push(event)
  }
  page.pay.on("track", track)
  page.cart.on("track", track)
  // Every order placed, whatever became of it: a journey names it as {orderId}.
  page.pay.subscribe((s) => {
    if (s.context.orderId !== null) page.orderId = s.context.orderId
  })
  // spec-checkout §4: cart content sets whether pay at hotel asks for a code.
  let configured: boolean | null = null
  page.cart.subscribe((s) => {
    const otp = s.context.itinerary?.otp_enabled ?? null
    if (otp === null || otp === configured) return
    configured = otp
    page.payCode.send({ type: "otp.configure", isOtpEnabled: otp })
  })
  for (const actor of [page.panels, page.pay, page.payCode, page.cart]) actor.start()
  // The page's session effect runs once as it mounts: a member is welcomed (the cart already knows them).
  if (opening.member !== null) page.panels.send({ type: "login.signedIn", name: opening.member.name })
  await session.settle()
  return page
}

/**
 * What the itinerary page does when the session changes under it (itinerary-page.tsx): a member
 * is welcomed, fills in what the traveller left blank, and the cart is priced for them; signing
 * out (Sign Out, a 401) reopens login, forgets the traveller and prices the cart for a guest.
 */
export const hearSession = (page: CheckoutPage, member: Member | null): void => {
  const was = page.member
  page.member = member
  if (member !== null) {
    page.panels.send({ type: "login.signedIn", name: member.name })
    const now = page.traveller
    page.traveller = {
      ...now,
      name: now.name || member.name,
      mobile: now.mobile || member.mobile,
      email: now.email || member.email,
    }
    if (was === null) page.cart.send({ type: "session.signedIn" })
  } else if (was !== null) {
    page.panels.send({ type: "login.loggedOut" })
    page.traveller = emptyTraveller(null)
    page.cart.send({ type: "session.signedOut" })
  }
}

const startProcessing = (
  session: Session,
  page: CheckoutPage,
  orderId: string,
  navigate: (to: string) => void,
) => {
  page.processing?.stop()
  const processing = journeyActor(processingLogic(session), { clock: session.clock, input: { orderId } })
  processing.on("navigate", ({ to }) => navigate(to))
  page.processing = processing
  processing.start()
}

const loadConfirmation = async (session: Session, page: CheckoutPage, orderId: string) => {
  const finished = session.begin("fetchConfirmation")
  const answer = await session.runtime
    .runPromise(Effect.result(callApi((api) => api.orders.confirmedBooking({ params: { orderId } }))))
    .finally(finished)
  page.confirmation = Result.isSuccess(answer)
    ? { booking: answer.success, error: null }
    : { booking: null, error: answer.failure.message }
}

import { type CheckoutPage, itineraryOf, notLoaded } from "./checkout.ts"
import { captchaProof } from "./checkout-captcha.ts"
import { codeFlowTags } from "./checkout-code.ts"
import { checkoutView } from "./expect-checkout.ts"
import { codeFromOutbox, otherCode } from "./outbox.ts"
import { failed, type Outcome, passed } from "./outcome.ts"
import type { PayNow } from "./schema-checkout.ts"
import type { StepContext } from "./steps.ts"

/**
 * The payment panel's buttons (spec-checkout §4 'Cart and payment', 'OTP flow'): Pay Now with what
 * the traveller then does in the payment window, Pay at Hotel with the code or the captcha, and the
 * code typed in the modal.
 */

/** The pay buttons are in the payment panel, disabled while a payment is under way. */
const payButtons = (page: CheckoutPage, mode: "payNow" | "payAtHotel"): Outcome | null => {
  if (!page.panels.getSnapshot().hasTag("paymentOpen"))
    return failed(`the payment panel is not open (open panel: ${checkoutView(page).panel})`)
  const cart = itineraryOf(page)
  if (cart === null) return notLoaded(page)
  if (mode === "payNow" ? !cart.pay_now_enabled : !cart.pay_at_hotel_enabled)
    return failed(`${mode === "payNow" ? "pay now" : "pay at hotel"} is not offered for this stay`)
  if (page.pay.getSnapshot().hasTag("busy"))
    return failed("the pay buttons are disabled: a payment is under way")
  if (page.pay.getSnapshot().hasTag("payAtHotelBlocked"))
    return failed("the 'pay at hotel blocked' modal covers the pay buttons: close it first")
  page.panels.send({ type: "payment.selectTab", tab: mode === "payNow" ? "payNow" : "payLater" })
  return null
}

const bookAtHotel = async (ctx: StepContext, page: CheckoutPage): Promise<Outcome> => {
  page.pay.send({ type: "booking.payAtHotel", traveller: page.traveller })
  await ctx.session.settle()
  return passed
}

export const payAtHotel = async (ctx: StepContext, page: CheckoutPage): Promise<Outcome> => {
  const refused = payButtons(page, "payAtHotel")
  if (refused !== null) return refused
  const code = page.payCode.getSnapshot()
  if (code.status === "done") return bookAtHotel(ctx, page)
  if (itineraryOf(page)!.otp_enabled) {
    // spec-checkout §4 'OTP flow': the code goes to the traveller's phone; the modal opens when it is sent.
    const send = { type: "otp.send", phoneNumber: page.traveller.mobile } as const
    // The page disables the button while a modal shows or the number cannot take a code.
    if (!code.can(send)) return failed(`Send code is not offered now (code flow tags: ${codeFlowTags(page)})`)
    page.payCode.send(send)
    await ctx.session.settle()
    return passed
  }
  const proof = await captchaProof(ctx.session)
  if ("error" in proof) return failed(proof.error)
  page.proof = { captchaToken: proof.token }
  return bookAtHotel(ctx, page)
}

export const enterCode = async (ctx: StepContext, page: CheckoutPage, typed: string): Promise<Outcome> => {
  if (!page.payCode.getSnapshot().hasTag("modalOpen"))
    return failed("the code modal is not open: put a checkout.payAtHotel before this step")
  const { mobile } = page.traveller
  let code = typed
  if (typed === "fromOutbox" || typed === "wrong") {
    const sent = await codeFromOutbox(ctx.session, mobile)
    if ("error" in sent) return failed(sent.error)
    code = typed === "wrong" ? otherCode(sent.value) : sent.value
  }
  page.payCode.send({ type: "otp.submit", code })
  await ctx.session.settle()
  if (page.payCode.getSnapshot().status !== "done") return passed
  page.proof = { otpVerifiedNumber: mobile }
  return bookAtHotel(ctx, page)
}

export const payNow = async (ctx: StepContext, page: CheckoutPage, window: PayNow): Promise<Outcome> => {
  const refused = payButtons(page, "payNow")
  if (refused !== null) return refused
  page.gateway = window
  page.pay.send({ type: "booking.payNow", traveller: page.traveller })
  await ctx.session.settle()
  return passed
}

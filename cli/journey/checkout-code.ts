import { Effect } from "effect"
import { translatorFor } from "#core/i18n/locales.ts"
import { callApi } from "#core/services/api-client.ts"
import { otpMachine } from "#machines/otp.machine.ts"
import type { SendCodeRequest, VerifyCodeRequest } from "#machines/otp.types.ts"
import type { CheckoutPage } from "./checkout.ts"
import { browserActor } from "./network.ts"
import { failed, type Outcome, passed } from "./outcome.ts"
import type { Session } from "./session.ts"
import type { StepContext } from "./steps.ts"

/**
 * The pay-at-hotel code (spec-checkout §4 'OTP flow'), as web/features/checkout/pay-at-hotel.tsx
 * shows it: the code modal with Resend after 30 s, and the 'pay at hotel blocked' modal, which
 * opens when the code flow (the OTP machine) or the pay-at-hotel order itself (the pay-booking
 * machine) is refused with a 429.
 */

/** Journeys see the product in its default language, en-IN. */
const enIN = translatorFor("en-IN")

/** The code sent and verified with the OTP API (spec-checkout §7 'Sign-in and OTP'). */
export const payCodeLogic = (session: Session) =>
  otpMachine.provide({
    actors: {
      sendCode: browserActor(session, "sendPayCode", ({ phoneNumber }: SendCodeRequest) =>
        callApi((api) => api.otp.sendOtp({ payload: { phone_number: phoneNumber } })),
      ),
      verifyCode: browserActor(session, "verifyPayCode", ({ phoneNumber, code }: VerifyCodeRequest) =>
        callApi((api) =>
          api.otp.verifyOtp({ payload: { phone_number: phoneNumber, verification_code: code } }),
        ).pipe(Effect.map((answer): unknown => answer)),
      ),
    },
  })

/** The code flow's tags, for a refusal's message. */
export const codeFlowTags = (page: CheckoutPage) =>
  [...page.payCode.getSnapshot().tags].sort().join(", ") || "none"

/** The blocked modal shows for the code flow's 429 or the order's. */
const blockedOpen = (page: CheckoutPage) =>
  page.pay.getSnapshot().hasTag("payAtHotelBlocked") || page.payCode.getSnapshot().hasTag("payAtHotelBlocked")

export const codeModalView = (page: CheckoutPage) => {
  const code = page.payCode.getSnapshot()
  const canResend = code.can({ type: "otp.resend" })
  const exhausted = code.hasTag("resendExhausted")
  return {
    open: code.hasTag("modalOpen"),
    error: code.context.error?.message ?? null,
    canResend,
    exhausted,
    attempts: { current: code.context.resend.currentAttempts, max: code.context.resend.maxAttempts },
    // Where Resend is: the line saying none are left, or to wait, unless the button shows.
    notice: !code.hasTag("modalOpen")
      ? null
      : exhausted
        ? enIN("checkout.otp.noMore")
        : canResend
          ? null
          : enIN("checkout.otp.resendLater"),
  }
}

export const blockedModalView = (page: CheckoutPage) => {
  const open = blockedOpen(page)
  return {
    open,
    title: open ? enIN("checkout.blocked.title") : null,
    body: open ? enIN("checkout.blocked.body") : null,
  }
}

export const resendCode = async (ctx: StepContext, page: CheckoutPage): Promise<Outcome> => {
  if (!page.payCode.getSnapshot().can({ type: "otp.resend" }))
    return failed(`Resend is not offered now (code flow tags: ${codeFlowTags(page)})`)
  page.payCode.send({ type: "otp.resend" })
  await ctx.session.settle()
  return passed
}

/** Close on whichever modal shows; spec-checkout §4: 'Both modals can be toggled.' */
export const closeModal = (page: CheckoutPage): Outcome => {
  const code = page.payCode.getSnapshot()
  if (!blockedOpen(page) && !code.hasTag("modalOpen"))
    return failed(`no modal is open to close (code flow tags: ${codeFlowTags(page)})`)
  // The page's Close tells both machines, as web/features/checkout/pay-at-hotel.tsx does.
  page.payCode.send({ type: "otp.close" })
  page.pay.send({ type: "blocked.close" })
  return passed
}

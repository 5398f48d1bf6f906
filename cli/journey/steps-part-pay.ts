import { type Actor, fromPromise, waitFor } from "xstate"
import { AUTH_TOKEN_HEADER } from "#core/api/auth.ts"
import type { Booking } from "#core/api/bookings.ts"
import type { PayNowResult } from "#core/api/checkout.ts"
import {
  type PartPaymentReport,
  partPaymentMachine,
  type StartedPartPayment,
} from "#machines/part-payment.machine.ts"
import type { GatewayOutcome } from "#machines/pay-booking.types.ts"
import { journeyActor } from "./actors.ts"
import { withOrderId } from "./expect-checkout.ts"
import { failed, type Outcome, passed } from "./outcome.ts"
import type { PartPayStep } from "./schema.ts"
import type { PartPayPay } from "./schema-part-pay.ts"
import { rawRequest, type Session } from "./session.ts"
import type { StepContext } from "./steps.ts"

/**
 * The part-payment page (ADR 095) driven as the website drives it: the same machine, its calls
 * made with the member's token, and the gateway sandbox's window as the checkout journeys pay it.
 */

interface OpenPage {
  actor: Actor<typeof partPaymentMachine>
  /** What the traveller will do in the window the next `partPay.pay` opens. */
  outcome: PartPayPay["outcome"]
}

const pages = new WeakMap<Session, OpenPage>()

/** A failed call as the machine sees one: the server's first error, or the status. */
const refusal = (answer: Awaited<ReturnType<typeof rawRequest>>) => {
  const body = answer.body as { errors?: Array<{ message?: string }> } | undefined
  return {
    _tag: "ApiError",
    status: answer.status,
    code: "refused",
    message: body?.errors?.[0]?.message ?? `HTTP ${answer.status}`,
    isNetworkError: false,
  }
}

const memberCall = async <A>(ctx: StepContext, method: "GET" | "POST", path: string, json?: unknown) => {
  const answer = await rawRequest(ctx.session, {
    method,
    path,
    bearer: ctx.session.account.token() ?? undefined,
    ...(json === undefined ? {} : { json }),
  })
  const replacement = answer.headers?.[AUTH_TOKEN_HEADER]
  if (typeof replacement === "string" && replacement.length > 0)
    ctx.session.account.tokenRefreshed(replacement)
  if (answer.status === 401) ctx.session.account.unauthorized()
  if (answer.status !== 200) throw refusal(answer)
  return (answer.body as { data: A }).data
}

const base = (orderId: string) => `/api/v1/booking/booking-history/${encodeURIComponent(orderId)}/`

const pageFor = (ctx: StepContext, orderId: string): OpenPage => {
  // The window's actor reads `page.outcome` when it opens, so the page is built first, then its actor.
  const page = { outcome: "success" } as OpenPage
  const machine = partPaymentMachine.provide({
    actors: {
      fetchBooking: fromPromise(({ input }) => memberCall<Booking>(ctx, "GET", base(input))),
      startPayment: fromPromise(async ({ input }) => {
        const started = await memberCall<typeof PayNowResult.Type>(ctx, "POST", `${base(input)}part-payment/`)
        return {
          orderId: started.order_id,
          serviceOrderId: started.ps_order_id,
          gatewayOrderId: started.pg_order_id,
          checkoutOptions: started.order_event_args,
        }
      }),
      openGateway: fromPromise<GatewayOutcome, StartedPartPayment>(async ({ input }) => {
        if (page.outcome === "dismissed") return { kind: "dismissed" }
        const answer = await rawRequest(ctx.session, {
          method: "POST",
          path: `/gateway-sandbox/pay/${encodeURIComponent(input.gatewayOrderId)}`,
          json: { method: "upi", outcome: page.outcome === "success" ? "capture" : "fail" },
        })
        const body = answer.body as {
          razorpay_payment_id?: string
          razorpay_signature?: string
          error?: { description?: string }
        }
        if (body.razorpay_payment_id === undefined || body.razorpay_signature === undefined) {
          throw { kind: "failed", description: body.error?.description ?? `HTTP ${answer.status}` }
        }
        return {
          kind: "paid",
          paymentId: body.razorpay_payment_id,
          gatewayOrderId: input.gatewayOrderId,
          signature: body.razorpay_signature,
        }
      }),
      confirmPayment: fromPromise(({ input }: { input: PartPaymentReport }) =>
        memberCall<Booking>(ctx, "POST", `${base(input.orderId)}part-payment/confirm/`, {
          gateway: "razorpay",
          ps_order_id: input.serviceOrderId,
          pg_order_id: input.gatewayOrderId,
          pg_meta: { pg_payment_id: input.paymentId, pg_signature: input.signature },
        }),
      ),
    },
  })
  page.actor = journeyActor(machine, { input: { orderId } })
  return page
}

/** Where the page settles: not loading or paying any more. */
const settled = (page: OpenPage) =>
  waitFor(page.actor, (s) => !s.hasTag("loading") && !s.hasTag("busy"), { timeout: 30_000 })

const problemOf = (page: OpenPage) => {
  const { error, gatewayFailure } = page.actor.getSnapshot().context
  return gatewayFailure?.description ?? error?.message ?? "no reason given"
}

export const runPartPayStep = async (step: PartPayStep, ctx: StepContext): Promise<Outcome> => {
  if (step.kind === "partPay.open") {
    if (ctx.session.account.token() === null) return failed("nobody is signed in: the page is a member's")
    const page = pageFor(ctx, withOrderId(step.arg, ctx.checkout.page?.orderId ?? null))
    pages.set(ctx.session, page)
    page.actor.start()
    const snapshot = await settled(page)
    if (snapshot.matches("loadFailed")) return failed(`the booking did not load: ${problemOf(page)}`)
    return passed
  }
  const page = pages.get(ctx.session)
  if (page === undefined) return failed("no part-payment page is open: partPay.open first")
  if (!page.actor.getSnapshot().can({ type: "payment.start" })) {
    return failed(`nothing to pay on this page (${String(page.actor.getSnapshot().value)})`)
  }
  page.outcome = step.arg.outcome
  page.actor.send({ type: "payment.start" })
  const snapshot = await settled(page)
  const expected = ({ success: "paid", failure: "failed", dismissed: "ready" } as const)[step.arg.outcome]
  if (!snapshot.matches(expected)) {
    return failed(
      `expected the page to end ${expected}, it ended ${String(snapshot.value)}: ${problemOf(page)}`,
    )
  }
  return passed
}

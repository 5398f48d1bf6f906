import { AUTH_TOKEN_HEADER } from "#core/api/auth.ts"
import { withOrderId } from "./expect-checkout.ts"
import { failed, type Outcome, passed } from "./outcome.ts"
import type { BookingsStep } from "./schema.ts"
import type { CancellationCancel } from "./schema-bookings.ts"
import { rawRequest, reasonOf, type Session } from "./session.ts"
import type { StepContext } from "./steps.ts"

/**
 * Booking history and the cancellation link (spec-checkout §3 'Booking (history)',
 * 'Cancellation'; ADR 084), with the calls the account and cancellation pages make. Each answer
 * goes to `expect.response`.
 */

const OUTBOX = "/api/test/outbox"
const HASH_IN_LINK = /\/c-([0-9a-f]{64})\//

/** The cancellation page the journey has open: the link's hash and the booking it shows. */
interface CancellationPage {
  readonly hash: string
  readonly orderId: string | null
}

const openPages = new WeakMap<Session, CancellationPage>()

/** The hash in the newest e-mail to `email` that carries a cancellation link. */
const hashFromOutbox = async (
  session: Session,
  email: string,
): Promise<{ hash: string } | { error: string }> => {
  const answer = await rawRequest(session, { method: "GET", path: OUTBOX, query: { recipient: email } })
  if (answer.status !== 200) return { error: `the outbox could not be read (${reasonOf(answer)})` }
  const messages = (answer.body as { data?: ReadonlyArray<{ body?: unknown }> }).data ?? []
  if (messages.length === 0) return { error: `nothing was sent to ${email}` }
  for (const message of [...messages].reverse()) {
    const hash = typeof message.body === "string" ? HASH_IN_LINK.exec(message.body)?.[1] : undefined
    if (hash !== undefined) return { hash }
  }
  return { error: `no e-mail to ${email} holds a cancellation link (/c-…/)` }
}

/** A member call as the website's API client makes it: a replacement token goes to the session. */
const memberCall = async (ctx: StepContext, method: "GET" | "POST", path: string): Promise<Outcome> => {
  const bearer = ctx.session.account.token()
  if (bearer === null) return failed("nobody is signed in: booking history is for members")
  const answer = await rawRequest(ctx.session, { method, path, bearer })
  const replacement = answer.headers?.[AUTH_TOKEN_HEADER]
  if (typeof replacement === "string" && replacement.length > 0)
    ctx.session.account.tokenRefreshed(replacement)
  if (answer.status === 401) ctx.session.account.unauthorized()
  ctx.session.lastResponse = answer
  await ctx.session.settle()
  ctx.auth.update()
  return passed
}

const orderIdOf = (body: unknown): string | null => {
  const id = (body as { data?: { bookingDetail?: { id?: unknown } } } | null)?.data?.bookingDetail?.id
  return typeof id === "string" ? id : null
}

const openLink = async (ctx: StepContext, to: string): Promise<Outcome> => {
  const found = await hashFromOutbox(ctx.session, to)
  if ("error" in found) return failed(found.error)
  const answer = await rawRequest(ctx.session, {
    method: "GET",
    path: `/api/growth/cancellation/booking_details/${found.hash}`,
  })
  ctx.session.lastResponse = answer
  openPages.set(ctx.session, {
    hash: found.hash,
    orderId: answer.status === 200 ? orderIdOf(answer.body) : null,
  })
  return passed
}

const cancel = async (ctx: StepContext, arg: CancellationCancel): Promise<Outcome> => {
  const page = openPages.get(ctx.session)
  if (page === undefined) return failed("no cancellation page is open: cancellation.openLink first")
  if (page.orderId === null) return failed("the cancellation page shows no booking to cancel")
  ctx.session.lastResponse = await rawRequest(ctx.session, {
    method: "POST",
    path: "/api/growth/cancellation/cancel-booking/",
    json: {
      cancellation_hash: page.hash,
      order_id: page.orderId,
      cancellation_reason: arg.reason,
      ...(arg.message === undefined ? {} : { message: arg.message }),
      ...(arg.communicationType === undefined ? {} : { communication_type: arg.communicationType }),
    },
  })
  return passed
}

export const runBookingsStep = async (step: BookingsStep, ctx: StepContext): Promise<Outcome> => {
  switch (step.kind) {
    case "bookings.history":
      return memberCall(ctx, "POST", "/api/v1/booking/booking-history/")
    case "bookings.open": {
      const orderId = withOrderId(step.arg, ctx.checkout.page?.orderId ?? null)
      return memberCall(ctx, "GET", `/api/v1/booking/booking-history/${encodeURIComponent(orderId)}/`)
    }
    case "cancellation.openLink":
      return openLink(ctx, step.arg.to)
    case "cancellation.cancel":
      return cancel(ctx, step.arg)
  }
}

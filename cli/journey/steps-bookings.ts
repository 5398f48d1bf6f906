import {
  bookingPages,
  type CancellationActor,
  historyLogic,
  oneBookingLogic,
  openCancellation,
  openHistory,
} from "./bookings-pages.ts"
import { confirmationCheck, openConfirmation } from "./confirmation-status.ts"
import {
  cancellationView,
  confirmationStatusView,
  historyView,
  matchBookings,
  matchCancellation,
  matchConfirmationStatus,
} from "./expect-bookings.ts"
import { withOrderId } from "./expect-checkout.ts"
import { failed, type Outcome, passed, verdict } from "./outcome.ts"
import type { BookingsStep } from "./schema.ts"
import type { CancellationCancel, CancellationLinkOpen } from "./schema-bookings.ts"
import { rawRequest, reasonOf, type Session } from "./session.ts"
import type { StepContext } from "./steps.ts"

/**
 * Booking history, the cancellation link and the confirmation's payment check (spec-checkout §3
 * 'Booking (history)', 'Cancellation', 'Confirmation state'; ADR 084), driving the pages' machines
 * (bookings-pages.ts, confirmation-status.ts). Each call's answer goes to `expect.response`.
 */

const OUTBOX = "/api/test/outbox"
const HASH_IN_LINK = /\/c-([0-9a-f]{64})\//

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

const orderIdOf = (ctx: StepContext) => ctx.checkout.page?.orderId ?? null

/** A member page: the website's guard sends a visitor to sign in instead. */
const openMemberPage = async (ctx: StepContext, logic: ReturnType<typeof historyLogic>): Promise<Outcome> => {
  if (ctx.session.account.token() === null)
    return failed("nobody is signed in: booking history is for members")
  await openHistory(ctx.session, logic)
  // A 401 has ended the session in the API client; the page's guard moves the visitor on.
  ctx.auth.update()
  return passed
}

const retryHistory = async (ctx: StepContext): Promise<Outcome> => {
  const page = bookingPages(ctx.session).history
  if (page === null) return failed("no booking page is open: bookings.history or bookings.open first")
  if (!page.getSnapshot().can({ type: "history.retry" }))
    return failed(`the page offers no Try again (it shows ${String(page.getSnapshot().value)})`)
  page.send({ type: "history.retry" })
  await ctx.session.settle()
  ctx.auth.update()
  return passed
}

const openLink = async (ctx: StepContext, arg: CancellationLinkOpen): Promise<Outcome> => {
  const found = "to" in arg ? await hashFromOutbox(ctx.session, arg.to) : { hash: arg.hash }
  if ("error" in found) return failed(found.error)
  await openCancellation(ctx.session, found.hash, arg.tab ?? bookingPages(ctx.session).tab)
  return passed
}

const currentTab = (ctx: StepContext): CancellationActor | { readonly error: Outcome } => {
  const pages = bookingPages(ctx.session)
  const actor = pages.tabs.get(pages.tab)
  return actor ?? { error: failed("no cancellation page is open: cancellation.openLink first") }
}

const switchTab = (ctx: StepContext, tab: string): Outcome => {
  const pages = bookingPages(ctx.session)
  if (!pages.tabs.has(tab)) {
    const open = [...pages.tabs.keys()].join(", ") || "none"
    return failed(`no cancellation page is open in tab '${tab}' (open: ${open})`)
  }
  pages.tab = tab
  return passed
}

/** The page's form: the reason, the message, then Cancel; each only where the page takes it. */
const cancel = async (ctx: StepContext, arg: CancellationCancel): Promise<Outcome> => {
  const page = currentTab(ctx)
  if ("error" in page) return page.error
  const snapshot = page.getSnapshot()
  if (!snapshot.can({ type: "cancel.confirm" }))
    return failed(`the page offers no Cancel now (it shows ${String(snapshot.value)})`)
  if (arg.reason !== undefined) page.send({ type: "reason.change", reason: arg.reason })
  if (arg.message !== undefined) page.send({ type: "message.change", message: arg.message })
  page.send({ type: "cancel.confirm" })
  await ctx.session.settle()
  return passed
}

const retryCancellation = async (ctx: StepContext): Promise<Outcome> => {
  const page = currentTab(ctx)
  if ("error" in page) return page.error
  if (!page.getSnapshot().can({ type: "details.retry" }))
    return failed(`the page offers no Try again (it shows ${String(page.getSnapshot().value)})`)
  page.send({ type: "details.retry" })
  await ctx.session.settle()
  return passed
}

const retryConfirmation = async (ctx: StepContext): Promise<Outcome> => {
  const check = confirmationCheck(ctx.session)
  if (check === undefined) return failed("no confirmation page is open: confirmation.open first")
  if (!check.actor.getSnapshot().can({ type: "status.retry" }))
    return failed(`the page offers no Try again (status: ${check.actor.getSnapshot().context.status})`)
  check.actor.send({ type: "status.retry" })
  await ctx.session.settle()
  return passed
}

export const runBookingsStep = async (step: BookingsStep, ctx: StepContext): Promise<Outcome> => {
  switch (step.kind) {
    case "bookings.history":
      return openMemberPage(ctx, historyLogic(ctx.session))
    case "bookings.open":
      return openMemberPage(ctx, oneBookingLogic(ctx.session, withOrderId(step.arg, orderIdOf(ctx))))
    case "bookings.retry":
      return retryHistory(ctx)
    case "expect.bookings": {
      const page = bookingPages(ctx.session).history
      if (page === null) return failed("no booking page is open: bookings.history or bookings.open first")
      const expected = withOrderId(step.arg, orderIdOf(ctx))
      const view = historyView(page)
      return verdict(matchBookings(expected, view), expected, view)
    }
    case "cancellation.openLink":
      return openLink(ctx, step.arg)
    case "cancellation.tab":
      return switchTab(ctx, step.arg)
    case "cancellation.cancel":
      return cancel(ctx, step.arg)
    case "cancellation.retry":
      return retryCancellation(ctx)
    case "expect.cancellation": {
      const page = currentTab(ctx)
      if ("error" in page) return page.error
      const expected = withOrderId(step.arg, orderIdOf(ctx))
      const view = cancellationView(page)
      return verdict(matchCancellation(expected, view), expected, view)
    }
    case "confirmation.open": {
      const problem = await openConfirmation(ctx.session, withOrderId(step.arg, orderIdOf(ctx)))
      return problem === null ? passed : failed(`the confirmation did not load: ${problem}`)
    }
    case "confirmation.retry":
      return retryConfirmation(ctx)
    case "expect.confirmationStatus": {
      const check = confirmationCheck(ctx.session)
      if (check === undefined) return failed("no confirmation page is open: confirmation.open first")
      const expected = withOrderId(step.arg, orderIdOf(ctx))
      const view = confirmationStatusView(check)
      return verdict(matchConfirmationStatus(expected, view), expected, view)
    }
  }
}

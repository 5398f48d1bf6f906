import type { ApiFailure } from "#machines/lib/api-failure.ts"
import type { CancellationActor, HistoryActor } from "./bookings-pages.ts"
import type { ConfirmationCheck } from "./confirmation-status.ts"
import { type ErrorView, matchError } from "./expect-auth.ts"
import { confirmationView, matchConfirmation } from "./expect-checkout.ts"
import type { Mismatch } from "./result.ts"
import { same } from "./same.ts"
import type { ExpectBookings, ExpectCancellation, ExpectConfirmationStatus } from "./schema-bookings.ts"

/** The booking pages as a traveller sees them, read from their machines' snapshots. */

const errorView = (error: ApiFailure | null): ErrorView | null =>
  error === null ? null : { code: error.code, status: error.status, message: error.message }

export const historyView = (actor: HistoryActor) => {
  const snapshot = actor.getSnapshot()
  return {
    shows: String(snapshot.value),
    upcoming: snapshot.context.upcoming.map((b) => b.id),
    past: snapshot.context.past.map((b) => b.id),
    error: errorView(snapshot.context.error),
  }
}

export const matchBookings = (
  expected: ExpectBookings,
  view: ReturnType<typeof historyView>,
): Array<Mismatch> => {
  const out: Array<Mismatch> = []
  same(out, "shows", expected.shows, view.shows)
  same(out, "upcoming", expected.upcoming, view.upcoming)
  same(out, "past", expected.past, view.past)
  matchError(out, expected.error, view.error)
  return out
}

export const cancellationView = (actor: CancellationActor) => {
  const snapshot = actor.getSnapshot()
  const { details, reason, message, reasonMissing, outcome, error } = snapshot.context
  return {
    shows: String(snapshot.value),
    bookingId: details?.bookingDetail.id ?? null,
    chargePaise: details?.cancellationCharges?.charge ?? null,
    refundPaise: details?.cancellationCharges?.refund ?? null,
    reason,
    message,
    reasonMissing,
    outcome,
    error: errorView(error),
  }
}

export const matchCancellation = (
  expected: ExpectCancellation,
  view: ReturnType<typeof cancellationView>,
): Array<Mismatch> => {
  const out: Array<Mismatch> = []
  const { outcome, error, ...plain } = expected
  for (const [key, value] of Object.entries(plain)) same(out, key, value, view[key as keyof typeof plain])
  if (outcome === null) same(out, "outcome", null, view.outcome)
  else if (outcome !== undefined) {
    const ok =
      view.outcome !== null &&
      (outcome.status === undefined || outcome.status === view.outcome.status) &&
      (outcome.message === undefined || view.outcome.message.includes(outcome.message))
    if (!ok) out.push({ at: "outcome", expected: outcome, actual: view.outcome })
  }
  matchError(out, error, view.error)
  return out
}

/** The banner, as confirmation-page.tsx picks it. */
const bannerOf = (snapshot: ReturnType<ConfirmationCheck["actor"]["getSnapshot"]>) => {
  if (snapshot.hasTag("checking")) return "checking"
  const { status } = snapshot.context
  return status === "success" ? "booked" : status === "failure" ? "failed" : "waiting"
}

export const confirmationStatusView = (check: ConfirmationCheck) => {
  const snapshot = check.actor.getSnapshot()
  const { booking, status, attempts, isError, error } = snapshot.context
  return {
    shows: bannerOf(snapshot),
    status,
    attempts,
    canRetry: snapshot.can({ type: "status.retry" }),
    reloadFailed: error !== null && !isError,
    announced: check.announced,
    booking: confirmationView(booking),
  }
}

export const matchConfirmationStatus = (
  expected: ExpectConfirmationStatus,
  view: ReturnType<typeof confirmationStatusView>,
): Array<Mismatch> => {
  const out: Array<Mismatch> = []
  const { booking, ...plain } = expected
  for (const [key, value] of Object.entries(plain)) same(out, key, value, view[key as keyof typeof plain])
  if (booking !== undefined)
    for (const m of matchConfirmation(booking, view.booking)) out.push({ ...m, at: `booking.${m.at}` })
  return out
}

import { fromPromise } from "xstate"
import { confirmationStatusMachine } from "#machines/confirmation-status.machine.ts"
import { afterEffect } from "../../lib/after-effect.ts"
import type { ResendOutcome } from "./confirmation-calls.ts"

const calls = () => afterEffect(() => import("./confirmation-calls.ts"))

/**
 * The confirmation's payment-status check with the browser's calls, which load (with the Effect
 * runtime) on first use; the server renders the page without starting the machine.
 */
export const browserConfirmationStatusMachine = confirmationStatusMachine.provide({
  actors: {
    fetchStatus: fromPromise(async ({ input, signal }) => (await calls()).fetchPaymentStatus(input, signal)),
    fetchBooking: fromPromise(async ({ input, signal }) => (await calls()).fetchBooking(input, signal)),
  },
})

/** Sends the confirmation e-mail again (confirmation-calls.ts); a module that fails to load is a failure without an answer. */
export const resendConfirmation = (orderId: string, email: string): Promise<ResendOutcome> =>
  calls().then(
    ({ resendEmail }) => resendEmail({ orderId, email }),
    () => ({ sent: false, message: null }),
  )

const TRACKED_KEY = "transactions-tracked"
/** Bookings remembered; a traveller reopens recent ones, not dozens. */
const TRACKED_KEPT = 20

/**
 * Reports the booking's transaction (spec-checkout §7) the first time this browser shows it: the
 * confirmation is opened again from the e-mail or after a reload, and analytics must count one
 * booking once. Storage that cannot be read or written (private mode) reports every time.
 */
export const trackTransactionOnce = (orderId: string, orderValuePaise: number): void => {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(TRACKED_KEY) ?? "[]")
    const seen = Array.isArray(stored) ? stored.filter((id): id is string => typeof id === "string") : []
    if (seen.includes(orderId)) return
    localStorage.setItem(TRACKED_KEY, JSON.stringify([...seen, orderId].slice(-TRACKED_KEPT)))
  } catch {
    // Fall through: reported rather than lost.
  }
  void calls().then(
    ({ trackTransaction }) => trackTransaction(orderId, orderValuePaise),
    () => undefined,
  )
}

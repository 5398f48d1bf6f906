import { type Effect, Result } from "effect"
import type { Actor } from "xstate"
import type { ConfirmedBooking } from "#core/api/checkout.ts"
import { type ApiError, type BookingApi, callApi } from "#core/services/api-client.ts"
import { confirmationStatusMachine } from "#machines/confirmation-status.machine.ts"
import type { PaymentDetails, PaymentStatusRequest } from "#machines/payment-processing.machine.ts"
import { journeyActor } from "./actors.ts"
import { loaderCall, pageCall } from "./bookings-client.ts"
import type { Session } from "./session.ts"

/**
 * The confirmation page's payment check (web/features/confirmation): the page opens on the booking
 * its loader fetched, then the machine asks for a payment still on its way every 5 s of the
 * journey's clock, reloads the booking once the payment settled, and announces a booking that
 * stands to analytics.
 */

export const confirmationStatusLogic = (session: Session) =>
  confirmationStatusMachine.provide({
    actors: {
      fetchStatus: pageCall(
        session,
        "checkPaymentStatus",
        ({ orderId, count }: PaymentStatusRequest): Effect.Effect<PaymentDetails, ApiError, BookingApi> =>
          callApi((api) =>
            api.orders.paymentStatus({ params: { orderId }, query: { count: String(count) } }),
          ),
      ),
      fetchBooking: pageCall(session, "reloadConfirmation", ({ orderId }) =>
        callApi((api) => api.orders.confirmedBooking({ params: { orderId } })),
      ),
    },
  })

export interface ConfirmationCheck {
  readonly actor: Actor<ReturnType<typeof confirmationStatusLogic>>
  /** How often the page reported the booking as standing (the data-layer transaction). */
  announced: number
}

const checks = new WeakMap<Session, ConfirmationCheck>()

export const confirmationCheck = (session: Session): ConfirmationCheck | undefined => checks.get(session)

/**
 * Starts the check on a loaded confirmation page, replacing the one before. The checkout driver
 * calls this when paying leads to /confirmation/{id}/; `confirmation.open` when a journey opens it.
 */
export const startConfirmationCheck = (session: Session, booking: ConfirmedBooking): void => {
  checks.get(session)?.actor.stop()
  const check: ConfirmationCheck = {
    actor: journeyActor(confirmationStatusLogic(session), { clock: session.clock, input: { booking } }),
    announced: 0,
  }
  check.actor.on("booked", () => {
    check.announced += 1
  })
  checks.set(session, check)
  check.actor.start()
}

/**
 * /confirmation/{id}/ opened from its link or reloaded: the booking as the page's loader fetches it
 * (its answer goes to `expect.response`), then the check. The reason when it did not load.
 */
export const openConfirmation = async (session: Session, orderId: string): Promise<string | null> => {
  const answer = await loaderCall(
    session,
    "fetchConfirmation",
    callApi((api) => api.orders.confirmedBooking({ params: { orderId } })),
  )
  if (Result.isFailure(answer)) return answer.failure.message
  startConfirmationCheck(session, answer.success)
  await session.settle()
  return null
}

import type { BookingHistory, CancellationDetails } from "#core/api/bookings.ts"
import { callApi } from "#core/services/api-client.ts"
import type { CancelRequest, CancelResult } from "#machines/cancellation.machine.ts"
import { browserRuntime } from "../../lib/effect-runtime.ts"

/**
 * The booking pages' calls, on the browser's runtime; bookings-machines.ts imports this module on
 * first use (docs/decisions/070-javascript-budget.md). A failure rejects with the call's ApiError;
 * a 401 has already ended the session and sent the member to sign in.
 */

export const fetchHistory = (signal: AbortSignal): Promise<BookingHistory> =>
  browserRuntime().runPromise(
    callApi((api) => api.bookings.history()),
    { signal },
  )

/** One booking, answered as a history of one so the history machine can hold it. */
export const fetchOneBooking = async (orderId: string, signal: AbortSignal): Promise<BookingHistory> => {
  const booking = await browserRuntime().runPromise(
    callApi((api) => api.bookings.booking({ params: { orderId } })),
    { signal },
  )
  return booking.type === "upcoming"
    ? { upcoming: [booking], previous: [] }
    : { upcoming: [], previous: [booking] }
}

export const fetchCancellationDetails = (hash: string, signal: AbortSignal): Promise<CancellationDetails> =>
  browserRuntime().runPromise(
    callApi((api) => api.cancellation.bookingDetails({ params: { hash } })),
    { signal },
  )

export const cancelBooking = (request: CancelRequest, signal: AbortSignal): Promise<CancelResult> =>
  browserRuntime().runPromise(
    callApi((api) => api.cancellation.cancelBooking({ payload: request })),
    { signal },
  )

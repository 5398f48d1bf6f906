import type { Booking, BookingHistory, CancellationDetails } from "#core/api/bookings.ts"
import { callApi } from "#core/services/api-client.ts"
import type { CancelRequest, CancelResult } from "#machines/cancellation.machine.ts"
import type { PartPaymentReport, StartedPartPayment } from "#machines/part-payment.machine.ts"
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

/** The booking a part-payment page opens on (ADR 095). */
export const fetchBooking = (orderId: string, signal: AbortSignal): Promise<Booking> =>
  browserRuntime().runPromise(
    callApi((api) => api.bookings.booking({ params: { orderId } })),
    { signal },
  )

export const startPartPayment = async (orderId: string, signal: AbortSignal): Promise<StartedPartPayment> => {
  const started = await browserRuntime().runPromise(
    callApi((api) => api.bookings.startPartPayment({ params: { orderId } })),
    { signal },
  )
  return {
    orderId: started.order_id,
    serviceOrderId: started.ps_order_id,
    gatewayOrderId: started.pg_order_id,
    checkoutOptions: started.order_event_args,
  }
}

export const confirmPartPayment = (report: PartPaymentReport, signal: AbortSignal): Promise<Booking> =>
  browserRuntime().runPromise(
    callApi((api) =>
      api.bookings.confirmPartPayment({
        params: { orderId: report.orderId },
        payload: {
          gateway: "razorpay",
          ps_order_id: report.serviceOrderId,
          pg_order_id: report.gatewayOrderId,
          pg_meta: { pg_payment_id: report.paymentId, pg_signature: report.signature },
        },
      }),
    ),
    { signal },
  )

import { Effect } from "effect"
import type { ConfirmedBooking } from "#core/api/checkout.ts"
import { callApi, toApiError } from "#core/services/api-client.ts"
import { TRACKING_EVENTS, Tracking, transactionProperties } from "#core/services/tracking.ts"
import type { PaymentDetails, PaymentStatusRequest } from "#machines/payment-processing.machine.ts"
import { browserRuntime } from "../../lib/effect-runtime.ts"

/**
 * The confirmation page's calls after hydration, on the page's runtime; confirmation-machines.ts
 * imports this module on first use (docs/decisions/070-javascript-budget.md). Aborting a signal
 * interrupts its call; a failure rejects with the call's ApiError.
 */

export const fetchPaymentStatus = (
  request: PaymentStatusRequest,
  signal: AbortSignal,
): Promise<PaymentDetails> =>
  browserRuntime().runPromise(
    callApi((api) =>
      api.orders.paymentStatus({
        params: { orderId: request.orderId },
        query: { count: String(request.count) },
      }),
    ),
    { signal },
  )

export const fetchBooking = (
  request: { readonly orderId: string },
  signal: AbortSignal,
): Promise<ConfirmedBooking> =>
  browserRuntime().runPromise(
    callApi((api) => api.orders.confirmedBooking({ params: { orderId: request.orderId } })),
    { signal },
  )

export type ResendOutcome =
  | { readonly sent: true }
  | { readonly sent: false; readonly message: string | null }

/**
 * Sends the confirmation e-mail again; never rejects, so the page can always say what happened.
 * A refusal carries the server's message (such as too many sends); no answer carries none.
 */
export const resendEmail = async (request: {
  readonly orderId: string
  readonly email: string
}): Promise<ResendOutcome> => {
  try {
    await browserRuntime().runPromise(
      callApi((api) =>
        api.orders.resendEmail({ payload: { email: request.email, order_id: request.orderId } }),
      ),
    )
    return { sent: true }
  } catch (error) {
    const apiError = toApiError(error)
    return { sent: false, message: apiError.isNetworkError ? null : apiError.message }
  }
}

/** spec-checkout §7: the data-layer transaction; the value leaves in rupees (core/services/tracking.ts). */
export const trackTransaction = (orderId: string, orderValuePaise: number): void => {
  browserRuntime().runFork(
    Effect.flatMap(Tracking, (tracking) =>
      tracking.track(TRACKING_EVENTS.transaction, transactionProperties(orderId, orderValuePaise)),
    ),
  )
}

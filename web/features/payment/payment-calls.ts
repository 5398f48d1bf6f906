import { callApi } from "#core/services/api-client.ts"
import type { PaymentDetails, PaymentStatusRequest } from "#machines/payment-processing.machine.ts"
import { browserRuntime } from "../../lib/effect-runtime.ts"

/**
 * The payment processing page's status call, on the page's runtime. payment-machines.ts imports
 * this module on the first fetch, after hydration (docs/decisions/070-javascript-budget.md).
 * Aborting the signal (the traveller left the page) interrupts the call.
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

import { fromPromise } from "xstate"
import { paymentProcessingMachine } from "#machines/payment-processing.machine.ts"
import { afterEffect } from "../../lib/after-effect.ts"

/**
 * The payment processing machine with the browser's status call. The call's module (and with it
 * the Effect runtime) loads on the first fetch; the server renders the page without starting it.
 */
export const browserPaymentProcessingMachine = paymentProcessingMachine.provide({
  actors: {
    fetchStatus: fromPromise(async ({ input, signal }) =>
      (await afterEffect(() => import("./payment-calls.ts"))).fetchPaymentStatus(input, signal),
    ),
  },
})

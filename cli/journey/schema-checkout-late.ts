import { Schema } from "effect"

/**
 * A payment that arrives late, as part of the checkout format (docs/journeys.md 'Checkout'): the
 * traveller acts in a payment window left open (`checkout.payNow` with `outcome: later`) while time
 * passes, and test control runs the order reconciler's pass, which expires holds that lapsed.
 */

export const PaymentMethod = Schema.Literals(["card", "upi", "netbanking"])

/** What the traveller does in the payment window left open: pays, fails to, or closes it. */
export const PaymentWindowAction = Schema.Struct({
  outcome: Schema.Literals(["success", "failure", "dismissed"]),
  method: Schema.optionalKey(PaymentMethod),
})
export type PaymentWindowAction = typeof PaymentWindowAction.Type

/** The late payment's step kinds; `schema-checkout.ts` adds them to the others. */
export const lateStepArguments = {
  /** Acts in the payment window a `checkout.payNow` with `outcome: later` left open. */
  "checkout.paymentWindow": PaymentWindowAction,
  /** Test control: one pass of the order reconciler now; its answer goes to `expect.response`. */
  "orders.reconcile": Schema.Null,
} as const

import { Schema } from "effect"

/**
 * Paying a pay-at-hotel booking's part-prepayment in the journey format (docs/journeys.md
 * 'Part-prepayment', ADR 095). `schema.ts` merges these into the step kinds.
 */

export const PartPayPay = Schema.Struct({
  /**
   * What the traveller does in the gateway's window: pays (the sandbox's capture), fails (its
   * fail), or closes it. The step passes when the page ends as that outcome says: paid, failed, or
   * back to the amount asked.
   */
  outcome: Schema.Literals(["success", "failure", "dismissed"]),
})
export type PartPayPay = typeof PartPayPay.Type

export const partPayStepArguments = {
  /** Opens the part-payment page of one of the member's bookings; `{orderId}` is the order placed last. */
  "partPay.open": Schema.NonEmptyString,
  /** Pay on the open part-payment page, through the gateway sandbox's window. */
  "partPay.pay": PartPayPay,
} as const

import { Schema } from "effect"
import { ErrorMatch } from "./schema-auth.ts"

/**
 * Paying a pay-at-hotel booking's part-prepayment in the journey format (docs/journeys.md
 * 'Part-prepayment', ADR 095). `schema.ts` merges these into the step kinds.
 */

/** Where the page ends after paying: the machine's state. */
const PartPayEnd = Schema.Literals(["paid", "failed", "ready"])

/** What the traveller does in the gateway's window: pays (the sandbox's capture), fails (its fail), or closes it. */
const WindowOutcome = Schema.Literals(["success", "failure", "dismissed"])

export const PartPayPay = Schema.Struct({
  /**
   * What the traveller does in the window, or `later`: leaves it open for `partPay.window`. The
   * step passes when the page ends as that outcome says: paid, failed, or back to the amount asked.
   */
  outcome: Schema.Literals(["success", "failure", "dismissed", "later"]),
  /** Where the page must end instead, when the server refuses to open the window at all. */
  ends: Schema.optionalKey(PartPayEnd),
})
export type PartPayPay = typeof PartPayPay.Type

export const PartPayWindow = Schema.Struct({
  outcome: WindowOutcome,
  /** Where the page must end instead of what the outcome says (a refused confirm ends failed). */
  ends: Schema.optionalKey(PartPayEnd),
})
export type PartPayWindow = typeof PartPayWindow.Type

export const PART_PAY_SCREENS = [
  "loading",
  "loadFailed",
  "ready",
  "starting",
  "paying",
  "confirming",
  "paid",
  "nothingAsked",
  "failed",
] as const

export const ExpectPartPay = Schema.Struct({
  shows: Schema.optionalKey(Schema.Literals(PART_PAY_SCREENS)),
  /** The amount the page asks (the booking's partPayAmount), or `null` when it asks nothing. */
  askedPaise: Schema.optionalKey(Schema.NullOr(Schema.Int)),
  /** What the booking shown has had paid so far (its amountPaid), or `null` before it loads. */
  amountPaidPaise: Schema.optionalKey(Schema.NullOr(Schema.Int)),
  /** What the page says this payment paid, once paid. */
  paidPaise: Schema.optionalKey(Schema.NullOr(Schema.Int)),
  /**
   * The failure shown, or `null` for none: a refused call (`status`, `code`) or the payment
   * window's (`code` when the gateway gave one); `message` contains.
   */
  error: Schema.optionalKey(ErrorMatch),
})
export type ExpectPartPay = typeof ExpectPartPay.Type

/** The page's calls, counted for `expect.calls`; the window is the gateway's, not a call of ours. */
export const PART_PAY_ACTORS = ["loadPartPayment", "startPartPayment", "confirmPartPayment"] as const

const NonNegativeInt = Schema.Int.pipe(Schema.check(Schema.isGreaterThanOrEqualTo(0)))

export const partPayCalls = {
  loadPartPayment: Schema.optionalKey(NonNegativeInt),
  startPartPayment: Schema.optionalKey(NonNegativeInt),
  confirmPartPayment: Schema.optionalKey(NonNegativeInt),
}

export const partPayStepArguments = {
  /** Opens the part-payment page of one of the member's bookings; `{orderId}` is the order placed last. */
  "partPay.open": Schema.NonEmptyString,
  /** Pay on the open part-payment page, through the gateway sandbox's window. */
  "partPay.pay": PartPayPay,
  /** Acts in the payment window a `partPay.pay` with `outcome: later` left open. */
  "partPay.window": PartPayWindow,
  /** Retry on a page whose load or payment failed: loads the booking again. */
  "partPay.retry": Schema.Null,
  /** What the open part-payment page shows. */
  "expect.partPay": ExpectPartPay,
} as const

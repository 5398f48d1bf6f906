import { Schema } from "effect"

/**
 * The pay-at-hotel code's part of the checkout format (docs/journeys.md 'Checkout'): the code modal
 * and the 'pay at hotel blocked' modal (spec-checkout §4 'OTP flow'), and the buttons in them.
 */

const NonNegativeInt = Schema.Int.pipe(Schema.check(Schema.isGreaterThanOrEqualTo(0)))

/** The code modal, as `expect.checkout`'s `otp`; only the fields given are compared. */
export const ExpectCodeModal = Schema.Struct({
  open: Schema.optionalKey(Schema.Boolean),
  /** The message under the code (en-IN), null for none. */
  error: Schema.optionalKey(Schema.NullOr(Schema.String)),
  /** Resend is offered: 30 s after a send, while sends are left (spec-checkout §9). */
  canResend: Schema.optionalKey(Schema.Boolean),
  /** Every send the server allows was spent. */
  exhausted: Schema.optionalKey(Schema.Boolean),
  /** The counts of the server's last send answer. */
  attempts: Schema.optionalKey(
    Schema.Struct({ current: Schema.optionalKey(NonNegativeInt), max: Schema.optionalKey(NonNegativeInt) }),
  ),
  /** The line shown where Resend is while it is not offered (en-IN); null when Resend shows. */
  notice: Schema.optionalKey(Schema.NullOr(Schema.String)),
})
export type ExpectCodeModal = typeof ExpectCodeModal.Type

/** The 'pay at hotel blocked' modal (spec-checkout §4, §8 'HTTP 429'); title and body as shown (en-IN). */
export const ExpectBlockedModal = Schema.Struct({
  open: Schema.optionalKey(Schema.Boolean),
  title: Schema.optionalKey(Schema.NullOr(Schema.String)),
  body: Schema.optionalKey(Schema.NullOr(Schema.String)),
})
export type ExpectBlockedModal = typeof ExpectBlockedModal.Type

/** The code modal's and the blocked modal's buttons; `schema-checkout.ts` adds them to the step kinds. */
export const codeStepArguments = {
  /** Resend in the code modal; fails while it is not offered. */
  "checkout.otpResend": Schema.Null,
  /** Close on the open modal: the code modal or the 'pay at hotel blocked' one. */
  "checkout.modalClose": Schema.Null,
} as const

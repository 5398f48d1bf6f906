import { Schema } from "effect"
import { CommunicationType } from "#core/api/auth.ts"

/**
 * Booking history and cancellation in the journey format (docs/journeys.md 'Bookings and
 * cancellation', ADR 084). `schema.ts` merges these into the step kinds; each step's answer goes
 * to `expect.response`.
 */

const Email = Schema.NonEmptyString

export const CancellationLinkOpen = Schema.Struct({
  /** The address whose newest e-mail carries the booking's `/c-{hash}/` link. */
  to: Email,
})
export type CancellationLinkOpen = typeof CancellationLinkOpen.Type

export const CancellationCancel = Schema.Struct({
  /** The reason chosen on the cancellation page. */
  reason: Schema.NonEmptyString,
  message: Schema.optionalKey(Schema.String),
  /** How the traveller wants the cancellation confirmed; e-mail when absent. */
  communicationType: Schema.optionalKey(CommunicationType),
})
export type CancellationCancel = typeof CancellationCancel.Type

export const bookingsStepArguments = {
  /** The signed-in member's booking history (POST /api/v1/booking/booking-history/). */
  "bookings.history": Schema.Null,
  /** One of the member's bookings by order id; `{orderId}` is the order the pay buttons placed last. */
  "bookings.open": Schema.NonEmptyString,
  /** Opens the cancellation link of the newest e-mail to the address: the booking's details and charge. */
  "cancellation.openLink": CancellationLinkOpen,
  /** Cancel on the open cancellation page, with the page's reason, message and way of confirming. */
  "cancellation.cancel": CancellationCancel,
} as const

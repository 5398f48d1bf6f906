import { Schema } from "effect"
import { CANCELLATION_REASONS } from "#core/account/booking-display.ts"
import { ErrorMatch } from "./schema-auth.ts"
import { ExpectConfirmation } from "./schema-checkout.ts"

/**
 * Booking history, the cancellation link and the confirmation page's payment check in the journey
 * format (docs/journeys.md 'Bookings and cancellation', ADR 084), driving the pages' machines
 * (`machines/booking-history.machine.ts`, `cancellation.machine.ts`,
 * `confirmation-status.machine.ts`). `schema.ts` merges these into the step kinds; the answer of
 * each call the pages make goes to `expect.response`.
 */

const NonNegativeInt = Schema.Int.pipe(Schema.check(Schema.isGreaterThanOrEqualTo(0)))
const Paise = NonNegativeInt

/** A browser tab of the journey's own naming; the tab a journey starts in is `first`. */
const Tab = Schema.optionalKey(Schema.NonEmptyString)

export const CancellationLinkOpen = Schema.Union([
  Schema.Struct({
    /** The address whose newest e-mail carries the booking's `/c-{hash}/` link. */
    to: Schema.NonEmptyString,
    tab: Tab,
  }),
  Schema.Struct({
    /** A link typed or mangled by hand: `/c-{hash}/` with this hash. */
    hash: Schema.String,
    tab: Tab,
  }),
])
export type CancellationLinkOpen = typeof CancellationLinkOpen.Type

export const CancellationCancel = Schema.Struct({
  /** The reason chosen from the page's list; without one the page names the missing field. */
  reason: Schema.optionalKey(Schema.Literals(CANCELLATION_REASONS)),
  /** Typed into the message box (the page keeps the first 1000 characters). */
  message: Schema.optionalKey(Schema.String),
})
export type CancellationCancel = typeof CancellationCancel.Type

/** What a page that loads over the network shows: the machine's state. */
export const HISTORY_SCREENS = ["loading", "loaded", "failed"] as const
export const CANCELLATION_SCREENS = [
  "loading",
  "loadFailed",
  "ready",
  "confirming",
  "cancelled",
  "refused",
] as const
/** The confirmation's banner (web/features/confirmation/confirmation-page.tsx). */
export const CONFIRMATION_BANNERS = ["booked", "checking", "failed", "waiting"] as const

export const ExpectBookings = Schema.Struct({
  shows: Schema.optionalKey(Schema.Literals(HISTORY_SCREENS)),
  /** Order ids listed under Upcoming, in order (`{orderId}` allowed). */
  upcoming: Schema.optionalKey(Schema.Array(Schema.String)),
  /** Order ids listed under Past, in order. */
  past: Schema.optionalKey(Schema.Array(Schema.String)),
  /** Why the last load failed, or `null`. */
  error: Schema.optionalKey(ErrorMatch),
})
export type ExpectBookings = typeof ExpectBookings.Type

export const ExpectCancellation = Schema.Struct({
  shows: Schema.optionalKey(Schema.Literals(CANCELLATION_SCREENS)),
  /** The booking the page shows (`{orderId}` allowed). */
  bookingId: Schema.optionalKey(Schema.NullOr(Schema.String)),
  /** What cancelling costs now (or cost), and what goes back; null when the page quotes none. */
  chargePaise: Schema.optionalKey(Schema.NullOr(Paise)),
  refundPaise: Schema.optionalKey(Schema.NullOr(Paise)),
  reason: Schema.optionalKey(Schema.String),
  message: Schema.optionalKey(Schema.String),
  /** 'Please choose a reason' shows under the reason. */
  reasonMissing: Schema.optionalKey(Schema.Boolean),
  /** The notice after a cancel or a refusal: `status` exactly, `message` contained; null for none. */
  outcome: Schema.optionalKey(
    Schema.NullOr(
      Schema.Struct({
        status: Schema.optionalKey(Schema.String),
        message: Schema.optionalKey(Schema.String),
      }),
    ),
  ),
  /** The failed load or cancel the page shows, or `null`. */
  error: Schema.optionalKey(ErrorMatch),
})
export type ExpectCancellation = typeof ExpectCancellation.Type

export const ExpectConfirmationStatus = Schema.Struct({
  /** The banner: booked, still checking, failed, or waiting (gave up asking). */
  shows: Schema.optionalKey(Schema.Literals(CONFIRMATION_BANNERS)),
  status: Schema.optionalKey(Schema.Literals(["pending", "success", "failure", "apiError"])),
  /** Status answers received. */
  attempts: Schema.optionalKey(NonNegativeInt),
  /** The page offers to check again (the status check failed). */
  canRetry: Schema.optionalKey(Schema.Boolean),
  /** The booking could not be reloaded after the payment settled; the page says so. */
  reloadFailed: Schema.optionalKey(Schema.Boolean),
  /** How often the booking was reported to analytics as standing. */
  announced: Schema.optionalKey(NonNegativeInt),
  /** The booking the page shows now, as `expect.confirmation` reads it. */
  booking: Schema.optionalKey(ExpectConfirmation),
})
export type ExpectConfirmationStatus = typeof ExpectConfirmationStatus.Type

/** The pages' calls, counted for `expect.calls`. */
export const BOOKINGS_ACTORS = [
  "fetchHistory",
  "fetchBooking",
  "fetchCancellation",
  "cancelBooking",
  "checkPaymentStatus",
  "reloadConfirmation",
] as const

export const bookingsCalls = {
  fetchHistory: Schema.optionalKey(NonNegativeInt),
  fetchBooking: Schema.optionalKey(NonNegativeInt),
  fetchCancellation: Schema.optionalKey(NonNegativeInt),
  cancelBooking: Schema.optionalKey(NonNegativeInt),
  /** The confirmation page's status checks, and its reload once the payment settled. */
  checkPaymentStatus: Schema.optionalKey(NonNegativeInt),
  reloadConfirmation: Schema.optionalKey(NonNegativeInt),
}

export const bookingsStepArguments = {
  /** The signed-in member's booking history (POST /api/v1/booking/booking-history/). */
  "bookings.history": Schema.Null,
  /** One of the member's bookings by order id; `{orderId}` is the order the pay buttons placed last. */
  "bookings.open": Schema.NonEmptyString,
  /** Try again on a history or booking page whose load failed. */
  "bookings.retry": Schema.Null,
  "expect.bookings": ExpectBookings,
  /** Opens a cancellation link (from the outbox, or by hash), in the named tab or the current one. */
  "cancellation.openLink": CancellationLinkOpen,
  /** Makes an open tab the current one: later cancellation steps act on its page. */
  "cancellation.tab": Schema.NonEmptyString,
  /** On the current cancellation page: picks the reason and types the message given, then Cancel. */
  "cancellation.cancel": CancellationCancel,
  /** Try again on a cancellation page whose load failed. */
  "cancellation.retry": Schema.Null,
  "expect.cancellation": ExpectCancellation,
  /** Opens /confirmation/{id}/ (from the e-mail, or reloaded): the booking, then its payment check. */
  "confirmation.open": Schema.NonEmptyString,
  /** Check again, after the payment check failed. */
  "confirmation.retry": Schema.Null,
  "expect.confirmationStatus": ExpectConfirmationStatus,
} as const

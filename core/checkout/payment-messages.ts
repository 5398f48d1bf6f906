/**
 * What the payment processing page says (spec-checkout §2 'Payment processing page', §8 'Payment
 * messages'), and what checkout says when the payment window ends without a payment.
 */

/**
 * spec-checkout §3 'Payment details': the status of a booking's payment. `apiError` is not an
 * answer of the server: the page sets it when the status could not be fetched (§4, §8).
 */
export type PaymentStatus = "pending" | "success" | "failure" | "apiError"

/** spec-checkout §8, word for word (the apostrophe of 'We’re' is typographic). */
export const PAYMENT_MESSAGES = {
  processing: "Please wait. We’re processing your payment.",
  takingLonger:
    "This is taking longer than expected. We will share the updated status as soon as we have it. We will now redirect you to the homepage.",
  failed:
    "Sorry! Your payment failed. You will now be redirected back to the itinerary page to restart the payment process.",
  apiError:
    "Sorry! Your payment failed, You will now be redirected to home page, we will get back to you shortly.",
} as const

/** spec-checkout §2: shown under the message for as long as the page is open. */
export const PAYMENT_PAGE_NOTICE =
  "Please do not press back, refresh or close this tab while the payment is being processed."

export interface PaymentProgress {
  readonly status: PaymentStatus
  /** Status answers received so far. */
  readonly attempts: number
  /** Answers after which a payment still pending is given up on (spec-checkout §9: 10). */
  readonly maxAttempts: number
}

/**
 * The spec lists the four messages without saying which status each belongs to; each one names
 * where the page goes next, and that decides it:
 * - pending once `attempts` reaches `maxAttempts` → `takingLonger` ('…redirect you to the homepage');
 * - failure → `failed` ('…redirected back to the itinerary page…');
 * - apiError → `apiError` ('…redirected to home page, we will get back to you shortly');
 * - anything else (pending with attempts left, and success, whose page then opens the
 *   confirmation) → `processing`.
 */
export const paymentMessage = ({ status, attempts, maxAttempts }: PaymentProgress): string => {
  switch (status) {
    case "failure":
      return PAYMENT_MESSAGES.failed
    case "apiError":
      return PAYMENT_MESSAGES.apiError
    case "pending":
      return attempts >= maxAttempts ? PAYMENT_MESSAGES.takingLonger : PAYMENT_MESSAGES.processing
    case "success":
      return PAYMENT_MESSAGES.processing
  }
}

/**
 * The booking error checkout shows when pay now or pay at hotel ends without a booking. The spec
 * shows no wording for these (§8 says only that a popup failure is tracked and the call resolves
 * without a result); the traveller needs to know nothing was booked and that they may try again.
 */
export const BOOKING_MESSAGES = {
  /** The payment window reported a failed payment, or could not open. */
  paymentFailed: "Your payment did not go through, so the booking is not made. Please try again.",
  /** The order came back without the ids needed to go on. */
  notPlaced: "We could not place the booking. Please try again.",
} as const

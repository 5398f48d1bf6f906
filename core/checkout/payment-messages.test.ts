import { describe, expect, it } from "vitest"
import {
  BOOKING_MESSAGES,
  PAYMENT_MESSAGES,
  PAYMENT_PAGE_NOTICE,
  paymentMessage,
} from "./payment-messages.ts"

describe("payment messages (spec-checkout §8)", () => {
  it("quotes the spec's four messages word for word", () => {
    expect(PAYMENT_MESSAGES.takingLonger).toBe(
      "This is taking longer than expected. We will share the updated status as soon as we have it. We will now redirect you to the homepage.",
    )
    expect(PAYMENT_MESSAGES.failed).toBe(
      "Sorry! Your payment failed. You will now be redirected back to the itinerary page to restart the payment process.",
    )
    expect(PAYMENT_MESSAGES.processing).toBe("Please wait. We\u2019re processing your payment.")
    expect(PAYMENT_MESSAGES.apiError).toBe(
      "Sorry! Your payment failed, You will now be redirected to home page, we will get back to you shortly.",
    )
  })

  it("quotes the page's notice (spec-checkout §2)", () => {
    expect(PAYMENT_PAGE_NOTICE).toBe(
      "Please do not press back, refresh or close this tab while the payment is being processed.",
    )
  })

  it("says the payment is being processed while it is pending with attempts left", () => {
    for (const attempts of [0, 1, 9]) {
      expect(paymentMessage({ status: "pending", attempts, maxAttempts: 10 })).toBe(
        PAYMENT_MESSAGES.processing,
      )
    }
  })

  it("says it is taking longer once a pending payment used its attempts", () => {
    expect(paymentMessage({ status: "pending", attempts: 10, maxAttempts: 10 })).toBe(
      PAYMENT_MESSAGES.takingLonger,
    )
    expect(paymentMessage({ status: "pending", attempts: 3, maxAttempts: 3 })).toBe(
      PAYMENT_MESSAGES.takingLonger,
    )
  })

  it("names the itinerary page on failure and the home page when the status could not be had", () => {
    expect(paymentMessage({ status: "failure", attempts: 1, maxAttempts: 10 })).toBe(PAYMENT_MESSAGES.failed)
    expect(paymentMessage({ status: "apiError", attempts: 0, maxAttempts: 10 })).toBe(
      PAYMENT_MESSAGES.apiError,
    )
  })

  it("keeps the processing message on success, while the confirmation opens", () => {
    expect(paymentMessage({ status: "success", attempts: 10, maxAttempts: 10 })).toBe(
      PAYMENT_MESSAGES.processing,
    )
  })

  it("tells a traveller whose booking was not made that they may try again", () => {
    expect(BOOKING_MESSAGES.paymentFailed).toBe(
      "Your payment did not go through, so the booking is not made. Please try again.",
    )
    expect(BOOKING_MESSAGES.notPlaced).toBe("We could not place the booking. Please try again.")
  })
})

import { Schema } from "effect"
import { OTP_LENGTH, OTP_TTL_MS } from "../otp/rules.ts"
import { GST_LOWER_PERCENT, GST_UPPER_PERCENT } from "../pricing/gst.ts"
import { MEMBER_DISCOUNT_BPS } from "../pricing/quote.ts"
import { CANCELLATION_POLICIES } from "../pricing/rate-plans.ts"
import { CREDIT_PERCENTAGE, DEBIT_PERCENTAGE } from "../rewards/rules.ts"

/** spec-checkout §7 'Content': GET /api/v1/contents/?key=faq_content. */
export const FAQ_CONTENT_KEY = "faq_content"

export const FaqQuestion = Schema.Struct({ question: Schema.String, answer: Schema.String })
export type FaqQuestion = typeof FaqQuestion.Type

export const FaqSection = Schema.Struct({
  /** Stable within the content: the page's anchors and element ids. */
  id: Schema.String.check(Schema.isPattern(/^[a-z][a-z0-9-]*$/)),
  title: Schema.String,
  questions: Schema.Array(FaqQuestion).check(Schema.isMinLength(1)),
})
export type FaqSection = typeof FaqSection.Type

/** spec-checkout §2 'FAQ page': sections, each with questions and their answers. */
export const FaqContent = Schema.Struct({
  key: Schema.Literal(FAQ_CONTENT_KEY),
  sections: Schema.Array(FaqSection).check(Schema.isMinLength(1)),
})
export type FaqContent = typeof FaqContent.Type

/**
 * The answers quote the rules the product applies, with the numbers read from the code that
 * applies them, so the FAQ cannot drift from checkout, cancellation or the points wallet.
 */
export const faqContent: FaqContent = {
  key: FAQ_CONTENT_KEY,
  sections: [
    {
      id: "booking",
      title: "Booking",
      questions: [
        {
          question: "What are the check-in and check-out times?",
          answer:
            "Check-in is from 12 pm and check-out is by 11 am, in every hotel. Early check-in and late check-out depend on the rooms free that day: ask the hotel.",
        },
        {
          question: "How many nights and rooms can I book at once?",
          answer:
            "Up to 15 nights in one booking. For more than five rooms, call us: group bookings are handled by our reservations team.",
        },
        {
          question: "Do I need an account to book?",
          answer:
            "No. You can book as a guest with your e-mail address and mobile number. Signing in shows member prices and lets you manage your bookings and points.",
        },
        {
          question: "Is the price I see the price I pay?",
          answer: `Yes. Prices include GST (${GST_LOWER_PERCENT}% on room nights up to ₹7,500, ${GST_UPPER_PERCENT}% above) and any fees. If a price changes before you pay, checkout tells you before you pay.`,
        },
      ],
    },
    {
      id: "payment",
      title: "Payment",
      questions: [
        {
          question: "How can I pay?",
          answer:
            "Pay now by card, UPI or net banking, or choose Pay at Hotel where the hotel offers it and pay when you check in.",
        },
        {
          question: "Why do I get a code by SMS when I pay at the hotel?",
          answer: `We confirm your mobile number with a ${OTP_LENGTH}-digit code before holding the room. The code is valid for ${OTP_TTL_MS / 60_000} minutes and works once.`,
        },
        {
          question: "My payment failed but money left my account. What now?",
          answer:
            "If the booking was not confirmed, the bank returns the amount to your account, usually within 5 to 7 working days. Chat with us with the booking id if it does not.",
        },
        {
          question: "How do I get a GST invoice for my company?",
          answer:
            "Tick 'I have a GSTIN' at checkout and enter your company's GSTIN, name and address; the invoice carries them.",
        },
      ],
    },
    {
      id: "cancellation",
      title: "Cancellation and refunds",
      questions: [
        {
          question: "Can I cancel my booking for free?",
          answer: `It depends on the rate plan you booked. ${CANCELLATION_POLICIES.default.description} Some premium hotels ask for more notice: ${CANCELLATION_POLICIES["5-day"].description}`,
        },
        {
          question: "What does a non-refundable booking cost to cancel?",
          answer: `${CANCELLATION_POLICIES["non-refundable"].description} In exchange it costs less than the refundable plan.`,
        },
        {
          question: "How do I cancel?",
          answer:
            "Open the booking from Booking History, or use the cancellation link in your confirmation e-mail, and choose Cancel Booking. You see the charge and the refund before you confirm.",
        },
        {
          question: "When do I get my refund?",
          answer:
            "Refunds go back to the card, UPI or bank account you paid with, usually within 5 to 7 working days. Points you spent come back to your wallet at once.",
        },
      ],
    },
    {
      id: "rewards",
      title: "Treebo Club rewards",
      questions: [
        {
          question: "What do members get?",
          answer: `Members pay ${MEMBER_DISCOUNT_BPS / 100}% less on every room night and earn points on every stay.`,
        },
        {
          question: "How do I earn points?",
          answer: `You earn ${CREDIT_PERCENTAGE}% of the money paid for a stay as points, credited after you check out. 1 point is worth ₹1.`,
        },
        {
          question: "How do I use my points?",
          answer: `At checkout, switch on your points: they pay up to ${DEBIT_PERCENTAGE}% of the bill.`,
        },
        {
          question: "Do points expire?",
          answer:
            "Points from stays are valid for a year; promotional points for three months. Your wallet shows the next points to expire and when.",
        },
      ],
    },
  ],
}

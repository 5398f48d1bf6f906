import { CHECK_IN_TIME, CHECK_OUT_TIME } from "../account/booking-lifecycle.ts"
import { MAX_STAY_NIGHTS } from "../dates/stay.ts"
import { formatRupees } from "../i18n/format.ts"
import { GST_LOWER_PERCENT, GST_LOWER_SLAB_LIMIT_PAISE, GST_UPPER_PERCENT } from "../pricing/gst.ts"
import { MEMBER_DISCOUNT_BPS, PLATFORM_FEE_PAISE } from "../pricing/quote.ts"
import { CANCELLATION_POLICIES, NON_REFUNDABLE_DISCOUNT_BPS } from "../pricing/rate-plans.ts"
import {
  CREDIT_PERCENTAGE,
  CREDIT_VALIDITY_MS,
  DEBIT_PERCENTAGE,
  PERISHABLE_VALIDITY_MS,
} from "../rewards/rules.ts"
import type { LegalDocument } from "./legal.ts"

// Every figure below is read from the rule that enforces it, so the terms cannot drift from checkout.
const DAY_MS = 86_400_000
const freeHours = CANCELLATION_POLICIES.default.freeCancellationHours!
const premiumHours = CANCELLATION_POLICIES["5-day"].freeCancellationHours!

export const termsOfUse: LegalDocument = {
  title: "Terms and conditions",
  updated: "2026-11-01",
  intro:
    "These terms apply when you use this website to search for, book, pay for or cancel a stay at a hotel or homestay we list. By making a booking you accept them on behalf of everyone in your booking.",
  sections: [
    {
      id: "about",
      heading: "About us and these terms",
      paragraphs: [
        "Treebo Hotels (\u201Cwe\u201D, \u201Cus\u201D) sells stays at hotels of its brands (Treebo, Treebo Premium, Itsy Hotels, Medalio) and at independent hotels and homestays across India. The hotel you book provides the stay; we take the booking, the payment where you pay online, and handle changes and cancellations.",
        "We may update these terms. A booking is governed by the terms in force on the day it was made.",
      ],
    },
    {
      id: "accounts",
      heading: "Accounts and guest checkout",
      paragraphs: [
        "You can book as a guest with an e-mail address and mobile number, or sign in to a free account to see your booking history, cancel online, and earn and spend Treebo Club points. Keep your password and one-time codes to yourself: bookings made from your account are treated as yours.",
        "You must be at least 18 years old to book, and the details you give must be true and your own.",
      ],
    },
    {
      id: "bookings",
      heading: "Bookings",
      paragraphs: [
        "A booking is confirmed when you receive a booking ID on the confirmation page and by e-mail. Until then, rooms are not held for you and prices may change; if a price changes before you pay, we tell you first.",
        `Check-in is from ${CHECK_IN_TIME} and check-out by ${CHECK_OUT_TIME} local time. One booking covers at most ${MAX_STAY_NIGHTS} nights.`,
        "Every guest must show a valid government photo ID at check-in. Hotels apply their own house rules, shown on the hotel page (for example on couples, local IDs, pets, smoking and outside food), and may refuse check-in to guests who do not meet them.",
      ],
    },
    {
      id: "prices",
      heading: "Prices, GST and fees",
      paragraphs: [
        `Prices are in Indian rupees and include GST and, on this website, a platform fee of ${formatRupees(PLATFORM_FEE_PAISE.website)} per booking. The total on the hotel page and at checkout is the amount you pay.`,
        `GST is charged per room per night on the price after discounts: ${GST_LOWER_PERCENT}% up to ${formatRupees(GST_LOWER_SLAB_LIMIT_PAISE)}, ${GST_UPPER_PERCENT}% above it.`,
        "To receive a GST invoice in your company's name, enter its GSTIN, name and address at checkout. We cannot change the billing details of an invoice once it is issued.",
        `Signed-in members pay ${MEMBER_DISCOUNT_BPS / 100}% less on every room night. A coupon applies only under the conditions shown when you apply it, and only one coupon applies to a booking.`,
      ],
    },
    {
      id: "payment",
      heading: "Payment",
      paragraphs: [
        "Pay now: pay online when you book, through our payment gateway, by card, UPI, net banking or wallet. We never see or store your card number.",
        "Pay at hotel: where the hotel offers it, pay the full amount at check-in. We may ask you to confirm your mobile number with a one-time code before accepting a pay-at-hotel booking.",
        "If a payment is taken but the booking is not confirmed, the amount is refunded in full to the same payment method.",
      ],
    },
    {
      id: "cancellation",
      heading: "Cancellation and refunds",
      paragraphs: [
        "Each rate plan carries one of these cancellation policies, shown before you pay and on your confirmation. Times are counted back from the check-in time on the check-in day.",
      ],
      items: [
        `Refundable: free cancellation up to ${freeHours} hours before check-in; after that, one night's tariff is charged.`,
        `Refundable at Treebo Premium hotels: free cancellation up to ${premiumHours / 24} days (${premiumHours} hours) before check-in; after that, the full amount is charged.`,
        `Non-refundable: sold ${NON_REFUNDABLE_DISCOUNT_BPS / 100}% below the refundable rate; 100% of the booking amount is charged on cancellation.`,
      ],
    },
    {
      id: "refunds",
      heading: "How refunds are paid",
      paragraphs: [
        "When you cancel, we keep the charge the policy sets, up to what you paid, and refund the rest to the payment method you used. Banks usually credit refunds within 5 to 7 working days.",
        "Treebo Club points spent on a cancelled booking are returned to your wallet with the expiry they had before.",
      ],
    },
    {
      id: "rewards",
      heading: "Treebo Club points",
      paragraphs: ["Treebo Club is free for signed-in members booking on this website."],
      items: [
        "One point is worth \u20B91.",
        `When a stay is completed, you earn ${CREDIT_PERCENTAGE}% of the money you paid for it (points spent earn no points).`,
        `Points can pay up to ${DEBIT_PERCENTAGE}% of a booking, and no more than your balance.`,
        `Points from stays expire ${CREDIT_VALIDITY_MS / DAY_MS} days after they are credited; promotional points expire after ${PERISHABLE_VALIDITY_MS / DAY_MS} days. Points expiring soonest are spent first.`,
        "Cancelled bookings earn no points. Points have no cash value and cannot be transferred.",
      ],
    },
    {
      id: "reviews",
      heading: "Reviews and questions",
      paragraphs: [
        "Reviews and questions you post must be about your own stay and honest. We publish them with your first name and initial, and may remove content that is abusive, unlawful or not about the hotel.",
      ],
    },
    {
      id: "use",
      heading: "Using the website",
      paragraphs: [
        "Do not misuse the website: no automated booking, scraping that slows it for others, false bookings, or attempts to get around prices, limits or one-time codes. We may cancel bookings made that way.",
      ],
    },
    {
      id: "liability",
      heading: "Our responsibility",
      paragraphs: [
        "We describe hotels with care, from the hotels' own information and guests' reviews. If a hotel cannot honour your confirmed booking, we refund what you paid for it in full.",
        "Our liability for a booking is limited to the amount you paid for it, except where the law does not allow such a limit.",
      ],
    },
    {
      id: "law",
      heading: "Governing law and complaints",
      paragraphs: [
        "These terms are governed by the laws of India, and the courts of Bengaluru, Karnataka have jurisdiction. For any complaint, chat with us or call us from the Support menu first: most problems are solved within a day.",
      ],
    },
  ],
}

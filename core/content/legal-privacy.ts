import { CHECK_OUT_TIME } from "../account/booking-lifecycle.ts"
import type { LegalDocument } from "./legal.ts"

/** What the site keeps about guests; the retention rules are those of docs/privacy.md. */
export const privacyPolicy: LegalDocument = {
  title: "Privacy policy",
  updated: "2026-11-01",
  intro:
    "This policy explains what Treebo Hotels collects when you use this website, why, who we share it with, how long we keep it, and the rights you have under India's Digital Personal Data Protection Act, 2023.",
  sections: [
    {
      id: "collect",
      heading: "What we collect",
      paragraphs: ["We collect only what a booking, your account or the website needs:"],
      items: [
        "Account and contact details: name, e-mail address, mobile number, and your password (stored only as a hash).",
        "Booking details: hotel, dates, rooms, guests, rate plan and what you paid.",
        "GST details, only if you give them: company name, address and GSTIN.",
        "Payment details: the payment gateway handles your card, UPI or bank details; we keep only the order and payment references.",
        "Web check-in: the type of photo ID, its last 4 characters, the ID image until your stay ends, and your room preferences.",
        "Reviews, ratings and questions you post, with your first name and initial.",
        "How you use the website: pages visited, searches, and an anonymous browser ID used to test improvements.",
      ],
    },
    {
      id: "use",
      heading: "Why we use it",
      paragraphs: [],
      items: [
        "To make, change and cancel your bookings and send confirmations by e-mail, and by WhatsApp if you opt in.",
        "To run your account and your Treebo Club points.",
        "To prevent fraud and abuse, for example by verifying mobile numbers with one-time codes and checking that requests come from people.",
        "To issue GST invoices and keep the records tax law requires.",
        "To improve the website, from aggregated and anonymous usage.",
      ],
    },
    {
      id: "share",
      heading: "Who we share it with",
      paragraphs: [
        "The hotel you book receives the guest names, contact number, stay details and, after web check-in, the ID type and the ID image for checking at arrival. Our payment gateway receives what it needs to take your payment; our e-mail, SMS and WhatsApp providers receive what they deliver.",
        "We never sell your personal data, and share it with authorities only when the law requires it.",
      ],
    },
    {
      id: "retention",
      heading: "How long we keep it",
      paragraphs: [],
      items: [
        `Web check-in ID images are deleted at the check-out time (${CHECK_OUT_TIME} IST on the check-out day), or earlier if the booking is cancelled or marked a no-show. The full ID number is never kept; only its last 4 characters stay with the booking.`,
        "Booking and payment records are kept for as long as tax and accounting law requires.",
        "Account details are kept while your account is open; ask us to close it and we delete them, except records the law requires us to keep.",
        "Backups hold copies for a limited time after the original is deleted, until those backups expire.",
      ],
    },
    {
      id: "storage",
      heading: "Cookies and storage in your browser",
      paragraphs: [
        "The website keeps your sign-in, your last 3 searches (for 30 days), the campaign that brought you to us (for 30 days) and whether you have seen the sign-in prompt. It uses no third-party advertising cookies.",
      ],
    },
    {
      id: "rights",
      heading: "Your rights",
      paragraphs: [
        "You can ask for a summary of the personal data we hold about you, have it corrected or completed, have it erased where we no longer need it, withdraw a consent you gave (such as WhatsApp messages), and nominate someone to exercise these rights for you. Most details can be changed on your profile page; for anything else, contact us from the Support menu.",
        "If you are not satisfied with our answer, you may complain to the Data Protection Board of India.",
      ],
    },
    {
      id: "security",
      heading: "Security",
      paragraphs: [
        "Data travels encrypted, passwords are stored only as hashes, and access within the company is limited to staff who need it. If you find a weakness, please tell us as our responsible disclosure policy describes.",
      ],
    },
    {
      id: "children",
      heading: "Children",
      paragraphs: [
        "Bookings are made by adults. We do not knowingly collect personal data of children beyond the number and ages of children in a booking.",
      ],
    },
    {
      id: "changes",
      heading: "Changes to this policy",
      paragraphs: [
        "We publish every change on this page with its date, and tell account holders by e-mail before a change that affects how their data is used.",
      ],
    },
  ],
}

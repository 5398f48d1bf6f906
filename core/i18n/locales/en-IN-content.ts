/**
 * Texts of the FAQ and responsible-disclosure pages, in en-IN; part of the default messages
 * (en-IN.ts). The FAQ's questions and the policy's contributors are content (ADR 090).
 */
export const contentPageMessages = {
  "meta.faq.title": "Frequently asked questions · Treebo Hotels",
  "meta.faq.description":
    "Answers on booking, paying, cancelling and Treebo Club rewards: check-in times, Pay at Hotel, refunds and points.",
  "faq.heading": "Frequently asked questions",
  "faq.intro": "Booking, payment, cancellation and rewards, answered.",
  "faq.sections": "Topics",
  "faq.questionCount": { one: "{count} question", other: "{count} questions" },
  "faq.moreHelp": "Still need help? Chat with us or call us from the Support menu at the top of the page.",

  "meta.security.title": "Responsible disclosure policy · Treebo Hotels",
  "meta.security.description":
    "How to report a security issue in Treebo Hotels' website, apps or API, what is in scope, and what we commit to.",
  "security.heading": "Responsible disclosure policy",
  "security.intro":
    "We keep our guests' bookings and details safe, and we welcome reports from researchers who find a weakness. This page says what to test, how to tell us and what we do in return.",
  "security.scope.heading": "Scope",
  "security.scope.intro": "Report issues in:",
  "security.scope.website": "This website, on its main address and the distribution channel addresses",
  "security.scope.api": "The booking API the website calls, under /api/",
  "security.scope.apps": "Our Android and iOS apps",
  "security.exclusions.heading": "Exclusions",
  "security.exclusions.intro": "These are out of scope; please do not test or report them:",
  "security.exclusions.dos": "Denial of service, load tests and anything that slows the site for guests",
  "security.exclusions.social": "Phishing or social engineering of our staff, hotels or guests",
  "security.exclusions.physical": "Physical attempts on our offices or hotels",
  "security.exclusions.scanners": "Scanner output without a working proof of the issue",
  "security.exclusions.headers": "Missing headers or cookie flags that you cannot show to cause harm",
  "security.exclusions.thirdParty": "Sites and services of other companies that we link to",
  "security.data.heading": "Data we do not want",
  "security.data.intro": "Stop as soon as you reach data that is not yours, and tell us what you saw.",
  "security.data.personal":
    "Personal data: do not open, download or keep other people's names, phone numbers, e-mail addresses, ID documents or bookings. Test with accounts and bookings of your own.",
  "security.data.card":
    "Card data: never send us, or try to obtain, card numbers or other payment details. Payments go through our payment gateway, and we do not store card numbers.",
  "security.reporting.heading": "Reporting",
  "security.reporting.to": "E-mail your report to",
  "security.reporting.body":
    "Tell us the page or call affected, the steps to reproduce the issue and what an attacker could do with it. One report per issue, please.",
  "security.reporting.disclosure":
    "Give us 90 days to fix the issue before you publish anything about it, and agree the date with us.",
  "security.commitments.heading": "Our commitments",
  "security.commitments.acknowledge": "We acknowledge your report within 3 working days.",
  "security.commitments.update": "We tell you what we found and keep you posted until the issue is fixed.",
  "security.commitments.legal":
    "We take no legal action against research done in good faith within this policy.",
  "security.commitments.credit": "With your consent, we name you on this page once the issue is fixed.",
  "security.compensation.heading": "No compensation",
  "security.compensation.body":
    "We do not pay for reports, and we do not offer bounties, stays or gifts in exchange for them. Thanking you here is our way of saying thank you.",
  "security.contributors.heading": "Contributors",
  "security.contributors.intro": "Researchers who reported an issue and helped us fix it:",
  "security.contributors.none": "No one is listed yet.",
} as const

import { reviewDate } from "#core/hotel/review-date.ts"
import { formatOrdinalDate } from "#core/i18n/format.ts"
import type { EmailMessage } from "../outbox/email.ts"

export interface PostStayLetter {
  readonly to: string
  readonly guestName: string
  readonly hotelName: string
  readonly hotelAddress: string
  /** YYYY-MM-DD */
  readonly stayFrom: string
  readonly stayTo: string
  readonly feedbackUrl: string
  readonly reviewUrl: string
  /** Epoch ms. */
  readonly reviewLinkExpiresAt: number
}

/**
 * The post-stay e-mail (ADR 093). The feedback link comes first: it is the one a guest is asked to
 * open, and the one `outbox.openLink` follows. The review link is the proof of the stay that lets
 * the guest publish a review, so the e-mail says it is personal and until when it works.
 */
export const postStayEmail = (letter: PostStayLetter): EmailMessage => ({
  to: letter.to,
  subject: `How was your stay at ${letter.hotelName}?`,
  text: [
    `Dear ${letter.guestName},`,
    "",
    `Thank you for staying at ${letter.hotelName}${letter.hotelAddress === "" ? "" : `, ${letter.hotelAddress}`}, from ${formatOrdinalDate(letter.stayFrom)} to ${formatOrdinalDate(letter.stayTo)}.`,
    "Tell us how it went; it takes a minute:",
    "",
    letter.feedbackUrl,
    "",
    "Help other travellers by reviewing the hotel. This link is yours: it shows that you stayed there, and it works until",
    `${reviewDate(new Date(letter.reviewLinkExpiresAt).toISOString())}:`,
    "",
    letter.reviewUrl,
  ].join("\n"),
})

import { Schema } from "effect"
import { FeedbackTagChoice } from "#core/api/feedback.ts"

/**
 * Feedback and verified reviews in the journey format (docs/journeys.md 'Feedback and reviews',
 * ADR 093). `schema.ts` merges these into the step kinds; each page's load and each send's answer go
 * to `expect.response`, what the page shows to `expect.feedbackForm` and `expect.reviewForm`.
 */

const NonNegativeInt = Schema.Int.pipe(Schema.check(Schema.isGreaterThanOrEqualTo(0)))

/** The star widget offers 1 to 5; leaving it out keeps the stars the form shows (none at first). */
const Stars = Schema.Int.pipe(Schema.check(Schema.isBetween({ minimum: 1, maximum: 5 })))

export const FeedbackSubmit = Schema.Struct({
  rating: Schema.optionalKey(Stars),
  /** Exactly the tags to have pressed; default: as the form shows them. */
  tags: Schema.optionalKey(Schema.Array(FeedbackTagChoice)),
  /** What the comment box holds; default: as the form shows it. */
  comments: Schema.optionalKey(Schema.String),
})
export type FeedbackSubmit = typeof FeedbackSubmit.Type

export const ReviewSubmit = Schema.Struct({
  rating: Schema.optionalKey(Stars),
  /** What the text box holds; default: as the form shows it (empty at first). */
  reviewText: Schema.optionalKey(Schema.String),
  /** The hotel reviewed; default: the one of the review link opened. */
  hotel: Schema.optionalKey(Schema.String),
  /** Sends no token even when a review link was opened: a visitor without a stay. */
  withoutLink: Schema.optionalKey(Schema.Boolean),
})
export type ReviewSubmit = typeof ReviewSubmit.Type

/** The alerts a form shows, in en-IN: exactly these, in page order; `[]` for none. */
const Alerts = Schema.Array(Schema.String)

export const ExpectFeedbackForm = Schema.Struct({
  /** The form shows (false: the page says the feedback was sent, with its change link). */
  form: Schema.optionalKey(Schema.Boolean),
  /** The stars chosen; null for none. */
  rating: Schema.optionalKey(Schema.NullOr(Schema.Int)),
  /** Exactly the tags pressed, in any order. */
  tags: Schema.optionalKey(Schema.Array(FeedbackTagChoice)),
  comments: Schema.optionalKey(Schema.String),
  alerts: Schema.optionalKey(Alerts),
  /** Where the last send led: /feedback/{id}/thanks/; null while none succeeded. */
  navigatedTo: Schema.optionalKey(Schema.NullOr(Schema.String)),
})
export type ExpectFeedbackForm = typeof ExpectFeedbackForm.Type

export const ExpectReviewForm = Schema.Struct({
  /** The form shows (false: the page explains who may review, or that the stay is reviewed). */
  form: Schema.optionalKey(Schema.Boolean),
  /** Text the page shows instead of the form. */
  notice: Schema.optionalKey(Schema.NullOr(Schema.String)),
  rating: Schema.optionalKey(Schema.NullOr(Schema.Int)),
  text: Schema.optionalKey(Schema.String),
  alerts: Schema.optionalKey(Alerts),
  /** Where the last send led: /tripadvisor/thank-you/; null while none succeeded. */
  navigatedTo: Schema.optionalKey(Schema.NullOr(Schema.String)),
})
export type ExpectReviewForm = typeof ExpectReviewForm.Type

export const FEEDBACK_ACTORS = ["saveFeedback", "publishReview"] as const

export const feedbackCalls = {
  /** PUT /api/v1/feedbacks/ from the feedback form. */
  saveFeedback: Schema.optionalKey(NonNegativeInt),
  /** PUT /api/feedback/v2/feedbacks/ from the review form. */
  publishReview: Schema.optionalKey(NonNegativeInt),
}

export const feedbackStepArguments = {
  /** Opens the feedback link of the newest post-stay e-mail to the address: the feedback page. */
  "feedback.openLink": Schema.Struct({ to: Schema.NonEmptyString }),
  /** Fills and sends the feedback form; once sent, the change page's form. */
  "feedback.submit": FeedbackSubmit,
  /** Opens the review link of the newest post-stay e-mail to the address: the review page. */
  "review.openLink": Schema.Struct({ to: Schema.NonEmptyString }),
  /** Fills and sends the review form with the open review link's token, if any. */
  "review.submit": ReviewSubmit,
  "expect.feedbackForm": ExpectFeedbackForm,
  "expect.reviewForm": ExpectReviewForm,
} as const

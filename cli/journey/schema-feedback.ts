import { Schema } from "effect"
import { FeedbackTagChoice } from "#core/api/feedback.ts"

/**
 * Feedback and verified reviews in the journey format (docs/journeys.md 'Feedback and reviews',
 * ADR 093). `schema.ts` merges these into the step kinds; each step's answer goes to `expect.response`.
 */

/** Any whole number: a journey may send what the server must refuse (1-5 are the stars). */
const Stars = Schema.Int

export const FeedbackSubmit = Schema.Struct({
  rating: Stars,
  tags: Schema.optionalKey(Schema.Array(FeedbackTagChoice)),
  comments: Schema.optionalKey(Schema.String),
})
export type FeedbackSubmit = typeof FeedbackSubmit.Type

export const ReviewSubmit = Schema.Struct({
  rating: Stars,
  reviewText: Schema.String,
  /** The hotel reviewed; default: the one of the review link opened. */
  hotel: Schema.optionalKey(Schema.String),
  /** Sends no token even when a review link was opened: a visitor without a stay. */
  withoutLink: Schema.optionalKey(Schema.Boolean),
})
export type ReviewSubmit = typeof ReviewSubmit.Type

export const feedbackStepArguments = {
  /** Opens the feedback link of the newest post-stay e-mail to the address: the feedback page's GET. */
  "feedback.openLink": Schema.Struct({ to: Schema.NonEmptyString }),
  /** Sends the open feedback (PUT /api/v1/feedbacks/): the first time submits it, later ones change it. */
  "feedback.submit": FeedbackSubmit,
  /** Opens the review link of the newest post-stay e-mail to the address: the review page's link check. */
  "review.openLink": Schema.Struct({ to: Schema.NonEmptyString }),
  /** Publishes a review (PUT /api/feedback/v2/feedbacks/) with the open review link's token, if any. */
  "review.submit": ReviewSubmit,
} as const

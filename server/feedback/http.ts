import { Effect, Layer } from "effect"
import { HttpApiBuilder } from "effect/http-api"
import { Api } from "#core/api/contract.ts"
import { BadRequest, entry } from "#core/api/errors.ts"
import { normaliseQuestion } from "#core/reviews/questions.ts"
import { reviewTextProblem } from "#core/reviews/stay-review.ts"
import { VerifiedReviews } from "../reviews/verified.ts"
import { Feedbacks } from "./feedbacks.ts"

/** spec-checkout §7 'Feedback and reviews' and update_review_status (ADR 093). */
const FeedbackGroup = HttpApiBuilder.group(
  Api,
  "feedback",
  Effect.fn(function* (handlers) {
    const feedbacks = yield* Feedbacks
    const reviews = yield* VerifiedReviews
    return handlers
      .handle("feedback", ({ params }) => feedbacks.view(params.id))
      .handle("saveFeedback", ({ payload }) => feedbacks.save(payload))
      .handle("publishReview", ({ payload }) => {
        // The review form is a textarea: its text is kept as a question's is.
        const text = normaliseQuestion(payload.review_text)
        const problem = reviewTextProblem(text)
        return problem === undefined
          ? reviews.publish({ ...payload, review_text: text })
          : Effect.fail(new BadRequest(entry("invalid_review_text", problem, "review_text")))
      })
      .handle("reviewLink", ({ query }) => reviews.checkLink(query.hotel_id, query.token))
      .handle("updateReviewStatus", ({ query }) =>
        feedbacks.reviewStatus(
          query.booking_id,
          query.rating === undefined ? undefined : Number(query.rating),
        ),
      )
  }),
)

export const FeedbackHandlers = FeedbackGroup.pipe(Layer.provide([Feedbacks.layer, VerifiedReviews.layer]))

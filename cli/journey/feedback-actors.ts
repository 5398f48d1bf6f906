import { callApi } from "#core/services/api-client.ts"
import { feedbackFormMachine, type SaveFeedbackRequest } from "#machines/feedback-form.machine.ts"
import { type PublishReviewRequest, reviewFormMachine } from "#machines/review-form.machine.ts"
import { keepAnswer } from "./checkout-late.ts"
import { trackedActor } from "./provide.ts"
import type { Session } from "./session.ts"

/**
 * The feedback and review forms with the calls of web/features/feedback/feedback-calls.ts, on the
 * journey's runtime. The server's answer, or its refusal, is what `expect.response` checks next.
 */

export const feedbackFormLogic = (session: Session) =>
  feedbackFormMachine.provide({
    actors: {
      saveFeedback: trackedActor(session, "saveFeedback", (payload: SaveFeedbackRequest) =>
        callApi((api) => api.feedback.saveFeedback({ payload })).pipe(keepAnswer(session)),
      ),
    },
  })

export const reviewFormLogic = (session: Session) =>
  reviewFormMachine.provide({
    actors: {
      publishReview: trackedActor(session, "publishReview", (payload: PublishReviewRequest) =>
        callApi((api) => api.feedback.publishReview({ payload })).pipe(keepAnswer(session)),
      ),
    },
  })

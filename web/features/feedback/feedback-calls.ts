import { callApi } from "#core/services/api-client.ts"
import type { SaveFeedbackRequest } from "#machines/feedback-form.machine.ts"
import type { PublishReviewRequest } from "#machines/review-form.machine.ts"
import { browserRuntime } from "../../lib/effect-runtime.ts"

/**
 * The feedback and review forms' calls, on the browser's runtime; feedback-machines.ts imports this
 * module on first use (docs/decisions/070-javascript-budget.md). A failure rejects with the ApiError.
 */

export const saveFeedback = (request: SaveFeedbackRequest, signal: AbortSignal): Promise<unknown> =>
  browserRuntime().runPromise(
    callApi((api) => api.feedback.saveFeedback({ payload: request })),
    { signal },
  )

export const publishReview = (request: PublishReviewRequest, signal: AbortSignal): Promise<unknown> =>
  browserRuntime().runPromise(
    callApi((api) => api.feedback.publishReview({ payload: request })),
    { signal },
  )

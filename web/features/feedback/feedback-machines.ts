import { fromPromise } from "xstate"
import { feedbackFormMachine } from "#machines/feedback-form.machine.ts"
import { reviewFormMachine } from "#machines/review-form.machine.ts"
import { afterEffect } from "../../lib/after-effect.ts"

const calls = () => afterEffect(() => import("./feedback-calls.ts"))

export const browserFeedbackFormMachine = feedbackFormMachine.provide({
  actors: {
    saveFeedback: fromPromise(async ({ input, signal }) => (await calls()).saveFeedback(input, signal)),
  },
})

export const browserReviewFormMachine = reviewFormMachine.provide({
  actors: {
    publishReview: fromPromise(async ({ input, signal }) => (await calls()).publishReview(input, signal)),
  },
})

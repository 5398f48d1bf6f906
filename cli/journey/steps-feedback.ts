import { failed, type Outcome, passed } from "./outcome.ts"
import type { FeedbackStep } from "./schema.ts"
import { rawRequest, reasonOf, type Session } from "./session.ts"
import type { StepContext } from "./steps.ts"

/**
 * Feedback and reviews (ADR 093) with the calls their pages make; links come from the post-stay
 * e-mail in the outbox, as a guest would follow them. Each answer goes to `expect.response`.
 */

interface Opened {
  feedbackId?: string
  review?: { readonly hotelId: string; readonly token: string }
}

const opened = new WeakMap<Session, Opened>()

const FEEDBACK_LINK = /\/feedback\/([a-z2-7]{26})\//
const REVIEW_LINK = /\/tripadvisor\/reviews-(\d+)\/\?token=(\S+)/

/** The newest e-mail to `to` whose body matches `link`, as the match. */
const newestWith = async (session: Session, to: string, link: RegExp) => {
  const answer = await rawRequest(session, {
    method: "GET",
    path: "/api/test/outbox",
    query: { recipient: to },
  })
  if (answer.status !== 200) return `the outbox could not be read (${reasonOf(answer)})`
  const messages = (answer.body as { data?: ReadonlyArray<{ body: string }> }).data ?? []
  for (const message of [...messages].reverse()) {
    const found = link.exec(message.body)
    if (found !== null) return found
  }
  return `no e-mail to ${to} holds such a link`
}

const respond = async (ctx: StepContext, request: Parameters<typeof rawRequest>[1]): Promise<Outcome> => {
  ctx.session.lastResponse = await rawRequest(ctx.session, request)
  return passed
}

export const runFeedbackStep = async (step: FeedbackStep, ctx: StepContext): Promise<Outcome> => {
  const state = opened.get(ctx.session) ?? {}
  opened.set(ctx.session, state)
  switch (step.kind) {
    case "feedback.openLink": {
      const found = await newestWith(ctx.session, step.arg.to, FEEDBACK_LINK)
      if (typeof found === "string") return failed(found)
      state.feedbackId = found[1]!
      return respond(ctx, { method: "GET", path: `/api/v1/feedbacks/${state.feedbackId}/` })
    }
    case "feedback.submit": {
      if (state.feedbackId === undefined) return failed("no feedback is open: feedback.openLink first")
      return respond(ctx, {
        method: "PUT",
        path: "/api/v1/feedbacks/",
        json: { id: state.feedbackId, ...step.arg },
      })
    }
    case "review.openLink": {
      const found = await newestWith(ctx.session, step.arg.to, REVIEW_LINK)
      if (typeof found === "string") return failed(found)
      state.review = { hotelId: found[1]!, token: found[2]! }
      return respond(ctx, {
        method: "GET",
        path: "/api/feedback/v2/review-link/",
        query: { hotel_id: state.review.hotelId, token: state.review.token },
      })
    }
    case "review.submit": {
      const hotelId = step.arg.hotel ?? state.review?.hotelId
      if (hotelId === undefined)
        return failed("no review link is open: review.openLink first, or give the hotel")
      const token = step.arg.withoutLink === true ? undefined : state.review?.token
      return respond(ctx, {
        method: "PUT",
        path: "/api/feedback/v2/feedbacks/",
        json: {
          hotel_id: hotelId,
          rating: step.arg.rating,
          review_text: step.arg.reviewText,
          ...(token === undefined ? {} : { token }),
        },
      })
    }
  }
}

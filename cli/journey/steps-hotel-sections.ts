import type { Feedback, Feedbacks } from "#core/api/reviews.ts"
import { REVIEWS_PAGE_SIZE } from "#core/reviews/limits.ts"
import type { HotelQuestionsEvent } from "#machines/hotel-questions.machine.ts"
import type { HotelReviewsEvent } from "#machines/hotel-reviews.machine.ts"
import { matchQuestions, questionBrief, questionsView } from "./expect-questions.ts"
import { matchReviews, reviewsView } from "./expect-reviews.ts"
import type { HotelParts } from "./hotel.ts"
import { failed, type Outcome, passed, verdict } from "./outcome.ts"
import type { HotelStep } from "./schema.ts"
import { rawRequest, reasonOf } from "./session.ts"
import type { StepContext } from "./steps.ts"
import { partsOf } from "./steps-hotel-parts.ts"

/** The steps on the hotel page's reviews and questions sections (steps-hotel.ts hands them here). */
export type HotelSectionStep = Extract<
  HotelStep,
  {
    kind:
      | "reviews.open"
      | "reviews.close"
      | "reviews.next"
      | "reviews.prev"
      | "reviews.more"
      | "questions.next"
      | "questions.prev"
      | "question.type"
      | "question.author"
      | "question.submit"
      | "question.reset"
      | "expect.reviews"
      | "expect.questions"
  }
>

/** Sends an event to a section's machine as its button would; a disabled button fails the step. */
const press = async <E>(
  ctx: StepContext,
  actor: (parts: HotelParts) => { getSnapshot: () => { can: (e: E) => boolean }; send: (e: E) => void },
  event: E,
  refusal: (parts: HotelParts) => string,
): Promise<Outcome> => {
  const got = partsOf(ctx)
  if ("status" in got) return got
  const a = actor(got.parts)
  if (!a.getSnapshot().can(event)) return failed(refusal(got.parts))
  a.send(event)
  await ctx.session.settle()
  return passed
}

const reviews = (ctx: StepContext, event: HotelReviewsEvent, refusal: string) =>
  press(
    ctx,
    (p) => p.reviews,
    event,
    (p) => {
      const v = reviewsView(p)
      return `${refusal} (page ${v.page} of ${v.pages}, ${v.loaded} of ${v.total} reviews loaded)`
    },
  )

const questions = (ctx: StepContext, event: HotelQuestionsEvent, refusal: string) =>
  press(
    ctx,
    (p) => p.questions,
    event,
    (p) => {
      const v = questionsView(p)
      return `${refusal} (page ${v.page} of ${v.pages}${v.submitting ? ", a question is being posted" : ""})`
    },
  )

/** The feedbacks API's reviews at the places the page shows, asked again raw. */
const feedbacksShown = async (
  ctx: StepContext,
  view: ReturnType<typeof reviewsView>,
): Promise<ReadonlyArray<Feedback> | { readonly error: string }> => {
  const first = view.modalOpen ? (view.page - 1) * REVIEWS_PAGE_SIZE : 0
  const answer = await rawRequest(ctx.session, {
    method: "GET",
    path: `/api/feedback/v1/hotel-feedbacks/${view.hotelId}`,
    query: { page_index: String(first), page_size: String(REVIEWS_PAGE_SIZE) },
  })
  if (answer.status !== 200) return { error: `the feedbacks API answered ${reasonOf(answer)}` }
  return (answer.body as { data: Feedbacks }).data.feedbacks.slice(0, view.shown.length)
}

export const runHotelSectionStep = async (step: HotelSectionStep, ctx: StepContext): Promise<Outcome> => {
  switch (step.kind) {
    case "reviews.open":
      return reviews(ctx, { type: "modal.open" }, "")
    case "reviews.close": {
      const got = partsOf(ctx)
      if ("status" in got) return got
      if (!got.parts.reviews.getSnapshot().context.modalOpen) return failed("the reviews modal is not open")
      got.parts.reviews.send({ type: "modal.close" })
      return passed
    }
    case "reviews.next":
      return reviews(ctx, { type: "reviews.next" }, "there is no next page of reviews")
    case "reviews.prev":
      return reviews(ctx, { type: "reviews.prev" }, "there is no previous page of reviews")
    case "reviews.more":
      return reviews(ctx, { type: "reviews.more" }, "there are no more reviews to load")
    case "questions.next":
      return questions(ctx, { type: "questions.next" }, "there is no next page of questions")
    case "questions.prev":
      return questions(ctx, { type: "questions.prev" }, "there is no previous page of questions")
    case "question.type":
      return questions(
        ctx,
        { type: "field.change", field: "question", value: step.arg },
        "the form takes no typing now",
      )
    case "question.author":
      return questions(
        ctx,
        { type: "field.change", field: "author", value: step.arg },
        "the form takes no typing now",
      )
    case "question.submit":
      return questions(ctx, { type: "form.submit" }, "Post question does nothing now")
    case "question.reset":
      return questions(ctx, { type: "form.reset" }, "no question was posted: 'Ask a question' is not offered")
    case "expect.reviews": {
      const got = partsOf(ctx)
      if ("status" in got) return got
      const view = reviewsView(got.parts)
      const api = step.arg.datesMatchApi === true ? await feedbacksShown(ctx, view) : null
      if (api !== null && "error" in api) return failed(api.error)
      return verdict(matchReviews(step.arg, view, api), step.arg, view)
    }
    case "expect.questions": {
      const got = partsOf(ctx)
      if ("status" in got) return got
      const view = questionsView(got.parts)
      const shown = {
        ...view,
        questions: view.questions.map(questionBrief),
        posted: view.posted === null ? null : questionBrief(view.posted),
      }
      return verdict(matchQuestions(step.arg, view), step.arg, shown)
    }
  }
}

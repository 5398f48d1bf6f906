import type { Actor } from "xstate"
import type { GuestFeedback } from "#core/api/feedback.ts"
import type { FeedbackTag } from "#core/content/feedback-tags.ts"
import { href } from "#core/routes/href.ts"
import { journeyActor } from "./actors.ts"
import {
  type FeedbackFormView,
  feedbackAlerts,
  matchFeedbackForm,
  matchReviewForm,
  type ReviewFormView,
  reviewAlerts,
  reviewNotice,
} from "./expect-feedback.ts"
import { feedbackFormLogic, reviewFormLogic } from "./feedback-actors.ts"
import { failed, type Outcome, passed, verdict } from "./outcome.ts"
import type { FeedbackStep } from "./schema.ts"
import type { FeedbackSubmit, ReviewSubmit } from "./schema-feedback.ts"
import { rawRequest, reasonOf, type Session } from "./session.ts"
import type { StepContext } from "./steps.ts"

/**
 * The feedback and review pages (ADR 093), reached by the links of the post-stay e-mail in the
 * outbox as a guest follows them: each page's load is the server-side loader's call (its answer goes
 * to `expect.response`), and its form is the website's machine with the website's calls.
 */

type FeedbackForm = Actor<ReturnType<typeof feedbackFormLogic>>
type ReviewForm = Actor<ReturnType<typeof reviewFormLogic>>

interface FeedbackPage {
  readonly id: string
  /** The tag sections the page shows, from its load. */
  sections: GuestFeedback["tag_sections"]
  /** Null while the page shows that the feedback was sent (its change page shows the form). */
  form: FeedbackForm | null
  navigatedTo: string | null
}

interface ReviewPage {
  readonly hotelId: string
  /** The review link's token; "" without one. */
  readonly token: string
  /** What the page shows instead of a form; null with a form. */
  readonly notice: string | null
  form: ReviewForm | null
  navigatedTo: string | null
}

interface Pages {
  feedback?: FeedbackPage
  review?: ReviewPage
}

const pages = new WeakMap<Session, Pages>()

const pagesOf = (session: Session): Pages => {
  const state = pages.get(session) ?? {}
  pages.set(session, state)
  return state
}

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

/** feedback-page.tsx starts its form with the answers given so far. */
const startFeedbackForm = (session: Session, feedback: GuestFeedback): FeedbackForm =>
  journeyActor(feedbackFormLogic(session), {
    clock: session.clock,
    input: {
      id: feedback.id,
      rating: feedback.rating,
      tags: feedback.tag_sections.flatMap((s) =>
        s.values.filter((v) => v.selected).map((v) => ({ section: s.name, value: v.name })),
      ),
      comments: feedback.comments,
    },
  }).start()

/** The feedback page's loader: GET /api/v1/feedbacks/{id}/. */
const loadFeedback = async (session: Session, id: string) => {
  const answer = await rawRequest(session, { method: "GET", path: `/api/v1/feedbacks/${id}/` })
  return { answer, feedback: answer.status === 200 ? (answer.body as { data: GuestFeedback }).data : null }
}

const openFeedback = async (ctx: StepContext, to: string): Promise<Outcome> => {
  const found = await newestWith(ctx.session, to, FEEDBACK_LINK)
  if (typeof found === "string") return failed(found)
  const { answer, feedback } = await loadFeedback(ctx.session, found[1]!)
  ctx.session.lastResponse = answer
  const state = pagesOf(ctx.session)
  state.feedback?.form?.stop()
  state.feedback = {
    id: found[1]!,
    sections: feedback?.tag_sections ?? [],
    // An answered feedback shows its change link instead of the form.
    form: feedback?.state === "pending" ? startFeedbackForm(ctx.session, feedback) : null,
    navigatedTo: null,
  }
  return passed
}

/** The form to fill: the open one, else the change page's (/feedback/{id}/change/), opened afresh. */
const feedbackForm = async (ctx: StepContext, page: FeedbackPage): Promise<FeedbackForm | string> => {
  if (page.form?.getSnapshot().status === "active") return page.form
  const { answer, feedback } = await loadFeedback(ctx.session, page.id)
  if (feedback === null) return `the change page did not load (${reasonOf(answer)})`
  page.sections = feedback.tag_sections
  page.form = startFeedbackForm(ctx.session, feedback)
  page.navigatedTo = null
  return page.form
}

const sameTag = (a: FeedbackTag, b: FeedbackTag) => a.section === b.section && a.value === b.value

const submitFeedback = async (ctx: StepContext, arg: FeedbackSubmit): Promise<Outcome> => {
  const page = pagesOf(ctx.session).feedback
  if (page === undefined) return failed("no feedback is open: feedback.openLink first")
  const form = await feedbackForm(ctx, page)
  if (typeof form === "string") return failed(form)
  const wanted = arg.tags
  if (wanted !== undefined) {
    const shown = page.sections.flatMap((s) => s.values.map((v) => ({ section: s.name, value: v.name })))
    const missing = wanted.find((tag) => !shown.some((t) => sameTag(t, tag)))
    if (missing !== undefined)
      return failed(`the page shows no tag '${missing.value}' in section '${missing.section}'`)
  }
  if (arg.rating !== undefined) form.send({ type: "rating.select", rating: arg.rating })
  if (wanted !== undefined) {
    // A tag is a button: pressing it again lets it go, so only the differences are pressed.
    const pressed = form.getSnapshot().context.tags
    const toggles = [
      ...pressed.filter((t) => !wanted.some((w) => sameTag(w, t))),
      ...wanted.filter((w) => !pressed.some((t) => sameTag(w, t))),
    ]
    for (const tag of toggles) form.send({ type: "tag.toggle", ...tag })
  }
  if (arg.comments !== undefined) form.send({ type: "comments.change", comments: arg.comments })
  return send(ctx, form, { type: "feedback.submit" }, () => {
    page.navigatedTo = href("feedbackThanks", { feedbackId: page.id })
  })
}

/** Sends the form; its call's answer becomes the last response, none when the form did not send. */
const send = async <E extends { readonly type: string }>(
  ctx: StepContext,
  form: { send: (event: E) => void; getSnapshot: () => { readonly status: string } },
  event: E,
  onDone: () => void,
): Promise<Outcome> => {
  ctx.session.lastResponse = undefined
  form.send(event)
  await ctx.session.settle()
  if (form.getSnapshot().status === "done") onDone()
  return passed
}

const openReview = async (ctx: StepContext, to: string): Promise<Outcome> => {
  const found = await newestWith(ctx.session, to, REVIEW_LINK)
  if (typeof found === "string") return failed(found)
  const [, hotelId = "", token = ""] = found
  // The review page's loader checks the link; it changes nothing.
  const answer = await rawRequest(ctx.session, {
    method: "GET",
    path: "/api/feedback/v2/review-link/",
    query: { hotel_id: hotelId, token },
  })
  ctx.session.lastResponse = answer
  const link = answer.status === 200 ? (answer.body as { data: { reviewed: boolean } }).data : null
  const showsForm = link !== null && !link.reviewed
  // review-page.tsx: a refused link shows the server's reason (a 403's message), else who may review.
  const refusal =
    answer.status === 403
      ? ((answer.body as { errors?: ReadonlyArray<{ message?: string }> }).errors?.[0]?.message ?? null)
      : null
  const state = pagesOf(ctx.session)
  state.review?.form?.stop()
  state.review = {
    hotelId,
    token,
    notice: showsForm ? null : reviewNotice(link?.reviewed ?? false, refusal),
    form: showsForm ? startReviewForm(ctx.session, hotelId, token) : null,
    navigatedTo: null,
  }
  return passed
}

const startReviewForm = (session: Session, hotelId: string, token: string): ReviewForm =>
  journeyActor(reviewFormLogic(session), { clock: session.clock, input: { hotelId, token } }).start()

/**
 * The form to fill: the open review page's; else one posted as a page opened earlier would post it
 * (another tab on the same link, or a form kept without the link's proof): for `hotel`, with the
 * link's token unless `withoutLink`.
 */
const reviewForm = (ctx: StepContext, arg: ReviewSubmit): ReviewPage | string => {
  const state = pagesOf(ctx.session)
  const open = state.review
  const hotelId = arg.hotel ?? open?.hotelId
  if (hotelId === undefined) return "no review link is open: review.openLink first, or give the hotel"
  const token = arg.withoutLink === true ? "" : (open?.token ?? "")
  if (open?.form?.getSnapshot().status === "active" && open.hotelId === hotelId && open.token === token)
    return open
  open?.form?.stop()
  state.review = {
    hotelId,
    token,
    notice: null,
    form: startReviewForm(ctx.session, hotelId, token),
    navigatedTo: null,
  }
  return state.review
}

const submitReview = async (ctx: StepContext, arg: ReviewSubmit): Promise<Outcome> => {
  const page = reviewForm(ctx, arg)
  if (typeof page === "string") return failed(page)
  const form = page.form!
  if (arg.rating !== undefined) form.send({ type: "rating.select", rating: arg.rating })
  if (arg.reviewText !== undefined) form.send({ type: "text.change", text: arg.reviewText })
  return send(ctx, form, { type: "review.submit" }, () => {
    page.navigatedTo = href("reviewSubmitted")
  })
}

const feedbackView = (page: FeedbackPage | undefined): FeedbackFormView => {
  const snapshot = page?.form?.getSnapshot()
  const context = snapshot?.context
  return {
    form: snapshot?.status === "active",
    rating: context?.rating ?? null,
    tags: context?.tags ?? [],
    comments: context?.comments ?? "",
    alerts: context === undefined ? [] : feedbackAlerts(context.ratingMissing, context.error),
    navigatedTo: page?.navigatedTo ?? null,
  }
}

const reviewView = (page: ReviewPage | undefined): ReviewFormView => {
  const snapshot = page?.form?.getSnapshot()
  const context = snapshot?.context
  return {
    form: snapshot?.status === "active",
    notice: page?.notice ?? null,
    rating: context?.rating ?? null,
    text: context?.text ?? "",
    alerts: context === undefined ? [] : reviewAlerts(context.problem, context.error),
    navigatedTo: page?.navigatedTo ?? null,
  }
}

export const runFeedbackStep = async (step: FeedbackStep, ctx: StepContext): Promise<Outcome> => {
  switch (step.kind) {
    case "feedback.openLink":
      return openFeedback(ctx, step.arg.to)
    case "feedback.submit":
      return submitFeedback(ctx, step.arg)
    case "review.openLink":
      return openReview(ctx, step.arg.to)
    case "review.submit":
      return submitReview(ctx, step.arg)
    case "expect.feedbackForm": {
      const page = pagesOf(ctx.session).feedback
      const view = feedbackView(page)
      // Feedback ids are random: `{feedbackId}` is the open feedback's.
      const expected =
        step.arg.navigatedTo === undefined || step.arg.navigatedTo === null || page === undefined
          ? step.arg
          : { ...step.arg, navigatedTo: step.arg.navigatedTo.replace("{feedbackId}", page.id) }
      return verdict(matchFeedbackForm(expected, view), expected, view)
    }
    case "expect.reviewForm": {
      const view = reviewView(pagesOf(ctx.session).review)
      return verdict(matchReviewForm(step.arg, view), step.arg, view)
    }
  }
}

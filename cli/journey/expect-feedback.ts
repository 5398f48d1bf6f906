import type { FeedbackTag } from "#core/content/feedback-tags.ts"
import { translatorFor } from "#core/i18n/locales.ts"
import type { ApiFailure } from "#machines/lib/api-failure.ts"
import type { Mismatch } from "./result.ts"
import { same } from "./same.ts"
import type { ExpectFeedbackForm, ExpectReviewForm } from "./schema-feedback.ts"

/**
 * The feedback and review pages as feedback-page.tsx and review-page.tsx render them, in en-IN,
 * and their matchers.
 */

const enIN = translatorFor("en-IN")

export interface FeedbackFormView {
  readonly form: boolean
  readonly rating: number | null
  readonly tags: ReadonlyArray<FeedbackTag>
  readonly comments: string
  readonly alerts: ReadonlyArray<string>
  readonly navigatedTo: string | null
}

export interface ReviewFormView {
  readonly form: boolean
  readonly notice: string | null
  readonly rating: number | null
  readonly text: string
  readonly alerts: ReadonlyArray<string>
  readonly navigatedTo: string | null
}

/** The form's alerts in page order: what is missing, then the server's refusal. */
export const feedbackAlerts = (ratingMissing: boolean, error: ApiFailure | null): ReadonlyArray<string> => [
  ...(ratingMissing ? [enIN("feedback.ratingMissing")] : []),
  ...(error === null ? [] : [error.message]),
]

export const reviewAlerts = (problem: "rating" | "text" | null, error: ApiFailure | null) => [
  ...(problem === "rating" ? [enIN("feedback.ratingMissing")] : []),
  ...(problem === "text" ? [enIN("review.textMissing")] : []),
  ...(error === null ? [] : [error.message]),
]

/** What the review page says instead of its form: the server's reason, else who may review. */
export const reviewNotice = (reviewed: boolean, refusal: string | null): string =>
  reviewed ? enIN("review.alreadyReviewed") : (refusal ?? enIN("review.onlyGuests"))

const tagKey = (t: FeedbackTag) => `${t.section}/${t.value}`
const tagKeys = (tags: ReadonlyArray<FeedbackTag>) => tags.map(tagKey).sort()

export const matchFeedbackForm = (expected: ExpectFeedbackForm, view: FeedbackFormView): Array<Mismatch> => {
  const out: Array<Mismatch> = []
  same(out, "form", expected.form, view.form)
  same(out, "rating", expected.rating, view.rating)
  if (expected.tags !== undefined) same(out, "tags", tagKeys(expected.tags), tagKeys(view.tags))
  same(out, "comments", expected.comments, view.comments)
  same(out, "alerts", expected.alerts, view.alerts)
  same(out, "navigatedTo", expected.navigatedTo, view.navigatedTo)
  return out
}

export const matchReviewForm = (expected: ExpectReviewForm, view: ReviewFormView): Array<Mismatch> => {
  const out: Array<Mismatch> = []
  same(out, "form", expected.form, view.form)
  same(out, "notice", expected.notice, view.notice)
  same(out, "rating", expected.rating, view.rating)
  same(out, "text", expected.text, view.text)
  same(out, "alerts", expected.alerts, view.alerts)
  same(out, "navigatedTo", expected.navigatedTo, view.navigatedTo)
  return out
}

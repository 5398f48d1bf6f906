import type { Feedback } from "#core/api/reviews.ts"
import { reviewDate } from "#core/hotel/review-date.ts"
import { reviewsPage } from "#machines/hotel-reviews.machine.ts"
import type { HotelParts } from "./hotel.ts"
import type { Mismatch } from "./result.ts"
import { same } from "./same.ts"
import type { ExpectReviews, ReviewMatch } from "./schema-hotel.ts"

/** The hotel page's reviews and the all-reviews modal, read as reviews.tsx renders them, and their matcher. */

/** web/features/hotel/reviews.tsx: the page itself shows the first three reviews. */
const ON_PAGE = 3

const reviewShown = (r: Feedback) => ({
  guest: r.guest_name,
  date: reviewDate(r.created_at),
  rating: r.rating,
  text: r.review_text,
})
type ReviewShown = ReturnType<typeof reviewShown>

export const reviewsView = (parts: HotelParts) => {
  const s = parts.reviews.getSnapshot()
  const { context } = s
  const page = reviewsPage(context)
  return {
    hotelId: context.hotelId,
    total: context.totalCount ?? 0,
    loaded: context.reviews.length,
    modalOpen: context.modalOpen,
    page: page.number,
    pages: page.count,
    canNext: s.can({ type: "reviews.next" }),
    canPrev: s.can({ type: "reviews.prev" }),
    canMore: s.can({ type: "reviews.more" }),
    loading: s.hasTag("loading"),
    failed: context.failed,
    shown: (context.modalOpen ? page.reviews : context.reviews.slice(0, ON_PAGE)).map(reviewShown),
  }
}
export type ReviewsView = ReturnType<typeof reviewsView>

const fitsReview = (m: ReviewMatch, r: ReviewShown | undefined) =>
  r !== undefined &&
  (typeof m === "string"
    ? m === r.guest
    : m.guest === r.guest &&
      (m.date === undefined || m.date === r.date) &&
      (m.rating === undefined || m.rating === r.rating) &&
      (m.text === undefined || r.text.includes(m.text)))

const brief = (r: ReviewShown) => `${r.guest}, ${r.date}, ${r.rating}★`

/** A date as review-date.ts writes it: '1st Mar 2026'. */
const REVIEW_DATE = /^\d{1,2}(st|nd|rd|th) [A-Z][a-z]{2} \d{4}$/

export const matchReviews = (
  expected: ExpectReviews,
  view: ReviewsView,
  api: ReadonlyArray<Feedback> | null,
): Array<Mismatch> => {
  const out: Array<Mismatch> = []
  if (expected.datesMatchApi === true && api !== null) {
    const want = api.map(reviewShown).map(brief)
    const got = view.shown.map(brief)
    if (JSON.stringify(want) !== JSON.stringify(got))
      out.push({ at: "datesMatchApi", expected: want, actual: got })
    const bad = view.shown.filter((r) => r.date === null || !REVIEW_DATE.test(r.date))
    if (bad.length > 0)
      out.push({ at: "datesMatchApi", expected: "dates such as 1st Mar 2026", actual: bad.map(brief) })
  }
  for (const key of [
    "total",
    "loaded",
    "modalOpen",
    "page",
    "pages",
    "canNext",
    "canPrev",
    "canMore",
    "loading",
    "failed",
  ] as const)
    same(out, key, expected[key], view[key])
  if (expected.shown !== undefined) {
    const ok =
      expected.shown.length === view.shown.length &&
      expected.shown.every((m, i) => fitsReview(m, view.shown[i]))
    if (!ok) out.push({ at: "shown", expected: expected.shown, actual: view.shown.map(brief) })
  }
  if (expected.first !== undefined && !fitsReview(expected.first, view.shown[0]))
    out.push({
      at: "first",
      expected: expected.first,
      actual: view.shown[0] === undefined ? null : brief(view.shown[0]),
    })
  return out
}

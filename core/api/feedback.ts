import { Schema } from "effect"
import { HttpApiEndpoint, HttpApiGroup, OpenApi } from "effect/http-api"
import { NumericId } from "../catalogue/primitives.ts"
import { CalendarDay } from "../dates/calendar-day-schema.ts"
import { OrderId } from "./checkout.ts"
import { Data } from "./envelope.ts"
import { BadRequest, Conflict, Forbidden, NotFound } from "./errors.ts"
import { Feedback } from "./reviews.ts"

/** A feedback's id: 26 base-32 characters, 130 random bits; whoever holds it may answer (ADR 093). */
export const FeedbackId = Schema.String.check(
  Schema.isPattern(/^[a-z2-7]{26}$/, { message: "must be a feedback id from the post-stay e-mail" }),
)

export const FEEDBACK_COMMENTS_MAX = 2000

const Stars = Schema.Int.check(
  Schema.isBetween({ minimum: 1, maximum: 5 }, { message: "must be 1 to 5 stars" }),
)

/** pending: not answered yet; submitted: answered once; changed: answered again since. */
export const FeedbackState = Schema.Literals(["pending", "submitted", "changed"])
export type FeedbackState = typeof FeedbackState.Type

/** spec-checkout §3 'Feedback': a tag section with its values, each with a name and a body value. */
export const FeedbackTagSectionView = Schema.Struct({
  name: Schema.String,
  body: Schema.String,
  values: Schema.Array(Schema.Struct({ name: Schema.String, body: Schema.String, selected: Schema.Boolean })),
})
export type FeedbackTagSectionView = typeof FeedbackTagSectionView.Type

/** spec-checkout §3 'Feedback': state, user name, booking, tag section values; plus the answers given. */
export const GuestFeedback = Schema.Struct({
  id: FeedbackId,
  state: FeedbackState,
  /** The member's name, or the guest's as booked. */
  user_name: Schema.String,
  booking: Schema.Struct({
    hotel_id: Schema.String,
    hotel_name: Schema.String,
    address: Schema.String,
    from_date: CalendarDay,
    to_date: CalendarDay,
    guest: Schema.String,
  }),
  rating: Schema.NullOr(Schema.Int),
  tag_sections: Schema.Array(FeedbackTagSectionView),
  comments: Schema.String,
  /** ISO instants; null while pending. */
  submitted_at: Schema.NullOr(Schema.String),
  updated_at: Schema.String,
})
export type GuestFeedback = typeof GuestFeedback.Type

export const FeedbackTagChoice = Schema.Struct({ section: Schema.String, value: Schema.String })

/** PUT /api/v1/feedbacks/ (spec-checkout §7 'feedback payload'): submits, or changes, one feedback. */
export const FeedbackPayload = Schema.Struct({
  id: FeedbackId,
  rating: Stars,
  tags: Schema.optionalKey(Schema.Array(FeedbackTagChoice).check(Schema.isMaxLength(50))),
  comments: Schema.optionalKey(
    Schema.String.check(
      Schema.isMaxLength(FEEDBACK_COMMENTS_MAX, {
        message: `at most ${FEEDBACK_COMMENTS_MAX} characters, please`,
      }),
    ),
  ),
})
export type FeedbackPayload = typeof FeedbackPayload.Type

/** PUT /api/feedback/v2/feedbacks/ (spec-checkout §7 'review_text, rating and other fields'). */
export const ReviewPayload = Schema.Struct({
  hotel_id: NumericId,
  rating: Stars,
  review_text: Schema.String,
  /** The review link's token from the post-stay e-mail: the proof of a completed stay (ADR 093). */
  token: Schema.optionalKey(Schema.String.check(Schema.isMaxLength(1000))),
})
export type ReviewPayload = typeof ReviewPayload.Type

/** What the review page knows from its link before anything is written. */
export const ReviewLinkCheck = Schema.Struct({
  hotel_id: Schema.String,
  hotel_name: Schema.String,
  stayed_from: CalendarDay,
  stayed_to: CalendarDay,
  /** ISO instant the link stops working. */
  expires_at: Schema.String,
  /** A review of this stay is already published. */
  reviewed: Schema.Boolean,
})
export type ReviewLinkCheck = typeof ReviewLinkCheck.Type

/** GET update_review_status (spec-checkout §7): the one-tap rating of the e-mail, idempotent. */
export const ReviewStatus = Schema.Struct({
  feedback_id: FeedbackId,
  state: FeedbackState,
  rating: Schema.NullOr(Schema.Int),
  /** The feedback page, to finish the feedback on. */
  feedback_url: Schema.String,
})
export type ReviewStatus = typeof ReviewStatus.Type

const RatingText = Schema.String.check(Schema.isPattern(/^[1-5]$/, { message: "must be 1 to 5 stars" }))

export class FeedbackApi extends HttpApiGroup.make("feedback")
  .add(
    HttpApiEndpoint.get("feedback", "/api/v1/feedbacks/:id/", {
      params: { id: FeedbackId },
      success: Data(GuestFeedback),
      error: [BadRequest, NotFound],
    }),
    HttpApiEndpoint.put("saveFeedback", "/api/v1/feedbacks/", {
      payload: FeedbackPayload,
      success: Data(GuestFeedback),
      error: [BadRequest, NotFound],
    }),
    HttpApiEndpoint.put("publishReview", "/api/feedback/v2/feedbacks/", {
      payload: ReviewPayload,
      success: Data(Feedback),
      error: [BadRequest, Forbidden, NotFound, Conflict],
    }),
    HttpApiEndpoint.get("reviewLink", "/api/feedback/v2/review-link/", {
      query: { hotel_id: NumericId, token: Schema.String.check(Schema.isMaxLength(1000)) },
      success: Data(ReviewLinkCheck),
      error: [BadRequest, Forbidden],
    }),
    HttpApiEndpoint.get("updateReviewStatus", "/api/v1/growth/communication/update_review_status/", {
      query: { booking_id: OrderId, rating: Schema.optionalKey(RatingText) },
      success: Data(ReviewStatus),
      error: [BadRequest, NotFound],
    }),
  )
  .annotateMerge(
    OpenApi.annotations({
      title: "Feedback",
      description: "Feedback after a stay, and reviews by guests with a completed stay",
    }),
  ) {}

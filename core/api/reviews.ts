import { Schema, SchemaTransformation } from "effect"
import { HttpApiEndpoint, HttpApiGroup, OpenApi } from "effect/http-api"
import { NumericId } from "../catalogue/primitives.ts"
import { MAX_SUMMARY_HOTELS, QUESTION_AUTHOR_MAX_LENGTH } from "../reviews/limits.ts"
import { Data } from "./envelope.ts"
import { BadRequest, NotFound, TooManyRequests } from "./errors.ts"

const WholeText = (max: number) =>
  Schema.String.check(Schema.isPattern(/^\d{1,7}$/, { message: "must be a whole number" })).pipe(
    Schema.decodeTo(
      Schema.Int.check(Schema.isBetween({ minimum: 0, maximum: max })),
      SchemaTransformation.numberFromString,
    ),
  )

/** A sub-rating: one aspect of the stay, 1-5 to one decimal. */
export const SubRating = Schema.Struct({ name: Schema.String, rating: Schema.Finite })

/** spec-search §3 review item, spec-search §7 feedbacks. created_at is an ISO instant. */
export const Feedback = Schema.Struct({
  id: Schema.Int,
  hotel_id: Schema.String,
  rating: Schema.Int,
  review_text: Schema.String,
  guest_name: Schema.String,
  created_at: Schema.String,
  /** The stay a verified review is about (YYYY-MM-DD); null for reviews that predate it (ADR 093). */
  stay: Schema.optionalKey(Schema.NullOr(Schema.Struct({ from: Schema.String, to: Schema.String }))),
})
export type Feedback = typeof Feedback.Type

/** spec-search §3 'Reviews summary on a hotel', one hotel's entry. */
export const RatingsSummary = Schema.Struct({
  hotelId: Schema.String,
  noOfReviews: Schema.Int,
  overallRating: Schema.Struct({
    /** No rating images are hosted yet (ADR 073): always null, never a dead link. */
    ratingImage: Schema.NullOr(Schema.String),
    rating: Schema.NullOr(Schema.Finite),
    subRatings: Schema.Array(SubRating),
  }),
  /** Per-aspect averages of the reviews that rated them (ADR 073); empty when none did. */
  amenitiesRatings: Schema.Array(SubRating),
  /** Up to three recent reviews to show beside the summary. */
  userReviews: Schema.Array(Feedback),
  readReviewsUrl: Schema.String,
  writeReviewsUrl: Schema.String,
  /** The third-party review block is enabled for this hotel. */
  isTaEnabled: Schema.Boolean,
  /** noOfReviews, hotelUserReviews and totalCount all count our guests' reviews (ADR 073). */
  hotelUserReviews: Schema.Int,
  averageRating: Schema.NullOr(Schema.Finite),
  /** A sentence built from the figures, e.g. 'Very good: 4.2 out of 5 from 37 reviews'. */
  reviewSummary: Schema.String,
  /** How many reviews gave each star, 5 down to 1. */
  totalRatings: Schema.Array(Schema.Struct({ rating: Schema.Int, count: Schema.Int })),
  totalCount: Schema.Int,
})
export type RatingsSummary = typeof RatingsSummary.Type

export const RatingsSummaries = Schema.Struct({
  results: Schema.Record(Schema.String, RatingsSummary),
  topReviews: Schema.Array(Feedback),
})
export type RatingsSummaries = typeof RatingsSummaries.Type

export const Feedbacks = Schema.Struct({
  total_count: Schema.Int,
  feedbacks: Schema.Array(Feedback),
})
export type Feedbacks = typeof Feedbacks.Type

const HotelIds = Schema.Array(NumericId).check(
  Schema.isMinLength(1),
  Schema.isMaxLength(MAX_SUMMARY_HOTELS, { message: `at most ${MAX_SUMMARY_HOTELS} hotels` }),
)

/** spec-checkout §3 'tripadvisor block'; served by the configured review provider. */
export const ThirdPartyReviewBlock = Schema.Struct({
  enabled: Schema.Boolean,
  provider: Schema.String,
  hotel_id: Schema.String,
  awards: Schema.Array(Schema.Struct({ name: Schema.String, year: Schema.Int })),
  review_count: Schema.Int,
  overall_ranking: Schema.NullOr(Schema.String),
  overall_rating: Schema.NullOr(Schema.Finite),
  rating_image_url: Schema.NullOr(Schema.String),
  read_reviews_url: Schema.NullOr(Schema.String),
  write_review_url: Schema.NullOr(Schema.String),
  subratings: Schema.Array(SubRating),
  top_reviews: Schema.Array(
    Schema.Struct({
      title: Schema.String,
      text: Schema.String,
      rating: Schema.Int,
      author: Schema.String,
      published_date: Schema.String,
    }),
  ),
})
export type ThirdPartyReviewBlock = typeof ThirdPartyReviewBlock.Type

/** spec-checkout §3 Q&A: question text, author, posted date, answers, total. */
export const Answer = Schema.Struct({
  text: Schema.String,
  author: Schema.String,
  posted_at: Schema.String,
  /** Answered by the hotel or by a guest with a completed stay there. */
  verified: Schema.Boolean,
})
export const Question = Schema.Struct({
  id: Schema.Int,
  hotel_id: Schema.String,
  question: Schema.String,
  author: Schema.String,
  posted_at: Schema.String,
  answers: Schema.Array(Answer),
})
export type Question = typeof Question.Type

export const Questions = Schema.Struct({
  total: Schema.Int,
  page: Schema.Int,
  page_size: Schema.Int,
  questions: Schema.Array(Question),
})
export type Questions = typeof Questions.Type

export const AskQuestionBody = Schema.Struct({
  /**
   * A textarea's text: line breaks are kept (`\r\n` and `\r` become `\n`, at most one blank line
   * in a row), other control characters refused; 10-500 characters after that (core/reviews/questions.ts).
   */
  question: Schema.String,
  /** The hotel whose page the question was asked on. */
  page: NumericId,
  /** Shown as the author; a signed-in member's first name when absent, else 'Guest'. */
  author: Schema.optionalKey(
    Schema.String.check(
      Schema.isMaxLength(QUESTION_AUTHOR_MAX_LENGTH, {
        message: `at most ${QUESTION_AUTHOR_MAX_LENGTH} characters, please`,
      }),
    ),
  ),
})

export class ReviewsApi extends HttpApiGroup.make("reviews")
  .add(
    HttpApiEndpoint.get("ratingsSummary", "/api/feedback/v1/ratings-summary/:hotelId", {
      params: { hotelId: NumericId },
      success: Data(RatingsSummaries),
      error: [BadRequest, NotFound],
    }),
    HttpApiEndpoint.post("ratingsSummaries", "/api/feedback/v1/ratings-summary", {
      payload: Schema.Struct({ hotel_ids: HotelIds }),
      success: Data(RatingsSummaries),
      error: BadRequest,
    }),
    HttpApiEndpoint.get("hotelFeedbacks", "/api/feedback/v1/hotel-feedbacks/:hotelId", {
      params: { hotelId: NumericId },
      query: {
        /** 10 × the page number (spec-search §7). */
        page_index: Schema.optionalKey(WholeText(1_000_000)),
        page_size: Schema.optionalKey(WholeText(50)),
      },
      success: Data(Feedbacks),
      error: [BadRequest, NotFound],
    }),
    HttpApiEndpoint.post("feedbacks", "/api/feedback/v1/hotel-feedbacks", {
      payload: Schema.Struct({
        hotel_ids: HotelIds,
        ratings: Schema.optionalKey(
          Schema.Array(Schema.Int.check(Schema.isBetween({ minimum: 1, maximum: 5 }))).check(
            Schema.isMaxLength(5),
          ),
        ),
        page_index: Schema.optionalKey(
          Schema.Int.check(Schema.isBetween({ minimum: 0, maximum: 1_000_000 })),
        ),
        page_size: Schema.optionalKey(Schema.Int.check(Schema.isBetween({ minimum: 1, maximum: 50 }))),
      }),
      success: Data(Feedbacks),
      error: BadRequest,
    }),
    HttpApiEndpoint.get("thirdPartyReviews", "/api/v1/reviews/tripadvisor/hotel_review_data/", {
      query: { hotel_id: NumericId },
      success: Data(ThirdPartyReviewBlock),
      error: [BadRequest, NotFound],
    }),
    HttpApiEndpoint.get("thirdPartyNonJcrReviews", "/api/v1/reviews/tripadvisor/hotel_non_jcr_review_data/", {
      query: { hotel_id: NumericId },
      success: Data(ThirdPartyReviewBlock),
      error: [BadRequest, NotFound],
    }),
  )
  .annotateMerge(
    OpenApi.annotations({
      title: "Reviews",
      description: "Guest ratings and reviews, and the third-party review block",
    }),
  ) {}

export class PostsApi extends HttpApiGroup.make("posts")
  .add(
    HttpApiEndpoint.get("questions", "/api/v1/posts/faqs/", {
      query: {
        hotel_id: NumericId,
        /** 1-based. */
        page: Schema.optionalKey(WholeText(100_000)),
      },
      success: Data(Questions),
      error: [BadRequest, NotFound],
    }),
    HttpApiEndpoint.post("askQuestion", "/api/v1/posts/add/question/", {
      payload: AskQuestionBody,
      success: Data(Question),
      error: [BadRequest, NotFound, TooManyRequests],
    }),
  )
  .annotateMerge(
    OpenApi.annotations({ title: "Questions", description: "Questions travellers ask about a hotel" }),
  ) {}

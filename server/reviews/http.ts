import { Effect, Layer } from "effect"
import { HttpApiBuilder } from "effect/http-api"
import { Api } from "#core/api/contract.ts"
import { entry, NotFound } from "#core/api/errors.ts"
import type { RatingsSummaries, RatingsSummary } from "#core/api/reviews.ts"
import type { Hotel } from "#core/catalogue/hotel.ts"
import {
  DEFAULT_REVIEW_RATINGS,
  REVIEWS_PAGE_SIZE,
  TOP_REVIEWS_COUNT,
  USER_REVIEWS_COUNT,
} from "#core/reviews/limits.ts"
import {
  aspectRatings,
  averageRating,
  feedbackWindow,
  reviewCount,
  reviewSummary,
} from "#core/reviews/summary.ts"
import { HotelCatalogue } from "../catalogue/store.ts"
import { reviewUrlsOf } from "./hotel-page.ts"
import { ReviewsRepo } from "./repo.ts"
import { ThirdPartyReviews } from "./third-party.ts"

const hotelNotFound = (hotelId: string, field: string) =>
  new NotFound(entry("hotel_not_found", `No hotel with id ${hotelId}`, field))

/** spec-search §3 'Reviews summary on a hotel', §7 feedback calls (ADR 073). */
const ReviewsGroup = HttpApiBuilder.group(
  Api,
  "reviews",
  Effect.fn(function* (handlers) {
    const catalogue = yield* HotelCatalogue
    const repo = yield* ReviewsRepo
    const thirdParty = yield* ThirdPartyReviews

    const knownHotel = (hotelId: string, field = "hotelId") => {
      const hotel = catalogue.hotel(hotelId)
      return hotel === undefined ? Effect.fail(hotelNotFound(hotelId, field)) : Effect.succeed(hotel)
    }

    /** The asked hotels the catalogue has, each once, in the order asked. */
    const knownHotels = (hotelIds: ReadonlyArray<string>): ReadonlyArray<Hotel> =>
      [...new Set(hotelIds)].flatMap((id) => catalogue.hotel(id) ?? [])

    const summaries = (hotels: ReadonlyArray<Hotel>) =>
      Effect.gen(function* () {
        const ids = hotels.map((h) => h.id)
        const [figures, recent, best, covered] = yield* Effect.all(
          [
            repo.figures(ids),
            repo.recent(ids, USER_REVIEWS_COUNT),
            repo.best(ids, TOP_REVIEWS_COUNT),
            Effect.forEach(hotels, (h) => thirdParty.covers(h)),
          ],
          { concurrency: "unbounded" },
        )
        const results: Record<string, RatingsSummary> = {}
        hotels.forEach((hotel, i) => {
          const { histogram, aspects } = figures.get(hotel.id)!
          const count = reviewCount(histogram)
          const average = averageRating(histogram)
          const urls = reviewUrlsOf(catalogue.view, hotel)
          results[hotel.id] = {
            hotelId: hotel.id,
            noOfReviews: count,
            overallRating: { ratingImage: null, rating: average, subRatings: aspectRatings(aspects, "sub") },
            amenitiesRatings: aspectRatings(aspects, "amenity"),
            userReviews: recent.get(hotel.id) ?? [],
            readReviewsUrl: urls.read,
            writeReviewsUrl: urls.write,
            isTaEnabled: covered[i]!,
            hotelUserReviews: count,
            averageRating: average,
            reviewSummary: reviewSummary(average, count),
            totalRatings: histogram,
            totalCount: count,
          }
        })
        return { results, topReviews: best } satisfies RatingsSummaries
      })

    return handlers
      .handle("ratingsSummary", ({ params }) =>
        Effect.flatMap(knownHotel(params.hotelId), (hotel) => summaries([hotel])),
      )
      .handle("ratingsSummaries", ({ payload }) => summaries(knownHotels(payload.hotel_ids)))
      .handle("hotelFeedbacks", ({ params, query }) =>
        Effect.gen(function* () {
          const hotel = yield* knownHotel(params.hotelId)
          const { offset, limit } = feedbackWindow(
            query.page_index ?? 0,
            query.page_size ?? REVIEWS_PAGE_SIZE,
          )
          const page = yield* repo.page([hotel.id], null, offset, limit)
          return { total_count: page.total, feedbacks: page.feedbacks }
        }),
      )
      .handle("feedbacks", ({ payload }) =>
        Effect.gen(function* () {
          const ids = knownHotels(payload.hotel_ids).map((h) => h.id)
          const ratings = [...new Set(payload.ratings ?? DEFAULT_REVIEW_RATINGS)]
          const { offset, limit } = feedbackWindow(
            payload.page_index ?? 0,
            payload.page_size ?? REVIEWS_PAGE_SIZE,
          )
          const page = yield* repo.page(ids, ratings, offset, limit)
          return { total_count: page.total, feedbacks: page.feedbacks }
        }),
      )
      .handle("thirdPartyReviews", ({ query }) =>
        Effect.flatMap(knownHotel(query.hotel_id, "hotel_id"), (hotel) =>
          thirdParty.reviewData(hotel, "jcr"),
        ),
      )
      .handle("thirdPartyNonJcrReviews", ({ query }) =>
        Effect.flatMap(knownHotel(query.hotel_id, "hotel_id"), (hotel) =>
          thirdParty.reviewData(hotel, "non_jcr"),
        ),
      )
  }),
)

export const ReviewsHandlers = ReviewsGroup.pipe(Layer.provide([ReviewsRepo.layer, ThirdPartyReviews.layer]))

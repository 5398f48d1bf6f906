import type { Effect } from "effect"
import type { HotelDetail, RoomPrices } from "#core/api/hotel-detail.ts"
import type { HotelTriggers } from "#core/api/pricing.ts"
import type { Feedbacks, Question, Questions } from "#core/api/reviews.ts"
import { type BookingApi, callApi } from "#core/services/api-client.ts"
import type { HotelDetailsRequest } from "#machines/hotel-details.machine.ts"
import type { AskQuestionRequest, QuestionsPageRequest } from "#machines/hotel-questions.machine.ts"
import type { ReviewsPageRequest } from "#machines/hotel-reviews.machine.ts"
import { type RoomPricesRequest, roomPricesQuery } from "#machines/room-prices.machine.ts"
import { browserRuntime } from "../../lib/effect-runtime.ts"

/**
 * The hotel page's calls after hydration, on the page's runtime (signed-in requests carry the
 * session, so members see member prices). hotel-machines.ts imports this module on the first
 * call, never before hydration (docs/decisions/070-javascript-budget.md).
 */

/** Like machines/lib/from-effect.ts: aborting the signal interrupts the call; a failure rejects with its ApiError. */
const onRuntime =
  <I, A, E>(program: (input: I) => Effect.Effect<A, E, BookingApi>) =>
  (input: I, signal: AbortSignal): Promise<A> =>
    browserRuntime().runPromise(program(input), { signal })

export const fetchRoomPrices = onRuntime(
  (request: RoomPricesRequest): Effect.Effect<RoomPrices, unknown, BookingApi> =>
    callApi((api) =>
      api.hotelDetail.roomPrices({ params: { hotelId: request.hotelId }, query: roomPricesQuery(request) }),
    ),
)

/** The psychological triggers of the page's hotel for the stay (spec-search §7). */
export const fetchTriggers = onRuntime(
  (request: RoomPricesRequest): Effect.Effect<ReadonlyArray<HotelTriggers>, unknown, BookingApi> =>
    callApi((api) =>
      api.pricing.psychologicalTriggers({
        query: {
          hotel_id: [request.hotelId],
          checkin: request.stay.checkin,
          checkout: request.stay.checkout,
          roomconfig: roomPricesQuery(request).roomconfig,
          channel: request.channel,
        },
      }),
    ),
)

export const fetchDetails = onRuntime(
  (request: HotelDetailsRequest): Effect.Effect<HotelDetail, unknown, BookingApi> =>
    callApi((api) =>
      api.hotelDetail.details({
        params: { id: request.hotelId },
        query: { ...(request.stay ?? {}), channel: request.channel, utm_source: "direct" },
      }),
    ),
)

export const fetchReviews = onRuntime(
  (request: ReviewsPageRequest): Effect.Effect<Feedbacks, unknown, BookingApi> =>
    callApi((api) =>
      api.reviews.hotelFeedbacks({
        params: { hotelId: request.hotelId },
        query: { page_index: request.page_index, page_size: request.page_size },
      }),
    ),
)

export const fetchQuestions = onRuntime(
  (request: QuestionsPageRequest): Effect.Effect<Questions, unknown, BookingApi> =>
    callApi((api) => api.posts.questions({ query: { hotel_id: request.hotel_id, page: request.page } })),
)

export const askQuestion = onRuntime(
  (request: AskQuestionRequest): Effect.Effect<Question, unknown, BookingApi> =>
    callApi((api) => api.posts.askQuestion({ payload: request })),
)

export interface NotifyRequest {
  readonly hotelId: string
  readonly checkin: string
  readonly checkout: string
  readonly roomconfig: string
  readonly email: string
}

export const notifyAvailability = onRuntime((request: NotifyRequest) =>
  callApi((api) =>
    api.availabilityNotices.notifyAvailability({
      payload: {
        hotel_id: request.hotelId,
        checkin_date: request.checkin,
        checkout_date: request.checkout,
        room_config: request.roomconfig,
        email: request.email,
      },
    }),
  ),
)

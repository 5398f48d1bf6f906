import { fromPromise } from "xstate"
import type { PsychologicalTrigger } from "#core/api/pricing.ts"
import { hotelDetailsMachine } from "#machines/hotel-details.machine.ts"
import { hotelQuestionsMachine } from "#machines/hotel-questions.machine.ts"
import { hotelReviewsMachine } from "#machines/hotel-reviews.machine.ts"
import { type RoomPricesRequest, roomPricesMachine } from "#machines/room-prices.machine.ts"
import { afterEffect } from "../../lib/after-effect.ts"

/**
 * The hotel page's machines with the browser's actors. Each call loads hotel-calls.ts (and with
 * it the Effect runtime) on first use; server rendering creates these machines but never starts
 * an invoke, so nothing is fetched there.
 */
const calls = () => afterEffect(() => import("./hotel-calls.ts"))

export const browserRoomPricesMachine = roomPricesMachine.provide({
  actors: {
    fetchRoomPrices: fromPromise(async ({ input, signal }) => (await calls()).fetchRoomPrices(input, signal)),
  },
})

export const browserHotelDetailsMachine = hotelDetailsMachine.provide({
  actors: {
    fetchDetails: fromPromise(async ({ input, signal }) => (await calls()).fetchDetails(input, signal)),
  },
})

export const browserHotelReviewsMachine = hotelReviewsMachine.provide({
  actors: {
    fetchReviews: fromPromise(async ({ input, signal }) => (await calls()).fetchReviews(input, signal)),
  },
})

export const browserHotelQuestionsMachine = hotelQuestionsMachine.provide({
  actors: {
    fetchQuestions: fromPromise(async ({ input, signal }) => (await calls()).fetchQuestions(input, signal)),
    askQuestion: fromPromise(async ({ input, signal }) => (await calls()).askQuestion(input, signal)),
  },
})

/**
 * The hotel's triggers for a stay, fresh (the page's HTML is cached for an hour). Rejects on
 * failure: the page then keeps the ones it shows (spec-search §8: no message).
 */
export const loadTriggers = async (
  request: RoomPricesRequest,
  signal: AbortSignal,
): Promise<ReadonlyArray<PsychologicalTrigger>> => {
  const answer = await (await calls()).fetchTriggers(request, signal)
  return answer.find((hotel) => hotel.hotel_id === request.hotelId)?.triggers ?? []
}

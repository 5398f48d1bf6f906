import { Effect } from "effect"
import { HttpApiBuilder } from "effect/http-api"
import { Api } from "#core/api/contract.ts"
import { dataJson } from "#core/api/envelope.ts"
import { type HotelSearchPrice, paymentModeOf, SearchPrices } from "#core/api/pricing.ts"
import { daysBetween } from "#core/dates/calendar-day.ts"
import type { Channel } from "#core/pricing/types.ts"
import { parseRoomConfig } from "#core/search/room-config.ts"
import { triggersFor } from "#core/search/triggers.ts"
import { optionalMember } from "../accounts/optional-member.ts"
import { Sessions } from "../accounts/sessions.ts"
import { HotelCatalogue } from "../catalogue/store.ts"
import { AnswerCache } from "../http/answer-cache.ts"
import { channelOf } from "../http/hosts.ts"
import { ServerSettings } from "../settings.ts"
import { checkedStay } from "./request.ts"
import { type HotelPrice, SearchPricing } from "./search-prices.ts"

/** The wire form of an available hotel's price: every amount is the quote's, in paise. */
const toWire = (price: Extract<HotelPrice, { available: true }>, channel: Channel): HotelSearchPrice => {
  const q = price.quote
  return {
    hotel_id: price.hotelId,
    postTaxPrice: q.postTaxPrice,
    perNightPrice: q.perNightPrice,
    pretax_price: q.pretaxPrice,
    sell_price: q.sellingPrice,
    rack_rate: q.basePrice,
    tax: q.tax,
    platform_fee: q.platformFee,
    striked_price: q.strikedPrice,
    total_discount_percent: q.discountPercentage,
    cheapest_room: { room_type: price.roomType, availability: price.roomsLeft },
    coupon_code: q.couponCodeApplied,
    member_discount_available: price.memberDiscountAvailable,
    member_discount_applied: q.memberDiscountApplied,
    rate_plan: { code: q.ratePlan.code, name: q.ratePlan.name, tag: q.ratePlan.tag, type: q.ratePlan.type },
    payment_mode: paymentModeOf(channel),
  }
}

/** GET /api/v6/pricing/hotels/ and GET /api/v1/psychological-triggers/ (ADR 065). */
export const PricingHandlers = HttpApiBuilder.group(
  Api,
  "pricing",
  Effect.fn(function* (handlers) {
    const pricing = yield* SearchPricing
    const catalogue = yield* HotelCatalogue
    const sessions = yield* Sessions
    const settings = yield* ServerSettings
    const answers = yield* AnswerCache
    // An explicit channel wins; otherwise the host the request came to decides (spec-search §6).
    const channelFor = (asked: Channel | undefined, host: string | undefined): Channel =>
      asked ?? channelOf(settings, host) ?? "website"
    return handlers
      .handle("searchPrices", ({ query, request }) =>
        Effect.gen(function* () {
          const stay = yield* checkedStay({ checkin: query.checkin, checkout: query.checkout })
          const channel = channelFor(query.channel, request.headers.host)
          const member = (yield* optionalMember(sessions, request.headers.authorization)) !== undefined
          const hotelIds = [...new Set(query.hotel_id)]
          const rooms = parseRoomConfig(query.roomconfig)
          // Everything the answer depends on besides inventory: member prices are the same for
          // every member (only the flag reaches the engine), so one answer serves them all.
          const key = JSON.stringify(["/api/v6/pricing/hotels/", hotelIds, stay, rooms, channel, member])
          const compute = Effect.map(pricing.prices({ hotelIds, stay, rooms, channel, member }), (prices) => {
            const answer: SearchPrices = {
              checkin: stay.checkin,
              checkout: stay.checkout,
              nights: daysBetween(stay.checkin, stay.checkout),
              channel,
              prices: prices.flatMap((p) => (p.available ? [toWire(p, channel)] : [])),
              hotelsWithUnavailablePrices: prices.flatMap((p) =>
                p.available ? [] : [{ hotel_id: p.hotelId, reason: p.reason }],
              ),
            }
            return dataJson(SearchPrices, answer)
          })
          return yield* answers.searchPrices(key, hotelIds, compute)
        }),
      )
      .handle("psychologicalTriggers", ({ query }) =>
        Effect.gen(function* () {
          const stay = yield* checkedStay({ checkin: query.checkin, checkout: query.checkout })
          const hotelIds = [...new Set(query.hotel_id)]
          const [left, ratings] = yield* Effect.all(
            [
              pricing.roomsLeft({ hotelIds, stay, rooms: parseRoomConfig(query.roomconfig) }),
              catalogue.ratings(hotelIds),
            ],
            { concurrency: 2 },
          )
          // Unknown hotels have no facts, so no triggers: the price call lists them as unavailable.
          return hotelIds.map((id) => {
            const roomsLeft = (left.get(id) ?? []).reduce((sum, t) => sum + t.roomsLeft, 0)
            return { hotel_id: id, triggers: triggersFor({ roomsLeft, rating: ratings.get(id) }) }
          })
        }),
      )
  }),
)

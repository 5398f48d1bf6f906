import { Effect, Layer, Schema } from "effect"
import { HttpApiBuilder } from "effect/http-api"
import { Api } from "#core/api/contract.ts"
import { Data } from "#core/api/envelope.ts"
import { BadRequest, entry, NotFound } from "#core/api/errors.ts"
import { HotelDetail } from "#core/api/hotel-detail.ts"
import { businessDay } from "#core/dates/business-day.ts"
import { daysBetween } from "#core/dates/calendar-day.ts"
import { type CouponEligibility, couponEligibility, couponGuestKey } from "#core/pricing/coupons.ts"
import type { Channel } from "#core/pricing/types.ts"
import { AppClock } from "#core/services/clock.ts"
import { optionalMember } from "../accounts/optional-member.ts"
import { Sessions } from "../accounts/sessions.ts"
import { HotelCatalogue } from "../catalogue/store.ts"
import { AnswerCache } from "../http/answer-cache.ts"
import { channelOf } from "../http/hosts.ts"
import { Coupons } from "../pricing/coupons.ts"
import { checkedStay } from "../pricing/request.ts"
import { ServerSettings } from "../settings.ts"
import { hotelDetail } from "./details.ts"
import { hotelImages } from "./images-answer.ts"
import { couponOnPlans, RoomPricing } from "./room-prices.ts"
import { roomPricesAnswer, roomPricesJson } from "./room-prices-answer.ts"
import { checkedRoomPricesRequest, roomPricesAsked } from "./room-prices-request.ts"

const encodeHotelDetail = Schema.encodeSync(Data(HotelDetail))

const unknownHotel = (id: string, field: string) =>
  new NotFound(entry("not_found", `No hotel with id ${id}`, field))

/**
 * GET /api/v5/hotels/{id}/details/, GET /api/v1/hotels/{id}/images/ and
 * GET /api/v5/pricing/hotels/{hotelId}/room-prices/ (spec-search §7, ADR 072).
 */
export const HotelDetailHandlers = HttpApiBuilder.group(
  Api,
  "hotelDetail",
  Effect.fn(function* (handlers) {
    const catalogue = yield* HotelCatalogue
    const sessions = yield* Sessions
    const settings = yield* ServerSettings
    const pricing = yield* RoomPricing
    const coupons = yield* Coupons
    const answers = yield* AnswerCache
    const clock = yield* AppClock
    // An explicit channel wins; otherwise the host the request came to decides (spec-search §6).
    const channelFor = (asked: Channel | undefined, host: string | undefined): Channel =>
      asked ?? channelOf(settings, host) ?? "website"
    return handlers
      .handle("details", ({ params, query, request }) =>
        Effect.gen(function* () {
          // The page's dates are optional, but a page asked for a stay must not show one nobody can book.
          if (query.checkin !== undefined || query.checkout !== undefined) {
            if (query.checkin === undefined || query.checkout === undefined) {
              const missing = query.checkin === undefined ? "checkin" : "checkout"
              return yield* new BadRequest(
                entry("invalid_dates", `${missing}: checkin and checkout go together`, missing),
              )
            }
            yield* checkedStay({ checkin: query.checkin, checkout: query.checkout })
          }
          const hotel = catalogue.hotel(params.id)
          if (hotel === undefined) return yield* unknownHotel(params.id, "id")
          const member = (yield* optionalMember(sessions, request.headers.authorization)) !== undefined
          // The hotel never changes while the process runs; only its rating does, with the reviews.
          return yield* answers.hotelDetails(
            JSON.stringify([hotel.id, member]),
            Effect.map(catalogue.ratings([hotel.id]), (ratings) =>
              JSON.stringify(
                encodeHotelDetail(hotelDetail(hotel, catalogue.view, ratings.get(hotel.id), member)),
              ),
            ),
          )
        }),
      )
      .handle("images", ({ params }) =>
        Effect.gen(function* () {
          const hotel = catalogue.hotel(params.id)
          if (hotel === undefined) return yield* unknownHotel(params.id, "id")
          return hotelImages(hotel)
        }),
      )
      .handle("roomPrices", ({ params, query, request }) =>
        Effect.gen(function* () {
          const checked = checkedRoomPricesRequest(
            params.hotelId,
            query,
            catalogue.hotel,
            businessDay(yield* clock.now),
          )
          if (!checked.ok) {
            return yield* checked.refusal === "unknown hotel"
              ? unknownHotel(params.hotelId, "hotelId")
              : new BadRequest(checked.refusal)
          }
          const { hotel, stay } = checked
          const channel = channelFor(query.channel, request.headers.host)
          const userId = yield* optionalMember(sessions, request.headers.authorization)
          const member = userId !== undefined
          const nights = daysBetween(stay.checkin, stay.checkout)
          const asked = query.couponcode?.trim() ?? ""
          // A refused coupon is an answer, not an error: the prices come back without it (ADR 072).
          // A guest's own uses are known only at checkout, from the e-mail; a member's are known here.
          let eligible: CouponEligibility | undefined
          if (asked !== "") {
            const today = businessDay(yield* clock.now)
            const uses = yield* coupons.usage(asked, member ? couponGuestKey({ userId }) : undefined)
            eligible = couponEligibility(asked, yield* coupons.find(asked), {
              today,
              nights,
              channel,
              member,
              usesByGuest: uses.byGuest,
              usesTotal: uses.total,
            })
          }
          const { request: asking, key } = roomPricesAsked(checked, query, channel, member)
          // Without a coupon the answer depends only on the request and the hotel's inventory and
          // rates, so it is kept like a search-price answer (ADR 076); a coupon's answer also
          // depends on its uses so far, and is computed every time.
          if (eligible === undefined) {
            return yield* answers.roomPrices(
              key,
              hotel.id,
              Effect.map(pricing.prices(asking), (priced) => roomPricesJson(asking, priced)),
            )
          }
          const withCoupon = { ...asking, ...(eligible.ok ? { coupon: eligible.rule } : {}) }
          const priced = yield* pricing.prices(withCoupon)
          return roomPricesAnswer(
            withCoupon,
            priced,
            eligible.ok ? couponOnPlans(eligible.rule, priced) : eligible,
          )
        }),
      )
  }),
).pipe(Layer.provide(Coupons.layer))

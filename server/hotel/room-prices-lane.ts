import { Effect, Option, Schema } from "effect"
import { RoomPricesQuery } from "#core/api/hotel-detail.ts"
import { NumericId } from "#core/catalogue/primitives.ts"
import { businessDay } from "#core/dates/business-day.ts"
import type { AppClock } from "#core/services/clock.ts"
import type { HotelCatalogue } from "../catalogue/store.ts"
import type { ServerConfig } from "../config.ts"
import { staysInEnglish } from "../content-language/layer.ts"
import type { AnswerCache } from "../http/answer-cache.ts"
import { channelOf } from "../http/hosts.ts"
import { isBodilessGet, jsonAnswerer, type Lane, plainRequest } from "../http/lanes.ts"
import type { RoomPricing } from "./room-prices.ts"
import { roomPricesJson } from "./room-prices-answer.ts"
import { checkedRoomPricesRequest, roomPricesAsked } from "./room-prices-request.ts"

const PATH = /^\/api\/v5\/pricing\/hotels\/([0-9]+)\/room-prices\/?$/

const decodeQuery = Schema.decodeUnknownOption(Schema.Struct(RoomPricesQuery))
const decodeId = Schema.decodeUnknownOption(NumericId)

/**
 * A guest's room prices without a coupon (the hotel page's every change of dates or party),
 * answered without the router (ADR 125): once every check the handler makes has passed, from the
 * answer cache under the key the handler would use, or computed as the handler computes them and
 * kept there. Anything else (a session token, a coupon, a refused query, another host, versions
 * not in memory) the router answers, as it always has.
 */
export const roomPricesLane = (
  services: {
    readonly catalogue: HotelCatalogue["Service"]
    readonly answers: AnswerCache["Service"]
    readonly pricing: RoomPricing["Service"]
    readonly clock: AppClock["Service"]
  },
  settings: Pick<
    ServerConfig,
    "mainHosts" | "gdcHosts" | "production" | "mapTiles" | "social" | "logRequests"
  >,
): Lane => {
  const answer = jsonAnswerer(settings)
  return (request, response, toRouter) => {
    if (!isBodilessGet(request) || request.headers.authorization !== undefined) return false
    const url = request.url ?? ""
    // The kept answer is English; one in another language is translated on the router's way out.
    if (!staysInEnglish(url, request.headers.cookie)) return false
    const plain = plainRequest(url, RoomPricesQuery)
    const id = plain === undefined ? null : PATH.exec(plain.path)?.[1]
    if (plain === undefined || id === undefined || id === null) return false
    const hostChannel = channelOf(settings, request.headers.host)
    if (hostChannel === null || Option.isNone(decodeId(id))) return false
    const decoded = decodeQuery(plain.fields)
    if (Option.isNone(decoded)) return false
    const query = decoded.value
    if ((query.couponcode?.trim() ?? "") !== "") return false
    const today = businessDay(Effect.runSync(services.clock.now))
    const checked = checkedRoomPricesRequest(id, query, services.catalogue.hotel, today)
    if (!checked.ok) return false
    const { hotel } = checked
    const channel = query.channel ?? hostChannel
    const { request: asking, key } = roomPricesAsked(checked, query, channel, false)
    const kept = services.answers.cachedRoomPrices(key, hotel.id)
    if (kept !== undefined) {
      answer(request, response, kept, true)
      return true
    }
    const computed = services.answers.computedRoomPrices(key, hotel.id, () => {
      // With the stay's inventory in memory the prices are a pure function of it: no fiber to run.
      const priced = services.pricing.keptPrices(asking)
      return priced !== undefined
        ? roomPricesJson(asking, priced)
        : Effect.runPromise(
            Effect.map(services.pricing.prices(asking), (prices) => roomPricesJson(asking, prices)),
          )
    })
    if (computed === undefined) return false
    if (!(computed instanceof Promise)) {
      answer(request, response, computed, true)
      return true
    }
    // A failed computation (the inventory could not be read) is the router's to answer; a throw
    // while sending closes the connection, as laneServer does with a lane that throws after writing.
    computed
      .then((encodings) => answer(request, response, encodings, true), toRouter)
      .catch(() => response.destroy())
    return true
  }
}

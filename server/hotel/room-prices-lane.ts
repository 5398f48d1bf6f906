import { Effect, Option, Schema } from "effect"
import { RoomPricesQuery } from "#core/api/hotel-detail.ts"
import { NumericId } from "#core/catalogue/primitives.ts"
import { businessDay } from "#core/dates/business-day.ts"
import { parseRoomConfig } from "#core/search/room-config.ts"
import type { AppClock } from "#core/services/clock.ts"
import type { HotelCatalogue } from "../catalogue/store.ts"
import type { ServerConfig } from "../config.ts"
import { staysInEnglish } from "../content-language/layer.ts"
import type { AnswerCache } from "../http/answer-cache.ts"
import { channelOf } from "../http/hosts.ts"
import { isBodilessGet, jsonAnswerer, type Lane, plainRequest } from "../http/lanes.ts"
import { checkedRoomPricesRequest, roomPricesKey } from "./room-prices-request.ts"

const PATH = /^\/api\/v5\/pricing\/hotels\/([0-9]+)\/room-prices\/?$/

const decodeQuery = Schema.decodeUnknownOption(Schema.Struct(RoomPricesQuery))
const decodeId = Schema.decodeUnknownOption(NumericId)

/**
 * Room prices a guest asks again, without a coupon (a popular hotel's page opened for the same
 * dates), answered from the answer cache without the router (ADR 125). The lane asks the cache
 * for the key the handler would use, only once every check the handler makes has passed; on no
 * answer kept, one no longer valid, or anything else (a session token, a coupon, a refused query,
 * another host) the router answers, as it always has, and keeps what it computes for next time.
 */
export const roomPricesLane = (
  services: {
    readonly catalogue: HotelCatalogue["Service"]
    readonly answers: AnswerCache["Service"]
    readonly clock: AppClock["Service"]
  },
  settings: Pick<
    ServerConfig,
    "mainHosts" | "gdcHosts" | "production" | "mapTiles" | "social" | "logRequests"
  >,
): Lane => {
  const answer = jsonAnswerer(settings)
  return (request, response) => {
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
    const { hotel, stay } = checked
    const channel = query.channel ?? hostChannel
    const key = roomPricesKey(
      hotel.id,
      stay,
      parseRoomConfig(query.roomconfig),
      channel,
      false,
      query.roomtype,
    )
    const encodings = services.answers.cachedRoomPrices(key, hotel.id)
    if (encodings === undefined) return false
    answer(request, response, encodings, true)
    return true
  }
}

import { Effect } from "effect"
import { BadRequest, entry } from "#core/api/errors.ts"
import { MAX_PRICED_HOTELS, paymentModeOf } from "#core/api/pricing.ts"
import type { Channel } from "#core/pricing/types.ts"
import { checkedRooms, checkedStay } from "./request.ts"
import { SearchPricing } from "./search-prices.ts"

/**
 * spec-search §7 'A graph query for search prices'. The member comes from the bearer token, never
 * from `userId` or `userEmailDomain`, which anyone can type; `payMode` follows from the channel
 * (spec-search §5), so those arguments are accepted and not trusted (ADR 065).
 */
export interface SearchPricesArgs {
  readonly csIdRoomTypes: ReadonlyArray<string>
  readonly checkin: string
  readonly checkout: string
  readonly occupancies: ReadonlyArray<{ readonly adults: number; readonly children?: number | null }>
  readonly channel?: Channel | null
}

/** A hotel id, or a room type id '{hotelId}|{roomtype}' (spec-search §3), whose hotel is priced. */
const CS_ID = /^([1-9]\d{0,18})(\|[a-z]{1,20})?$/

const hotelIdsOf = (ids: ReadonlyArray<string>): Effect.Effect<ReadonlyArray<string>, BadRequest> => {
  const hotelIds = ids.map((id) => CS_ID.exec(id)?.[1])
  const bad = (message: string) =>
    Effect.fail(new BadRequest(entry("invalid_hotel_ids", message, "csIdRoomTypes")))
  if (hotelIds.length === 0 || hotelIds.length > MAX_PRICED_HOTELS) {
    return bad(`csIdRoomTypes: 1 to ${MAX_PRICED_HOTELS} hotel or room type ids`)
  }
  if (hotelIds.includes(undefined)) return bad("csIdRoomTypes: ids are hotel ids or '{hotelId}|{roomtype}'")
  return Effect.succeed([...new Set(hotelIds as ReadonlyArray<string>)])
}

/** Per hotel in the order asked: the same service and the same numbers as the REST call. */
export const graphqlSearchPrices = Effect.fn("graphql.searchPrices")(function* (
  member: boolean,
  hostChannel: Channel,
  args: SearchPricesArgs,
) {
  const hotelIds = yield* hotelIdsOf(args.csIdRoomTypes)
  const stay = yield* checkedStay({ checkin: args.checkin, checkout: args.checkout })
  const rooms = yield* checkedRooms(
    args.occupancies.map((o) => ({ adults: o.adults, kids: o.children ?? 0 })),
    "occupancies",
  )
  const channel = args.channel ?? hostChannel
  const prices = yield* (yield* SearchPricing).prices({ hotelIds, stay, rooms, channel, member })
  return prices.map((price) => ({
    hotelId: price.hotelId,
    available: price.available,
    postTaxPrice: price.available ? price.quote.postTaxPrice : null,
    perNightPrice: price.available ? price.quote.perNightPrice : null,
    paymentMode: paymentModeOf(channel),
  }))
})

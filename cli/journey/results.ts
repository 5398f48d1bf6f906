import { Effect, Result } from "effect"
import type { Actor } from "xstate"
import type { SearchResult } from "#core/api/hotels.ts"
import { MAX_PRICED_HOTELS } from "#core/api/pricing.ts"
import { businessDay } from "#core/dates/business-day.ts"
import type { Stay } from "#core/dates/stay.ts"
import { matchCandidates, resolvePath } from "#core/routes/match.ts"
import { queryOf } from "#core/search/listing-route.ts"
import { fromSearchResult } from "#core/search/result-hotel.ts"
import { parseRoomConfig, serialiseRoomConfig } from "#core/search/room-config.ts"
import { searchStay } from "#core/search/search-dates.ts"
import { searchPageParams } from "#core/search/search-page-params.ts"
import { type ApiError, callApi } from "#core/services/api-client.ts"
import { searchResultsMachine } from "#machines/search-results.machine.ts"
import { chunks, mergePrices, pricesAnswer } from "#machines/search-results.prices.ts"
import { journeyActor } from "./actors.ts"
import { browserActor } from "./network.ts"
import { failed, type Outcome, passed } from "./outcome.ts"
import type { Channel } from "./schema.ts"
import type { InventorySet } from "./schema-search.ts"
import { rawRequest, reasonOf, type Session } from "./session.ts"

/**
 * A results page, loaded the way the web loader (web/features/results/results-loader.ts) loads
 * it: the URL's stay corrected (a redirect when its dates break the rules), the listing's place
 * tried reading by reading, the search API and then search prices through the contract client.
 * The hotels feed the real results machine, which asks for their prices itself.
 */
export interface ResultsPage {
  /** Path and query of the page shown, after any redirect. */
  readonly url: string
  /** False when the listing names no known place (the page is Not Found). */
  readonly found: boolean
  readonly stay: Stay
  readonly roomconfig: string
  readonly channel: Channel
  /** The search's point (sort.coordinates). */
  readonly coordinates: { readonly lat: number; readonly lng: number } | null
  /** Visible names of the filter values the search answer names, per group: value → name. */
  readonly labels: Readonly<Record<string, Readonly<Record<string, string>>>>
  readonly actor: Actor<ReturnType<typeof pricedMachine>>
}

const EMPTY: SearchResult = { result: [], sort: { by: "price", coordinates: null } }

const pricedMachine = (session: Session, stay: Stay, roomconfig: string, channel: Channel) =>
  searchResultsMachine.provide({
    actors: {
      fetchPrices: browserActor(session, "fetchPrices", ({ hotelIds }: { hotelIds: ReadonlyArray<string> }) =>
        Effect.forEach(chunks(hotelIds, MAX_PRICED_HOTELS), (ids) =>
          callApi((api) =>
            api.pricing.searchPrices({ query: { hotel_id: ids, ...stay, roomconfig, channel } }),
          ).pipe(Effect.map(pricesAnswer)),
        ).pipe(Effect.map(mergePrices)),
      ),
    },
  })

/** One search API call, counted as `searchHotels`. */
const search = async (
  session: Session,
  query: Record<string, string | number>,
): Promise<Result.Result<SearchResult, ApiError>> => {
  const finished = session.begin("searchHotels")
  try {
    return await session.runtime.runPromise(
      Effect.result(callApi((api) => api.hotels.search({ query: query as never }))),
    )
  } finally {
    finished()
  }
}

const labelsOf = (result: SearchResult["result"]) => {
  const labels: Record<string, Record<string, string>> = {
    localities: {},
    brand: {},
    popularCollections: {},
    hotelAmenities: {},
    roomAmenities: {},
  }
  for (const hotel of result) {
    labels.localities![`locality-${hotel.address.localityId}`] = hotel.address.locality
    for (const l of hotel.address.landmarks) labels.localities![`landmark-${l.id}`] = l.name
    for (const b of hotel.brands) labels.brand![b.code] = b.displayName
    for (const c of hotel.popularCollections) labels.popularCollections![String(c.id)] = c.name
    for (const a of [...hotel.amenities, ...hotel.otherAmenities])
      labels.hotelAmenities![String(a.id)] = a.name
    for (const a of hotel.roomAmenities) labels.roomAmenities![String(a.id)] = a.name
  }
  return labels
}

const statusOf = (r: Result.Result<SearchResult, ApiError>) => (Result.isFailure(r) ? r.failure.status : 200)

/** Loads the page at `path` (a listing or /search/), or says why it is no results page. */
export const openResults = async (
  session: Session,
  channel: Channel,
  path: string,
): Promise<ResultsPage | { readonly error: string }> => {
  let url = new URL(path, "http://site")
  const slash = resolvePath(url.pathname, url.search)
  if (slash.kind === "redirect") url = new URL(slash.location, "http://site")
  // spec §5: 'A search URL with invalid dates redirects with corrected dates' (the loader's rule).
  const { stay, redirectQuery } = searchStay(url.searchParams, businessDay(session.nowMs))
  if (redirectQuery !== undefined) url = new URL(`${url.pathname}?${redirectQuery}`, "http://site")
  const rooms = parseRoomConfig(url.searchParams.get("roomconfig") ?? undefined)
  const roomconfig = serialiseRoomConfig(rooms)
  const readings = matchCandidates(url.pathname).flatMap((match) => queryOf(match) ?? [])
  const route = resolvePath(url.pathname, url.search)
  let answer = EMPTY
  let found = true
  if (readings[0]?.kind === "nearMe") {
    return { error: "/hotels-near-me/ is found by the browser: open /search/?lat=…&lng=… instead" }
  } else if (readings.length > 0) {
    found = false
    for (const { kind: _, ...place } of readings) {
      const r = await search(session, { ...place, ...stay, roomconfig } as Record<string, string>)
      if (Result.isSuccess(r)) {
        answer = r.success
        found = true
        break
      }
      if (statusOf(r) !== 404)
        return { error: `the search API answered ${r.failure.status}: ${r.failure.message}` }
    }
  } else if (route.kind === "route" && (route.match.id === "search" || route.match.id === "searchEncoded")) {
    const { params } = searchPageParams(url)
    if (params !== null) {
      const r = await search(session, { ...params, ...stay, roomconfig })
      // The loader's rule: an unknown or unusable place is an empty result (the URL is typed by hand).
      if (Result.isSuccess(r)) answer = r.success
      else if (statusOf(r) !== 404 && statusOf(r) !== 400)
        return { error: `the search API answered ${r.failure.status}: ${r.failure.message}` }
    }
  } else {
    return { error: `${url.pathname} is not a listing or search page` }
  }
  const coordinates = answer.sort.coordinates
  const actor = journeyActor(pricedMachine(session, stay, roomconfig, channel), {
    clock: session.clock,
    input: {
      hotels: answer.result.map((hotel) => fromSearchResult(hotel, { perNightPricePaise: null })),
      rooms: rooms.length,
      ...(coordinates === null ? {} : { coordinates }),
    },
  })
  actor.start()
  await session.settle()
  return {
    url: url.pathname + url.search,
    found,
    stay,
    roomconfig,
    channel,
    coordinates,
    labels: labelsOf(answer.result),
    actor,
  }
}

/**
 * Sets the rooms left of a hotel's room types on the nights from `from` up to `to` through test
 * control (ADR 006); without `roomTypes`, every type the availability API lists for the hotel.
 */
export const setInventory = async (session: Session, arg: InventorySet): Promise<Outcome> => {
  const { from, to } = arg
  let types = arg.roomTypes
  if (types === undefined) {
    const answer = await rawRequest(session, {
      method: "GET",
      path: `/api/v2/hotels/${arg.hotel}/availability/`,
      query: { checkin: from, checkout: to },
    })
    if (answer.status !== 200) return failed(`no room types for hotel ${arg.hotel}: ${reasonOf(answer)}`)
    types = (answer.body as { data: { rooms: Array<{ type: string }> } }).data.rooms.map((r) => r.type)
  }
  for (const room_type of types) {
    const json = { hotel_id: arg.hotel, room_type, from, to, available: arg.available }
    const answer = await rawRequest(session, { method: "PUT", path: "/api/test/inventory", json })
    if (answer.status !== 200) return failed(`the target refused to set inventory (${reasonOf(answer)})`)
  }
  return passed
}

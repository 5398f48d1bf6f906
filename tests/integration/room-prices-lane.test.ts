import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { addDays } from "#core/dates/calendar-day.ts"
import { MAX_STAY_NIGHTS } from "#core/dates/stay.ts"
import { dayInIndia } from "#core/dates/today.ts"
import { loadCatalogue } from "#fixtures/generate/catalogue.ts"
import { headersOf, lanePair } from "./lib/lane-pair.ts"
import { decoded, fetchRaw } from "./lib/raw-http.ts"
import { TEST_NOW } from "./lib/server.ts"

/**
 * The room-price fast lane (ADR 125) computes and serves an answer exactly as the router would,
 * and never a kept one the data has moved past: the same requests go to a server with its lanes
 * and to one without.
 */
const { servers, assertSameAnswers } = lanePair()

const today = dayInIndia(TEST_NOW)
const catalogue = loadCatalogue({ baseDate: today })
const quiet = catalogue.hotels.filter((h) => h.preOccupancy.length === 0 && h.roomTypes.length > 1)
const [first, second, third] = [quiet[0]!, quiet[1]!, quiet[2]!]

const pathOf = (hotelId: string) => `/api/v5/pricing/hotels/${hotelId}/room-prices/`

/** A guest's request as the hotel page sends it: few enough that the same ones come back. */
const pageRequest = fc
  .record({
    hotel: fc.constantFrom(first, second, third),
    from: fc.constantFrom(1, 6),
    nights: fc.constantFrom(1, 3),
    roomconfig: fc.constantFrom("2-0", "2-0,1-1", "1-0,2-1,3-0"),
  })
  .map(({ hotel, from, nights, roomconfig }) => {
    const checkin = addDays(today, from)
    return `${pathOf(hotel.id)}?${new URLSearchParams({ checkin, checkout: addDays(checkin, nights), roomconfig })}`
  })

/** Everything else a client might send: other hotels, dates, parties, parameters. */
const oddRequest = fc
  .record({
    hotelId: fc.constantFrom(first.id, second.id, "999999", "abc", `0${first.id}`),
    slash: fc.constantFrom("/", ""),
    version: fc.constantFrom("v5", "v4"),
    from: fc.constantFrom(-1, 0, 2, 40),
    nights: fc.constantFrom(0, 1, 2, MAX_STAY_NIGHTS, MAX_STAY_NIGHTS + 1),
    roomconfig: fc.option(
      fc.constantFrom("2-0", "", "x", "9-9", "1-0,1-0,1-0,1-0,1-0,1-0", "2-0,".repeat(30)),
      {
        nil: undefined,
      },
    ),
    roomtype: fc.option(fc.constantFrom(first.roomTypes[0]!.code, first.roomTypes[1]!.code, "zzz"), {
      nil: undefined,
    }),
    channel: fc.option(fc.constantFrom("website", "gdc", "web"), { nil: undefined }),
    couponcode: fc.option(fc.constantFrom("", " ", "WELCOME"), { nil: undefined }),
    hotelIdParam: fc.option(fc.constantFrom(first.id, second.id), { nil: undefined }),
    extra: fc.constantFrom(
      "",
      "&utm_source=home",
      "&foo=1",
      `&checkin=${today}`,
      "&apply_wallet=true",
      "&apply_wallet=maybe",
      "&checkin=2026-02-30",
      "&lang=fr-FR",
    ),
  })
  .map((r) => {
    const checkin = addDays(today, r.from)
    const fields: Record<string, string> = { checkin, checkout: addDays(checkin, r.nights) }
    if (r.roomconfig !== undefined) fields.roomconfig = r.roomconfig
    if (r.roomtype !== undefined) fields.roomtype = r.roomtype
    if (r.channel !== undefined) fields.channel = r.channel
    if (r.couponcode !== undefined) fields.couponcode = r.couponcode
    if (r.hotelIdParam !== undefined) fields.hotel_id = r.hotelIdParam
    const path = `/api/${r.version}/pricing/hotels/${r.hotelId}/room-prices${r.slash}`
    return `${path}?${new URLSearchParams(fields)}${r.extra}`
  })

const anyRequest = fc.record({
  path: fc.oneof(pageRequest, oddRequest),
  host: fc.constantFrom("localhost", "localhost", "gdc1.localhost", "evil.example"),
  encoding: fc.constantFrom(undefined, "gzip", "br", "gzip, deflate, br", "identity"),
  authorization: fc.constantFrom(undefined, undefined, undefined, "Bearer not-a-session", "Basic eDp5"),
  cookie: fc.constantFrom(undefined, undefined, "locale=fr-FR", "locale=en-GB", "locale=xx; a=b"),
  method: fc.constantFrom("GET", "GET", "GET", "HEAD"),
})

/** A guest on the hotel page, in English: about half the requests, so the lane answers many. */
const pageVisit = fc.record({
  path: pageRequest,
  host: fc.constant("localhost"),
  encoding: fc.constantFrom(undefined, "gzip, deflate, br"),
  authorization: fc.constant(undefined),
  cookie: fc.constantFrom(undefined, "locale=en-GB"),
  method: fc.constant("GET"),
})
const request = fc.oneof(anyRequest, pageVisit)

describe("room-price fast lane", () => {
  it("answers every request as the router does, byte for byte, asked once and again", async () => {
    // The first time computes (the lane for what it takes) and keeps; the second may be kept.
    await assertSameAnswers(
      request,
      (r) => ({
        path: r.path,
        headers: headersOf({
          host: r.host,
          "accept-encoding": r.encoding,
          authorization: r.authorization,
          cookie: r.cookie,
        }),
        method: r.method,
      }),
      { numRuns: 150, times: 2, laneAnswersAbove: 50 },
    )
  })

  it("stops serving a kept answer once the hotel's rates change, and keeps the new one", async () => {
    const { laned } = servers()
    const room = third.roomTypes[0]!
    const checkin = addDays(today, 20)
    const path = `${pathOf(third.id)}?${new URLSearchParams({ checkin, checkout: addDays(checkin, 2), roomconfig: "2-0" })}`
    const ask = async () =>
      JSON.parse(decoded(await fetchRaw(laned.url, path, { host: "localhost" })).toString("utf8"))
    const start = laned.laneAnswers()
    const computed = await ask()
    expect(await ask()).toEqual(computed)
    expect(laned.laneAnswers()).toBe(start + 2)

    const changed = await fetchRaw(
      laned.url,
      "/api/test/rates",
      { host: "localhost", "content-type": "application/json" },
      "PUT",
      JSON.stringify({
        hotel_id: third.id,
        room_type: room.code,
        from: checkin,
        to: addDays(checkin, 1),
        rate_paise: 987_600,
      }),
    )
    expect(changed.status).toBe(200)
    const repriced = await ask()
    expect(repriced).not.toEqual(computed)
    expect(await ask()).toEqual(repriced)
    expect(laned.laneAnswers()).toBe(start + 4)
  })
})

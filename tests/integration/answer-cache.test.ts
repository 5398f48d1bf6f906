import { Effect } from "effect"
import { expect, it } from "vitest"
import type { HotelDetail, RoomPrices } from "#core/api/hotel-detail.ts"
import type { SearchResult } from "#core/api/hotels.ts"
import type { SearchPrices } from "#core/api/pricing.ts"
import { addDays } from "#core/dates/calendar-day.ts"
import { dayInIndia } from "#core/dates/today.ts"
import { loadCatalogue } from "#fixtures/generate/catalogue.ts"
import { DATA_CHANGES_APPLICATION } from "#server/db/data-changes.ts"
import { type Answer, call, dataOf, ok } from "./lib/http.ts"
import { notified, onListeningProcesses, type Process, stats, until } from "./lib/listening-processes.ts"
import { putStayNights } from "./lib/pricing.ts"
import { TEST_NOW } from "./lib/server.ts"

const catalogue = loadCatalogue({ baseDate: dayInIndia(TEST_NOW) })
const city = catalogue.cities.find((c) => catalogue.hotels.filter((h) => h.cityId === c.id).length >= 5)!
const checkin = addDays(dayInIndia(TEST_NOW), 20)
const stay = { checkin, checkout: addDays(checkin, 2) }
const searchPath = `/api/v5/search/?city=${city.slug}&checkin=${stay.checkin}&checkout=${stay.checkout}&roomconfig=2-0`

/** One more review of the hotel, written straight into the database as another process would. */
const addReview = (p: Process, hotelId: string, rating: number) =>
  Effect.runPromise(
    Effect.gen(function* () {
      const [next] = yield* p.sql<{ id: number; stay_id: number }>`
        SELECT coalesce(max(id), 0) + 1 AS id, coalesce(max(stay_id), 0) + 1 AS stay_id FROM reviews`
      yield* p.sql`INSERT INTO reviews (id, hotel_id, user_id, stay_id, rating, review_text, created_at)
        VALUES (${next!.id}, ${hotelId}, 1, ${next!.stay_id}, ${rating}, 'A quiet room', now())`
    }),
  )

const setRoomsLeft = (p: Process, hotelId: string, roomType: string, available: number) =>
  putStayNights(p.url, hotelId, roomType, stay, { available }).then(ok)

const reviewsOf = (answer: Answer, hotelId: string) =>
  dataOf<SearchResult>(answer).result.find((h) => h.id === hotelId)?.noOfReviews

// With PostgreSQL, two processes on one database, each with its own cache; PGlite has one.
onListeningProcesses("answer cache", (first, second, backend) => {
  it("serves a second identical search from the cache, byte for byte", async () => {
    const before = await stats(first())
    const a = ok(await call(first().url, searchPath))
    const b = ok(await call(first().url, searchPath))
    const after = await stats(first())
    expect(after.misses - before.misses).toBe(1)
    expect(after.hits - before.hits).toBe(1)
    expect(b.text).toBe(a.text)
    // The same question with its parameters in another order is the same answer.
    const reordered = `/api/v5/search/?roomconfig=2-0&checkout=${stay.checkout}&checkin=${stay.checkin}&city=${city.slug}`
    expect(ok(await call(first().url, reordered)).text).toBe(a.text)
    expect((await stats(first())).hits - after.hits).toBe(1)
  })

  it("never lets a request that fails validation reach the cache", async () => {
    const before = await stats(first())
    const past = await call(
      first().url,
      `/api/v5/search/?city=${city.slug}&checkin=2020-01-01&checkout=2020-01-03`,
    )
    expect(past.status).toBe(400)
    const unknown = await call(first().url, "/api/v5/search/?city=atlantis")
    expect(unknown.status).toBe(404)
    const again = await call(first().url, "/api/v5/search/?city=atlantis")
    expect(again.status).toBe(404)
    const after = await stats(first())
    expect(after.hits).toBe(before.hits)
    expect(after.entries).toBe(before.entries)
  })

  it("recomputes a search once a review is written, by this process or another", async () => {
    const hotel = dataOf<SearchResult>(ok(await call(first().url, searchPath))).result[0]!
    ok(await call(first().url, searchPath))
    const reviewsBefore = reviewsOf(await call(first().url, searchPath), hotel.id)
    const before = await stats(first())
    await notified(first(), () => addReview(second(), hotel.id, 1))
    const after = ok(await call(first().url, searchPath))
    expect((await stats(first())).misses - before.misses).toBe(1)
    expect(reviewsOf(after, hotel.id)).toBe(reviewsBefore! + 1)
  })

  it("recomputes a price answer when one of its hotels' inventory changes, and only then", async () => {
    const hotels = catalogue.hotels.filter((h) => h.cityId === city.id && h.preOccupancy.length === 0)
    const changed = hotels[0]!
    const path = `/api/v6/pricing/hotels/?hotel_id=${hotels.map((h) => h.id).join(",")}&checkin=${stay.checkin}&checkout=${stay.checkout}&roomconfig=2-0`
    const a = ok(await call(first().url, path))
    const s1 = await stats(first())
    expect(ok(await call(first().url, path)).text).toBe(a.text)
    const s2 = await stats(first())
    expect(s2.hits - s1.hits).toBe(1)
    // A hotel outside the answer changes: the answer stays valid.
    const outside = catalogue.hotels.find((h) => h.cityId !== city.id && h.preOccupancy.length === 0)!
    await notified(first(), () => setRoomsLeft(second(), outside.id, outside.roomTypes[0]!.code, 0))
    expect(ok(await call(first().url, path)).text).toBe(a.text)
    const s3 = await stats(first())
    expect(s3.hits - s2.hits).toBe(1)
    // Every room type of one of its hotels sells out, written through the other process.
    for (const type of changed.roomTypes) {
      await notified(first(), () => setRoomsLeft(second(), changed.id, type.code, 0))
    }
    const b = ok(await call(first().url, path))
    expect((await stats(first())).misses - s3.misses).toBe(1)
    const pricesBefore = dataOf<SearchPrices>(a)
    const pricesAfter = dataOf<SearchPrices>(b)
    expect(pricesBefore.prices.some((p) => p.hotel_id === changed.id)).toBe(true)
    expect(pricesAfter.prices.some((p) => p.hotel_id === changed.id)).toBe(false)
    expect(pricesAfter.hotelsWithUnavailablePrices).toContainEqual({
      hotel_id: changed.id,
      reason: "sold_out",
    })
    // The other process's own cache sees the same answer.
    expect(ok(await call(second().url, path)).text).toBe(b.text)
  })

  it("keeps a hotel's room prices until its inventory or rates change; a coupon's answer is never kept", async () => {
    // Not the hotel the price test above sold out.
    const hotel = catalogue.hotels.filter((h) => h.cityId === city.id && h.preOccupancy.length === 0).at(-1)!
    const path = `/api/v5/pricing/hotels/${hotel.id}/room-prices/?checkin=${stay.checkin}&checkout=${stay.checkout}&roomconfig=2-0`
    const a = ok(await call(first().url, path))
    const type = hotel.roomTypes.find(
      (t) => dataOf<RoomPrices>(a).total_price[`${hotel.id}|${t.code}`]!.available,
    )!
    const priceOf = (answer: Answer) =>
      dataOf<RoomPrices>(answer).total_price[`${hotel.id}|${type.code}`]!.rate_plans[0]!.basePrice
    const s1 = await stats(first())
    expect(ok(await call(first().url, path)).text).toBe(a.text)
    const s2 = await stats(first())
    expect(s2.hits - s1.hits).toBe(1)
    // Decoded by the contract's schema like any other answer.
    expect(dataOf<RoomPrices>(a).room_type_ids).toEqual(hotel.roomTypes.map((t) => `${hotel.id}|${t.code}`))

    // Another hotel's rooms sell out: this answer stays.
    const outside = catalogue.hotels.find((h) => h.id !== hotel.id && h.preOccupancy.length === 0)!
    await notified(first(), () => setRoomsLeft(second(), outside.id, outside.roomTypes[0]!.code, 0))
    expect(ok(await call(first().url, path)).text).toBe(a.text)
    expect((await stats(first())).hits - s2.hits).toBe(1)

    // Its own rate changes, through the other process: the next answer is computed, at the new rate.
    const s3 = await stats(first())
    const rate = type.baseRatePaise + 100_000
    await notified(first(), () =>
      call(second().url, "/api/test/rates", {
        method: "PUT",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({
          hotel_id: hotel.id,
          room_type: type.code,
          from: stay.checkin,
          to: stay.checkout,
          rate_paise: rate,
        }),
      }).then(ok),
    )
    const b = ok(await call(first().url, path))
    expect((await stats(first())).misses - s3.misses).toBe(1)
    expect(priceOf(b)).toBe(rate * 2)
    expect(priceOf(a)).toBe(type.baseRatePaise * 2)

    // With a coupon, every request is computed: its uses so far can change the answer.
    const s4 = await stats(first())
    ok(await call(first().url, `${path}&couponcode=NOSUCHCODE`))
    ok(await call(first().url, `${path}&couponcode=NOSUCHCODE`))
    const s5 = await stats(first())
    expect(s5.hits).toBe(s4.hits)
    expect(s5.misses).toBe(s4.misses)
  })

  it("keeps a hotel's details until a review changes its rating; members and guests apart", async () => {
    const hotel = catalogue.hotels.filter((h) => h.cityId === city.id)[1]!
    const path = `/api/v5/hotels/${hotel.id}/details/`
    const reviewsIn = (answer: Answer) => dataOf<HotelDetail>(answer).reviews.noOfReviews
    const a = ok(await call(first().url, path))
    const s1 = await stats(first())
    expect(ok(await call(first().url, path)).text).toBe(a.text)
    expect((await stats(first())).hits - s1.hits).toBe(1)
    expect(dataOf<HotelDetail>(a).id).toBe(hotel.id)

    await notified(first(), () => addReview(second(), hotel.id, 4))
    const s2 = await stats(first())
    const b = ok(await call(first().url, path))
    expect((await stats(first())).misses - s2.misses).toBe(1)
    expect(reviewsIn(b)).toBe(reviewsIn(a) + 1)
  })

  it("keeps channels apart: the same hotels asked on another host get their own answer", async () => {
    const hotels = catalogue.hotels.filter((h) => h.cityId === city.id).slice(0, 5)
    const path = `/api/v6/pricing/hotels/?hotel_id=${hotels.map((h) => h.id).join(",")}&checkin=${stay.checkin}&checkout=${stay.checkout}&roomconfig=2-0`
    const website = dataOf<SearchPrices>(ok(await call(first().url, path)))
    const gdc = dataOf<SearchPrices>(ok(await call(first().url, path, { host: "gdc1.localhost" })))
    expect(website.channel).toBe("website")
    expect(gdc.channel).toBe("gdc")
  })

  it.skipIf(backend !== "postgres")(
    "hears another process's write through the database's notifications, without reading version rows",
    async () => {
      expect((await stats(first())).listening).toBe(true)
      const hotel = dataOf<SearchResult>(ok(await call(first().url, searchPath))).result[0]!
      const reviewsBefore = reviewsOf(ok(await call(first().url, searchPath)), hotel.id)!
      // A version row moved by hand, with no notification: listening, the process does not look
      // at the rows, so the cached answer stays (nothing it depends on changed).
      await Effect.runPromise(
        second().sql`UPDATE data_versions SET version = version + 1 WHERE name = 'reviews'`,
      )
      const s1 = await stats(first())
      ok(await call(first().url, searchPath))
      expect((await stats(first())).hits - s1.hits).toBe(1)
      // A real write in the other process: its trigger notifies, the first process recomputes.
      await notified(first(), () => addReview(second(), hotel.id, 5))
      const s2 = await stats(first())
      expect(reviewsOf(ok(await call(first().url, searchPath)), hotel.id)).toBe(reviewsBefore + 1)
      expect((await stats(first())).misses - s2.misses).toBe(1)
    },
  )

  it.skipIf(backend !== "postgres")(
    "while its listening connection is down, serves nothing from memory versions and subscribes again",
    async () => {
      const hotel = dataOf<SearchResult>(ok(await call(first().url, searchPath))).result[0]!
      const before = await stats(first())
      expect(before.listening).toBe(true)
      expect(before.entries).toBeGreaterThan(0)
      // Kill the listening sessions (both processes' : they share the database).
      await Effect.runPromise(
        second().sql`SELECT pg_terminate_backend(pid) FROM pg_stat_activity
            WHERE application_name = ${DATA_CHANGES_APPLICATION} AND datname = current_database()`,
      )
      await until(first(), (s) => !s.listening)
      expect((await stats(first())).entries).toBe(0)
      // A write nobody is notified of: the first process still sees it (version rows).
      const reviewsBefore = reviewsOf(ok(await call(first().url, searchPath)), hotel.id)!
      await addReview(second(), hotel.id, 4)
      expect(reviewsOf(ok(await call(first().url, searchPath)), hotel.id)).toBe(reviewsBefore + 1)
      // Subscribed again (a second later): a new epoch, answers cached and validated from memory.
      await until(first(), (s) => s.listening && s.subscriptions === before.subscriptions + 1)
      const s1 = await stats(first())
      const a = ok(await call(first().url, searchPath))
      const b = ok(await call(first().url, searchPath))
      expect(reviewsOf(a, hotel.id)).toBe(reviewsBefore + 1)
      expect(b.text).toBe(a.text)
      const s2 = await stats(first())
      expect([s2.misses - s1.misses, s2.hits - s1.hits]).toEqual([1, 1])
    },
    30_000,
  )
})

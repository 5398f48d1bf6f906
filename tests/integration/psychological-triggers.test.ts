import { expect, it } from "vitest"
import type { HotelTriggers } from "#core/api/pricing.ts"
import { addDays } from "#core/dates/calendar-day.ts"
import { dayInIndia } from "#core/dates/today.ts"
import { triggersFor } from "#core/search/triggers.ts"
import { loadCatalogue } from "#fixtures/generate/catalogue.ts"
import { dataOf, errorOf } from "./lib/auth.ts"
import { call } from "./lib/http.ts"
import { roomTypeNights } from "./lib/pricing.ts"
import { onEveryDatabase, TEST_NOW } from "./lib/server.ts"

const baseDate = dayInIndia(TEST_NOW)
const catalogue = loadCatalogue({ baseDate })
const stay = { checkin: addDays(baseDate, 40), checkout: addDays(baseDate, 42) }
const quiet = catalogue.hotels.filter((h) => h.preOccupancy.length === 0)
const scarce = quiet[0]!
const roomy = quiet.find((h) => h !== scarce && h.roomTypes.some((t) => t.roomCount > 3))!

/** The mean rating and count of a hotel's fixture reviews, as the reviews table holds them. */
const ratingOf = (hotelId: string) => {
  const ratings = catalogue.reviews.filter((r) => r.hotelId === hotelId).map((r) => r.rating)
  return ratings.length === 0
    ? undefined
    : { average: ratings.reduce((a, b) => a + b, 0) / ratings.length, count: ratings.length }
}
const mostReviewed = [...catalogue.hotels].sort(
  (a, b) => (ratingOf(b.id)?.count ?? 0) - (ratingOf(a.id)?.count ?? 0),
)[0]!

const path = (hotelIds: string, extra: Record<string, string> = {}) =>
  `/api/v1/psychological-triggers/?${new URLSearchParams({ hotel_id: hotelIds, ...stay, roomconfig: "1-0", ...extra })}`

onEveryDatabase("psychological triggers: GET /api/v1/psychological-triggers/", (server) => {
  const triggers = async (hotelIds: string) => {
    const answer = await call(server().url, path(hotelIds))
    expect(answer.status, answer.text).toBe(200)
    return dataOf<ReadonlyArray<HotelTriggers>>(answer)
  }

  it("says 'Only 2 rooms left' when inventory has two rooms for the whole stay", async () => {
    for (const [i, type] of scarce.roomTypes.entries()) {
      const answer = await call(server().url, "/api/test/inventory", {
        method: "PUT",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({
          hotel_id: scarce.id,
          room_type: type.code,
          from: stay.checkin,
          to: stay.checkout,
          available: i === 0 ? 2 : 0,
        }),
      })
      expect(answer.status, answer.text).toBe(200)
    }
    const [hotel] = await triggers(scarce.id)
    expect(hotel!.triggers[0]).toEqual({ type: "rooms_left", text: "Only 2 rooms left", metricValue: 2 })
  })

  it("computes every trigger from inventory and the reviews, and invents none", async () => {
    const hotels = [roomy, mostReviewed, ...catalogue.hotels.slice(0, 8)]
    const unique = [...new Set(hotels)]
    const answer = await triggers(`${unique.map((h) => h.id).join(",")},99999999`)
    expect(answer.map((h) => h.hotel_id)).toEqual([...unique.map((h) => h.id), "99999999"])
    for (const hotel of unique) {
      let roomsLeft = 0
      for (const type of hotel.roomTypes) {
        const nights = await roomTypeNights(server().url, hotel.id, type.code, stay)
        roomsLeft += Math.min(...nights.map((n) => n.roomsAvailable))
      }
      const got = answer.find((h) => h.hotel_id === hotel.id)!.triggers
      expect(got).toEqual(triggersFor({ roomsLeft, rating: ratingOf(hotel.id) }))
    }
    expect(answer.find((h) => h.hotel_id === roomy.id)!.triggers.map((t) => t.type)).not.toContain(
      "rooms_left",
    )
    expect(answer.at(-1)!.triggers).toEqual([])
  })

  it("refuses bad dates with 400", async () => {
    const answer = await call(server().url, path(scarce.id, { checkout: stay.checkin }))
    expect(answer.status).toBe(400)
    expect(errorOf(answer).message).toContain("checkout")
  })
})

import { expect, it } from "vitest"
import { addDays } from "#core/dates/calendar-day.ts"
import { dayInIndia } from "#core/dates/today.ts"
import { loadCatalogue } from "#fixtures/generate/catalogue.ts"
import { call } from "./lib/http.ts"
import { setRate as setStayRate } from "./lib/pricing.ts"
import { onEveryDatabase, TEST_NOW } from "./lib/server.ts"

const baseDate = dayInIndia(TEST_NOW)
const catalogue = loadCatalogue({ baseDate })
const hotel = catalogue.hotels.find(
  (h) => h.preOccupancy.length === 0 && h.roomTypes.some((r) => r.maxOccupancy.adults >= 2),
)!
const roomType = hotel.roomTypes.find((r) => r.maxOccupancy.adults >= 2)!
const stay = { checkin: addDays(baseDate, 20), checkout: addDays(baseDate, 22) }

interface ItineraryPrice {
  readonly bid: string
  readonly selected_rate_plan: { readonly pretaxPrice: number }
}

// The itinerary keeps the stay's inventory between opens of a cart (server/inventory/stays-cache.ts):
// a rate set in between must reach the next open, never the price kept from before.
onEveryDatabase("an open cart priced again after its hotel's rates change", (server) => {
  const itinerary = async (query: string) => {
    const answer = await call(server().url, `/api/v8/checkout/itinerary/?${query}`)
    expect(answer.status, answer.text).toBe(200)
    return (answer.json as { data: ItineraryPrice }).data
  }
  const setRate = async (ratePaise: number) => {
    const answer = await setStayRate(server().url, hotel.id, roomType.code, stay, ratePaise)
    expect(answer.status, answer.text).toBe(200)
  }

  it("shows the new rate at the next open of the same cart", async () => {
    await setRate(300_000)
    const params = new URLSearchParams({
      hotel_id: hotel.id,
      ...stay,
      roomconfig: "2-0",
      roomtype: roomType.code,
    })
    const started = await itinerary(params.toString())
    const opened = await itinerary(`bid=${started.bid}`)
    expect(opened.selected_rate_plan.pretaxPrice).toBe(started.selected_rate_plan.pretaxPrice)
    await setRate(450_000)
    const repriced = await itinerary(`bid=${started.bid}`)
    // Two nights at ₹1,500 more each, on the refundable plan's rack rate.
    expect(repriced.selected_rate_plan.pretaxPrice - opened.selected_rate_plan.pretaxPrice).toBe(300_000)
  })
})

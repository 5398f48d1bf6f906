import { describe, expect, it } from "vitest"
import {
  type CardView,
  type FilterView,
  matchFilters,
  matchNavigation,
  matchResults,
  matchWidget,
  type ResultsView,
  type WidgetView,
} from "#cli/journey/expect-search.ts"
import { parseJourney } from "#cli/journey/load.ts"
import type { ResultHotel } from "#core/search/result-hotel.ts"

const problemsOf = (steps: string) =>
  parseJourney(`name: J\nnow: 2029-01-10T10:00:00+05:30\nsteps:\n${steps}`, "j.yaml").problems

describe("search steps in journey files", () => {
  it("reads widget and results steps, bare or with their argument", () => {
    const { journey, problems } = parseJourney(
      `name: Searches
now: 2029-01-10T10:00:00+05:30
steps:
  - dates.pick: { checkin: +1d, checkout: 2029-01-14 }
  - rooms.add
  - rooms.adults: { room: 2, count: 3 }
  - geolocation: denied
  - search.submit
  - expect.navigation: null
  - results.open: /hotels-in-bengaluru/
  - filter.toggle: { group: brand, value: Treebo }
  - map.bounds: null
`,
      "j.yaml",
    )
    expect(problems).toEqual([])
    expect(journey?.steps.map((s) => s.kind)).toEqual([
      "dates.pick",
      "rooms.add",
      "rooms.adults",
      "geolocation",
      "search.submit",
      "expect.navigation",
      "results.open",
      "filter.toggle",
      "map.bounds",
    ])
  })

  it("refuses a day that is neither YYYY-MM-DD nor +Nd, and names the filter groups", () => {
    const [day] = problemsOf("  - dates.pick: { checkin: tomorrow }\n")
    expect(day?.message).toContain("+1d")
    const [group] = problemsOf("  - filter.toggle: { group: brands, value: Treebo }\n")
    expect(group?.at).toBe("steps[0].filter.toggle.group")
    const [room] = problemsOf("  - rooms.kids: { room: 0, count: 1 }\n")
    expect(room?.at).toBe("steps[0].rooms.kids.room")
  })
})

const widget: WidgetView = {
  tooltip: null,
  pickerOpen: false,
  months: null,
  calendarRange: { start: "2029-03-15", end: "2029-03-17" },
  roomsOpen: true,
  dates: { checkin: "2029-03-15", checkout: "2029-03-17" },
  occupancy: "5 Rooms, 5 Guests",
  rooms: [{ adults: 1, kids: 0 }],
  canAddRoom: false,
  roomLimitNotice: "Want to book more rooms? Call us on +91 80 4718 0000 for best prices",
  locationDisabled: false,
  busy: false,
}

describe("expect.widget and expect.navigation", () => {
  it("compares only the fields given, lists and objects by value", () => {
    expect(matchWidget({ canAddRoom: false, rooms: [{ adults: 1, kids: 0 }] }, widget)).toEqual([])
    expect(matchWidget({ tooltip: "Please enter a location", dates: null }, widget)).toEqual([
      { at: "tooltip", expected: "Please enter a location", actual: null },
      { at: "dates", expected: null, actual: widget.dates },
    ])
  })

  it("checks the path and named query parameters; null means absent or no navigation", () => {
    const to = "/search/?q=Bengaluru&city=Bengaluru&roomconfig=2-0%2C1-1"
    expect(
      matchNavigation({ path: "/search/", query: { roomconfig: "2-0,1-1", rateplan: null } }, to),
    ).toEqual([])
    expect(matchNavigation({ query: { rateplan: "EP" } }, to)).toEqual([
      { at: "query.rateplan", expected: "EP", actual: null },
    ])
    expect(matchNavigation(null, null)).toEqual([])
    expect(matchNavigation(null, to)).toHaveLength(1)
    expect(matchNavigation({ path: "/search/" }, null)).toHaveLength(1)
  })
})

const hotel = (id: string, rating: number | undefined, rupees: number | null): ResultHotel => ({
  id,
  name: `Hotel ${id}`,
  localityId: 1,
  landmarkIds: [],
  brandCode: "trip",
  propertyType: "hotel",
  bedTypes: [],
  policies: [],
  collectionIds: [],
  hotelAmenityIds: [],
  roomAmenityIds: [],
  rating,
  lat: 12.9,
  lng: 77.6,
  perNightPrice: rupees,
  rank: {},
})
const card = (h: ResultHotel): CardView => ({
  id: h.id,
  name: h.name,
  perNightPaise: h.perNightPrice === null ? null : h.perNightPrice * 100,
  plan: h.perNightPrice === null ? null : { roomType: "oak", ratePlan: "nrp", refundable: false },
  hotel: h,
})
const view = (hotels: ReadonlyArray<ResultHotel>): ResultsView => ({
  url: "/hotels-in-bengaluru/",
  found: true,
  cards: hotels.map(card),
  coordinates: null,
})

describe("expect.results", () => {
  const cheapFirst = view([hotel("1", 4, 1500), hotel("2", 3, 2000), hotel("3", 5, null)])

  it("accepts priced hotels by the key, then the unpriced, and names the first pair out of order", () => {
    expect(matchResults({ order: { by: "price", order: "ascending" } }, cheapFirst, null)).toEqual([])
    const [problem] = matchResults({ order: { by: "price", order: "descending" } }, cheapFirst, null)
    expect(problem?.actual).toBe("Hotel 1 (1500) comes before Hotel 2 (2000)")
    const unpricedFirst = view([hotel("3", 5, null), hotel("1", 4, 1500)])
    expect(
      matchResults({ order: { by: "rating", order: "descending" } }, unpricedFirst, null)[0]?.actual,
    ).toBe("a hotel without a price comes before one with a price")
  })

  it("matches hotels by name or id, and counts", () => {
    expect(matchResults({ count: 3, first: ["Hotel 1", "2"], unpriced: ["3"] }, cheapFirst, null)).toEqual([])
    expect(matchResults({ hotels: ["1", "2"] }, cheapFirst, null)).toHaveLength(1)
    expect(matchResults({ excludes: ["Hotel 3"] }, cheapFirst, null)).toHaveLength(1)
  })

  it("compares each card's per-night paise and plan with the pricing API's, and the payment mode and fee", () => {
    const priced = (perNightPrice: number, plan: "rp" | "nrp") => ({
      perNightPrice,
      cheapest_room: { room_type: "oak" },
      rate_plan: { code: plan, type: plan === "rp" ? "refundable" : "non-refundable" },
      payment_mode: "PREPAID",
      platform_fee: 4900,
    })
    const pricing = {
      prices: [
        { hotel_id: "1", ...priced(150000, "nrp") },
        { hotel_id: "2", ...priced(200001, "rp") },
      ],
      unavailable: ["3"],
    }
    const out = matchResults(
      { pricesMatchApi: true, paymentMode: "PAY_AT_HOTEL", platformFeePaise: 4900 },
      cheapFirst,
      pricing,
    )
    expect(out).toEqual([
      { at: "perNightPrice[Hotel 2]", expected: 200001, actual: 200000 },
      {
        at: "plan[Hotel 2]",
        expected: { roomType: "oak", ratePlan: "rp", refundable: true },
        actual: { roomType: "oak", ratePlan: "nrp", refundable: false },
      },
      { at: "paymentMode", expected: "PAY_AT_HOTEL", actual: ["PREPAID"] },
    ])
  })
})

describe("expect.filters", () => {
  const filters: FilterView = {
    groups: [
      {
        key: "brand",
        selected: ["trend"],
        values: [
          { value: "trend", label: "Treebo", count: 11 },
          { value: "trip", label: "Itsy Hotels", count: 21 },
        ],
      },
    ],
    customRange: { start: 1476, end: 6458, min: 1476, max: 6458 },
  }

  it("names values by wire value or visible name", () => {
    expect(
      matchFilters({ counts: { brand: { Treebo: 11, trip: 21 } }, selected: { brand: ["Treebo"] } }, filters),
    ).toEqual([])
    expect(matchFilters({ counts: { brand: { Medalio: 7 } } }, filters)[0]?.actual).toContain("no such value")
    expect(matchFilters({ customRange: { start: 1500 } }, filters)).toEqual([
      { at: "customRange.start", expected: 1500, actual: 1476 },
    ])
  })
})

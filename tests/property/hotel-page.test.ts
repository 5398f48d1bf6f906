import { fc, test } from "@fast-check/vitest"
import { describe, expect, it } from "vitest"
import { RoomTypeCode } from "#core/catalogue/hotel.ts"
import { addDays } from "#core/dates/calendar-day.ts"
import { type HotelLink, hotelLinkQuery, MAX_Q_LENGTH, parseHotelLink } from "#core/hotel/hotel-link.ts"
import { dayOrdinal, reviewDate } from "#core/hotel/review-date.ts"
import { similarHotels } from "#core/hotel/similar-hotels.ts"

const id = fc.integer({ min: 1, max: 40 }).map(String)

describe("similar hotels (spec-search §4 'Sorting')", () => {
  const nearby = fc.array(fc.record({ id, distance: fc.double({ min: 0, max: 30, noNaN: true }) }), {
    maxLength: 25,
  })
  const priced = fc.uniqueArray(id, { maxLength: 40 }).map((ids) => ids.map((hotel_id) => ({ hotel_id })))
  const limit = fc.integer({ min: 0, max: 10 })

  test.prop([nearby, priced, id, limit])(
    "keeps only other, priced hotels, nearest first (ties by id), at most the limit",
    (hotels, prices, current, n) => {
      const result = similarHotels(hotels, prices, current, n)
      const pricedIds = new Set(prices.map((p) => p.hotel_id))
      expect(result.length).toBeLessThanOrEqual(n)
      for (const { hotel, price } of result) {
        expect(hotel.id).not.toBe(current)
        expect(price.hotel_id).toBe(hotel.id)
      }
      for (let i = 1; i < result.length; i++) {
        const [a, b] = [result[i - 1]!.hotel, result[i]!.hotel]
        expect(a.distance < b.distance || (a.distance === b.distance && Number(a.id) < Number(b.id))).toBe(
          true,
        )
      }
      // Nothing better was left out: every eligible hotel not shown is at least as far as the last shown.
      const eligible = new Set(hotels.filter((h) => h.id !== current && pricedIds.has(h.id)).map((h) => h.id))
      expect(result.length).toBe(Math.min(n, eligible.size))
      const last = result.at(-1)?.hotel.distance ?? -1
      const shown = new Set(result.map((r) => r.hotel.id))
      // A hotel listed twice counts once, at its first listing (the rule's documented choice).
      const firstListings = hotels.filter((h, i) => hotels.findIndex((other) => other.id === h.id) === i)
      for (const hotel of firstListings) {
        if (eligible.has(hotel.id) && !shown.has(hotel.id) && result.length === n) {
          expect(hotel.distance).toBeGreaterThanOrEqual(last)
        }
      }
    },
  )

  it("counts a hotel listed twice once, at its first listing", () => {
    const hotels = [
      { id: "16", distance: 0.2 },
      { id: "1", distance: 0.4 },
      { id: "23", distance: 0 },
      { id: "1", distance: 0 },
    ]
    const prices = [{ hotel_id: "23" }, { hotel_id: "1" }, { hotel_id: "16" }]
    expect(similarHotels(hotels, prices, "2", 2).map((s) => s.hotel.id)).toEqual(["23", "16"])
    expect(similarHotels(hotels, prices, "2", 5).map((s) => [s.hotel.id, s.hotel.distance])).toEqual([
      ["23", 0],
      ["16", 0.2],
      ["1", 0.4],
    ])
  })

  it("orders hotel 9 before hotel 10 at the same distance", () => {
    const hotels = [
      { id: "10", distance: 1 },
      { id: "9", distance: 1 },
      { id: "3", distance: 0.5 },
    ]
    const prices = ["3", "9", "10"].map((hotel_id) => ({ hotel_id }))
    expect(similarHotels(hotels, prices, "3").map((s) => s.hotel.id)).toEqual(["9", "10"])
  })
})

describe("review dates", () => {
  it.each([
    [1, "1st"],
    [2, "2nd"],
    [3, "3rd"],
    [4, "4th"],
    [11, "11th"],
    [12, "12th"],
    [13, "13th"],
    [21, "21st"],
    [22, "22nd"],
    [23, "23rd"],
    [30, "30th"],
    [31, "31st"],
  ])("writes day %i as %s", (day, text) => expect(dayOrdinal(day)).toBe(text))

  it("uses the day in India: 18:30Z is already the next day", () => {
    expect(reviewDate("2026-02-28T18:29:59.000Z")).toBe("28th Feb 2026")
    expect(reviewDate("2026-02-28T18:30:00.000Z")).toBe("1st Mar 2026")
  })

  const instant = fc.integer({ min: 0, max: 4102444800000 }).map((ms) => new Date(ms).toISOString())
  test.prop([instant])("is the Kolkata calendar day of the instant, with its ordinal", (iso) => {
    const day = new Date(Date.parse(iso) + 330 * 60_000).toISOString().slice(0, 10)
    const [year, month, date] = day.split("-").map(Number) as [number, number, number]
    const months = "Jan Feb Mar Apr May Jun Jul Aug Sep Oct Nov Dec".split(" ")
    expect(reviewDate(iso)).toBe(`${dayOrdinal(date)} ${months[month - 1]} ${year}`)
  })

  test.prop([fc.string()])("never throws on junk", (text) => {
    expect(() => reviewDate(text)).not.toThrow()
  })
})

describe("hotel page links (spec-search §2)", () => {
  const code = fc.constantFrom(...RoomTypeCode.literals)
  const hotelId = fc.stringMatching(/^[1-9]\d{0,6}$/)
  const token = (max: number) => fc.stringMatching(new RegExp(`^[A-Za-z0-9_-]{1,${max}}$`))
  const day = fc.integer({ min: 0, max: 5000 }).map((n) => addDays("2020-01-01", n))
  const link: fc.Arbitrary<HotelLink> = fc.record(
    {
      q: fc
        .string({
          unit: fc.constantFrom("a", "Z", " ", "&", "=", "+", "%", "#", ",", "क"),
          maxLength: MAX_Q_LENGTH,
        })
        .filter((q) => q.trim() !== ""),
      hotelId,
      ratePlan: fc.oneof(fc.constant("EP"), token(30)),
      roomType: code,
      hotelIds: fc.uniqueArray(hotelId, { minLength: 1, maxLength: 5 }),
      roomTypes: fc.uniqueArray(code, { minLength: 1 }),
      pid: token(64),
      checkin: day,
      checkout: day,
      rooms: fc.array(
        fc.record({ adults: fc.integer({ min: 1, max: 5 }), kids: fc.integer({ min: 0, max: 5 }) }),
        { minLength: 1, maxLength: 5 },
      ),
    },
    { requiredKeys: [] },
  )

  test.prop([link])("reads back what it builds, through the URL's text", (value) => {
    const text = hotelLinkQuery(value).toString()
    expect(parseHotelLink(new URLSearchParams(text))).toEqual(value)
  })

  const junkValue = fc.oneof(
    fc.string(),
    fc.constantFrom("", " ", "0", "-1", "oak,,maple", "1,abc,2", "2026-02-30", "9-9,x", "%E0%A4"),
  )
  const junk = fc.array(
    fc.tuple(
      fc.constantFrom(
        "q",
        "hotel_id",
        "rateplan",
        "roomtype",
        "hotelids",
        "roomtypes",
        "pid",
        "checkin",
        "checkout",
        "roomconfig",
        "other",
      ),
      junkValue,
    ),
    { maxLength: 12 },
  )

  test.prop([junk])("never throws on junk, and what it keeps is valid and builds to itself", (pairs) => {
    const parsed = parseHotelLink(new URLSearchParams(pairs))
    const again = parseHotelLink(hotelLinkQuery(parsed))
    expect(again).toEqual(parsed)
    if (parsed.hotelId !== undefined) expect(parsed.hotelId).toMatch(/^[1-9]\d*$/)
    for (const type of parsed.roomTypes ?? []) expect(RoomTypeCode.literals).toContain(type)
    for (const room of parsed.rooms ?? []) {
      expect(room.adults).toBeGreaterThanOrEqual(1)
      expect(room.kids).toBeGreaterThanOrEqual(0)
    }
  })

  it("drops bad values one by one and keeps the rest", () => {
    const query = new URLSearchParams(
      "q=Koramangala&hotel_id=12a&rateplan=EP&roomtype=Oak&hotelids=3,x,4,3&roomtypes=oak,suite&checkin=2026-02-30&checkout=2026-03-02&roomconfig=2-1,",
    )
    expect(parseHotelLink(query)).toEqual({
      q: "Koramangala",
      ratePlan: "EP",
      roomType: "oak",
      hotelIds: ["3", "4"],
      roomTypes: ["oak"],
      checkout: "2026-03-02",
      rooms: [{ adults: 2, kids: 1 }],
    })
  })
})

import { fc, test } from "@fast-check/vitest"
import { describe, expect } from "vitest"
import { businessDay } from "#core/dates/business-day.ts"
import { addDays, daysBetween, isCalendarDay } from "#core/dates/calendar-day.ts"
import { MAX_STAY_NIGHTS, MIN_STAY_NIGHTS, normaliseStay } from "#core/dates/stay.ts"
import { dayInIndia } from "#core/dates/today.ts"
import { customPriceRange, inCustomRange, priceBucketOf, priceBuckets } from "#core/search/price-buckets.ts"
import { meetsRating, RATING_THRESHOLDS } from "#core/search/rating-filter.ts"
import {
  ADULTS_MAX,
  ADULTS_MIN,
  KIDS_MAX,
  KIDS_MIN,
  parseRoomConfig,
  ROOMS_MAX,
  serialiseRoomConfig,
} from "#core/search/room-config.ts"
import { searchStay } from "#core/search/search-dates.ts"

const DAY_MS = 86_400_000
const FROM = Date.UTC(2020, 0, 1)

/** A calendar day between 2020 and about 2047. */
const day = fc
  .integer({ min: 0, max: 10_000 })
  .map((n) => new Date(FROM + n * DAY_MS).toISOString().slice(0, 10))

/** Days near `today` so the rules meet often, other days, and text that is not a day. */
const rawDate = (today: string) =>
  fc.oneof(
    fc.integer({ min: -20, max: 40 }).map((n) => addDays(today, n)),
    day,
    fc.constantFrom("", "2026-02-30", "31-12-2026", "2026-1-5", "9999-12-31", "2026-12-01T00:00"),
    fc.string({ maxLength: 12 }),
  )

const urlDates = day.chain((today) =>
  fc.record({
    today: fc.constant(today),
    checkin: fc.option(rawDate(today), { nil: undefined }),
    checkout: fc.option(rawDate(today), { nil: undefined }),
  }),
)

describe("date normalisation", () => {
  test.prop([urlDates])("yields 1-15 nights from today or later, as calendar days", ({ today, ...raw }) => {
    const { checkin, checkout } = normaliseStay(raw, today).stay
    expect(isCalendarDay(checkin) && isCalendarDay(checkout)).toBe(true)
    expect(checkin >= today).toBe(true)
    const nights = daysBetween(checkin, checkout)
    expect(nights).toBeGreaterThanOrEqual(MIN_STAY_NIGHTS)
    expect(nights).toBeLessThanOrEqual(MAX_STAY_NIGHTS)
  })

  test.prop([urlDates])("is idempotent: a normalised stay needs no correction", ({ today, ...raw }) => {
    const once = normaliseStay(raw, today).stay
    expect(normaliseStay(once, today)).toEqual({ stay: once, corrected: false })
  })

  test.prop([day, fc.integer({ min: 0, max: 400 }), fc.integer({ min: 1, max: 15 })])(
    "leaves a stay inside the rules as it is",
    (today, ahead, nights) => {
      const stay = { checkin: addDays(today, ahead), checkout: addDays(today, ahead + nights) }
      expect(normaliseStay(stay, today)).toEqual({ stay, corrected: false })
    },
  )

  test.prop([urlDates])(
    "flags a correction exactly when URL dates were given and changed",
    ({ today, ...raw }) => {
      const { stay, corrected } = normaliseStay(raw, today)
      const given = raw.checkin !== undefined || raw.checkout !== undefined
      const same = raw.checkin === stay.checkin && raw.checkout === stay.checkout
      expect(corrected).toBe(given && !same)
    },
  )
})

describe("the search URL redirect", () => {
  test.prop([urlDates, fc.string({ maxLength: 10 })])(
    "lands on a URL that needs no redirect, with the other parameters kept",
    ({ today, checkin, checkout }, q) => {
      const query = new URLSearchParams({ q })
      if (checkin !== undefined) query.set("checkin", checkin)
      if (checkout !== undefined) query.set("checkout", checkout)
      const { stay, redirectQuery } = searchStay(query, today)
      const landed = redirectQuery ?? query
      expect(searchStay(landed, today)).toEqual({ stay, redirectQuery: undefined })
      expect(landed.get("q")).toBe(q)
    },
  )
})

describe("the business day", () => {
  const instant = fc.integer({ min: FROM, max: FROM + 10_000 * DAY_MS })

  test.prop([instant])("is the day in India, or the day before until 06:00 IST", (ms) => {
    const india = dayInIndia(ms)
    const minutesIntoIndianDay = Math.floor(((ms + 330 * 60_000) % DAY_MS) / 60_000)
    expect(businessDay(ms)).toBe(minutesIntoIndianDay < 6 * 60 ? addDays(india, -1) : india)
  })

  test.prop([instant, fc.integer({ min: 0, max: 3 * DAY_MS })])("never goes backwards", (ms, later) => {
    expect(businessDay(ms + later) >= businessDay(ms)).toBe(true)
  })
})

const room = fc.record({
  adults: fc.integer({ min: ADULTS_MIN, max: ADULTS_MAX }),
  kids: fc.integer({ min: KIDS_MIN, max: KIDS_MAX }),
})

describe("roomconfig", () => {
  test.prop([fc.array(room, { minLength: 1, maxLength: ROOMS_MAX })])(
    "serialise → parse round-trips",
    (rooms) => {
      expect(parseRoomConfig(serialiseRoomConfig(rooms))).toEqual(rooms)
    },
  )

  const token = fc.oneof(fc.integer({ min: -3, max: 12 }).map(String), fc.string({ maxLength: 4 }))
  const messyConfig = fc.oneof(
    fc.string({ maxLength: 30 }),
    fc
      .array(fc.tuple(token, token), { maxLength: 8 })
      .map((rooms) => rooms.map(([a, k]) => `${a}-${k}`).join(",")),
  )

  test.prop([messyConfig])("parse never yields out-of-range values, and settles after one pass", (value) => {
    const rooms = parseRoomConfig(value)
    expect(rooms.length).toBeGreaterThanOrEqual(1)
    expect(rooms.length).toBeLessThanOrEqual(ROOMS_MAX)
    for (const r of rooms) {
      expect(Number.isInteger(r.adults) && r.adults >= ADULTS_MIN && r.adults <= ADULTS_MAX).toBe(true)
      expect(Number.isInteger(r.kids) && r.kids >= KIDS_MIN && r.kids <= KIDS_MAX).toBe(true)
    }
    expect(parseRoomConfig(serialiseRoomConfig(rooms))).toEqual(rooms)
  })
})

const rooms = fc.integer({ min: 1, max: ROOMS_MAX })
const perNight = fc.oneof(
  fc.integer({ min: 0, max: 40_000 }),
  fc.double({ min: 0, max: 40_000, noNaN: true }),
  // Around the scaled bounds, where an off-by-one would show.
  fc
    .tuple(fc.constantFrom(1500, 2000, 3000), rooms, fc.integer({ min: -2, max: 2 }))
    .map(([b, r, d]) => b * r + d),
)

describe("price buckets", () => {
  test.prop([perNight, rooms])("a price falls in exactly one bucket for a given room count", (price, r) => {
    const holding = priceBuckets(r).filter((b, i, all) => {
      const above = i === 0 ? price >= 0 : price > (all[i - 1]?.upper ?? Number.POSITIVE_INFINITY)
      return above && (b.upper === undefined || price <= b.upper)
    })
    expect(holding).toHaveLength(1)
    expect(priceBucketOf(price, r)).toEqual(holding[0])
    // A whole-rupee price also lies within the bucket's printed bounds.
    const bucket = priceBucketOf(price, r)
    if (Number.isInteger(price)) {
      expect(price >= bucket.lower && (bucket.upper === undefined || price <= bucket.upper)).toBe(true)
    }
  })

  test.prop([rooms])("scaled buckets tile the prices: each starts one rupee after the last ends", (r) => {
    const buckets = priceBuckets(r)
    expect(buckets[0]?.lower).toBe(0)
    for (let i = 1; i < buckets.length; i++)
      expect(buckets[i]?.lower).toBe((buckets[i - 1]?.upper ?? Number.NaN) + 1)
  })

  test.prop([
    fc.array(perNight, { minLength: 1, maxLength: 20 }),
    fc.option(fc.record({ start: perNight, end: perNight }), { nil: undefined }),
  ])("the custom range lies within its limits and, unchosen, holds every price", (prices, chosen) => {
    const range = customPriceRange(prices, chosen)
    if (range === undefined) throw new Error("prices were given")
    expect(range.minPerNightValue <= range.start && range.start <= range.end).toBe(true)
    expect(range.end <= range.maxPerNightValue).toBe(true)
    if (chosen === undefined) expect(prices.every((p) => inCustomRange(p, range))).toBe(true)
  })
})

describe("rating thresholds", () => {
  test.prop([fc.double({ min: 0, max: 5, noNaN: true })])(
    "a rating meeting a threshold meets every lower one",
    (rating) => {
      const met = RATING_THRESHOLDS.map((t) => meetsRating(rating, t))
      // Highest first, so the results are some falses followed by trues.
      expect(met).toEqual([...met].sort((a, b) => Number(a) - Number(b)))
      expect(met.every((m, i) => m === rating >= (RATING_THRESHOLDS[i] ?? Number.NaN))).toBe(true)
    },
  )
})

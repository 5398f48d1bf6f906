import { fc, test } from "@fast-check/vitest"
import { describe, expect } from "vitest"
import { addDays } from "#core/dates/calendar-day.ts"
import { normaliseStay } from "#core/dates/stay.ts"
import { stayProblem } from "#core/dates/stay-problem.ts"
import {
  FEW_ROOMS_LEFT,
  MANY_REVIEWS,
  TOP_RATED_AVERAGE,
  TOP_RATED_MIN_REVIEWS,
  triggersFor,
} from "#core/search/triggers.ts"

const today = fc.integer({ min: 0, max: 3000 }).map((n) => addDays("2026-01-01", n))
const rating = fc.option(
  fc.record({
    average: fc.double({ min: 1, max: 5, noNaN: true }),
    count: fc.integer({ min: 1, max: 5000 }),
  }),
  { nil: undefined },
)

describe("search price rules", () => {
  test.prop([today, fc.integer({ min: -5, max: 40 }), fc.integer({ min: -3, max: 20 })])(
    "a pricing call accepts exactly the stays a search page would not redirect",
    (day, checkinOffset, nights) => {
      const stay = { checkin: addDays(day, checkinOffset), checkout: addDays(day, checkinOffset + nights) }
      expect(stayProblem(stay, day) === undefined).toBe(!normaliseStay(stay, day).corrected)
    },
  )

  test.prop([fc.integer({ min: 0, max: 500 }), rating])(
    "every trigger states a fact: its metric is the rooms left, the rating or the review count",
    (roomsLeft, given) => {
      for (const trigger of triggersFor({ roomsLeft, rating: given })) {
        expect(trigger.text).toContain(
          String(trigger.type === "top_rated" ? trigger.metricValue.toFixed(1) : trigger.metricValue),
        )
        if (trigger.type === "rooms_left") {
          expect(trigger.metricValue).toBe(roomsLeft)
          expect(roomsLeft).toBeGreaterThanOrEqual(1)
          expect(roomsLeft).toBeLessThanOrEqual(FEW_ROOMS_LEFT)
        } else if (trigger.type === "top_rated") {
          expect(given!.count).toBeGreaterThanOrEqual(TOP_RATED_MIN_REVIEWS)
          expect(trigger.metricValue).toBeGreaterThanOrEqual(TOP_RATED_AVERAGE)
          expect(trigger.metricValue).toBeLessThanOrEqual(given!.average + 1e-6)
        } else {
          expect(trigger.metricValue).toBe(given!.count)
          expect(given!.count).toBeGreaterThanOrEqual(MANY_REVIEWS)
        }
      }
    },
  )

  test.prop([fc.integer({ min: 0, max: 500 }), rating])(
    "each kind of trigger appears at most once",
    (roomsLeft, given) => {
      const types = triggersFor({ roomsLeft, rating: given }).map((t) => t.type)
      expect(new Set(types).size).toBe(types.length)
    },
  )
})

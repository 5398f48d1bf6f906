import { fc, test } from "@fast-check/vitest"
import { describe, expect } from "vitest"
import {
  aspectNear,
  averageRating,
  feedbackWindow,
  reviewCount,
  starHistogram,
} from "#core/reviews/summary.ts"

const counts = fc.array(fc.nat({ max: 1000 }), { minLength: 5, maxLength: 5 })
const histogramOf = (c: ReadonlyArray<number>) => starHistogram(new Map(c.map((n, i) => [i + 1, n])))

describe("review summary arithmetic", () => {
  test.prop([counts])(
    "the average is the mean star, to one decimal, between the lowest and highest given",
    (c) => {
      const histogram = histogramOf(c)
      const total = reviewCount(histogram)
      const average = averageRating(histogram)
      if (total === 0) return expect(average).toBeNull()
      const given = histogram.filter((s) => s.count > 0).map((s) => s.rating)
      expect(average).toBeGreaterThanOrEqual(Math.min(...given))
      expect(average).toBeLessThanOrEqual(Math.max(...given))
      const exact = histogram.reduce((sum, s) => sum + s.rating * s.count, 0) / total
      expect(Math.abs(average! - exact)).toBeLessThanOrEqual(0.05 + 1e-9)
    },
  )

  test.prop([fc.integer({ min: 1, max: 5 }), fc.integer({ min: -3, max: 3 })])(
    "an aspect stays within one star of the overall rating, and within 1-5",
    (overall, offset) => {
      const aspect = aspectNear(overall, offset)
      expect(Number.isInteger(aspect)).toBe(true)
      expect(Math.abs(aspect - overall)).toBeLessThanOrEqual(1)
      expect(aspect).toBeGreaterThanOrEqual(1)
      expect(aspect).toBeLessThanOrEqual(5)
    },
  )

  test.prop([fc.integer({ min: 1, max: 50 }), fc.nat({ max: 200 })])(
    "feedback pages asked as 10 × page follow each other without gap or overlap",
    (pageSize, page) => {
      const here = feedbackWindow(page * 10, pageSize)
      const next = feedbackWindow((page + 1) * 10, pageSize)
      expect(here.limit).toBe(pageSize)
      expect(next.offset).toBe(here.offset + here.limit)
    },
  )
})

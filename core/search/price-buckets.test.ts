import { describe, expect, it } from "vitest"
import { enIN } from "../i18n/locales/en-IN.ts"
import { createTranslator } from "../i18n/translate.ts"
import {
  customPriceRange,
  inCustomRange,
  priceBucketLabel,
  priceBucketOf,
  priceBuckets,
} from "./price-buckets.ts"

const bounds = (rooms: number) => priceBuckets(rooms).map((b) => [b.lower, b.upper])

describe("price buckets per night", () => {
  it("are the spec's four for one room", () => {
    expect(bounds(1)).toEqual([
      [0, 1500],
      [1501, 2000],
      [2001, 3000],
      [3001, undefined],
    ])
  })

  it("scale with rooms: upper = rooms × bound, lower = rooms × start − rooms + 1", () => {
    expect(bounds(2)).toEqual([
      [0, 3000],
      [3001, 4000],
      [4001, 6000],
      [6001, undefined],
    ])
    expect(bounds(5)).toEqual([
      [0, 7500],
      [7501, 10000],
      [10001, 15000],
      [15001, undefined],
    ])
    expect(priceBuckets(3).map((b) => b.value)).toEqual(priceBuckets(1).map((b) => b.value))
  })

  it("put each price in one bucket, fractions between the printed bounds included", () => {
    expect(priceBucketOf(0, 1).value).toBe("0-1500")
    expect(priceBucketOf(1500, 1).value).toBe("0-1500")
    expect(priceBucketOf(1500.5, 1).value).toBe("1501-2000")
    expect(priceBucketOf(1501, 1).value).toBe("1501-2000")
    expect(priceBucketOf(3000, 1).value).toBe("2001-3000")
    expect(priceBucketOf(3001, 1).value).toBe("3001-")
    expect(priceBucketOf(3001, 2).value).toBe("1501-2000")
    expect(priceBucketOf(1_000_000, 2).value).toBe("3001-")
  })

  it("are labelled as the spec writes them", () => {
    const t = createTranslator("en-IN", enIN)
    const labels = (rooms: number) => priceBuckets(rooms).map((b) => priceBucketLabel(b, t))
    expect(labels(1)).toEqual(["Under 1500", "1501-2000", "2001-3000", "3001 and above"])
    expect(labels(2)).toEqual(["Under 3000", "3001-4000", "4001-6000", "6001 and above"])
  })
})

describe("the custom price range", () => {
  it("spans the prices on offer in whole rupees", () => {
    expect(customPriceRange([1800.4, 999.5, 2500])).toEqual({
      start: 999,
      end: 2500,
      minPerNightValue: 999,
      maxPerNightValue: 2500,
    })
    expect(customPriceRange([])).toBeUndefined()
  })

  it("keeps the chosen ends inside the limits and in order", () => {
    expect(customPriceRange([1000, 3000], { start: 1200, end: 2000 })).toMatchObject({
      start: 1200,
      end: 2000,
    })
    expect(customPriceRange([1000, 3000], { start: 500, end: 9000 })).toMatchObject({
      start: 1000,
      end: 3000,
    })
    expect(customPriceRange([1000, 3000], { start: 2500, end: 1500 })).toMatchObject({
      start: 2500,
      end: 2500,
    })
  })

  it("holds prices between its ends, both included", () => {
    const range = customPriceRange([1000, 3000], { start: 1200, end: 2000 })
    if (range === undefined) throw new Error("prices were given")
    expect([1199, 1200, 2000, 2000.5].map((p) => inCustomRange(p, range))).toEqual([false, true, true, false])
  })

  it("takes the prices of a whole catalogue at once (100,000 hotels at the scale bench)", () => {
    const prices = Array.from({ length: 200_000 }, (_, i) => 500 + (i % 9000))
    expect(customPriceRange(prices)).toMatchObject({ minPerNightValue: 500, maxPerNightValue: 9499 })
  })
})

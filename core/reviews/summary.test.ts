import { describe, expect, it } from "vitest"
import {
  aspectRatings,
  averageRating,
  feedbackWindow,
  pageOffset,
  ratingLabel,
  reviewSummary,
  starHistogram,
} from "./summary.ts"

describe("review summary (spec-search §3 'Reviews summary on a hotel')", () => {
  it("lists every star 5 down to 1, a star nobody gave counting 0", () => {
    expect(starHistogram(new Map([[4, 2]]))).toEqual([
      { rating: 5, count: 0 },
      { rating: 4, count: 2 },
      { rating: 3, count: 0 },
      { rating: 2, count: 0 },
      { rating: 1, count: 0 },
    ])
  })

  it("averages to one decimal, and has no average without reviews", () => {
    expect(
      averageRating(
        starHistogram(
          new Map([
            [5, 2],
            [4, 1],
          ]),
        ),
      ),
    ).toBe(4.7)
    expect(averageRating(starHistogram(new Map()))).toBeNull()
  })

  it("writes the sentence from the figures", () => {
    expect(reviewSummary(4.2, 37)).toBe("Very good: 4.2 out of 5 from 37 reviews")
    expect(reviewSummary(5, 1)).toBe("Excellent: 5.0 out of 5 from 1 review")
    expect(reviewSummary(null, 0)).toBe("No reviews yet")
    expect([4.5, 4, 3.5, 3, 2.9].map(ratingLabel)).toEqual([
      "Excellent",
      "Very good",
      "Good",
      "Average",
      "Poor",
    ])
  })

  it("names the rated aspects of a group in order and leaves unrated ones out", () => {
    const averages = {
      cleanliness: 4.26,
      staff: null,
      location: 3,
      value_for_money: 4,
      room: 3.95,
      sleep_quality: null,
    }
    expect(aspectRatings(averages, "sub")).toEqual([
      { name: "Cleanliness", rating: 4.3 },
      { name: "Location", rating: 3 },
      { name: "Value for money", rating: 4 },
    ])
    expect(aspectRatings(averages, "amenity")).toEqual([{ name: "Room", rating: 4 }])
  })

  it("reads page_index as 10 times the page (spec-search §7), whatever the page size", () => {
    expect(feedbackWindow(0, 10)).toEqual({ offset: 0, limit: 10 })
    expect(feedbackWindow(10, 10)).toEqual({ offset: 10, limit: 10 })
    expect(feedbackWindow(20, 5)).toEqual({ offset: 10, limit: 5 })
    expect(feedbackWindow(15, 10)).toEqual({ offset: 10, limit: 10 })
  })

  it("starts question pages at 1", () => {
    expect(pageOffset(1, 5)).toBe(0)
    expect(pageOffset(3, 5)).toBe(10)
  })
})

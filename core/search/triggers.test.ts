import { describe, expect, it } from "vitest"
import { triggersFor } from "./triggers.ts"

describe("psychological triggers", () => {
  it("says 'Only 2 rooms left' when two rooms are free for the whole stay", () => {
    expect(triggersFor({ roomsLeft: 2 })).toEqual([
      { type: "rooms_left", text: "Only 2 rooms left", metricValue: 2 },
    ])
  })

  it("uses the singular for the last room", () => {
    expect(triggersFor({ roomsLeft: 1 })[0]?.text).toBe("Only 1 room left")
  })

  it("says nothing about rooms when more than 3 are left or none are", () => {
    expect(triggersFor({ roomsLeft: 4 })).toEqual([])
    expect(triggersFor({ roomsLeft: 0 })).toEqual([])
  })

  it("calls a hotel top rated from 4.5 with at least 10 reviews, never rounding up", () => {
    expect(triggersFor({ roomsLeft: 9, rating: { average: 4.57, count: 12 } })).toEqual([
      { type: "top_rated", text: "Rated 4.5 by 12 guests", metricValue: 4.5 },
    ])
    expect(triggersFor({ roomsLeft: 9, rating: { average: 4.49, count: 50 } })).toEqual([])
    expect(triggersFor({ roomsLeft: 9, rating: { average: 5, count: 9 } })).toEqual([])
  })

  it("quotes the review count from 100 reviews, after scarcity and rating", () => {
    expect(triggersFor({ roomsLeft: 3, rating: { average: 4.8, count: 120 } }).map((t) => t.type)).toEqual([
      "rooms_left",
      "top_rated",
      "many_reviews",
    ])
  })
})

import { describe, expect, it } from "vitest"
import { autoplayStart, lastStart, nextStart, previousStart, visibleSlides } from "./carousel-paging.ts"

const brand = { total: 7, perView: 2, step: 2 }

describe("carousel paging (2 slides shown, scrolling 2)", () => {
  it("moves two slides at a time and stops with the last two in view", () => {
    expect(nextStart(brand, 0)).toBe(2)
    expect(nextStart(brand, 4)).toBe(5)
    expect(nextStart(brand, 5)).toBe(5)
    expect(visibleSlides(brand, lastStart(brand))).toEqual([5, 6])
  })

  it("goes back two slides at a time and never before the first", () => {
    expect(previousStart(brand, 5)).toBe(3)
    expect(previousStart(brand, 1)).toBe(0)
  })

  it("starts over after the last position when playing by itself", () => {
    expect(autoplayStart(brand, 4)).toBe(5)
    expect(autoplayStart(brand, 5)).toBe(0)
  })

  it("shows what there is when there are fewer slides than the view holds", () => {
    const one = { total: 1, perView: 2, step: 2 }
    expect(lastStart(one)).toBe(0)
    expect(visibleSlides(one, 0)).toEqual([0])
    expect(nextStart(one, 0)).toBe(0)
  })
})

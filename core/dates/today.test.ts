import { describe, expect, it } from "vitest"
import { dayInIndia } from "./today.ts"

describe("the day in India", () => {
  it("turns at midnight IST, 18:30 UTC the evening before", () => {
    expect(dayInIndia(Date.parse("2026-11-30T18:29:59Z"))).toBe("2026-11-30")
    expect(dayInIndia(Date.parse("2026-11-30T18:30:00Z"))).toBe("2026-12-01")
  })
})

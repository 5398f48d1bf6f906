import { describe, expect, it } from "vitest"
import { GST_LOWER_SLAB_LIMIT_PAISE, gstOn, gstPercentFor } from "./gst.ts"

describe("GST on one room for one night", () => {
  it("puts ₹7,500 itself in the 5 % slab and one paisa more in the 18 % slab", () => {
    expect(GST_LOWER_SLAB_LIMIT_PAISE).toBe(750_000)
    expect(gstPercentFor(750_000)).toBe(5)
    expect(gstOn(750_000)).toBe(37_500)
    expect(gstPercentFor(750_001)).toBe(18)
    expect(gstOn(750_001)).toBe(135_000) // 135,000.18
  })

  it("charges cheap rooms too, rounding half up", () => {
    expect(gstOn(1)).toBe(0) // 0.05
    expect(gstOn(10)).toBe(1) // 0.5
    expect(gstOn(721_910)).toBe(36_096) // 36,095.5
    expect(gstOn(889_300)).toBe(160_074)
  })
})

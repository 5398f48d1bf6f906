import { describe, expect, it } from "vitest"
import { defaultStay, normaliseStay } from "./stay.ts"

const TODAY = "2026-11-22"

describe("normalising the dates of a search URL", () => {
  it("keeps a stay inside the rules", () => {
    expect(normaliseStay({ checkin: "2026-11-22", checkout: "2026-11-23" }, TODAY)).toEqual({
      stay: { checkin: "2026-11-22", checkout: "2026-11-23" },
      corrected: false,
    })
    expect(normaliseStay({ checkin: "2026-12-30", checkout: "2027-01-14" }, TODAY).corrected).toBe(false)
  })

  it("moves a past check-in to today and a check-out before check-in + 1 after it", () => {
    expect(normaliseStay({ checkin: "2026-11-21", checkout: "2026-11-21" }, TODAY)).toEqual({
      stay: { checkin: TODAY, checkout: "2026-11-23" },
      corrected: true,
    })
    // The check-out stays where it was when it is still after the moved check-in.
    expect(normaliseStay({ checkin: "2026-11-01", checkout: "2026-11-25" }, TODAY).stay).toEqual({
      checkin: TODAY,
      checkout: "2026-11-25",
    })
    expect(normaliseStay({ checkin: "2026-12-05", checkout: "2026-12-05" }, TODAY).stay).toEqual({
      checkin: "2026-12-05",
      checkout: "2026-12-06",
    })
    expect(normaliseStay({ checkin: "2026-12-05", checkout: "2026-12-01" }, TODAY).stay.checkout).toBe(
      "2026-12-06",
    )
  })

  it("caps a stay at 15 nights from its check-in", () => {
    expect(normaliseStay({ checkin: "2026-12-01", checkout: "2026-12-16" }, TODAY).corrected).toBe(false)
    expect(normaliseStay({ checkin: "2026-12-01", checkout: "2026-12-17" }, TODAY)).toEqual({
      stay: { checkin: "2026-12-01", checkout: "2026-12-16" },
      corrected: true,
    })
  })

  it("reads YYYY-MM-DD only and replaces what it cannot read", () => {
    for (const bad of ["22-11-2026", "2026-11-31", "2026-12-01T00:00", " 2026-12-01", "tomorrow", ""]) {
      expect(normaliseStay({ checkin: bad, checkout: "2026-12-03" }, TODAY), bad).toEqual({
        stay: { checkin: TODAY, checkout: "2026-12-03" },
        corrected: true,
      })
      expect(normaliseStay({ checkin: "2026-12-01", checkout: bad }, TODAY), bad).toEqual({
        stay: { checkin: "2026-12-01", checkout: "2026-12-02" },
        corrected: true,
      })
    }
    // The last day YYYY-MM-DD can write has no check-out day after it: read as no check-in.
    expect(normaliseStay({ checkin: "9999-12-31", checkout: "9999-12-31" }, TODAY).stay).toEqual({
      checkin: TODAY,
      checkout: "2026-12-07",
    })
    expect(normaliseStay({ checkin: "9999-12-30", checkout: "9999-12-31" }, TODAY).corrected).toBe(false)
  })

  it("gives the default stay without a redirect when the URL has no dates", () => {
    expect(normaliseStay({}, TODAY)).toEqual({ stay: defaultStay(TODAY), corrected: false })
    expect(defaultStay(TODAY)).toEqual({ checkin: TODAY, checkout: "2026-11-23" })
    expect(normaliseStay({ checkin: TODAY }, TODAY)).toEqual({
      stay: { checkin: TODAY, checkout: "2026-11-23" },
      corrected: true,
    })
  })
})

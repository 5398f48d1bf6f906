import { describe, expect, it } from "vitest"
import { searchStay } from "./search-dates.ts"

const TODAY = "2026-11-22"

describe("the dates of a search URL", () => {
  it("redirects yesterday → yesterday to today → tomorrow, keeping the other parameters", () => {
    const { stay, redirectQuery } = searchStay(
      new URLSearchParams("q=Goa&checkin=2026-11-21&checkout=2026-11-21&roomconfig=2-0"),
      TODAY,
    )
    expect(stay).toEqual({ checkin: TODAY, checkout: "2026-11-23" })
    expect(redirectQuery?.toString()).toBe("q=Goa&checkin=2026-11-22&checkout=2026-11-23&roomconfig=2-0")
  })

  it("adds the missing date when only one is given", () => {
    expect(searchStay(new URLSearchParams("q=Goa&checkin=2026-12-01"), TODAY).redirectQuery?.toString()).toBe(
      "q=Goa&checkin=2026-12-01&checkout=2026-12-02",
    )
  })

  it("does not redirect valid dates or a URL without dates", () => {
    expect(
      searchStay(new URLSearchParams("checkin=2026-12-01&checkout=2026-12-03"), TODAY).redirectQuery,
    ).toBeUndefined()
    const none = searchStay(new URLSearchParams("q=Goa"), TODAY)
    expect(none).toEqual({ stay: { checkin: TODAY, checkout: "2026-11-23" }, redirectQuery: undefined })
  })
})

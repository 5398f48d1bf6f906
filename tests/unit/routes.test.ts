import { describe, expect, it } from "vitest"
import { guardRedirect, loginHref, safeReturnPath } from "#core/routes/guards.ts"
import { href } from "#core/routes/href.ts"
import { MAX_PATH_LENGTH, matchCandidates, matchRoute, resolvePath } from "#core/routes/match.ts"
import { MAX_READINGS } from "#core/routes/pattern.ts"
import { routes } from "#core/routes/registry.ts"
import { hotelPath, placePath, slugify } from "#core/routes/slug.ts"

const readings = (path: string) => matchCandidates(path).map((m) => [m.id, m.params])

describe("matching the route tables", () => {
  it("matches fixed paths exactly, trailing slash included", () => {
    expect(matchRoute("/")?.id).toBe("home")
    expect(matchRoute("/cities/")?.id).toBe("cities")
    expect(matchRoute("/terms/rewards-info/")?.id).toBe("rewardsInfo")
    expect(matchRoute("/cities")).toBeNull()
    expect(matchRoute("/cities//")).toBeNull()
  })

  it("reads /hotels-near-me/ as the near-me search, never as a landmark called 'me'", () => {
    expect(readings("/hotels-near-me/")).toEqual([["nearMe", {}]])
    expect(routes.nearMe.cacheSeconds).toBeNull()
    expect(readings("/hotels-near-gateway-of-india/")).toEqual([
      ["listingLandmark", { landmark: "gateway-of-india" }],
    ])
  })

  it("lists every reading of an ambiguous listing path, registry order first", () => {
    expect(readings("/hotels-in-new-delhi/")).toEqual([
      ["listingLocalityCity", { locality: "new", city: "delhi" }],
      ["listingCity", { city: "new-delhi" }],
    ])
    expect(readings("/hotels-in-bengaluru/")).toEqual([["listingCity", { city: "bengaluru" }]])
  })

  it("never reads 'hotels' as a category", () => {
    expect(readings("/hotels-in-goa-with-wifi/").map(([id]) => id)).not.toContain("listingCategoryCity")
    expect(readings("/homestays-in-goa/")).toEqual([
      ["listingCategoryCity", { category: "homestays", city: "goa" }],
    ])
  })

  it("splits a hotel slug from its numeric id at the last hyphen", () => {
    expect(readings("/hotels-in-bengaluru/treebo-akshaya-koramangala-1042/")).toEqual([
      ["hotelDetail", { city: "bengaluru", hotelSlug: "treebo-akshaya-koramangala", hotelId: "1042" }],
    ])
    expect(matchRoute("/hotels-in-bengaluru/treebo-akshaya/")).toBeNull()
  })

  it("prefers the cancellation page to a booking whose id starts with c-", () => {
    expect(matchRoute("/account/booking-history/c-9f2ab/")?.id).toBe("cancellation")
    expect(matchRoute("/account/booking-history/TRB-123/")?.id).toBe("booking")
  })

  it("decodes the free-text search segment", () => {
    const path = href("searchEncoded", { encodedUri: "q=Baga Beach/Goa" })
    expect(path).toBe("/search/q%3DBaga%20Beach%2FGoa/")
    expect(matchRoute(path)?.params).toEqual({ encodedUri: "q=Baga Beach/Goa" })
    expect(matchRoute("/search/%E0%A4/")).toBeNull()
  })
})

describe("trailing slashes", () => {
  it("redirects a route path without its slash, keeping the query", () => {
    expect(resolvePath("/hotels-in-goa", "?checkin=2026-12-05")).toEqual({
      kind: "redirect",
      location: "/hotels-in-goa/?checkin=2026-12-05",
    })
  })

  it("does not redirect a path that is not a route either way", () => {
    expect(resolvePath("/no-such-page")).toEqual({ kind: "not-found" })
    expect(resolvePath("/no-such-page/")).toEqual({ kind: "not-found" })
  })
})

describe("building paths", () => {
  it("adds a query, repeating array keys and skipping undefined", () => {
    expect(href("search", {}, { q: "Goa", hotel_id: [1, 2], lat: undefined })).toBe(
      "/search/?q=Goa&hotel_id=1&hotel_id=2",
    )
  })

  it("refuses a parameter the route cannot hold", () => {
    expect(() => href("listingCity", { city: "New Delhi" })).toThrow(/Invalid value/)
  })

  it("builds hotel and place paths from catalogue names", () => {
    expect(
      hotelPath({ id: "77", name: "Treebo Trend Akshaya", city: "Bengaluru", locality: "Koramangala" }),
    ).toBe("/hotels-in-bengaluru/treebo-trend-akshaya-koramangala-77/")
    expect(placePath({ type: "locality", name: "Banjara Hills", city: "Hyderabad" })).toBe(
      "/hotels-in-banjara-hills-hyderabad/",
    )
    expect(placePath({ type: "landmark", name: "Gateway of India", city: "Mumbai" })).toBe(
      "/hotels-near-gateway-of-india/",
    )
  })

  it("slugifies accents, ampersands and punctuation", () => {
    expect(slugify("  Bāga & Calangute's Beach!  ")).toBe("baga-and-calangutes-beach")
    expect(slugify("Humayun’s Tomb")).toBe("humayuns-tomb")
    expect(slugify("बेंगलुरु")).toBe("")
  })
})

describe("page attributes from the route tables", () => {
  it("caches pages for the lifetimes the specs give, and nothing else", () => {
    expect(routes.home.cacheSeconds).toBe(3600)
    expect(routes.campaign.cacheSeconds).toBe(6 * 3600)
    expect(routes.search.cacheSeconds).toBeNull()
    expect(routes.itinerary.cacheSeconds).toBeNull()
  })

  it("hides the footer and navigation where spec-checkout §2 says", () => {
    const withoutFooter = Object.entries(routes)
      .filter(([, r]) => !r.footer)
      .map(([id]) => id)
    expect(withoutFooter.sort()).toEqual(
      [
        "itinerary",
        "login",
        "signup",
        "forgotPassword",
        "updateProfile",
        "brandTreebo",
        "brandItsy",
        "brandMedalio",
        "home",
        "hotelDetail",
        "campaign",
      ].sort(),
    )
    expect(
      Object.entries(routes)
        .filter(([, r]) => !r.navigation)
        .map(([id]) => id),
    ).toEqual(["reviewSubmitted"])
  })

  it("gives search and listing pages a compact sticky header, the hotel page a compact static one", () => {
    expect(routes.listingCity).toMatchObject({ header: "compact", stickyHeader: true })
    expect(routes.search).toMatchObject({ header: "compact", stickyHeader: true })
    expect(routes.hotelDetail).toMatchObject({ header: "compact", stickyHeader: false })
    expect(routes.home).toMatchObject({ header: "full", stickyHeader: false })
  })
})

describe("route guards", () => {
  it("sends a signed-out visitor from a member page to sign in, carrying the origin", () => {
    expect(guardRedirect(routes.profile, false, "/account/profile/?tab=1")).toBe(
      "/login/?redirect=%2Faccount%2Fprofile%2F%3Ftab%3D1",
    )
    expect(guardRedirect(routes.profile, true, "/account/profile/")).toBeNull()
  })

  it("sends a signed-in user away from sign-in to the home page", () => {
    expect(guardRedirect(routes.login, true, "/login/")).toBe("/")
    expect(guardRedirect(routes.login, false, "/login/")).toBeNull()
  })

  it("only returns to paths on this site", () => {
    expect(safeReturnPath("/search/?q=goa")).toBe("/search/?q=goa")
    for (const hostile of ["//evil.example/", "https://evil.example/", "/\\evil.example", "/\tx", "", null]) {
      expect(safeReturnPath(hostile)).toBe("/")
    }
    expect(loginHref("//evil.example")).toBe("/login/?redirect=%2F")
  })
})

describe("paths built to be expensive", () => {
  it("answers a path longer than any route with Not Found, without matching", () => {
    expect(matchCandidates(`/${"a-in-".repeat(200)}a/`)).toEqual([])
  })

  it("keeps at most a few readings of an ambiguous path under the length cap", () => {
    const path = `/${"a-in-".repeat(90)}a/`
    expect(path.length).toBeLessThanOrEqual(MAX_PATH_LENGTH)
    expect(matchCandidates(path).length).toBeLessThanOrEqual(MAX_READINGS * 4)
  })
})

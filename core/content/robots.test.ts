import { describe, expect, it } from "vitest"
import { matchRoute } from "../routes/match.ts"
import { registeredRoutes } from "../routes/registry.ts"
import { DISALLOWED_PREFIXES, robotsTxt } from "./robots.ts"

/** A path the prefix would block, made from the registry's own patterns. */
const blockedRoutes = (prefix: string) => registeredRoutes.filter((r) => r.def.path.startsWith(prefix))

describe("robots.txt", () => {
  it("allows everything else and names the sitemap on the configured origin", () => {
    const text = robotsTxt("https://www.example.in")
    expect(text.split("\n").slice(0, 2)).toEqual(["User-agent: *", "Allow: /"])
    expect(text).toContain("Disallow: /api/\n")
    expect(text).toContain("Sitemap: https://www.example.in/sitemap.xml\n")
  })

  it("blocks only routes that are never cached (personal, transactional or per search)", () => {
    for (const prefix of DISALLOWED_PREFIXES.filter((p) => p !== "/api/")) {
      const blocked = blockedRoutes(prefix)
      expect(blocked.length, prefix).toBeGreaterThan(0)
      for (const route of blocked) expect(route.def.cacheSeconds, route.id).toBeNull()
    }
  })

  it("leaves every cached page crawlable: home, /cities/, listings and hotel pages", () => {
    const cached = registeredRoutes.filter((r) => r.def.cacheSeconds !== null)
    for (const route of cached) {
      expect(
        DISALLOWED_PREFIXES.some((prefix) => route.def.path.startsWith(prefix)),
        route.id,
      ).toBe(false)
    }
    for (const path of ["/", "/cities/", "/hotels-in-bengaluru/", "/hotels-near-gateway-of-india/"]) {
      expect(matchRoute(path), path).not.toBeNull()
      expect(
        DISALLOWED_PREFIXES.some((prefix) => path.startsWith(prefix)),
        path,
      ).toBe(false)
    }
  })
})

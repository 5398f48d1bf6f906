import { describe, expect, it } from "vitest"
import { ConfigError, configFromEnv } from "#server/config.ts"
import { securityHeaders, tileImageSource } from "#server/http/security-headers.ts"

const url = "https://{s}.tile.example/{z}/{x}/{y}.png"
const attribution = '© <a href="https://tile.example/copyright">Example</a>'

describe("MAP_TILES_URL", () => {
  it("is optional: unset, the map uses the product's own tiles", () => {
    expect(configFromEnv({}).mapTiles).toBeUndefined()
    expect(configFromEnv({ MAP_TILES_URL: " " }).mapTiles).toBeUndefined()
  })

  it("takes a Leaflet URL template with its attribution", () => {
    expect(configFromEnv({ MAP_TILES_URL: url, MAP_TILES_ATTRIBUTION: attribution }).mapTiles).toEqual({
      url,
      attribution,
    })
  })

  it("refuses a template without the attribution its provider requires", () => {
    expect(() => configFromEnv({ MAP_TILES_URL: url })).toThrow(/MAP_TILES_ATTRIBUTION/)
  })

  it("refuses what is not an http(s) template with {z}, {x} and {y}", () => {
    for (const bad of [
      "tile.example/{z}/{x}/{y}.png",
      "ftp://tile.example/{z}/{x}/{y}.png",
      "https://tile.example/{z}/{x}.png",
      "https://tile.{s}.example/{z}/{x}/{y}.png",
      "javascript:alert(1)//{z}{x}{y}",
    ]) {
      expect(() => configFromEnv({ MAP_TILES_URL: bad, MAP_TILES_ATTRIBUTION: "x" }), bad).toThrow(
        ConfigError,
      )
    }
  })
})

describe("the CSP for a configured tile server", () => {
  it("allows its host, with Leaflet's {s} subdomains as a wildcard, and its port", () => {
    expect(tileImageSource(url)).toBe("https://*.tile.example")
    expect(tileImageSource("http://tiles.local:8080/{z}/{x}/{y}.png")).toBe("http://tiles.local:8080")
  })

  it("adds it to img-src only", () => {
    const csp = securityHeaders(true, url)["content-security-policy"]!
    expect(csp).toContain("img-src 'self' data: https://*.tile.example;")
    expect(csp.match(/tile\.example/g)).toHaveLength(1)
    expect(securityHeaders(true)["content-security-policy"]).toContain("img-src 'self' data:;")
  })
})

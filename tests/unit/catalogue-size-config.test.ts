import { describe, expect, it } from "vitest"
import { ConfigError, configFromEnv } from "#server/config.ts"

describe("CATALOGUE_HOTELS", () => {
  it("seeds 1000 hotels unless told otherwise", () => {
    expect(configFromEnv({}).catalogueHotels).toBe(1000)
    expect(configFromEnv({ CATALOGUE_HOTELS: "4000" }).catalogueHotels).toBe(4000)
  })

  it("refuses a size that is not a whole number from 1 to 100000, naming the variable", () => {
    for (const size of ["0", "-5", "2.5", "many", "", "100001"]) {
      expect(() => configFromEnv({ CATALOGUE_HOTELS: size })).toThrow(ConfigError)
      expect(() => configFromEnv({ CATALOGUE_HOTELS: size })).toThrow(/CATALOGUE_HOTELS/)
    }
  })
})

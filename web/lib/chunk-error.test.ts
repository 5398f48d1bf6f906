import { describe, expect, it } from "vitest"
import { isChunkLoadError } from "./chunk-error.ts"

describe("isChunkLoadError", () => {
  it("recognises each browser's wording for a failed dynamic import", () => {
    for (const message of [
      "Failed to fetch dynamically imported module: https://x/assets/home-page-1.js",
      "error loading dynamically imported module: https://x/assets/home-page-1.js",
      "Importing a module script failed.",
      "Unable to preload CSS for /assets/home-page-1.css",
    ]) {
      expect(isChunkLoadError(new TypeError(message))).toBe(true)
    }
  })

  it("leaves every other failure to the general message", () => {
    expect(isChunkLoadError(new Error("Cannot read properties of undefined"))).toBe(false)
    expect(isChunkLoadError("Failed to fetch dynamically imported module")).toBe(false)
    expect(isChunkLoadError({ status: 404, statusText: "Not Found" })).toBe(false)
  })
})

import { describe, expect, it } from "vitest"
import type { HotelImage } from "#core/catalogue/hotel.ts"
import { ImageCategory } from "#core/catalogue/hotel.ts"
import { renderImageSvg } from "#core/catalogue/images.ts"

const image = (id: string, category: HotelImage["category"] = "room"): HotelImage => ({
  id,
  category,
  roomTypeCode: category === "room" || category === "bathroom" ? "oak" : null,
  position: 1,
  width: 1200,
  height: 800,
})

describe("generated hotel images", () => {
  it("draws an SVG of the image's own width and height", () => {
    const svg = renderImageSvg({ ...image("1001-1"), width: 1280, height: 720 })
    expect(svg).toMatch(
      /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="1280" height="720" viewBox="0 0 1280 720"/,
    )
    expect(svg.endsWith("</svg>")).toBe(true)
  })

  it("names its category for screen readers", () => {
    expect(renderImageSvg(image("1001-3", "bathroom"))).toContain('aria-label="bathroom (oak)"')
  })

  it("draws the same bytes for the same record, so it can be cached for a long time", () => {
    expect(renderImageSvg(image("1001-2"))).toBe(renderImageSvg(image("1001-2")))
  })

  it("looks different for different ids and for different categories", () => {
    const rooms = Array.from({ length: 20 }, (_, i) => renderImageSvg(image(`1001-${i + 1}`)))
    expect(new Set(rooms).size).toBe(rooms.length)
    const categories = ImageCategory.literals.map((category) => renderImageSvg(image("1001-1", category)))
    expect(new Set(categories).size).toBe(categories.length)
  })
})

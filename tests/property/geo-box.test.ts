import { fc, test } from "@fast-check/vitest"
import { describe, expect } from "vitest"
import { boxAround, distanceKm } from "#core/catalogue/geo.ts"

const RADIANS = Math.PI / 180
const EARTH_RADIUS_KM = 6371.0088

/** The point `km` from (lat, lng) on the initial bearing `bearing` (degrees), on a sphere. */
const destination = (lat: number, lng: number, km: number, bearing: number) => {
  const d = km / EARTH_RADIUS_KM
  const [phi, theta] = [lat * RADIANS, bearing * RADIANS]
  const phi2 = Math.asin(Math.sin(phi) * Math.cos(d) + Math.cos(phi) * Math.sin(d) * Math.cos(theta))
  const lambda =
    Math.atan2(Math.sin(theta) * Math.sin(d) * Math.cos(phi), Math.cos(d) - Math.sin(phi) * Math.sin(phi2)) /
    RADIANS
  return { lat: phi2 / RADIANS, lng: lng + lambda }
}

const centre = fc.record({
  lat: fc.double({ min: -89.9, max: 89.9, noNaN: true }),
  lng: fc.double({ min: -180, max: 180, noNaN: true }),
})

/**
 * Points all round the circle, just inside it: by a billionth of the radius and a micrometre, since
 * near a pole distanceKm's rounding reaches 1e-11 km, which alone would leave a 10 m circle's rim
 * half outside.
 */
const rim = (lat: number, lng: number, radiusKm: number) =>
  Array.from({ length: 1440 }, (_, i) => destination(lat, lng, radiusKm * (1 - 1e-9) - 1e-9, i / 4))

// A circle search reads only the grid cells of this box (core/search/hotel-match.ts): a point of
// the circle outside it would be a hotel the search never sees.
describe("the box around a circle", () => {
  test.prop([centre, fc.double({ min: 0.01, max: 3000, noNaN: true })])(
    "holds the circle's rim and reaches it on every side, or is refused",
    (c, radiusKm) => {
      const box = boxAround(c.lat, c.lng, radiusKm)
      if (box === undefined) return
      const points = rim(c.lat, c.lng, radiusKm).filter(
        (p) => distanceKm(c.lat, c.lng, p.lat, p.lng) <= radiusKm,
      )
      for (const p of points) {
        expect(p.lat).toBeGreaterThanOrEqual(box.latMin)
        expect(p.lat).toBeLessThanOrEqual(box.latMax)
        expect(p.lng).toBeGreaterThanOrEqual(box.lngMin)
        expect(p.lng).toBeLessThanOrEqual(box.lngMax)
      }
      // Tight as well: the rim comes within a hundredth of the box's half-width of each side.
      const lats = points.map((p) => p.lat)
      const lngs = points.map((p) => p.lng)
      const [halfLat, halfLng] = [(box.latMax - box.latMin) / 2, (box.lngMax - box.lngMin) / 2]
      expect(box.latMax - Math.max(...lats)).toBeLessThan(halfLat / 100 + 2e-6)
      expect(Math.min(...lats) - box.latMin).toBeLessThan(halfLat / 100 + 2e-6)
      expect(box.lngMax - Math.max(...lngs)).toBeLessThan(halfLng / 100 + 2e-6)
      expect(Math.min(...lngs) - box.lngMin).toBeLessThan(halfLng / 100 + 2e-6)
    },
  )

  test.prop([
    fc.record({
      lat: fc.double({ min: 6, max: 36, noNaN: true }),
      lng: fc.double({ min: 68, max: 98, noNaN: true }),
    }),
    fc.double({ min: 0, max: 50, noNaN: true }),
  ])("is given for every search circle in India", (c, radiusKm) => {
    expect(boxAround(c.lat, c.lng, radiusKm)).toBeDefined()
  })
})

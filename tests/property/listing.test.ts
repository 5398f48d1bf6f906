import { fc, test } from "@fast-check/vitest"
import { describe, expect } from "vitest"
import { distanceKm } from "#core/catalogue/geo.ts"
import { categoriesOf, inCategory } from "#core/search/categories.ts"
import { type HotelQuery, matchHotels, type SearchArea } from "#core/search/hotel-match.ts"
import { type ListingQuery, listingPath, resolveListing } from "#core/search/listing-route.ts"
import { generateCatalogue } from "#fixtures/generate/catalogue.ts"

const catalogue = generateCatalogue({ seed: 7, baseDate: "2026-11-01", hotelCount: 300 })
const citySlug = new Map(catalogue.cities.map((c) => [c.id, c.slug]))
const categories = categoriesOf(catalogue)
const hotelAmenities = catalogue.amenities.filter((a) => a.kind === "hotel")

const city = fc.constantFrom(...catalogue.cities).map((c) => c.slug)
const locality = fc
  .constantFrom(...catalogue.localities)
  .map((l) => ({ locality: l.slug, city: citySlug.get(l.cityId)! }))
const landmark = fc.constantFrom(...catalogue.landmarks).map((l) => l.slug)
const category = fc.constantFrom(...categories).map((c) => c.slug)
const amenity = fc.constantFrom(...hotelAmenities).map((a) => a.slug)

const listing: fc.Arbitrary<ListingQuery> = fc.oneof(
  city.map((c) => ({ kind: "city", city: c }) as const),
  locality.map((l) => ({ kind: "locality", ...l }) as const),
  landmark.map((l) => ({ kind: "landmark", landmark: l }) as const),
  fc.tuple(category, city).map(([k, c]) => ({ kind: "categoryCity", category: k, city: c }) as const),
  fc.tuple(category, locality).map(([k, l]) => ({ kind: "categoryLocality", category: k, ...l }) as const),
  fc
    .tuple(category, landmark)
    .map(([k, l]) => ({ kind: "categoryLandmark", category: k, landmark: l }) as const),
  fc.tuple(amenity, city).map(([a, c]) => ({ kind: "amenityCity", amenity: a, city: c }) as const),
  fc.constant({ kind: "nearMe" } as const),
)

describe("listing routes", () => {
  test.prop([listing])("a listing's canonical path resolves back to the same listing", (query) => {
    expect(resolveListing(listingPath(query), catalogue)).toEqual(query)
  })

  test.prop([amenity, city])("both amenity paths resolve to the one amenity listing", (a, c) => {
    expect(resolveListing(`/hotels-with-${a}-in-${c}/`, catalogue)).toEqual({
      kind: "amenityCity",
      amenity: a,
      city: c,
    })
  })

  const fragment = fc.constantFrom("hotels", "-in-", "-near-", "-with-", "/", "me", "pune", "%", "--", "é")
  test.prop([
    fc.oneof(
      fc.string(),
      fc.array(fragment).map((parts) => `/${parts.join("")}/`),
    ),
  ])("resolving never throws, and a result always names catalogue places", (path) => {
    const resolved = resolveListing(path, catalogue)
    if (resolved !== null) expect(resolveListing(listingPath(resolved), catalogue)).toEqual(resolved)
  })
})

const activeBrands = new Set(catalogue.brands.filter((b) => b.status === "ACTIVE").map((b) => b.code))
const point = fc.oneof(
  fc.constantFrom(...catalogue.landmarks, ...catalogue.cities).map((p) => ({ lat: p.lat, lng: p.lng })),
  // Near a hotel: a circle that just reaches it, from a neighbouring cell of the circle search's grid.
  fc
    .tuple(
      fc.constantFrom(...catalogue.hotels),
      fc.double({ min: -0.3, max: 0.3, noNaN: true }),
      fc.double({ min: -0.3, max: 0.3, noNaN: true }),
    )
    .map(([h, dLat, dLng]) => ({ lat: h.lat + dLat, lng: h.lng + dLng })),
  // Anywhere in and around India: circles whose cells start and end anywhere.
  fc.record({
    lat: fc.double({ min: 5, max: 38, noNaN: true }),
    lng: fc.double({ min: 66, max: 99, noNaN: true }),
  }),
)
const area: fc.Arbitrary<SearchArea> = fc.oneof(
  fc.constantFrom(...catalogue.cities).map((c) => ({ kind: "city", cityId: c.id }) as const),
  fc.constantFrom(...catalogue.localities).map((l) => ({ kind: "locality", localityId: l.id }) as const),
  fc.constantFrom(...catalogue.cities).map((c) => ({ kind: "state", stateSlug: c.stateSlug }) as const),
  fc
    .array(fc.constantFrom(...catalogue.hotels.map((h) => h.id), "999999"), { maxLength: 8 })
    .map((hotelIds) => ({ kind: "hotels", hotelIds }) as const),
  fc
    .tuple(
      point,
      fc.oneof(fc.double({ min: 0.1, max: 50, noNaN: true }), fc.double({ min: 50, max: 800, noNaN: true })),
    )
    .map(([centre, radiusKm]) => ({ kind: "circle", centre, radiusKm }) as const),
)
const stateOf = new Map(catalogue.cities.map((c) => [c.id, c.stateSlug]))
const hotelQuery: fc.Arbitrary<HotelQuery> = fc.record(
  {
    area,
    from: point,
    category: fc.constantFrom(...categories),
    amenityId: fc.constantFrom(...hotelAmenities.map((a) => a.id)),
    maxDistanceKm: fc.double({ min: 0.1, max: 50, noNaN: true }),
  },
  { requiredKeys: ["area", "from"] },
)

/** The rule written out plainly, hotel by hotel. */
const bruteForce = (query: HotelQuery): Array<string> =>
  catalogue.hotels
    .filter((h) => {
      const a = query.area
      const d = distanceKm(query.from.lat, query.from.lng, h.lat, h.lng)
      const inArea =
        a.kind === "city"
          ? h.cityId === a.cityId
          : a.kind === "locality"
            ? h.localityId === a.localityId
            : a.kind === "state"
              ? stateOf.get(h.cityId) === a.stateSlug
              : a.kind === "hotels"
                ? a.hotelIds.includes(h.id)
                : distanceKm(a.centre.lat, a.centre.lng, h.lat, h.lng) <= a.radiusKm
      return (
        inArea &&
        activeBrands.has(h.brandCode) &&
        (query.category === undefined || inCategory(query.category, h)) &&
        (query.amenityId === undefined || h.amenities.includes(query.amenityId)) &&
        (query.maxDistanceKm === undefined || d <= query.maxDistanceKm)
      )
    })
    .map((h) => h.id)

describe("which hotels a listing shows", () => {
  test.prop([hotelQuery])("exactly the hotels a plain filter keeps, nearest first", (query) => {
    const matched = matchHotels(catalogue, query)
    expect(matched.map((m) => m.hotel.id).sort()).toEqual(bruteForce(query).sort())
    for (let i = 1; i < matched.length; i++) {
      expect(matched[i]!.distanceKm).toBeGreaterThanOrEqual(matched[i - 1]!.distanceKm)
    }
  })

  // A circle reads only the grid cells its box covers: a hotel on the circle's far side of a cell
  // boundary, in any direction, must still be found.
  test.prop([point, fc.double({ min: 0.1, max: 60, noNaN: true })], { numRuns: 400 })(
    "a circle: exactly the hotels within its radius",
    (centre, radiusKm) => {
      const query: HotelQuery = { area: { kind: "circle", centre, radiusKm }, from: centre }
      expect(
        matchHotels(catalogue, query)
          .map((m) => m.hotel.id)
          .sort(),
      ).toEqual(bruteForce(query).sort())
    },
  )
})

import { fc, test } from "@fast-check/vitest"
import { describe, expect } from "vitest"
import {
  applyFilters,
  buildFilterMap,
  FILTER_GROUPS,
  type FilterGroupKey,
  GROUP_RULES,
} from "#core/search/filters.ts"
import {
  type FilterSelection,
  NO_FILTERS,
  setCustomPrice,
  setMapBounds,
  toggleValue,
} from "#core/search/filters-selection.ts"
import type { ResultHotel } from "#core/search/result-hotel.ts"
import { type SortState, sortHotels, sortKey } from "#core/search/sort.ts"
import { passesGroup, passesOthers } from "#core/search/test-support/naive-filters.ts"

// Small value domains so random hotels share values and random selections hit them.
const ints = fc.uniqueArray(fc.integer({ min: 1, max: 4 }), { maxLength: 3 })
const hotelWith = (id: number) =>
  fc.record({
    id: fc.constant(String(id)),
    name: fc.constant(`Hotel ${id}`),
    localityId: fc.integer({ min: 1, max: 3 }),
    landmarkIds: ints,
    brandCode: fc.constantFrom("trip", "trend", "tryst", "medalio", "independent"),
    propertyType: fc.constantFrom("hotel", "homestay"),
    bedTypes: fc.uniqueArray(fc.constantFrom("single", "twin", "double", "queen", "king"), {
      minLength: 1,
      maxLength: 3,
    }),
    policies: fc.uniqueArray(
      fc.constantFrom("is_couple_friendly", "is_local_id_allowed", "is_pet_friendly"),
      { maxLength: 3 },
    ),
    collectionIds: ints,
    hotelAmenityIds: ints,
    roomAmenityIds: ints,
    rating: fc.option(
      fc.integer({ min: 10, max: 50 }).map((r) => r / 10),
      { nil: undefined },
    ),
    lat: fc.double({ min: 12, max: 14, noNaN: true }),
    lng: fc.double({ min: 77, max: 79, noNaN: true }),
    // Whole rupees with some ties, exact bucket bounds and a fraction (a rounded total ÷ nights).
    perNightPrice: fc.option(
      fc.oneof(fc.integer({ min: 300, max: 20_000 }), fc.constantFrom(1500, 1501, 3000, 1500.5)),
      { nil: null },
    ),
    rank: fc
      .option(fc.integer({ min: 1, max: 5 }), { nil: undefined })
      .map((r): Record<string, number> => (r === undefined ? {} : { popularity: r })),
  }) satisfies fc.Arbitrary<ResultHotel>

const hotels = fc
  .integer({ min: 0, max: 25 })
  .chain((n) => fc.tuple(...Array.from({ length: n }, (_, i) => hotelWith(i + 1))))
const rooms = fc.integer({ min: 1, max: 5 })

/** A value any random hotel could carry for the group. */
const valueFor = (group: FilterGroupKey): fc.Arbitrary<string> =>
  ({
    localities: fc.oneof(
      fc.integer({ min: 1, max: 3 }).map((n) => `locality-${n}`),
      fc.integer({ min: 1, max: 4 }).map((n) => `landmark-${n}`),
    ),
    brand: fc.constantFrom("trip", "trend", "tryst", "medalio", "independent"),
    bedType: fc.constantFrom("single", "twin", "double", "queen", "king"),
    policies: fc.constantFrom("is_couple_friendly", "is_local_id_allowed", "is_pet_friendly"),
    popularCollections: fc.integer({ min: 1, max: 4 }).map(String),
    hotelAmenities: fc.integer({ min: 1, max: 4 }).map(String),
    roomAmenities: fc.integer({ min: 1, max: 4 }).map(String),
    ratings: fc.constantFrom("4.5", "4", "3.5", "3"),
    pricePerNight: fc.constantFrom("0-1500", "1501-2000", "2001-3000", "3001-"),
  })[group]

const toggle = (groups: ReadonlyArray<FilterGroupKey>) =>
  fc.constantFrom(...groups).chain((g) => fc.tuple(fc.constant(g), valueFor(g)))
const toggles = (groups: ReadonlyArray<FilterGroupKey>) => fc.array(toggle(groups), { maxLength: 8 })
const applyToggles = (start: FilterSelection, list: ReadonlyArray<readonly [FilterGroupKey, string]>) =>
  list.reduce((s, [g, v]) => toggleValue(s, g, v), start)

const bounds = fc.option(
  fc
    .tuple(fc.double({ min: 12, max: 14, noNaN: true }), fc.double({ min: 77, max: 79, noNaN: true }))
    .map(([s, w]) => ({ south: s, west: w, north: s + 1, east: w + 1 })),
  { nil: undefined },
)
const custom = fc.option(fc.tuple(fc.integer({ min: 0, max: 20_000 }), fc.integer({ min: 0, max: 20_000 })), {
  nil: undefined,
})
const selection = fc.tuple(toggles(FILTER_GROUPS), custom, bounds).map(([list, range, b]) => {
  const picked = applyToggles(NO_FILTERS, list)
  const priced =
    range === undefined
      ? picked
      : setCustomPrice(picked, { start: Math.min(...range), end: Math.max(...range) })
  return setMapBounds(priced, b)
})

describe("the filter map", () => {
  test.prop([hotels, selection, rooms])(
    "counts equal a brute-force recount against the other groups",
    (list, s, r) => {
      const map = buildFilterMap(list, s, r)
      for (const group of map.groups) {
        expect(group.hotelIdsWithSelectedFilter).toEqual(
          list.filter((h) => passesGroup(h, s, r, group.key)).map((h) => h.id),
        )
        for (const { value, count, applicableHotelIds } of group.values) {
          const expected = list.filter(
            (h) => passesOthers(h, s, r, group.key) && GROUP_RULES[group.key].valuesOf(h, r).includes(value),
          )
          expect(applicableHotelIds).toEqual(expected.map((h) => h.id))
          expect(count).toBe(expected.length)
        }
      }
      expect(map.refinedHotelIds).toEqual(list.filter((h) => passesOthers(h, s, r)).map((h) => h.id))
    },
  )

  const multiChoice = FILTER_GROUPS.filter((g) => GROUP_RULES[g].mode !== "single")
  test.prop([
    hotels,
    rooms,
    toggles(multiChoice).chain((l) =>
      fc.tuple(fc.constant(l), fc.shuffledSubarray(l, { minLength: l.length })),
    ),
  ])("applying filters is order-independent", (list, r, [inOrder, shuffled]) => {
    const a = applyFilters(list, applyToggles(NO_FILTERS, inOrder), r)
    const b = applyFilters(list, applyToggles(NO_FILTERS, shuffled), r)
    expect(b).toEqual(a)
  })
})

const sortState = fc.record({
  by: fc.constantFrom("price", "rating", "distance", "popularity"),
  order: fc.constantFrom("ASC", "DESC"),
  coordinates: fc.option(
    fc.record({
      lat: fc.double({ min: 12, max: 14, noNaN: true }),
      lng: fc.double({ min: 77, max: 79, noNaN: true }),
    }),
    { nil: undefined },
  ),
}) satisfies fc.Arbitrary<SortState>

describe("sorting", () => {
  test.prop([hotels, sortState])(
    "is a permutation: priced first, then by key, keyless last, ties in input order",
    (list, requested) => {
      const sorted = sortHotels(list, requested)
      expect([...sorted].sort((a, b) => Number(a.id) - Number(b.id))).toEqual(list)
      // Distance without coordinates is the default sort (spec-search §4 "when coordinates are given").
      const sort: SortState =
        requested.by === "distance" && requested.coordinates === undefined
          ? { by: "price", order: "ASC" }
          : requested
      const index = new Map(list.map((h, i) => [h.id, i]))
      for (let i = 1; i < sorted.length; i++) {
        const [a, b] = [sorted[i - 1]!, sorted[i]!]
        if (a.perNightPrice === null) expect(b.perNightPrice).toBeNull()
        if ((a.perNightPrice === null) !== (b.perNightPrice === null)) continue
        const [ka, kb] = [sortKey(a, sort), sortKey(b, sort)]
        if (ka === undefined) expect(kb).toBeUndefined()
        if (ka === undefined || kb === undefined) {
          if (ka === kb) expect(index.get(a.id)!).toBeLessThan(index.get(b.id)!)
          continue
        }
        if (ka === kb) expect(index.get(a.id)!).toBeLessThan(index.get(b.id)!)
        else expect(sort.order === "ASC" ? ka < kb : ka > kb).toBe(true)
      }
    },
  )
})

import { fc, test } from "@fast-check/vitest"
import { describe, expect, it } from "vitest"
import { distanceKm } from "#core/catalogue/geo.ts"
import { buildPlaceIndex, nearby, placeById, suggest } from "#core/search/autocomplete.ts"
import { loadCatalogue } from "#fixtures/generate/catalogue.ts"

const index = buildPlaceIndex(loadCatalogue())
const searchable = index.suggestions.filter(
  (s) => s.type === "city" || s.type === "locality" || s.type === "landmark",
)
const fold = (text: string) =>
  text
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim()

/** Text travellers type: the start, middle or end of a real label, in any case, with stray spaces. */
const typed = fc
  .tuple(fc.constantFrom(...index.suggestions.map((s) => s.label)), fc.nat(), fc.integer({ min: 3, max: 12 }))
  .map(([label, from, length]) => label.slice(from % label.length, (from % label.length) + length))
const anyText = fc.oneof(typed, fc.string({ minLength: 0, maxLength: 12 }))

describe("location autocomplete over the whole catalogue", () => {
  it("finds every city, locality and landmark among the top 10 from the first 4 letters of its label", () => {
    const missed = searchable.filter((place) => {
      const found = suggest(index, place.label.slice(0, 4))
      return !found.some((s) => s.place_id === place.place_id)
    })
    expect(searchable.length).toBeGreaterThan(600)
    expect(missed.map((place) => place.label)).toEqual([])
  })

  test.prop([anyText])("returns at most 10 suggestions, each containing the typed text", (text) => {
    const found = suggest(index, text)
    expect(found.length).toBeLessThanOrEqual(10)
    for (const s of found) expect(fold(s.label)).toContain(fold(text))
  })

  test.prop([anyText])("ignores case, accents and surrounding spaces", (text) => {
    const expected = suggest(index, text).map((s) => s.place_id)
    const accented = text.replace(/a/g, "á").replace(/e/g, "é")
    expect(suggest(index, `  ${text.toUpperCase()} `).map((s) => s.place_id)).toEqual(expected)
    expect(suggest(index, accented).map((s) => s.place_id)).toEqual(expected)
  })

  test.prop([fc.string({ maxLength: 2 }), fc.constantFrom("", " ", "   ", "\t", " \n ")])(
    "gives nothing for 2 characters or fewer after trimming",
    (text, padding) => {
      expect(suggest(index, padding + text + padding)).toEqual([])
    },
  )

  test.prop([typed])("ranks label-prefix matches before word-prefix matches before the rest", (text) => {
    const query = fold(text)
    const tier = (label: string) =>
      fold(label).startsWith(query) ? 0 : fold(label).includes(` ${query}`) ? 1 : 2
    const tiers = suggest(index, text).map((s) => tier(s.label))
    expect(tiers).toEqual([...tiers].sort((a, b) => a - b))
  })

  test.prop([fc.double({ min: 8, max: 34, noNaN: true }), fc.double({ min: 69, max: 95, noNaN: true })])(
    "near a point, places come closest first",
    (lat, lng) => {
      const found = nearby(index, lat, lng, "", 10)
      const km = found.map((s) => distanceKm(lat, lng, s.coordinates!.lat, s.coordinates!.lng))
      expect(found).toHaveLength(10)
      expect(km).toEqual([...km].sort((a, b) => a - b))
    },
  )

  test.prop([fc.constantFrom(...index.suggestions)])(
    "every suggestion's place_id leads back to its coordinates",
    (s) => {
      const detail = placeById(index, s.place_id)
      expect(detail).toMatchObject({ place_id: s.place_id, lat: s.coordinates!.lat, lng: s.coordinates!.lng })
      expect(detail!.address_components.at(-1)).toMatchObject({ long_name: "India", short_name: "IN" })
    },
  )
})

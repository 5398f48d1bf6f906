import { fc, test } from "@fast-check/vitest"
import { describe, expect, test as plainTest } from "vitest"
import type { Catalogue } from "#core/catalogue/schema.ts"
import { decodeCatalogue } from "#core/catalogue/schema.ts"
import { isValidGstin } from "#core/checkout/gstin.ts"
import { slugify } from "#core/routes/slug.ts"
import { generateCatalogue, loadCatalogue } from "#fixtures/generate/catalogue.ts"

/** GST slab boundary per room per night (DESIGN.md 'GST on rooms'): ₹7,500. */
const GST_SLAB_PAISE = 750_000

const seed = fc.integer({ min: 0, max: 2 ** 31 - 1 })
const baseDate = fc
  .date({ min: new Date("2024-01-01T00:00:00Z"), max: new Date("2030-12-31T00:00:00Z"), noInvalidDate: true })
  .map((d) => d.toISOString().slice(0, 10))

// Generating a 1,000-hotel catalogue takes a tenth of a second; a few runs per property cover
// seeds well while keeping the suite fast. Each catalogue is made once per (seed, date).
const RUNS = { numRuns: 6 }
const made = new Map<string, Catalogue>()
const catalogueFor = (s: number, date: string): Catalogue => {
  const key = `${s}|${date}`
  let catalogue = made.get(key)
  if (catalogue === undefined) {
    catalogue = generateCatalogue({ seed: s, baseDate: date })
    made.set(key, catalogue)
  }
  return catalogue
}

describe("fixture catalogue generator", () => {
  test.prop([seed, baseDate], RUNS)(
    "the same seed and base date give byte-identical catalogues",
    (s, date) => {
      const again = generateCatalogue({ seed: s, baseDate: date })
      expect(JSON.stringify(again)).toBe(JSON.stringify(catalogueFor(s, date)))
    },
  )

  test.prop([seed, seed, baseDate], RUNS)("different seeds give different hotels", (a, b, date) => {
    fc.pre(a !== b)
    expect(JSON.stringify(catalogueFor(a, date).hotels)).not.toBe(
      JSON.stringify(catalogueFor(b, date).hotels),
    )
  })

  test.prop([seed, baseDate], RUNS)("every generated catalogue decodes by its schema", (s, date) => {
    const catalogue = catalogueFor(s, date)
    expect(decodeCatalogue(catalogue)).toEqual(catalogue)
  })

  test.prop([seed, baseDate], RUNS)("hotel, city and landmark slugs are unique", (s, date) => {
    const { hotels, cities, landmarks } = catalogueFor(s, date)
    for (const slugs of [hotels, cities, landmarks].map((list) => list.map((x) => x.slug))) {
      expect(new Set(slugs).size).toBe(slugs.length)
    }
  })

  test.prop([seed, baseDate], RUNS)(
    "every review belongs to a past stay of the same guest at the same hotel",
    (s, date) => {
      const { reviews, pastStays } = catalogueFor(s, date)
      const stays = new Map(pastStays.map((stay) => [stay.id, stay]))
      expect(reviews.length).toBeGreaterThan(0)
      for (const review of reviews) {
        const stay = stays.get(review.stayId)
        expect(stay).toBeDefined()
        expect([stay!.hotelId, stay!.userId]).toEqual([review.hotelId, review.userId])
        expect(stay!.checkout <= date && review.createdAt.slice(0, 10) >= stay!.checkout).toBe(true)
      }
    },
  )

  test.prop([seed, baseDate], RUNS)("one guest's stays never overlap", (s, date) => {
    const byGuest = new Map<string, Array<{ checkin: string; checkout: string }>>()
    for (const stay of catalogueFor(s, date).pastStays) {
      byGuest.set(stay.userId, [...(byGuest.get(stay.userId) ?? []), stay])
    }
    for (const stays of byGuest.values()) {
      const sorted = stays.toSorted((a, b) => a.checkin.localeCompare(b.checkin))
      for (let i = 1; i < sorted.length; i++) expect(sorted[i]!.checkin >= sorted[i - 1]!.checkout).toBe(true)
    }
  })

  // Ordinary hotels reach 10 or 11 reviews now and then (seed 2147483645 on 2024-01-01 has one
  // with 11), so popularity is read from the top of the review counts, not from a threshold alone.
  test.prop([seed, baseDate], {
    ...RUNS,
    examples: [[2147483645, "2024-01-01"]],
  })(
    "about one hotel in fifty is popular: 12-40 reviews, spread over the metros, a second page of reviews",
    (s, date) => {
      const { hotels, cities, reviews } = catalogueFor(s, date)
      const counts = new Map<string, number>()
      for (const review of reviews) counts.set(review.hotelId, (counts.get(review.hotelId) ?? 0) + 1)
      const share = hotels.length / 50
      const byReviews = hotels.toSorted((a, b) => (counts.get(b.id) ?? 0) - (counts.get(a.id) ?? 0))
      const popular = byReviews.slice(0, share)
      for (const hotel of popular) expect(counts.get(hotel.id)!).toBeGreaterThanOrEqual(12)
      for (const hotel of popular) expect(counts.get(hotel.id)!).toBeLessThanOrEqual(40 + 11)
      // An ordinary hotel with 12 or more reviews is rare; a handful would mean popularity leaked.
      const manyReviews = hotels.filter((hotel) => (counts.get(hotel.id) ?? 0) >= 12)
      expect(manyReviews.length).toBeLessThanOrEqual(share + 2)
      const metros = new Set(cities.filter((city) => city.tier === 1).map((city) => city.id))
      expect(new Set(popular.map((hotel) => hotel.cityId))).toEqual(metros)
      // The hotel-page journeys read reviews page by page at the 37th hotel.
      expect(popular.map((hotel) => hotel.id)).toContain(hotels[36]!.id)
    },
  )

  test.prop([seed, baseDate], RUNS)(
    "members with companies carry valid GSTINs and Indian mobiles",
    (s, date) => {
      const { users } = catalogueFor(s, date)
      const companies = users.flatMap((user) => (user.company === null ? [] : [user.company]))
      expect(companies.length).toBeGreaterThan(0)
      for (const company of companies) expect(isValidGstin(company.gstin)).toBe(true)
      for (const user of users) expect(user.phone).toMatch(/^\+91[6-9]\d{9}$/)
    },
  )

  test.prop([seed, baseDate], RUNS)(
    "nightly rates fall on both sides of ₹7,500, so both GST slabs occur",
    (s, date) => {
      const rates = catalogueFor(s, date).hotels.flatMap((hotel) =>
        hotel.roomTypes.map((room) => room.baseRatePaise),
      )
      expect(rates.some((paise) => paise > GST_SLAB_PAISE)).toBe(true)
      expect(rates.some((paise) => paise <= GST_SLAB_PAISE)).toBe(true)
    },
  )

  test.prop([seed, baseDate], RUNS)(
    "sold-out and nearly sold-out nights exist after the base date",
    (s, date) => {
      const nights = catalogueFor(s, date).hotels.flatMap((hotel) =>
        hotel.preOccupancy.map((entry) => ({
          entry,
          left:
            hotel.roomTypes.find((room) => room.code === entry.roomTypeCode)!.roomCount - entry.bookedRooms,
        })),
      )
      expect(nights.every(({ entry }) => entry.night >= date)).toBe(true)
      expect(nights.some(({ left }) => left === 0)).toBe(true)
      expect(nights.some(({ left }) => left >= 1 && left <= 2)).toBe(true)
    },
  )

  test.prop([seed, fc.integer({ min: 1, max: 400 })], { numRuns: 10 })(
    "any hotel count gives exactly that many hotels, valid by schema",
    (s, hotelCount) => {
      const catalogue = generateCatalogue({ seed: s, baseDate: "2026-11-01", hotelCount })
      expect(catalogue.hotels).toHaveLength(hotelCount)
      expect(() => decodeCatalogue(catalogue)).not.toThrow()
    },
  )
})

plainTest("every catalogue slug is the route slug of its name, so built links find their pages", () => {
  const catalogue = loadCatalogue()
  for (const place of [...catalogue.cities, ...catalogue.localities, ...catalogue.landmarks]) {
    expect(place.slug, place.name).toBe(slugify(place.name))
  }
  for (const city of catalogue.cities) expect(city.stateSlug, city.state).toBe(slugify(city.state))
})

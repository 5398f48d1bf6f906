import { Schema } from "effect"
import { expect, it } from "vitest"
import { Facility, SearchResult } from "#core/api/hotels.ts"
import { distanceKm } from "#core/catalogue/geo.ts"
import type { Hotel } from "#core/catalogue/hotel.ts"
import { addDays } from "#core/dates/calendar-day.ts"
import { dayInIndia } from "#core/dates/today.ts"
import { loadCatalogue } from "#fixtures/generate/catalogue.ts"
import { type Answer, call, firstErrorMessage } from "./lib/http.ts"
import { onEveryDatabase, TEST_NOW } from "./lib/server.ts"

// The server seeds the catalogue on the day in India of its clock, which the suite fixes at TEST_NOW.
const today = dayInIndia(TEST_NOW)
const catalogue = loadCatalogue({ baseDate: today })
const active = new Set(catalogue.brands.filter((b) => b.status === "ACTIVE").map((b) => b.code))
const listed = catalogue.hotels.filter((h) => active.has(h.brandCode))

const decodeResult = Schema.decodeUnknownSync(Schema.Struct({ data: SearchResult }))
const decodeFacilities = Schema.decodeUnknownSync(Schema.Struct({ data: Schema.Array(Facility) }))
const resultOf = (answer: Answer) => decodeResult(answer.json).data
const idsOf = (answer: Answer) => resultOf(answer).result.map((h) => h.id)
const sorted = (ids: ReadonlyArray<string>) => [...ids].sort()
const within = (lat: number, lng: number, km: number) => (h: Hotel) =>
  distanceKm(lat, lng, h.lat, h.lng) <= km

// Places with hotels, picked from the catalogue the server runs on.
const busiestLocality = catalogue.localities
  .map((l) => ({ l, n: listed.filter((h) => h.localityId === l.id).length }))
  .sort((a, b) => b.n - a.n)[0]!.l
const cityOf = (id: number) => catalogue.cities.find((c) => c.id === id)!
const localityCity = cityOf(busiestLocality.cityId)
const landmark = catalogue.landmarks.find((l) => listed.filter(within(l.lat, l.lng, 10)).length >= 3)!
const city = localityCity
const inCity = listed.filter((h) => h.cityId === city.id)
const amenity = catalogue.amenities.find(
  (a) =>
    a.kind === "hotel" &&
    inCity.some((h) => h.amenities.includes(a.id)) &&
    !inCity.every((h) => h.amenities.includes(a.id)),
)!
const neighbour = listed.find((h) => listed.filter(within(h.lat, h.lng, 10)).length >= 3)!

onEveryDatabase("hotel search", (server) => {
  const get = (path: string) => call(server().url, path)

  it("lists exactly a city's hotels, nearest the centre first, to be sorted by price", async () => {
    const answer = await get(`/api/v5/search/?city=${city.slug}`)
    expect(answer.status).toBe(200)
    const { result, sort } = resultOf(answer)
    expect(sorted(result.map((h) => h.id))).toEqual(sorted(inCity.map((h) => h.id)))
    expect(result.map((h) => h.distance)).toEqual([...result.map((h) => h.distance)].sort((a, b) => a - b))
    expect(sort).toEqual({ by: "price", coordinates: null })
  })

  it("reads a place by its name as well as by its slug", async () => {
    const byName = await get(
      `/api/v5/search/?${new URLSearchParams({ locality: busiestLocality.name, city: localityCity.name })}`,
    )
    const expected = listed.filter((h) => h.localityId === busiestLocality.id).map((h) => h.id)
    expect(sorted(idsOf(byName))).toEqual(sorted(expected))
  })

  it("lists the hotels within 10 km of a landmark and sorts around the landmark", async () => {
    const answer = await get(`/api/v5/search/?landmark=${landmark.slug}`)
    const expected = listed.filter(within(landmark.lat, landmark.lng, 10)).map((h) => h.id)
    expect(sorted(idsOf(answer))).toEqual(sorted(expected))
    expect(resultOf(answer).sort.coordinates).toEqual({ lat: landmark.lat, lng: landmark.lng })
  })

  it("narrows a city, locality or landmark by category", async () => {
    const budget = (h: Hotel) => h.roomTypes.some((r) => r.baseRatePaise <= 200_000)
    const homestay = (h: Hotel) => h.propertyType === "homestay"
    const cases: ReadonlyArray<[string, ReadonlyArray<Hotel>]> = [
      [`category=budget-hotels&city=${city.slug}`, inCity.filter(budget)],
      [
        `category=homestays&locality=${busiestLocality.slug}&city=${localityCity.slug}`,
        listed.filter((h) => h.localityId === busiestLocality.id && homestay(h)),
      ],
      [
        `category=couple-friendly-hotels&landmark=${landmark.slug}`,
        listed.filter(
          (h) => within(landmark.lat, landmark.lng, 10)(h) && h.policies.includes("is_couple_friendly"),
        ),
      ],
    ]
    for (const [query, expected] of cases) {
      expect(sorted(idsOf(await get(`/api/v5/search/?${query}`))), query).toEqual(
        sorted(expected.map((h) => h.id)),
      )
    }
  })

  it("narrows a city by a hotel amenity", async () => {
    const answer = await get(`/api/v5/search/?city=${city.slug}&amenity=${amenity.slug}`)
    const expected = inCity.filter((h) => h.amenities.includes(amenity.id)).map((h) => h.id)
    expect(sorted(idsOf(answer))).toEqual(sorted(expected))
  })

  it("searches around coordinates within the radius, lowered by distance_cap", async () => {
    const { lat, lng } = landmark
    const point = `latitude=${lat}&longitude=${lng}&location_type=geo`
    const wide = await get(`/api/v5/search/?${point}&radius=15`)
    expect(sorted(idsOf(wide))).toEqual(sorted(listed.filter(within(lat, lng, 15)).map((h) => h.id)))
    const capped = await get(`/api/v5/search/?${point}&radius=15&distance_cap=3`)
    expect(sorted(idsOf(capped))).toEqual(sorted(listed.filter(within(lat, lng, 3)).map((h) => h.id)))
    expect(resultOf(capped).result.every((h) => h.distance <= 3.005)).toBe(true)
  })

  it("lists a hotel's neighbours within 10 km, without the hotel, nearest first", async () => {
    const checkin = addDays(today, 3)
    const answer = await get(
      `/api/v5/search/?hotel_id=${neighbour.id}&nearby=true&checkin=${checkin}&checkout=${addDays(checkin, 1)}&roomconfig=2-0`,
    )
    const { result, sort } = resultOf(answer)
    const expected = listed.filter(
      (h) => h.id !== neighbour.id && within(neighbour.lat, neighbour.lng, 10)(h),
    )
    expect(sorted(result.map((h) => h.id))).toEqual(sorted(expected.map((h) => h.id)))
    expect(result.map((h) => h.rank.distance)).toEqual(result.map((_, i) => i + 1))
    expect(sort).toEqual({ by: "distance", coordinates: { lat: neighbour.lat, lng: neighbour.lng } })
  })

  it("sends 6 images per hotel unless imagesCount says otherwise", async () => {
    const standard = resultOf(await get(`/api/v5/search/?city=${city.slug}`)).result
    const byId = new Map(catalogue.hotels.map((h) => [h.id, h]))
    for (const h of standard) expect(h.images.length).toBe(Math.min(6, byId.get(h.id)!.images.length))
    const two = resultOf(await get(`/api/v5/search/?city=${city.slug}&imagesCount=2`)).result
    expect(two.every((h) => h.images.length <= 2)).toBe(true)
    const image = await get(two[0]!.images[0]!.url)
    expect(image.status).toBe(200)
  })

  it("lists a meta-search hotel first when it is a result, keeping every hotel's distance rank", async () => {
    const plain = resultOf(await get(`/api/v5/search/?city=${city.slug}`)).result
    const last = plain.at(-1)!
    const answer = await get(`/api/v5/search/?city=${city.slug}&meta_hotel_id=${last.id}`)
    expect(idsOf(answer)).toEqual([last.id, ...plain.slice(0, -1).map((h) => h.id)])
    expect(resultOf(answer).result.map((h) => h.rank.distance)).toEqual([
      plain.length,
      ...plain.slice(0, -1).map((_, i) => i + 1),
    ])
  })

  it("answers 400 with a message for bad input, never 5xx", async () => {
    for (const query of [
      `city=${city.slug}&checkin=2026-13-01&checkout=2026-13-02`,
      `city=${city.slug}&checkin=${addDays(today, 2)}&checkout=${addDays(today, 1)}`,
      `city=${city.slug}&checkin=${addDays(today, -1)}&checkout=${today}`,
      `city=${city.slug}&radius=0`,
      `city=${city.slug}&radius=51`,
      `city=${city.slug}&imagesCount=abc`,
      `city=${city.slug}&roomconfig=9-9`,
      `latitude=18.5`,
      `locality=${busiestLocality.slug}`,
      "",
    ]) {
      const answer = await get(`/api/v5/search/?${query}`)
      expect(answer.status, query).toBe(400)
      expect(firstErrorMessage(answer), query).toBeTruthy()
    }
  })

  it("answers 404 naming the parameter for a place the catalogue does not have", async () => {
    const answer = await get("/api/v5/search/?city=atlantis")
    expect(answer.status).toBe(404)
    expect(answer.json).toMatchObject({ errors: [{ field: "city", message: "No city 'atlantis'" }] })
  })

  it("counts the hotels offering each amenity in a place", async () => {
    const answer = await get(`/api/v1/facilities/?city=${city.slug}`)
    expect(answer.status).toBe(200)
    for (const facility of decodeFacilities(answer.json).data) {
      const offering = inCity.filter((h) =>
        facility.kind === "hotel"
          ? h.amenities.includes(facility.id)
          : h.roomTypes.some((r) => r.amenities.includes(facility.id)),
      )
      expect(facility.count, facility.slug).toBe(offering.length)
    }
  })
})

import { expect, it } from "vitest"
import type { LoginResult } from "#core/api/auth.ts"
import type { HotelDetail, HotelImages } from "#core/api/hotel-detail.ts"
import { roomTypePriority } from "#core/catalogue/hotel.ts"
import { hotelVideoOf } from "#core/catalogue/videos.ts"
import { addDays } from "#core/dates/calendar-day.ts"
import { dayInIndia } from "#core/dates/today.ts"
import { hotelPath } from "#core/routes/slug.ts"
import { toSearchHotel } from "#core/search/hotel-wire.ts"
import { loadCatalogue } from "#fixtures/generate/catalogue.ts"
import { FIXTURE_PASSWORD } from "#server/accounts/fixture-users.ts"
import { PROMISES } from "#server/content/landing.ts"
import { callFrom, dataOf, errorOf } from "./lib/auth.ts"
import { onEveryDatabase, TEST_NOW } from "./lib/server.ts"

const baseDate = dayInIndia(TEST_NOW)
const catalogue = loadCatalogue({ baseDate })
const fixtureMember = catalogue.users[0]!
const FIRST_POLICIES = ["is_couple_friendly", "is_local_id_allowed"]

/** A hotel whose policies include a first one and another, so the order is visible. */
const hotel = catalogue.hotels.find(
  (h) =>
    h.policies.some((p) => FIRST_POLICIES.includes(p)) &&
    h.policies.some((p) => !FIRST_POLICIES.includes(p)) &&
    h.roomTypes.length >= 2 &&
    catalogue.reviews.some((r) => r.hotelId === h.id),
)!
const reviews = catalogue.reviews.filter((r) => r.hotelId === hotel.id)
const stay = { checkin: addDays(baseDate, 3), checkout: addDays(baseDate, 5) }

onEveryDatabase(
  "hotel detail: GET /api/v5/hotels/{id}/details/ and /api/v1/hotels/{id}/images/",
  (server) => {
    const get = (path: string, token?: string) => callFrom(server().url, "127.0.0.1", path, { token })
    const details = async (params: Record<string, string> = {}, token?: string) => {
      const answer = await get(`/api/v5/hotels/${hotel.id}/details/?${new URLSearchParams(params)}`, token)
      expect(answer.status, answer.text).toBe(200)
      return dataOf<HotelDetail>(answer)
    }

    it("answers the hotel's search fields plus its page: path, every image, room types and policies in order", async () => {
      const data = await details({ ...stay, channel: "website", utm_source: "direct" })
      // The search builder's hotel (core/search/hotel-wire.ts) with every image and no search point.
      const average = reviews.reduce((sum, r) => sum + r.rating, 0) / reviews.length
      const { averageRating: _a, ...searched } = toSearchHotel(hotel, catalogue, {
        distanceKm: 0,
        rating: { average, count: reviews.length },
        imagesCount: hotel.images.length,
        rank: {},
      })
      expect(data).toMatchObject(searched)
      expect(data).toMatchObject({
        id: hotel.id,
        name: hotel.name,
        checkinTime: "12pm",
        checkoutTime: "11am",
      })
      expect(data.path).toBe(
        hotelPath({
          id: hotel.id,
          name: hotel.name,
          city: data.address.city,
          locality: data.address.locality,
        }),
      )
      expect(data.path.endsWith(`/${data.slug}-${hotel.id}/`)).toBe(true)

      const byPosition = [...hotel.images].sort((a, b) => a.position - b.position)
      expect(data.images.map((i) => i.id)).toEqual(byPosition.map((i) => i.id))
      expect(data.images[0]!.url).toBe(`/images/hotels/${byPosition[0]!.id}.svg`)

      expect(data.roomTypes.map((r) => r.id)).toEqual(hotel.roomTypes.map((r) => `${hotel.id}|${r.code}`))
      const ranks = data.roomTypes.map((r) => roomTypePriority.indexOf(r.type))
      expect(ranks).toEqual([...ranks].sort((a, b) => a - b))
      for (const [i, room] of data.roomTypes.entries()) {
        const source = hotel.roomTypes[i]!
        expect(room).toMatchObject({
          name: source.name,
          area: source.areaSqft,
          bed: source.bed,
          maxOccupancy: {
            ...source.maxOccupancy,
            occupancy: `Up to ${source.maxOccupancy.guests} guest${source.maxOccupancy.guests === 1 ? "" : "s"}`,
          },
        })
        expect(room.amenities.map((a) => a.id)).toEqual(source.amenities)
        for (const amenity of room.amenities) {
          expect(amenity.name).toBe(catalogue.amenities.find((a) => a.id === amenity.id)!.name)
        }
        expect(room.description).toContain(`${source.areaSqft} sq ft`)
      }

      const types = data.detailPolicies.map((p) => p.type)
      expect(new Set(types)).toEqual(new Set(hotel.policies))
      const firstOthers = types.findIndex((t) => !FIRST_POLICIES.includes(t))
      expect(types.slice(firstOthers).some((t) => FIRST_POLICIES.includes(t))).toBe(false)
      for (const policy of data.detailPolicies) {
        expect(policy).toEqual(catalogue.policies.find((p) => p.type === policy.type))
      }
    })

    it("summarises the hotel's reviews, says why to book, and has no video (not a tour hotel; hotel-videos.test.ts)", async () => {
      const data = await details()
      const average = reviews.reduce((sum, r) => sum + r.rating, 0) / reviews.length
      expect(data.reviews.noOfReviews).toBe(reviews.length)
      expect(data.reviews.averageRating).toBeCloseTo(average, 6)
      expect(data.whyBook).toEqual(PROMISES.map((p) => ({ title: p.title, description: p.description })))
      expect(hotelVideoOf(hotel)).toBeNull()
      expect(data.videoDetails).toBeNull()
    })

    it("offers the login coupon (the member price) to a visitor, and nothing once signed in", async () => {
      const visitor = await details()
      expect(visitor.loginCouponMessage).toContain("5%")
      const login = await callFrom(server().url, "127.0.0.1", "/api/v2/auth/login/email/", {
        body: { email: fixtureMember.email, password: FIXTURE_PASSWORD },
      })
      expect(login.status, login.text).toBe(200)
      const member = await details({}, dataOf<LoginResult>(login).token)
      expect(member.loginCouponMessage).toBeNull()
    })

    it("answers 404 for an unknown hotel and 400 for dates nobody can book", async () => {
      const unknown = await get("/api/v5/hotels/99999999/details/")
      expect(unknown.status, unknown.text).toBe(404)
      expect(errorOf(unknown).message).toBe("No hotel with id 99999999")
      const refused = async (params: Record<string, string>, text: string) => {
        const answer = await get(`/api/v5/hotels/${hotel.id}/details/?${new URLSearchParams(params)}`)
        expect(answer.status, answer.text).toBe(400)
        expect(errorOf(answer).message).toContain(text)
      }
      await refused({ checkin: stay.checkout, checkout: stay.checkin }, "checkout")
      await refused({ checkin: addDays(baseDate, -2), checkout: baseDate }, "checkin")
      await refused({ checkin: baseDate, checkout: addDays(baseDate, 16) }, "15 nights")
      await refused({ checkin: stay.checkin }, "checkout")
      await refused({ checkin: "2026-02-30", checkout: stay.checkout }, "checkin")
    })

    it("lists every image by position, the categories present with counts, and each room type's pictures", async () => {
      const answer = await get(`/api/v1/hotels/${hotel.id}/images/`)
      expect(answer.status, answer.text).toBe(200)
      const data = dataOf<HotelImages>(answer)
      expect(data.hotel_id).toBe(hotel.id)
      const positions = data.images.map((i) => i.position)
      expect(positions).toEqual([...positions].sort((a, b) => a - b))
      expect(data.images).toHaveLength(hotel.images.length)
      const counts = new Map<string, number>()
      for (const image of hotel.images) counts.set(image.category, (counts.get(image.category) ?? 0) + 1)
      expect(new Map(data.categories.map((c) => [c.category, c.count]))).toEqual(counts)
      for (const category of data.categories) expect(category.label).toMatch(/^[A-Z]/)
      expect(Object.keys(data.room_type_images)).toEqual(hotel.roomTypes.map((r) => r.code))
      for (const [code, images] of Object.entries(data.room_type_images)) {
        expect(images.map((i) => i.id)).toEqual(
          data.images.filter((i) => i.roomTypeCode === code).map((i) => i.id),
        )
      }
      const unknown = await get("/api/v1/hotels/99999999/images/")
      expect(unknown.status).toBe(404)
      expect(errorOf(unknown).message).toContain("99999999")
    })
  },
)

import { describe, expect, it } from "vitest"
import { catalogueFootprint, footprintByBrand } from "#core/catalogue/counts.ts"
import { distanceKm } from "#core/catalogue/geo.ts"
import { roomTypePriority } from "#core/catalogue/hotel.ts"
import { addDays } from "#core/dates/calendar-day.ts"
import { DEFAULT_BASE_DATE, loadCatalogue } from "#fixtures/generate/catalogue.ts"
import { GUARANTEED_SOLD_OUT_NIGHTS } from "#fixtures/generate/occupancy.ts"

const catalogue = loadCatalogue()
const cityNamed = (name: string) => catalogue.cities.find((c) => c.name === name)!
const localitiesOf = (name: string) =>
  catalogue.localities.filter((l) => l.cityId === cityNamed(name).id).map((l) => l.name)

describe("the default fixture catalogue", () => {
  it("makes the placeholder's 'Explore from 120+ cities' and 'Find your spot from 800+ hotels' true", () => {
    const { cities, hotels } = catalogueFootprint(catalogue)
    expect(cities).toBeGreaterThanOrEqual(120)
    expect(hotels).toBeGreaterThanOrEqual(800)
  })

  it("makes the main brand page's '120+ cities, 1,000+ hotels, 25,000+ rooms' true for the whole network", () => {
    const { cities, hotels, rooms } = catalogueFootprint(catalogue)
    expect(cities).toBeGreaterThanOrEqual(120)
    expect(hotels).toBeGreaterThanOrEqual(1000)
    expect(rooms).toBeGreaterThanOrEqual(25_000)
  })

  it("makes the budget brand page's '20+ cities, 200+ hotels, 5,000+ rooms' true for Itsy (trip)", () => {
    const trip = footprintByBrand(catalogue).trip
    expect(trip.cities).toBeGreaterThanOrEqual(20)
    expect(trip.hotels).toBeGreaterThanOrEqual(200)
    expect(trip.rooms).toBeGreaterThanOrEqual(5000)
  })

  it("has hotels of every brand, both property types, and a hotel in every city", () => {
    const brands = footprintByBrand(catalogue)
    for (const footprint of Object.values(brands)) expect(footprint.hotels).toBeGreaterThan(0)
    expect(new Set(catalogue.hotels.map((h) => h.propertyType))).toEqual(new Set(["hotel", "homestay"]))
    expect(new Set(catalogue.hotels.map((h) => h.cityId)).size).toBe(catalogue.cities.length)
  })

  it("classes brands as the spec says: trend Standard, tryst Premium, all others Economy", () => {
    expect(Object.fromEntries(catalogue.brands.map((b) => [b.code, b.class]))).toEqual({
      trip: "Economy",
      trend: "Standard",
      tryst: "Premium",
      medalio: "Economy",
      independent: "Economy",
    })
  })

  it("knows the well-known localities of the big cities", () => {
    expect(localitiesOf("Bengaluru")).toEqual(
      expect.arrayContaining([
        "Koramangala",
        "Indiranagar",
        "Whitefield",
        "HSR Layout",
        "MG Road",
        "Electronic City",
      ]),
    )
    expect(localitiesOf("Hyderabad")).toEqual(
      expect.arrayContaining(["HITEC City", "Banjara Hills", "Gachibowli", "Jubilee Hills"]),
    )
    expect(localitiesOf("Mumbai")).toEqual(
      expect.arrayContaining(["Andheri East", "Bandra West", "Powai", "Colaba"]),
    )
    expect(localitiesOf("Delhi")).toEqual(
      expect.arrayContaining(["Connaught Place", "Karol Bagh", "Paharganj", "Aerocity"]),
    )
    expect(localitiesOf("Goa")).toEqual(expect.arrayContaining(["Baga", "Calangute", "Candolim", "Anjuna"]))
    for (const city of ["Chennai", "Kolkata", "Pune", "Jaipur", "Ahmedabad", "Kochi"]) {
      expect(localitiesOf(city).length).toBeGreaterThanOrEqual(5)
    }
  })

  it("places every locality within 60 km and every landmark within 80 km of its city", () => {
    const cities = new Map(catalogue.cities.map((c) => [c.id, c]))
    const far = (limitKm: number) => (p: { name: string; cityId: number; lat: number; lng: number }) => {
      const c = cities.get(p.cityId)!
      return distanceKm(c.lat, c.lng, p.lat, p.lng) > limitKm
    }
    expect(catalogue.localities.filter(far(60)).map((l) => l.name)).toEqual([])
    expect(catalogue.landmarks.filter(far(80)).map((l) => l.name)).toEqual([])
  })

  it("has airports, railway stations, monuments and tech parks among its landmarks", () => {
    const kinds = new Set(catalogue.landmarks.map((l) => l.kind))
    for (const kind of ["airport", "railway_station", "monument", "tech_park"] as const)
      expect(kinds.has(kind)).toBe(true)
  })

  it("lists every hotel's room types in the priority order common, acacia, oak, maple, mahogany", () => {
    for (const hotel of catalogue.hotels) {
      const ranks = hotel.roomTypes.map((room) => roomTypePriority.indexOf(room.code))
      expect(ranks).toEqual([...ranks].sort((a, b) => a - b))
      expect(hotel.roomTypes.length).toBeGreaterThanOrEqual(1)
    }
  })

  it("sells out the first hotel in every room type on its guaranteed nights", () => {
    const [first, second] = catalogue.hotels
    for (const offset of GUARANTEED_SOLD_OUT_NIGHTS) {
      const night = addDays(DEFAULT_BASE_DATE, offset)
      for (const room of first!.roomTypes) {
        expect(first!.preOccupancy).toContainEqual({
          night,
          roomTypeCode: room.code,
          bookedRooms: room.roomCount,
        })
      }
      const largest = second!.roomTypes.reduce((a, b) => (b.roomCount > a.roomCount ? b : a))
      expect(second!.preOccupancy).toContainEqual({
        night,
        roomTypeCode: largest.code,
        bookedRooms: largest.roomCount - 1,
      })
    }
  })

  it("gives journeys three fixed users: a member with a company, a member without one, a guest with no stays", () => {
    const [withCompany, member, guest] = catalogue.users
    const staysOf = (id: string) => catalogue.pastStays.filter((s) => s.userId === id).length
    expect(withCompany).toMatchObject({
      member: true,
      company: expect.objectContaining({ gstin: expect.any(String) }),
    })
    expect(staysOf(withCompany!.id)).toBeGreaterThan(0)
    expect(member).toMatchObject({ member: true, company: null })
    expect(guest).toMatchObject({ member: false, points: 0, company: null })
    expect(staysOf(guest!.id)).toBe(0)
  })

  it("awards 'top rated' only to hotels whose reviews average 4.2 or more", () => {
    const ratings = Map.groupBy(catalogue.reviews, (r) => r.hotelId)
    for (const hotel of catalogue.hotels.filter((h) => h.badges.isTopRated)) {
      const own = ratings.get(hotel.id)!
      expect(own.reduce((sum, r) => sum + r.rating, 0) / own.length).toBeGreaterThanOrEqual(4.2)
    }
  })
})

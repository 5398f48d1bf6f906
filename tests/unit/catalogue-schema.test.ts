import { describe, expect, it } from "vitest"
import { type Catalogue, decodeCatalogue } from "#core/catalogue/schema.ts"
import { gstinCheckCharacter, isValidGstin } from "#core/checkout/gstin.ts"
import { generateCatalogue } from "#fixtures/generate/catalogue.ts"

const valid = generateCatalogue({ seed: 7, baseDate: "2026-11-01", hotelCount: 200 })
const broken = (change: (c: Catalogue) => Catalogue) => () => decodeCatalogue(change(structuredClone(valid)))

describe("GSTIN rule (DESIGN.md: shape plus the mod-36 check character)", () => {
  it("accepts the published examples 27AAPFU0939F1ZV and 29AAGCB7383J1Z4", () => {
    expect(isValidGstin("27AAPFU0939F1ZV")).toBe(true)
    expect(isValidGstin("29AAGCB7383J1Z4")).toBe(true)
  })

  it("computes the check character from the first 14 characters", () => {
    expect(gstinCheckCharacter("27AAPFU0939F1Z")).toBe("V")
    expect(gstinCheckCharacter("29AAGCB7383J1Z")).toBe("4")
  })

  it("rejects a wrong check character, a lower-case GSTIN and a missing Z", () => {
    expect(isValidGstin("27AAPFU0939F1ZW")).toBe(false)
    expect(isValidGstin("27aapfu0939f1zv")).toBe(false)
    expect(isValidGstin("27AAPFU0939F1YV")).toBe(false)
  })
})

describe("loading a catalogue checks it against its schema", () => {
  it("accepts a generated catalogue unchanged", () => {
    expect(decodeCatalogue(valid)).toEqual(valid)
  })

  it("rejects a review without a stay", () => {
    expect(
      broken((c) => ({
        ...c,
        reviews: [...c.reviews, { ...c.reviews[0]!, id: "999999", stayId: "999999" }],
      })),
    ).toThrow(/has no stay/)
  })

  it("rejects a company GSTIN whose check character is wrong", () => {
    const users = valid.users.map((u) =>
      u.company === null ? u : { ...u, company: { ...u.company, gstin: `${u.company.gstin.slice(0, 14)}0` } },
    )
    expect(broken((c) => ({ ...c, users }))).toThrow(/GSTIN/)
  })

  it("rejects a mobile number that does not start with 6-9", () => {
    expect(
      broken((c) => ({ ...c, users: [{ ...c.users[0]!, phone: "+915123456789" }, ...c.users.slice(1)] })),
    ).toThrow()
  })

  it("rejects two hotels with the same slug", () => {
    const [a, b, ...rest] = valid.hotels
    expect(broken((c) => ({ ...c, hotels: [a!, { ...b!, slug: a!.slug }, ...rest] }))).toThrow(
      /hotel slug .* is not unique/,
    )
  })

  it("rejects more rooms booked on a night than the room type has", () => {
    const hotel = valid.hotels[0]!
    const room = hotel.roomTypes[0]!
    const overbooked = {
      ...hotel,
      preOccupancy: [{ night: "2026-12-01", roomTypeCode: room.code, bookedRooms: room.roomCount + 1 }],
    }
    expect(broken((c) => ({ ...c, hotels: [overbooked, ...c.hotels.slice(1)] }))).toThrow(/exceeds inventory/)
  })

  it("rejects room types out of priority order", () => {
    const hotel = valid.hotels.find((h) => h.roomTypes.length >= 2)!
    const shuffled = { ...hotel, roomTypes: [...hotel.roomTypes].reverse() }
    expect(
      broken((c) => ({ ...c, hotels: c.hotels.map((h) => (h.id === hotel.id ? shuffled : h)) })),
    ).toThrow(/priority order/)
  })

  it("rejects a stay that ends after the base date", () => {
    const late = { ...valid.pastStays[0]!, checkin: "2026-11-05", checkout: "2026-11-07" }
    expect(broken((c) => ({ ...c, pastStays: [late, ...c.pastStays.slice(1)] }))).toThrow(/base date/)
  })

  it("rejects a brand with the wrong class", () => {
    expect(
      broken((c) => ({
        ...c,
        brands: c.brands.map((b) => (b.code === "tryst" ? { ...b, class: "Economy" } : b)),
      })),
    ).toThrow(/tryst must be class Premium/)
  })
})

import { describe, expect, it } from "vitest"
import type { HotelDetail, RoomPrices, RoomRatePlan } from "#core/api/hotel-detail.ts"
import { enIN } from "#core/i18n/locales/en-IN.ts"
import { createTranslator } from "#core/i18n/translate.ts"
import {
  addressLine,
  bookLink,
  cheapestPlan,
  galleryOf,
  onlyStayChanged,
  orderedPolicies,
  planTitle,
  queryWithStay,
  readCouponCode,
  showsStrikePrice,
  starHistogram,
  strikedPerNight,
  withQuery,
} from "./hotel-data.ts"
import { staticMap } from "./static-map.ts"

type Policy = HotelDetail["detailPolicies"][number]
const policy = (type: Policy["type"]): Policy => ({
  type,
  title: type,
  shortDescription: "",
  description: "",
  isPolicy: true,
  isNeedToKnow: false,
})

const plan = (code: string, postTaxPrice: number, strikedPrice = postTaxPrice): RoomRatePlan => ({
  code,
  name: code,
  tag: "",
  type: "refundable",
  description: "",
  inclusions: [],
  cancellation_policy: { code: "default", description: "" },
  basePrice: 0,
  strikedPrice,
  pretaxPrice: 0,
  tax: 0,
  sellingPrice: 0,
  platformFee: 0,
  postTaxPrice,
  perNightPrice: postTaxPrice,
  discountPercentage: 0,
  memberDiscount: 0,
  couponDiscount: 0,
  walletDiscount: 0,
  walletDiscountedPrice: 0,
})

describe("hotel page view helpers", () => {
  it("lists couple-friendly and local-ID policies first, the rest in the hotel's order (spec-search §3)", () => {
    const ordered = orderedPolicies([
      policy("is_pet_friendly"),
      policy("is_local_id_allowed"),
      policy("is_smoking_allowed"),
      policy("is_couple_friendly"),
    ]).map((p) => p.type)
    expect(ordered).toEqual([
      "is_couple_friendly",
      "is_local_id_allowed",
      "is_pet_friendly",
      "is_smoking_allowed",
    ])
  })

  it("orders the gallery by position, names every picture and counts the category tabs", () => {
    const image = (id: string, position: number, category: "facade" | "room", callout: string) => ({
      id,
      image_name: id,
      image_callout: callout,
      url: `/images/${id}.svg`,
      position,
      category,
      roomTypeCode: null,
    })
    const { images, tabs } = galleryOf(
      "Palm Inn",
      [],
      {
        hotel_id: "1",
        categories: [
          { category: "facade", label: "Facade", count: 1 },
          { category: "room", label: "Rooms", count: 2 },
          { category: "lobby", label: "Lobby", count: 0 },
        ],
        images: [image("b", 2, "room", "Bed"), image("a", 1, "facade", ""), image("c", 3, "room", "Desk")],
        room_type_images: {},
      },
      "All",
    )
    expect(images.map((i) => [i.id, i.alt])).toEqual([
      ["a", "Palm Inn"],
      ["b", "Palm Inn: Bed"],
      ["c", "Palm Inn: Desk"],
    ])
    expect(tabs).toEqual([
      { category: null, label: "All", count: 3 },
      { category: "facade", label: "Facade", count: 1 },
      { category: "room", label: "Rooms", count: 2 },
    ])
  })

  it("offers the cheapest bookable plan of the stay, ignoring unavailable room types", () => {
    const prices = {
      total_price: {
        "1|common": { available: true, rate_plans: [plan("rp", 500_000), plan("nrp", 450_000)] },
        "1|oak": { available: false, rate_plans: [plan("rp", 100_000)] },
      },
    } as unknown as RoomPrices
    expect(cheapestPlan(prices)?.code).toBe("nrp")
    expect(cheapestPlan(null)).toBeNull()
  })

  it("titles a rate plan by its tag or type, never by its API name", () => {
    const t = createTranslator("en-IN", enIN)
    const refundable: RoomRatePlan = { ...plan("rp", 1), name: "TRB-DEFAULT", tag: "Refundable" }
    expect(planTitle(refundable, t)).toBe("Refundable")
    expect(planTitle({ ...plan("nrp", 1), tag: "Non-Refundable" }, t)).toBe("Non-Refundable")
    expect(planTitle({ tag: "", type: "refundable" }, t)).toBe("Refundable")
    expect(planTitle({ tag: " ", type: "non-refundable" }, t)).toBe("Non-refundable")
  })

  it("strikes a price through only when it is above what the traveller pays", () => {
    // The engine's struck price is the undiscounted all-in price (docs/pricing.md): an undiscounted
    // plan's equals its price, so only a discounted plan shows one.
    expect(showsStrikePrice(plan("nrp", 392_156, 435_185))).toBe(true)
    expect(showsStrikePrice(plan("rp", 435_185, 435_185))).toBe(false)
    expect(showsStrikePrice(plan("rp", 435_185))).toBe(false)
  })

  it("strikes the per-night figure beside the per-night price, the total ÷ nights half up", () => {
    expect(strikedPerNight(plan("nrp", 505_562, 561_190), 2)).toBe(280_595)
    expect(strikedPerNight(plan("nrp", 392_156, 435_185), 2)).toBe(217_593)
    expect(strikedPerNight(plan("nrp", 392_156, 435_185), 1)).toBe(435_185)
  })

  it("keeps every other query parameter when the stay changes, and tells a stay change from a new page", () => {
    const next = queryWithStay(
      "?q=MG%20Road&pid=x&checkin=2026-12-01",
      { checkin: "2026-12-10", checkout: "2026-12-12" },
      "2-0,1-1",
    )
    const query = new URLSearchParams(next)
    expect(Object.fromEntries(query)).toEqual({
      q: "MG Road",
      pid: "x",
      checkin: "2026-12-10",
      checkout: "2026-12-12",
      roomconfig: "2-0,1-1",
    })
    const from = new URL("http://x/hotels-in-goa/palm-1/?q=a&checkin=2026-12-01")
    const stayOnly = new URL(
      `http://x/hotels-in-goa/palm-1/${queryWithStay(from.search, { checkin: "2026-12-10", checkout: "2026-12-12" }, "1-0")}`,
    )
    expect(onlyStayChanged(from, stayOnly)).toBe(true)
    expect(onlyStayChanged(from, new URL("http://x/hotels-in-goa/palm-1/?q=b"))).toBe(false)
    expect(onlyStayChanged(from, new URL("http://x/hotels-in-goa/other-2/?q=a"))).toBe(false)
  })

  it("gives five histogram rows, 5 stars down to 1, with whole percents", () => {
    expect(
      starHistogram([
        { rating: 4, count: 1 },
        { rating: 5, count: 2 },
      ]),
    ).toEqual([
      { stars: 5, count: 2, percent: 67 },
      { stars: 4, count: 1, percent: 33 },
      { stars: 3, count: 0, percent: 0 },
      { stars: 2, count: 0, percent: 0 },
      { stars: 1, count: 0, percent: 0 },
    ])
    expect(starHistogram([]).every((row) => row.percent === 0)).toBe(true)
  })

  it("does not repeat a locality the street already names", () => {
    const address = {
      street: "96, 1st Cross Road, MG Road",
      locality: "MG Road",
      city: "Bengaluru",
      pincode: "560030",
    }
    expect(addressLine(address)).toBe("96, 1st Cross Road, MG Road, Bengaluru, 560030")
    expect(addressLine({ ...address, street: "12 Park Street" })).toBe(
      "12 Park Street, MG Road, Bengaluru, 560030",
    )
  })
})

describe("static map", () => {
  it("covers the frame with tiles and puts the hotel at its centre", () => {
    const map = staticMap(
      { lat: 12.97617, lng: 77.59732 },
      { zoom: 15, width: 720, height: 280, template: "/map-tiles/{z}/{x}/{y}.svg" },
    )
    expect(map.pin).toEqual({ x: 360, y: 140 })
    for (const tile of map.tiles) expect(tile.url).toMatch(/^\/map-tiles\/15\/\d+\/\d+\.svg$/)
    // Every pixel of the frame lies in exactly one tile.
    const covered = (x: number, y: number) =>
      map.tiles.filter((t) => x >= t.x && x < t.x + 256 && y >= t.y && y < t.y + 256).length
    for (const [x, y] of [
      [0, 0],
      [719, 0],
      [0, 279],
      [719, 279],
      [360, 140],
    ] as const)
      expect(covered(x, y)).toBe(1)
    expect(new Set(map.tiles.map((t) => t.url)).size).toBe(map.tiles.length)
  })

  it("reads a typed coupon as the room-prices call takes it, or says why not", () => {
    expect(readCouponCode("  welcome10 ")).toEqual({ code: "WELCOME10" })
    expect(readCouponCode("stay3-save_20")).toEqual({ code: "STAY3-SAVE_20" })
    expect(readCouponCode("   ")).toEqual({ problem: "empty" })
    expect(readCouponCode("10% OFF")).toEqual({ problem: "invalid" })
    expect(readCouponCode("A".repeat(31))).toEqual({ problem: "invalid" })
  })

  it("carries the shown all-in price in paise on the Book link, after the corporate parameters", () => {
    const book = "/itinerary/?hotel_id=1044&roomtype=oak&rateplan=rp&city=bengaluru"
    const url = new URL(bookLink(book, { pid: "corp-7" }, 575097), "http://x")
    expect(url.searchParams.get("shown_price")).toBe("575097")
    expect(url.searchParams.get("pid")).toBe("corp-7")
    expect(url.searchParams.get("hotel_id")).toBe("1044")
  })

  it("adds the corporate flow's parameters to the Book link, keeping the link's own", () => {
    const book = "/itinerary/?hotel_id=1044&roomtype=oak&rateplan=rp&city=bengaluru"
    expect(withQuery(book, {})).toBe(book)
    const url = new URL(
      withQuery(book, { hotelids: "1044,1045", roomtypes: "oak", pid: "corp-7", hotel_id: "9" }),
      "http://x",
    )
    expect(url.pathname).toBe("/itinerary/")
    expect(Object.fromEntries(url.searchParams)).toEqual({
      hotel_id: "1044",
      roomtype: "oak",
      rateplan: "rp",
      city: "bengaluru",
      hotelids: "1044,1045",
      roomtypes: "oak",
      pid: "corp-7",
    })
  })
})

import { describe, expect, it } from "vitest"
import type { SearchHotel } from "#core/api/hotels.ts"
import type { SearchPrices } from "#core/api/pricing.ts"
import { translatorFor } from "#core/i18n/locales.ts"
import { searchPageParams } from "#core/search/search-page-params.ts"
import { chunks, pricesAnswer } from "#machines/search-results.prices.ts"
import { pageHeadOf } from "../../lib/page-head.ts"
import { filterValueLabel } from "./filter-labels.ts"
import { categoryName, listingHead, listingHeading, metaQueryOf } from "./listing-seo.ts"
import { mapSearchResult } from "./results-data.ts"
import { hotelPageHref, pricedInOrder } from "./stay-links.ts"

const t = translatorFor("en-IN")

const hotel = (id: string, over: Partial<SearchHotel> = {}): SearchHotel =>
  ({
    id,
    name: `Treebo Palm ${id}`,
    coordinates: { lat: 12.93, lng: 77.62 },
    distance: 1.234,
    address: {
      street: "1 Main Road",
      city: "Bengaluru",
      state: "Karnataka",
      country: "India",
      locality: "Koramangala",
      localityId: 7,
      pincode: "560034",
      landmarks: [{ id: 3, name: "Forum Mall" }],
    },
    roomTypeIds: [`${id}|oak`],
    availableRoomTypes: ["oak"],
    availableBedTypes: ["queen"],
    description: "",
    stealDeal: false,
    shieldType: null,
    amenities: [{ id: 1, name: "Free Wi-Fi" }],
    otherAmenities: [],
    roomAmenities: [{ id: 20, name: "AC" }],
    popularCollections: [{ id: 5, name: "Workation Stays" }],
    accessibilities: [],
    trilights: [],
    isActive: true,
    images: [
      {
        id: "b",
        image_name: "b.svg",
        image_callout: "Room",
        url: "/images/hotels/b.svg",
        position: 2,
        category: "room",
        roomTypeCode: null,
      },
      {
        id: "a",
        image_name: "a.svg",
        image_callout: "Facade",
        url: "/images/hotels/a.svg",
        position: 1,
        category: "facade",
        roomTypeCode: null,
      },
    ],
    isTopRated: true,
    isFrequentlyBooked: false,
    isValueForMoney: false,
    policies: [{ type: "is_couple_friendly" }],
    property: { type: "hotel", tag: "", icon: "" },
    activeBrandCode: "trend",
    brands: [
      { displayName: "Treebo Trend", name: "trend", code: "trend", status: "ACTIVE", class: "Standard" },
    ],
    rank: {},
    averageRating: 4.2,
    noOfReviews: 12,
    ...over,
  }) as SearchHotel

describe("results page helpers", () => {
  it("maps the search API's hotels to results, cards (first image by position) and filter labels", () => {
    const mapped = mapSearchResult([
      hotel("12"),
      hotel("15", { property: { type: "homestay", tag: "", icon: "" } }),
    ])
    expect(mapped.hotels.map((h) => [h.id, h.perNightPrice])).toEqual([
      ["12", null],
      ["15", null],
    ])
    expect(mapped.cards["12"]).toMatchObject({
      imageUrl: "/images/hotels/a.svg",
      topRated: true,
      homestayTag: null,
    })
    expect(mapped.cards["15"]!.homestayTag).toBe("Homestay")
    expect(mapped.labels.localities).toEqual({ "locality-7": "Koramangala", "landmark-3": "Forum Mall" })
    expect(mapped.labels.brand).toEqual({ trend: "Treebo Trend" })
  })

  it("keeps search prices per night in paise, the striked price divided by the nights half up, and their room and plan", () => {
    const answer = {
      nights: 2,
      prices: [
        {
          hotel_id: "12",
          perNightPrice: 150_050,
          striked_price: 360_001,
          total_discount_percent: 16,
          cheapest_room: { room_type: "oak", availability: 3 },
          rate_plan: {
            code: "nrp",
            name: "TRB-NON-REFUNDABLE",
            tag: "Non-Refundable",
            type: "non-refundable",
          },
        },
      ],
      hotelsWithUnavailablePrices: [{ hotel_id: "15", reason: "sold_out" }],
    } as unknown as SearchPrices
    expect(pricesAnswer(answer)).toEqual({
      searchPrices: {
        "12": {
          perNightPaise: 150_050,
          strikedPerNightPaise: 180_001,
          discountPercent: 16,
          roomType: "oak",
          ratePlanCode: "nrp",
          refundable: false,
        },
      },
      hotelsWithUnavailablePrices: [{ hotelId: "15", soldOut: true }],
    })
  })

  it("splits hotel ids into pricing calls of at most the limit", () => {
    expect(chunks(["1", "2", "3"], 2)).toEqual([["1", "2"], ["3"]])
    expect(chunks([], 2)).toEqual([])
  })

  const unstruck = (room_type: string, code: string, type: string) => ({
    striked_price: 0,
    total_discount_percent: 0,
    cheapest_room: { room_type, availability: 5 },
    rate_plan: { code, type },
  })

  it("lists priced hotels cheapest first, then the unpriced, and links each with the stay", () => {
    const { hotels, cards } = mapSearchResult([hotel("1"), hotel("2"), hotel("3")])
    const prices = pricesAnswer({
      nights: 1,
      prices: [
        { hotel_id: "3", perNightPrice: 200_000, ...unstruck("common", "rp", "refundable") },
        { hotel_id: "2", perNightPrice: 100_000, ...unstruck("oak", "nrp", "non-refundable") },
      ],
      hotelsWithUnavailablePrices: [{ hotel_id: "1", reason: "no_room_fits" }],
    } as unknown as SearchPrices)
    expect(pricedInOrder(hotels, prices).map((h) => h.id)).toEqual(["2", "3", "1"])
    const stay = { checkin: "2026-12-01", checkout: "2026-12-02" }
    expect(hotelPageHref(cards["2"]!, stay, "2-0")).toBe(
      "/hotels-in-bengaluru/treebo-palm-2-koramangala-2/?checkin=2026-12-01&checkout=2026-12-02&roomconfig=2-0",
    )
    // A priced card opens the hotel page on the room type and plan of its price.
    expect(hotelPageHref(cards["2"]!, stay, "2-0", prices.searchPrices["2"])).toBe(
      "/hotels-in-bengaluru/treebo-palm-2-koramangala-2/?checkin=2026-12-01&checkout=2026-12-02&roomconfig=2-0&roomtype=oak&rateplan=nrp",
    )
  })

  it("names listings for travellers: category and amenity names come from the answer or the slug", () => {
    const hotels = [hotel("1")]
    expect(categoryName("budget-hotels", hotels)).toBe("Budget Hotels")
    expect(categoryName("workation-stays", hotels)).toBe("Workation Stays")
    const place = {
      type: "locality",
      name: "Koramangala",
      slug: "koramangala",
      city: "Bengaluru",
      state: "Karnataka",
      hotel_count: 4,
    } as const
    expect(
      listingHeading(
        { kind: "categoryLocality", category: "budget-hotels", locality: "koramangala", city: "bengaluru" },
        place,
        hotels,
        t,
      ),
    ).toBe("Budget Hotels in Koramangala, Bengaluru")
    expect(
      listingHeading({ kind: "amenityCity", amenity: "free-wi-fi", city: "bengaluru" }, null, hotels, t),
    ).toBe("Hotels in Bengaluru with Free Wi-Fi")
    expect(metaQueryOf({ kind: "categoryLandmark", category: "homestays", landmark: "forum-mall" })).toEqual({
      landmark: "forum-mall",
    })
  })

  it("gives a category listing its own title, canonical path, last breadcrumb and an ItemList", () => {
    const { head, breadcrumbs } = listingHead({
      reading: { kind: "categoryCity", category: "budget-hotels", city: "pune" },
      heading: "Budget Hotels in Pune",
      meta: null,
      hotels: [{ name: "A", path: "/hotels-in-pune/a-kothrud-1/" }],
      origin: "https://www.example.in",
      t,
    })
    expect(head.title).toBe("Budget Hotels in Pune · Treebo Hotels")
    expect(head.canonicalPath).toBe("/budget-hotels-in-pune/")
    expect(breadcrumbs.at(-1)).toEqual({ name: "Budget Hotels in Pune", path: "/budget-hotels-in-pune/" })
    expect(head.jsonLd[1]).toMatchObject({
      "@type": "ItemList",
      itemListElement: [{ position: 1, url: "https://www.example.in/hotels-in-pune/a-kothrud-1/" }],
    })
  })

  it("reads /search/ queries, also from the encoded path, and drops a locality without its city", () => {
    expect(searchPageParams(new URL("https://x/search/?q=Pune&city=Pune&lat=18.5&lng=73.8")).params).toEqual({
      city: "Pune",
      latitude: 18.5,
      longitude: 73.8,
    })
    expect(
      searchPageParams(new URL(`https://x/search/${encodeURIComponent("city=Goa&q=Goa")}/`)).params,
    ).toEqual({
      city: "Goa",
    })
    expect(searchPageParams(new URL("https://x/search/?locality=Baga")).params).toBeNull()
  })

  it("labels filter values: fixed lists from i18n, the rest from the answer", () => {
    expect(filterValueLabel("policies", "is_couple_friendly", {}, 1, t)).toBe("Couple Friendly")
    expect(filterValueLabel("policies", "is_local_id_allowed", {}, 1, t)).toBe("Local ID allowed")
    expect(filterValueLabel("pricePerNight", "1501-2000", {}, 2, t)).toBe("3001-4000")
    expect(filterValueLabel("ratings", "4.5", {}, 1, t)).toBe("4.5 and above")
    expect(filterValueLabel("brand", "trend", { brand: { trend: "Treebo Trend" } }, 1, t)).toBe(
      "Treebo Trend",
    )
  })

  it("takes the page head from the deepest route data that has one", () => {
    const head = { title: "T", description: null, canonicalPath: "/x/", jsonLd: [] }
    expect(pageHeadOf([{ head: { title: "outer" } }, { head }])).toBe(head)
    expect(pageHeadOf([undefined, { landing: null }])).toBeNull()
  })
})

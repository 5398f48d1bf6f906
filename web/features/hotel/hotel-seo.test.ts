import { describe, expect, it } from "vitest"
import type { HotelDetail } from "#core/api/hotel-detail.ts"
import type { RatingsSummary } from "#core/api/reviews.ts"
import { enIN } from "#core/i18n/locales/en-IN.ts"
import { createTranslator } from "#core/i18n/translate.ts"
import { roomPrices, roomTypeDetail } from "#machines/test-support/room-prices.ts"
import { hotelHead } from "./hotel-seo.ts"

const t = createTranslator("en-IN", enIN)

/** Only what the head reads. */
const hotel = (reviews: { readonly noOfReviews: number; readonly averageRating: number | null }) =>
  ({
    id: "12",
    name: "Itsy Palm",
    path: "/hotels-in-bengaluru/itsy-palm-mg-road-12/",
    description: "A quiet hotel.",
    images: [],
    address: {
      street: "1 MG Road",
      locality: "MG Road",
      city: "Bengaluru",
      state: "Karnataka",
      pincode: "560001",
      landmarks: [],
    },
    coordinates: { lat: 12.97, lng: 77.6 },
    checkinTime: "12:00",
    checkoutTime: "11:00",
    amenities: [],
    reviews,
    roomTypes: [roomTypeDetail("12", "acacia"), roomTypeDetail("12", "oak"), roomTypeDetail("12", "maple")],
  }) as unknown as HotelDetail

const head = (input: {
  readonly reviews?: { readonly noOfReviews: number; readonly averageRating: number | null }
  readonly ratings?: RatingsSummary | null
  readonly prices?: ReturnType<typeof roomPrices> | null
}) => {
  const { jsonLd } = hotelHead({
    hotel: hotel(input.reviews ?? { noOfReviews: 0, averageRating: null }),
    ratings: input.ratings ?? null,
    roomPrices: input.prices ?? null,
    origin: "https://www.example.in",
    t,
  })
  return jsonLd[0] as Record<string, unknown> & {
    aggregateRating?: Record<string, unknown>
    makesOffer?: Record<string, unknown>
  }
}

describe("hotel page JSON-LD (ADR 075 'Head')", () => {
  it("is a schema.org Hotel", () => {
    expect(head({})).toMatchObject({ "@context": "https://schema.org", "@type": "Hotel", name: "Itsy Palm" })
  })

  it("has an aggregateRating with ratingValue and reviewCount when the hotel has reviews", () => {
    expect(head({ reviews: { noOfReviews: 37, averageRating: 4.26 } }).aggregateRating).toEqual({
      "@type": "AggregateRating",
      ratingValue: "4.3",
      bestRating: "5",
      worstRating: "1",
      reviewCount: 37,
    })
  })

  it("has no aggregateRating without reviews", () => {
    expect(head({ reviews: { noOfReviews: 0, averageRating: null } })).not.toHaveProperty("aggregateRating")
  })

  it("offers the cheapest available plan of the stay, a HotelRoom priced in INR", () => {
    // acacia sold out (it would be cheapest), oak ₹3,000 (nrp ₹2,700), maple ₹2,800 (nrp ₹2,520).
    const prices = roomPrices("12", { acacia: "sold_out", oak: 3000, maple: 2800 })
    const offer = head({ prices }).makesOffer
    expect(offer).toEqual({
      "@type": "Offer",
      name: "Maple, Non-Refundable",
      price: "2520.00",
      priceCurrency: "INR",
      availability: "https://schema.org/InStock",
      url: "https://www.example.in/hotels-in-bengaluru/itsy-palm-mg-road-12/",
      itemOffered: { "@type": "HotelRoom", name: "Maple" },
    })
    // Neither key means the stay's dates.
    expect(offer).not.toHaveProperty("priceValidUntil")
    expect(offer).not.toHaveProperty("validFrom")
    expect(head({ prices })).not.toHaveProperty("offers")
  })

  it("makes no offer when every room type is sold out or the prices are missing", () => {
    const soldOut = roomPrices("12", { acacia: "sold_out", oak: "sold_out", maple: "no_room_fits" })
    expect(head({ prices: soldOut })).not.toHaveProperty("makesOffer")
    expect(head({ prices: null })).not.toHaveProperty("makesOffer")
  })
})

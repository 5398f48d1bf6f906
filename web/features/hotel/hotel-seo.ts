import type { HotelDetail, RoomPrices } from "#core/api/hotel-detail.ts"
import type { RatingsSummary } from "#core/api/reviews.ts"
import type { Translate } from "#core/i18n/translate.ts"
import type { PageHead } from "../../lib/page-head.ts"
import { cheapestOffer, planTitle } from "./hotel-data.ts"

export interface HotelHeadInput {
  readonly hotel: HotelDetail
  readonly ratings: RatingsSummary | null
  readonly roomPrices: RoomPrices | null
  /** The configured public origin, for the absolute URLs JSON-LD needs. */
  readonly origin: string
  readonly t: Translate
}

/** Paise as schema.org wants a price: rupees with two decimals, no grouping. */
const priceText = (paise: number) => (paise / 100).toFixed(2)

/**
 * Title, description, canonical path (the hotel's own, without the query: every stay of a hotel is
 * one page to a search engine) and a schema.org Hotel: address, geo, aggregateRating only when
 * reviews exist, and an offer at the cheapest price of the stay when a room can be booked.
 */
export const hotelHead = ({ hotel, ratings, roomPrices, origin, t }: HotelHeadInput): PageHead => {
  const { address } = hotel
  const place = address.locality === "" ? address.city : `${address.locality}, ${address.city}`
  const title = t("hotel.seo.title", { name: hotel.name, place })
  const count = ratings?.noOfReviews ?? hotel.reviews.noOfReviews
  const average = ratings?.averageRating ?? hotel.reviews.averageRating
  const description = t("hotel.seo.description", { name: hotel.name, place })
  const url = new URL(hotel.path, origin).href
  const cheapest = cheapestOffer(roomPrices)
  const image = [...hotel.images].sort((a, b) => a.position - b.position)[0]
  const ld: Record<string, unknown> = {
    "@context": "https://schema.org",
    "@type": "Hotel",
    name: hotel.name,
    url,
    description: hotel.description,
    ...(image === undefined ? {} : { image: new URL(image.url, origin).href }),
    address: {
      "@type": "PostalAddress",
      streetAddress: address.street,
      addressLocality: place,
      addressRegion: address.state,
      postalCode: address.pincode,
      addressCountry: "IN",
    },
    geo: { "@type": "GeoCoordinates", latitude: hotel.coordinates.lat, longitude: hotel.coordinates.lng },
    checkinTime: hotel.checkinTime,
    checkoutTime: hotel.checkoutTime,
    amenityFeature: hotel.amenities.map((a) => ({
      "@type": "LocationFeatureSpecification",
      name: a.name,
      value: true,
    })),
  }
  if (count > 0 && average !== null) {
    ld.aggregateRating = {
      "@type": "AggregateRating",
      ratingValue: average.toFixed(1),
      bestRating: "5",
      worstRating: "1",
      reviewCount: count,
    }
  }
  if (cheapest !== null) {
    const roomName =
      hotel.roomTypes.find((r) => r.id === cheapest.price.room_type_id)?.name ?? cheapest.price.room_type
    // schema.org gives a Hotel (an Organization) makesOffer; `offers` belongs to Product and Event.
    // No priceValidUntil or validFrom: they say when the offer may be taken up, not the stay's dates.
    ld.makesOffer = {
      "@type": "Offer",
      name: `${roomName}, ${planTitle(cheapest.plan, t)}`,
      price: priceText(cheapest.plan.postTaxPrice),
      priceCurrency: "INR",
      availability: "https://schema.org/InStock",
      url,
      itemOffered: { "@type": "HotelRoom", name: roomName },
    }
  }
  return { title, description, canonicalPath: hotel.path, jsonLd: [ld] }
}

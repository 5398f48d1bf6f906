import type { HotelDetail, RoomTypeDetail } from "#core/api/hotel-detail.ts"
import { PolicyType } from "#core/catalogue/features.ts"
import type { Hotel } from "#core/catalogue/hotel.ts"
import { hotelVideoOf, hotelVideoPosterUrl, hotelVideoUrl } from "#core/catalogue/videos.ts"
import { loginCouponMessage } from "#core/pricing/login-coupon.ts"
import { hotelPath } from "#core/routes/slug.ts"
import { toSearchHotel } from "#core/search/hotel-wire.ts"
import type { CatalogueView, HotelRating } from "../catalogue/store.ts"
import { PROMISES } from "../content/landing.ts"
import { roomTypeId } from "./room-prices.ts"

/** spec-search §9. */
export const CHECKIN_TIME = "12pm"
export const CHECKOUT_TIME = "11am"

/** spec-search §3 'Policy': couple-friendly and local ID first; the literals list them first. */
const policyRank = new Map(PolicyType.literals.map((type, i) => [type, i]))

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`

/** What a room type is, said from its catalogue facts only. */
const roomDescription = (room: Hotel["roomTypes"][number]) =>
  `${room.name}: ${room.areaSqft} sq ft with a ${room.bed} bed, for up to ${plural(room.maxOccupancy.adults, "adult")} and ${plural(room.maxOccupancy.kids, "child", "children")}.`

const roomTypes = (hotel: Hotel, view: CatalogueView): ReadonlyArray<RoomTypeDetail> => {
  const amenities = new Map(view.amenities.map((a) => [a.id, a.name]))
  // The catalogue schema keeps room types in the spec's priority order (common … mahogany).
  return hotel.roomTypes.map((room) => ({
    id: roomTypeId(hotel.id, room.code),
    type: room.code,
    name: room.name,
    description: roomDescription(room),
    area: room.areaSqft,
    bed: room.bed,
    amenities: room.amenities.flatMap((id) => {
      const name = amenities.get(id)
      return name === undefined ? [] : [{ id, name }]
    }),
    maxOccupancy: {
      ...room.maxOccupancy,
      occupancy: `Up to ${plural(room.maxOccupancy.guests, "guest")}`,
    },
  }))
}

/** spec-search §3 videoDetails: the hotel's recorded tour, served from our origin, or null (ADR 072). */
const videoDetails = (hotel: Hotel): HotelDetail["videoDetails"] => {
  const tour = hotelVideoOf(hotel)
  return tour === null
    ? null
    : {
        videoUrl: hotelVideoUrl(tour.video.name),
        videoThumbnailUrl: hotelVideoPosterUrl(tour.video.name),
        videoUploadedDate: tour.uploadedDate,
      }
}

/** The hotel's page: its search shape with every image, plus what only the page shows. */
export const hotelDetail = (
  hotel: Hotel,
  view: CatalogueView,
  rating: HotelRating | undefined,
  member: boolean,
): HotelDetail => {
  const searchHotel = toSearchHotel(hotel, view, {
    // A hotel page has no search point to measure from.
    distanceKm: 0,
    rating,
    imagesCount: hotel.images.length,
    rank: {},
  })
  const path = hotelPath({
    id: hotel.id,
    name: hotel.name,
    city: searchHotel.address.city,
    locality: searchHotel.address.locality,
  })
  const wording = new Map(view.policies.map((p) => [p.type, p]))
  return {
    ...searchHotel,
    // The page's own slug, as hotelPath writes it: /hotels-in-{city}/{slug}-{id}/.
    slug: path
      .split("/")
      .at(-2)!
      .slice(0, -(hotel.id.length + 1)),
    path,
    images: searchHotel.images,
    detailPolicies: [...hotel.policies]
      .sort((a, b) => policyRank.get(a)! - policyRank.get(b)!)
      .flatMap((type) => {
        const policy = wording.get(type)
        return policy === undefined ? [] : [policy]
      }),
    roomTypes: roomTypes(hotel, view),
    videoDetails: videoDetails(hotel),
    reviews: { averageRating: searchHotel.averageRating, noOfReviews: searchHotel.noOfReviews },
    loginCouponMessage: loginCouponMessage(member),
    whyBook: PROMISES.map((p) => ({ title: p.title, description: p.description })),
    checkinTime: CHECKIN_TIME,
    checkoutTime: CHECKOUT_TIME,
  }
}

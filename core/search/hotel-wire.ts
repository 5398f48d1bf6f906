import type { HotelImageWire, SearchHotel } from "../api/hotels.ts"
import { type Brand, brandClassOf } from "../catalogue/brand.ts"
import type { Accessibility, Amenity, Collection } from "../catalogue/features.ts"
import type { Hotel, HotelImage } from "../catalogue/hotel.ts"
import type { City, Landmark, Locality } from "../catalogue/place.ts"

/** A card shows this many hotel amenities; the rest travel as otherAmenities. */
export const CARD_AMENITIES = 4
/** spec-search §3 'trilights': three short highlights. */
const TRILIGHTS = 3

export type WireCatalogue = {
  readonly brands: ReadonlyArray<Brand>
  readonly cities: ReadonlyArray<City>
  readonly localities: ReadonlyArray<Locality>
  readonly landmarks: ReadonlyArray<Landmark>
  readonly amenities: ReadonlyArray<Amenity>
  readonly collections: ReadonlyArray<Collection>
  readonly accessibilities: ReadonlyArray<Accessibility>
}

interface Lookups {
  readonly brands: ReadonlyMap<string, Brand>
  readonly cities: ReadonlyMap<number, City>
  readonly localities: ReadonlyMap<number, Locality>
  readonly landmarks: ReadonlyMap<number, Landmark>
  readonly amenities: ReadonlyMap<number, Amenity>
  readonly collections: ReadonlyMap<number, Collection>
  readonly accessibilities: ReadonlyMap<string, Accessibility>
}

const lookupCache = new WeakMap<WireCatalogue, Lookups>()

const lookupsOf = (catalogue: WireCatalogue): Lookups => {
  const cached = lookupCache.get(catalogue)
  if (cached !== undefined) return cached
  const lookups: Lookups = {
    brands: new Map(catalogue.brands.map((b) => [b.code, b])),
    cities: new Map(catalogue.cities.map((c) => [c.id, c])),
    localities: new Map(catalogue.localities.map((l) => [l.id, l])),
    landmarks: new Map(catalogue.landmarks.map((l) => [l.id, l])),
    amenities: new Map(catalogue.amenities.map((a) => [a.id, a])),
    collections: new Map(catalogue.collections.map((c) => [c.id, c])),
    accessibilities: new Map(catalogue.accessibilities.map((a) => [a.code, a])),
  }
  lookupCache.set(catalogue, lookups)
  return lookups
}

const named = <A extends { readonly id: number; readonly name: string }>(
  ids: ReadonlyArray<number>,
  map: ReadonlyMap<number, A>,
) =>
  ids.flatMap((id) => {
    const entry = map.get(id)
    return entry === undefined ? [] : [{ id, name: entry.name }]
  })

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1)

/** The picture's URL is where server/images serves it; the callout is what it shows. */
export const imageWire = (image: HotelImage, hotel: Hotel): HotelImageWire => {
  const room = hotel.roomTypes.find((r) => r.code === image.roomTypeCode)
  return {
    id: image.id,
    image_name: `${image.id}.svg`,
    image_callout:
      room === undefined ? capitalised(image.category) : `${capitalised(image.category)}, ${room.name}`,
    url: `/images/hotels/${image.id}.svg`,
    position: image.position,
    category: image.category,
    roomTypeCode: image.roomTypeCode,
  }
}

export interface WireExtras {
  /** km from the search's reference point. */
  readonly distanceKm: number
  readonly rating: { readonly average: number; readonly count: number } | undefined
  readonly imagesCount: number
  readonly rank: Readonly<Record<string, number>>
}

const round2 = (n: number) => Math.round(n * 100) / 100

/** The fields one search sets (besides images); the rest of a hotel's wire shape is the catalogue's. */
export const searchFields = (extras: WireExtras) => ({
  distance: round2(extras.distanceKm),
  rank: extras.rank,
  averageRating: extras.rating === undefined ? null : extras.rating.average,
  noOfReviews: extras.rating?.count ?? 0,
})

/** A catalogue hotel in the search API's result[] shape (spec-search §3 'Hotel'). */
export const toSearchHotel = (hotel: Hotel, catalogue: WireCatalogue, extras: WireExtras): SearchHotel => {
  const fields = searchFields(extras)
  const l = lookupsOf(catalogue)
  const city = l.cities.get(hotel.cityId)
  const brand = l.brands.get(hotel.brandCode)
  const hotelAmenities = named(hotel.amenities, l.amenities)
  const landmarks = named(hotel.address.landmarkIds, l.landmarks)
  const collections = named(hotel.popularCollections, l.collections)
  const roomAmenityIds = [...new Set(hotel.roomTypes.flatMap((room) => room.amenities))]
  const trilights = [
    ...landmarks.slice(0, 1).map((landmark) => `Near ${landmark.name}`),
    ...collections.map((c) => c.name),
    ...hotelAmenities.map((a) => a.name),
  ].slice(0, TRILIGHTS)
  return {
    id: hotel.id,
    name: hotel.name,
    coordinates: { lat: hotel.lat, lng: hotel.lng },
    distance: fields.distance,
    address: {
      street: hotel.address.street,
      city: city?.name ?? "",
      state: city?.state ?? "",
      country: "India",
      locality: l.localities.get(hotel.localityId)?.name ?? "",
      localityId: hotel.localityId,
      pincode: hotel.address.pincode,
      landmarks,
    },
    roomTypeIds: hotel.roomTypes.map((room) => `${hotel.id}|${room.code}`),
    // Which rooms a stay can have is the availability and pricing endpoints' answer.
    availableRoomTypes: hotel.roomTypes.map((room) => room.code),
    availableBedTypes: [...new Set(hotel.roomTypes.map((room) => room.bed))],
    description: hotel.description,
    stealDeal: hotel.badges.stealDeal,
    shieldType: hotel.shieldType,
    amenities: hotelAmenities.slice(0, CARD_AMENITIES),
    otherAmenities: hotelAmenities.slice(CARD_AMENITIES),
    roomAmenities: named(roomAmenityIds, l.amenities),
    popularCollections: collections,
    accessibilities: hotel.accessibilities.flatMap((code) => {
      const entry = l.accessibilities.get(code)
      return entry === undefined ? [] : [{ code, name: entry.name }]
    }),
    trilights,
    isActive: brand?.status === "ACTIVE",
    images: [...hotel.images]
      .sort((a, b) => a.position - b.position)
      .slice(0, extras.imagesCount)
      .map((image) => imageWire(image, hotel)),
    isTopRated: hotel.badges.isTopRated,
    isFrequentlyBooked: hotel.badges.isFrequentlyBooked,
    isValueForMoney: hotel.badges.isValueForMoney,
    policies: hotel.policies.map((type) => ({ type })),
    property: {
      type: hotel.propertyType,
      tag: hotel.propertyType === "homestay" ? "Homestay" : "Hotel",
      icon: hotel.propertyType,
    },
    activeBrandCode: hotel.brandCode,
    brands: [
      {
        displayName: brand?.displayName ?? hotel.brandCode,
        name: brand?.displayName ?? hotel.brandCode,
        code: hotel.brandCode,
        status: brand?.status ?? "ACTIVE",
        class: brandClassOf(hotel.brandCode),
      },
    ],
    rank: fields.rank,
    averageRating: fields.averageRating,
    noOfReviews: fields.noOfReviews,
  }
}

import { type Brand, BrandCode, brandClassOf } from "./brand.ts"
import type { Accessibility, Amenity, Collection, Policy } from "./features.ts"
import type { Hotel } from "./hotel.ts"
import type { PastStay, Review, User } from "./people.ts"
import type { City, Landmark, Locality } from "./place.ts"

export interface CatalogueParts {
  readonly baseDate: string
  readonly brands: ReadonlyArray<Brand>
  readonly cities: ReadonlyArray<City>
  readonly localities: ReadonlyArray<Locality>
  readonly landmarks: ReadonlyArray<Landmark>
  readonly amenities: ReadonlyArray<Amenity>
  readonly collections: ReadonlyArray<Collection>
  readonly policies: ReadonlyArray<Policy>
  readonly accessibilities: ReadonlyArray<Accessibility>
  readonly hotels: ReadonlyArray<Hotel>
  readonly users: ReadonlyArray<User>
  readonly pastStays: ReadonlyArray<PastStay>
  readonly reviews: ReadonlyArray<Review>
}

/** A long list of issues helps nobody: the first few show what the generator got wrong. */
const MAX_ISSUES = 20

const duplicates = <A>(
  items: ReadonlyArray<A>,
  key: (item: A) => string | number,
): Array<string | number> => {
  const seen = new Set<string | number>()
  const repeated: Array<string | number> = []
  for (const item of items) {
    const k = key(item)
    if (seen.has(k)) repeated.push(k)
    seen.add(k)
  }
  return repeated
}

/**
 * Rules that span records: references resolve, slugs and labels that reach URLs are unique,
 * stays lie before the base date and every review belongs to a stay of the same guest and hotel.
 */
export const catalogueIssues = (c: CatalogueParts): Array<string> => {
  const issues: Array<string> = []
  const report = (message: string) => issues.length < MAX_ISSUES && issues.push(message)
  const unique = <A>(what: string, items: ReadonlyArray<A>, key: (item: A) => string | number) => {
    for (const k of duplicates(items, key)) report(`${what} ${k} is not unique`)
  }

  for (const code of BrandCode.literals) {
    const brand = c.brands.find((b) => b.code === code)
    if (brand === undefined) report(`brand ${code} is missing`)
    else if (brand.class !== brandClassOf(code)) report(`brand ${code} must be class ${brandClassOf(code)}`)
  }
  unique("brand", c.brands, (b) => b.code)
  unique("city id", c.cities, (x) => x.id)
  unique("city slug", c.cities, (x) => x.slug)
  unique("city name", c.cities, (x) => x.name)
  unique("locality id", c.localities, (x) => x.id)
  unique("locality slug", c.localities, (x) => `${x.cityId}/${x.slug}`)
  unique("landmark id", c.landmarks, (x) => x.id)
  unique("landmark slug", c.landmarks, (x) => x.slug)
  unique("amenity id", c.amenities, (x) => x.id)
  unique("amenity slug", c.amenities, (x) => `${x.kind}/${x.slug}`)
  unique("collection id", c.collections, (x) => x.id)
  unique("policy", c.policies, (x) => x.type)
  unique("hotel id", c.hotels, (x) => x.id)
  unique("hotel slug", c.hotels, (x) => x.slug)
  unique("user id", c.users, (x) => x.id)
  unique("user email", c.users, (x) => x.email)
  unique("user phone", c.users, (x) => x.phone)
  unique("stay id", c.pastStays, (x) => x.id)
  unique("review id", c.reviews, (x) => x.id)
  unique("review of stay", c.reviews, (x) => x.stayId)

  const cityIds = new Set(c.cities.map((x) => x.id))
  const localityCity = new Map(c.localities.map((x) => [x.id, x.cityId]))
  const landmarkCity = new Map(c.landmarks.map((x) => [x.id, x.cityId]))
  const amenityKind = new Map(c.amenities.map((x) => [x.id, x.kind]))
  const collectionIds = new Set(c.collections.map((x) => x.id))
  for (const locality of c.localities) {
    if (!cityIds.has(locality.cityId)) report(`locality ${locality.id} has no city ${locality.cityId}`)
  }
  for (const landmark of c.landmarks) {
    if (!cityIds.has(landmark.cityId)) report(`landmark ${landmark.id} has no city ${landmark.cityId}`)
    if (landmark.localityId !== null && localityCity.get(landmark.localityId) !== landmark.cityId) {
      report(`landmark ${landmark.id} lies in locality ${landmark.localityId} of another city`)
    }
  }
  const hotels = new Map(c.hotels.map((x) => [x.id, x]))
  for (const hotel of c.hotels) {
    if (!cityIds.has(hotel.cityId)) report(`hotel ${hotel.id} has no city ${hotel.cityId}`)
    if (localityCity.get(hotel.localityId) !== hotel.cityId)
      report(`hotel ${hotel.id} locality is not in its city`)
    if (hotel.address.landmarkIds.some((id) => landmarkCity.get(id) !== hotel.cityId)) {
      report(`hotel ${hotel.id} lists a landmark of another city`)
    }
    if (hotel.amenities.some((id) => amenityKind.get(id) !== "hotel"))
      report(`hotel ${hotel.id} has an unknown amenity`)
    if (hotel.roomTypes.some((room) => room.amenities.some((id) => amenityKind.get(id) !== "room"))) {
      report(`hotel ${hotel.id} has an unknown room amenity`)
    }
    if (hotel.popularCollections.some((id) => !collectionIds.has(id)))
      report(`hotel ${hotel.id} has an unknown collection`)
  }

  const userIds = new Set(c.users.map((x) => x.id))
  const stays = new Map(c.pastStays.map((x) => [x.id, x]))
  for (const stay of c.pastStays) {
    const hotel = hotels.get(stay.hotelId)
    if (!userIds.has(stay.userId)) report(`stay ${stay.id} has no user ${stay.userId}`)
    if (hotel === undefined || !hotel.roomTypes.some((room) => room.code === stay.roomType)) {
      report(`stay ${stay.id} names a hotel or room type that does not exist`)
    }
    if (!(stay.checkin < stay.checkout && stay.checkout <= c.baseDate)) {
      report(`stay ${stay.id} must end by the base date ${c.baseDate}, after it starts`)
    }
  }
  for (const review of c.reviews) {
    const stay = stays.get(review.stayId)
    if (stay === undefined) report(`review ${review.id} has no stay`)
    else if (stay.hotelId !== review.hotelId || stay.userId !== review.userId) {
      report(`review ${review.id} is not by the guest of stay ${stay.id} at that hotel`)
    } else if (review.createdAt.slice(0, 10) < stay.checkout)
      report(`review ${review.id} predates its checkout`)
  }
  return issues
}

import { href } from "./href.ts"

/**
 * The URL form of a place or hotel name: lowercase ASCII letters and digits joined by single
 * hyphens. Accents are dropped ('Bāga' → 'baga'), apostrophes vanish ("Humayun's" → 'humayuns')
 * and '&' reads as 'and'. Idempotent, so a slug may be slugified again safely. Names with no Latin
 * letter or digit give ''. The catalogue's slugs are made with this same function.
 */
export const slugify = (name: string): string =>
  name
    .normalize("NFKD")
    .replace(/\p{M}+/gu, "")
    .toLowerCase()
    .replace(/['’]/g, "")
    .replace(/&/g, " and ")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")

export interface HotelRef {
  readonly id: string
  readonly name: string
  readonly city: string
  /** Empty when the hotel has no locality in the catalogue. */
  readonly locality: string
}

/**
 * /hotels-in-{city}/{hotel}-{locality}-{hotelId}/ (spec-search §2 'Search-page paths built from
 * a search'): the locality goes into the hotel slug, which keeps same-named hotels apart.
 */
export const hotelPath = (hotel: HotelRef): string =>
  href("hotelDetail", {
    city: slugify(hotel.city),
    hotelSlug: slugify(`${hotel.name} ${hotel.locality}`) || "hotel",
    hotelId: hotel.id,
  })

export interface PlaceRef {
  readonly type: "city" | "locality" | "landmark"
  readonly name: string
  readonly city: string
}

/** The listing page of a place (spec-search §2): landmark, locality in a city, or a city. */
export const placePath = (place: PlaceRef): string => {
  switch (place.type) {
    case "landmark":
      return href("listingLandmark", { landmark: slugify(place.name) })
    case "locality":
      return href("listingLocalityCity", { locality: slugify(place.name), city: slugify(place.city) })
    case "city":
      return href("listingCity", { city: slugify(place.name) })
  }
}

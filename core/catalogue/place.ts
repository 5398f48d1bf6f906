import { Schema } from "effect"
import { EntityId, Latitude, Longitude, Slug } from "./primitives.ts"

/** Tier 1 are the metros; it drives how many hotels a city gets and how much rooms cost. */
export const CityTier = Schema.Literals([1, 2, 3])
export type CityTier = typeof CityTier.Type

export const City = Schema.Struct({
  id: EntityId,
  slug: Slug,
  name: Schema.NonEmptyString,
  state: Schema.NonEmptyString,
  stateSlug: Slug,
  lat: Latitude,
  lng: Longitude,
  tier: CityTier,
})
export type City = typeof City.Type

/** A neighbourhood; its slug is unique within its city (/hotels-in-{locality}-{city}/). */
export const Locality = Schema.Struct({
  id: EntityId,
  slug: Slug,
  name: Schema.NonEmptyString,
  cityId: EntityId,
  lat: Latitude,
  lng: Longitude,
})
export type Locality = typeof Locality.Type

export const LandmarkKind = Schema.Literals([
  "airport",
  "railway_station",
  "bus_station",
  "monument",
  "religious",
  "tech_park",
  "mall",
  "park",
  "beach",
  "lake",
  "museum",
  "stadium",
  "convention_centre",
  "market",
  "hospital",
  "nature",
])
export type LandmarkKind = typeof LandmarkKind.Type

/** Landmark slugs are unique across India: /hotels-near-{landmark}/ names no city. */
export const Landmark = Schema.Struct({
  id: EntityId,
  slug: Slug,
  name: Schema.NonEmptyString,
  cityId: EntityId,
  localityId: Schema.NullOr(EntityId),
  lat: Latitude,
  lng: Longitude,
  kind: LandmarkKind,
})
export type Landmark = typeof Landmark.Type

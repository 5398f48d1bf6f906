import { Schema } from "effect"

/** Kinds of place a traveller can pick (spec-search §3 'Location suggestion'). */
export const PlaceType = Schema.Literals(["city", "locality", "landmark", "hotel", "state", "near_me"])
export type PlaceType = typeof PlaceType.Type

/** Where a suggestion sits; empty strings where a level does not apply. */
export const SuggestionArea = Schema.Struct({
  landmark: Schema.String,
  locality: Schema.String,
  city: Schema.String,
  state: Schema.String,
  hotel: Schema.String,
  country: Schema.String,
})
export type SuggestionArea = typeof SuggestionArea.Type

export const Coordinates = Schema.Struct({ lat: Schema.Finite, lng: Schema.Finite })
export type Coordinates = typeof Coordinates.Type

/** One room of a search: spec-search §3 'Room occupancy entry'. */
export const RoomOccupancy = Schema.Struct({ adults: Schema.Int, kids: Schema.Int })
export type RoomOccupancy = typeof RoomOccupancy.Type

/** Stay dates as YYYY-MM-DD strings, Asia/Kolkata. */
export const DateRange = Schema.Struct({ start: Schema.String, end: Schema.String })
export type DateRange = typeof DateRange.Type

/**
 * A suggestion as the autocomplete endpoints send it (snake_case on the wire, spec-search §7).
 * A recent search carries the range and rooms it was made with.
 */
export const Suggestion = Schema.Struct({
  label: Schema.String,
  type: PlaceType,
  place_id: Schema.String,
  source: Schema.Literals(["catalogue", "recent", "near_me"]),
  area: SuggestionArea,
  hotel_id: Schema.NullOr(Schema.String),
  coordinates: Schema.NullOr(Coordinates),
  is_recent_search: Schema.Boolean,
  range: Schema.optionalKey(DateRange),
  rooms: Schema.optionalKey(Schema.Array(RoomOccupancy)),
})
export type Suggestion = typeof Suggestion.Type

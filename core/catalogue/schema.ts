import { Schema } from "effect"
import { Brand } from "./brand.ts"
import { Accessibility, Amenity, Collection, Policy } from "./features.ts"
import { Hotel } from "./hotel.ts"
import { catalogueIssues } from "./integrity.ts"
import { PastStay, Review, User } from "./people.ts"
import { City, Landmark, Locality } from "./place.ts"
import { CalendarDate } from "./primitives.ts"

const CatalogueFields = Schema.Struct({
  /** The generator's seed: the same seed and base date give the same catalogue, byte for byte. */
  seed: Schema.Int,
  /** Past stays end by this day; pre-booked nights start from it. */
  baseDate: CalendarDate,
  brands: Schema.Array(Brand),
  cities: Schema.Array(City),
  localities: Schema.Array(Locality),
  landmarks: Schema.Array(Landmark),
  amenities: Schema.Array(Amenity),
  collections: Schema.Array(Collection),
  policies: Schema.Array(Policy),
  accessibilities: Schema.Array(Accessibility),
  hotels: Schema.Array(Hotel),
  users: Schema.Array(User),
  pastStays: Schema.Array(PastStay),
  reviews: Schema.Array(Review),
})

export const Catalogue = CatalogueFields.check(Schema.makeFilter(catalogueIssues))
export type Catalogue = typeof Catalogue.Type

/** Throws a SchemaError listing every broken rule; loading a bad catalogue must stop start-up. */
export const decodeCatalogue = Schema.decodeUnknownSync(Catalogue, { errors: "all" })

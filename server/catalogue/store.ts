import { Context, Effect, Layer } from "effect"
import { SqlClient } from "effect/sql"
import type { Brand } from "#core/catalogue/brand.ts"
import type { Accessibility, Amenity, Collection, Policy } from "#core/catalogue/features.ts"
import type { Hotel } from "#core/catalogue/hotel.ts"
import type { City, Landmark, Locality } from "#core/catalogue/place.ts"
import type { Catalogue } from "#core/catalogue/schema.ts"
import { Migrations } from "../db/migrations.ts"

/** The catalogue as search, pricing and pages read it: everything but people, stays and reviews. */
export type CatalogueView = Pick<
  Catalogue,
  | "brands"
  | "cities"
  | "localities"
  | "landmarks"
  | "amenities"
  | "collections"
  | "policies"
  | "accessibilities"
  | "hotels"
>

/** A hotel's guest rating: the mean of its reviews, 1-5, and how many there are. */
export interface HotelRating {
  readonly average: number
  readonly count: number
}

/**
 * The catalogue, read once at start-up and answered from memory: hotels, places and reference lists
 * change only with a new catalogue, which means a new database. Ratings change with every review,
 * so they are read from the database whenever they are asked for.
 */
export class HotelCatalogue extends Context.Service<
  HotelCatalogue,
  {
    readonly view: CatalogueView
    readonly hotel: (id: string) => Hotel | undefined
    readonly ratings: (hotelIds: ReadonlyArray<string>) => Effect.Effect<ReadonlyMap<string, HotelRating>>
  }
>()("booking/server/catalogue/HotelCatalogue") {
  static readonly layer = Layer.effect(
    HotelCatalogue,
    Effect.gen(function* () {
      yield* Migrations
      const sql = yield* SqlClient.SqlClient
      const view = yield* loadView(sql)
      const byId = new Map(view.hotels.map((h) => [h.id, h]))
      return {
        view,
        hotel: (id: string) => byId.get(id),
        ratings: (hotelIds: ReadonlyArray<string>) =>
          hotelIds.length === 0
            ? Effect.succeed(new Map())
            : sql<{ hotel_id: string; average: number; count: number }>`
                SELECT hotel_id, avg(rating)::float8 AS average, count(*)::int AS count FROM reviews
                WHERE hotel_id IN ${sql.in(hotelIds as Array<string>)} GROUP BY hotel_id`.pipe(
                Effect.map(
                  (rows) => new Map(rows.map((r) => [r.hotel_id, { average: r.average, count: r.count }])),
                ),
                Effect.orDie,
              ),
      }
    }).pipe(Effect.orDie),
  )
}

const loadView = (sql: SqlClient.SqlClient) =>
  Effect.gen(function* () {
    const cities = yield* sql<{
      id: number
      slug: string
      name: string
      state: string
      state_slug: string
      lat: number
      lng: number
      detail: { tier: City["tier"] }
    }>`SELECT id, slug, name, state, state_slug, lat, lng, detail FROM cities ORDER BY id`
    const localities = yield* sql<{
      id: number
      slug: string
      name: string
      city_id: number
      lat: number
      lng: number
    }>`
      SELECT id, slug, name, city_id, lat, lng FROM localities ORDER BY id`
    const landmarks = yield* sql<{
      id: number
      slug: string
      name: string
      city_id: number
      locality_id: number | null
      lat: number
      lng: number
      kind: Landmark["kind"]
    }>`SELECT id, slug, name, city_id, locality_id, lat, lng, kind FROM landmarks ORDER BY id`
    // The stored record is the catalogue's Hotel, checked by the catalogue schema before seeding.
    const hotels = yield* sql<{ detail: Hotel }>`SELECT detail FROM hotels ORDER BY id::bigint`
    const meta = yield* sql<{ key: string; value: unknown }>`
      SELECT key, value FROM catalogue_meta
      WHERE key IN ('brands', 'amenities', 'collections', 'policies', 'accessibilities')`
    const metaOf = <A>(key: string): ReadonlyArray<A> =>
      (meta.find((row) => row.key === key)?.value ?? []) as ReadonlyArray<A>
    return {
      brands: metaOf<Brand>("brands"),
      amenities: metaOf<Amenity>("amenities"),
      collections: metaOf<Collection>("collections"),
      policies: metaOf<Policy>("policies"),
      accessibilities: metaOf<Accessibility>("accessibilities"),
      cities: cities.map(
        (c): City => ({
          id: c.id,
          slug: c.slug,
          name: c.name,
          state: c.state,
          stateSlug: c.state_slug,
          lat: c.lat,
          lng: c.lng,
          tier: c.detail.tier,
        }),
      ),
      localities: localities.map(
        (l): Locality => ({
          id: l.id,
          slug: l.slug,
          name: l.name,
          cityId: l.city_id,
          lat: l.lat,
          lng: l.lng,
        }),
      ),
      landmarks: landmarks.map(
        (l): Landmark => ({
          id: l.id,
          slug: l.slug,
          name: l.name,
          cityId: l.city_id,
          localityId: l.locality_id,
          lat: l.lat,
          lng: l.lng,
          kind: l.kind,
        }),
      ),
      hotels: hotels.map((row) => row.detail),
    } satisfies CatalogueView
  })

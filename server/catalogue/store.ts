import { Context, Effect, Layer } from "effect"
import { SqlClient } from "effect/sql"
import type { Brand } from "#core/catalogue/brand.ts"
import type { Accessibility, Amenity, Collection, Policy } from "#core/catalogue/features.ts"
import type { Hotel } from "#core/catalogue/hotel.ts"
import type { City, Landmark, Locality } from "#core/catalogue/place.ts"
import type { Catalogue } from "#core/catalogue/schema.ts"
import { DataVersions } from "../db/data-versions.ts"
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
 * change only with a new catalogue, which means a new database. Ratings change with every review:
 * they are read from the database again after every change of the reviews (ADR 076).
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
      const { versions } = yield* DataVersions
      const someRatings = (hotelIds: ReadonlyArray<string>) =>
        sql<{ hotel_id: string; average: number; count: number }>`
          SELECT hotel_id, avg(rating)::float8 AS average, count(*)::int AS count FROM reviews
          WHERE hotel_id IN ${sql.in(hotelIds as Array<string>)} GROUP BY hotel_id`.pipe(
          Effect.map(
            (rows) => new Map(rows.map((r) => [r.hotel_id, { average: r.average, count: r.count }])),
          ),
          Effect.orDie,
        )
      // Every hotel's rating, read once per reviews version while this process hears the
      // database's change notifications (server/db/data-versions.ts): a city's search then costs
      // no statement for its ratings (the per-search statement was about 8 ms of CPU on PGlite for
      // Bengaluru's 220 hotels). The version is read before the statement and the ratings kept
      // under it, so a review notified meanwhile makes the next call read again. Concurrent calls
      // at one version share one read: whatever it returns is at least as new as that version.
      // Same statement, same figures per hotel, whether asked for some hotels or all of them.
      let kept: { token: string; ratings: Promise<ReadonlyMap<string, HotelRating>> } | undefined
      const allRatings = (token: string) =>
        Effect.promise(() => {
          if (kept?.token !== token) {
            const reading = {
              token,
              ratings: Effect.runPromise(
                sql<{ hotel_id: string; average: number; count: number }>`
                  SELECT hotel_id, avg(rating)::float8 AS average, count(*)::int AS count FROM reviews
                  GROUP BY hotel_id`.pipe(
                  Effect.map(
                    (rows) => new Map(rows.map((r) => [r.hotel_id, { average: r.average, count: r.count }])),
                  ),
                  Effect.orDie,
                ),
              ),
            }
            kept = reading
            // A failed read is not kept: the next call tries again.
            reading.ratings.catch(() => {
              if (kept === reading) kept = undefined
            })
          }
          return kept.ratings
        })
      return {
        view,
        hotel: (id: string) => byId.get(id),
        ratings: (hotelIds: ReadonlyArray<string>) =>
          hotelIds.length === 0
            ? Effect.succeed(new Map())
            : Effect.suspend(() =>
                versions.live
                  ? Effect.map(allRatings(versions.reviewsToken()), (all) => {
                      const asked = new Map<string, HotelRating>()
                      for (const id of hotelIds) {
                        const rating = all.get(id)
                        if (rating !== undefined) asked.set(id, rating)
                      }
                      return asked
                    })
                  : someRatings(hotelIds),
              ),
      }
    }).pipe(Effect.orDie),
  ).pipe(Layer.provide(DataVersions.layer))
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

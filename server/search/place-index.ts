import { Context, Effect, Layer } from "effect"
import { SqlClient } from "effect/sql"
import type { PlaceDetails } from "#core/api/search.ts"
import type { PlaceHotel, PlaceSource } from "#core/catalogue/places.ts"
import { buildPlaceIndex, nearby, placeById, suggest } from "#core/search/autocomplete.ts"
import type { Suggestion } from "#core/search/suggestion.ts"
import { Migrations } from "../db/migrations.ts"

type Places = PlaceSource

/**
 * The place index, read from the database once at start-up and answered from memory: autocomplete
 * must stay within a few milliseconds over every city, locality, landmark and hotel (issue 2).
 */
export class PlaceIndex extends Context.Service<
  PlaceIndex,
  {
    /** The `{ data: [...] }` body, assembled from suggestions serialised once at start-up. */
    readonly suggestBody: (text: string, limit: number) => string
    readonly nearbyBody: (lat: number, lng: number, text: string, limit: number) => string
    readonly details: (placeId: string) => PlaceDetails | undefined
  }
>()("booking/server/search/PlaceIndex") {
  static readonly layer = Layer.effect(
    PlaceIndex,
    Effect.gen(function* () {
      yield* Migrations
      const sql = yield* SqlClient.SqlClient
      const places = yield* loadPlaces(sql)
      const index = buildPlaceIndex(places)
      // Encoding ten suggestions through the schema on every keystroke cost about half the
      // throughput; the index's suggestions are already Suggestion values, so encode them once.
      const encoded = new Map(index.suggestions.map((s) => [s, JSON.stringify(s)]))
      const body = (list: ReadonlyArray<Suggestion>) =>
        `{"data":[${list.map((s) => encoded.get(s) ?? JSON.stringify(s)).join(",")}]}`
      return {
        suggestBody: (text: string, limit: number) => body(suggest(index, text, limit)),
        nearbyBody: (lat: number, lng: number, text: string, limit: number) =>
          body(nearby(index, lat, lng, text, limit)),
        details: (placeId: string) => placeById(index, placeId),
      }
    }).pipe(Effect.orDie),
  )
}

const loadPlaces = (sql: SqlClient.SqlClient) =>
  Effect.gen(function* () {
    const cities = yield* sql<{
      id: number
      slug: string
      name: string
      state: string
      state_slug: string
      lat: number
      lng: number
      detail: { tier: 1 | 2 | 3 }
    }>`
      SELECT id, slug, name, state, state_slug, lat, lng, detail FROM cities ORDER BY id`
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
      kind: Places["landmarks"][number]["kind"]
    }>`
      SELECT id, slug, name, city_id, locality_id, lat, lng, kind FROM landmarks ORDER BY id`
    // Only what a suggestion needs: the stored records also hold rooms, images and occupancy.
    const hotels = yield* sql<{
      id: string
      name: string
      city_id: number
      locality_id: number
      lat: number
      lng: number
      address: PlaceHotel["address"]
    }>`SELECT id, name, city_id, locality_id, lat, lng, detail->'address' AS address FROM hotels ORDER BY id`
    const places: Places = {
      cities: cities.map((c) => ({
        id: c.id,
        slug: c.slug,
        name: c.name,
        state: c.state,
        stateSlug: c.state_slug,
        lat: c.lat,
        lng: c.lng,
        tier: c.detail.tier,
      })),
      localities: localities.map((l) => ({
        id: l.id,
        slug: l.slug,
        name: l.name,
        cityId: l.city_id,
        lat: l.lat,
        lng: l.lng,
      })),
      landmarks: landmarks.map((l) => ({
        id: l.id,
        slug: l.slug,
        name: l.name,
        cityId: l.city_id,
        localityId: l.locality_id,
        lat: l.lat,
        lng: l.lng,
        kind: l.kind,
      })),
      hotels: hotels.map((h) => ({
        id: h.id,
        name: h.name,
        cityId: h.city_id,
        localityId: h.locality_id,
        lat: h.lat,
        lng: h.lng,
        address: h.address,
      })),
    }
    return places
  })

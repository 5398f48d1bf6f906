import { Effect } from "effect"
import { HttpApiBuilder } from "effect/http-api"
import { SqlClient } from "effect/sql"
import { DEFAULT_REVIEW_COUNT, type SeoMetaBody } from "#core/api/content.ts"
import type { ContentV2Key } from "#core/api/contents.ts"
import { Api } from "#core/api/contract.ts"
import { BadRequest, entry, NotFound } from "#core/api/errors.ts"
import { LandingKey } from "#core/content/landing.ts"
import { citiesMeta, homeMeta, placeMeta, type SeoMeta } from "#core/content/seo-meta.ts"
import { DEFAULT_LOCALE, translatorFor } from "#core/i18n/locales.ts"
import { matchHotels, SEARCH_RADIUS_KM } from "#core/search/hotel-match.ts"
import { HotelCatalogue } from "../catalogue/store.ts"
import { channelOf } from "../http/hosts.ts"
import { ServerSettings } from "../settings.ts"
import { type ContentSources, contentsV2, contentV1 } from "./contents.ts"
import { type CatalogueBlocks, catalogueBlocks, landingContent } from "./landing.ts"
import { landingTestimonials, topReviews } from "./reviews.ts"

/** How many testimonials the landing page shows. */
const TESTIMONIAL_COUNT = 3

type Place = NonNullable<SeoMetaBody["place"]>
interface Resolved {
  readonly place: Place
  readonly hotelIds: ReadonlyArray<string>
}

export const ContentHandlers = HttpApiBuilder.group(
  Api,
  "content",
  Effect.fn(function* (handlers) {
    const catalogue = yield* HotelCatalogue
    const sql = yield* SqlClient.SqlClient
    const settings = yield* ServerSettings
    const view = catalogue.view
    const t = translatorFor(DEFAULT_LOCALE)
    // Computed on first use: the catalogue only changes with a new database.
    let blocks: CatalogueBlocks | undefined
    const blocksOf = () => (blocks ??= catalogueBlocks(view))
    const sources: ContentSources = { view, gdcSupportPhone: settings.support.gdc.supportPhone }

    const notFound = (field: string, slug: string) =>
      Effect.fail(new NotFound(entry("place_not_found", `No ${field} with slug ${slug}`, field)))

    const ids = (hotels: ReadonlyArray<{ hotel: { id: string } }>) => hotels.map((m) => m.hotel.id)

    /** The listing's place and the hotels that listing shows (the search's own matcher). */
    const resolve = (query: { city?: string; locality?: string; landmark?: string }) =>
      Effect.gen(function* () {
        if (query.landmark !== undefined) {
          const landmark = view.landmarks.find((l) => l.slug === query.landmark)
          if (landmark === undefined) return yield* notFound("landmark", query.landmark)
          const city = view.cities.find((c) => c.id === landmark.cityId)!
          const area = { kind: "circle", centre: landmark, radiusKm: SEARCH_RADIUS_KM } as const
          const hotelIds = ids(matchHotels(view, { area, from: landmark }))
          const place: Place = { type: "landmark", ...names(landmark, city), hotel_count: hotelIds.length }
          return { place, hotelIds } satisfies Resolved
        }
        if (query.city === undefined) {
          return yield* Effect.fail(
            new BadRequest(entry("invalid_request", "A listing needs a city, or a landmark", "city")),
          )
        }
        const city = view.cities.find((c) => c.slug === query.city)
        if (city === undefined) return yield* notFound("city", query.city)
        if (query.locality === undefined) {
          const hotelIds = ids(matchHotels(view, { area: { kind: "city", cityId: city.id }, from: city }))
          const place: Place = { type: "city", ...names(city, city), hotel_count: hotelIds.length }
          return { place, hotelIds } satisfies Resolved
        }
        const locality = view.localities.find((l) => l.cityId === city.id && l.slug === query.locality)
        if (locality === undefined) return yield* notFound("locality", query.locality)
        const area = { kind: "locality", localityId: locality.id } as const
        const hotelIds = ids(matchHotels(view, { area, from: locality }))
        const place: Place = { type: "locality", ...names(locality, city), hotel_count: hotelIds.length }
        return { place, hotelIds } satisfies Resolved
      })

    const ratingOf = (hotelIds: ReadonlyArray<string>) =>
      Effect.map(catalogue.ratings(hotelIds), (ratings) => {
        const all = [...ratings.values()]
        const count = all.reduce((n, r) => n + r.count, 0)
        if (count === 0) return null
        const average = all.reduce((sum, r) => sum + r.average * r.count, 0) / count
        return { average: Math.round(average * 10) / 10, count }
      })

    return handlers
      .handle("landingPage", ({ query }) => {
        const keys = new Set<string>(query.keys ?? LandingKey.literals)
        const testimonials = keys.has("testimonials")
          ? landingTestimonials(sql, view, TESTIMONIAL_COUNT)
          : Effect.succeed([])
        return Effect.map(testimonials, (picked) => landingContent(keys, blocksOf(), picked))
      })
      .handle("meta", ({ query, request }) =>
        Effect.gen(function* () {
          const hasPlace = [query.city, query.locality, query.landmark].some((v) => v !== undefined)
          const page = query.page ?? (hasPlace ? "listing" : "home")
          const channel = channelOf(settings, request.headers.host) ?? "website"
          let meta: SeoMeta
          let resolved: Resolved | null = null
          if (page === "home") meta = homeMeta(t)
          else if (page === "cities") {
            const cities = blocksOf().cities
            const hotelCount = cities.reduce((n, c) => n + c.hotel_count, 0)
            meta = citiesMeta(t, { cityCount: cities.length, hotelCount })
          } else {
            resolved = yield* resolve(query)
            const { type, name, city, state, hotel_count: hotelCount } = resolved.place
            meta =
              type === "city"
                ? placeMeta(t, { type, name, state, hotelCount })
                : placeMeta(t, { type, name, city, state, hotelCount })
          }
          // Ratings only on listings: a site-wide score on our own pages would be a self-serving review.
          const hotelIds = resolved?.hotelIds ?? []
          const reviewCount = query.review_count ?? DEFAULT_REVIEW_COUNT
          return {
            page,
            title: meta.title,
            description: meta.description,
            canonical_path: meta.canonicalPath,
            canonical_url: new URL(meta.canonicalPath, settings.publicOrigin[channel]).href,
            amp_path: null,
            breadcrumbs: meta.breadcrumbs,
            place: resolved?.place ?? null,
            rating: hotelIds.length === 0 ? null : yield* ratingOf(hotelIds),
            top_reviews: yield* topReviews(sql, view, hotelIds, reviewCount),
          } satisfies SeoMetaBody
        }),
      )
      .handle("contents", ({ query }) => Effect.succeed(contentV1(query.key, sources)))
      .handle("contentsV2", ({ query }) => {
        // The keys' schema has refused any key that is not a v2 key; a repeated key answers once.
        const keys = [...new Set(query.keys)] as Array<ContentV2Key>
        return Effect.succeed(contentsV2(keys, sources))
      })
  }),
)

const names = (place: { name: string; slug: string }, city: { name: string; state: string }) => ({
  name: place.name,
  slug: place.slug,
  city: city.name,
  state: city.state,
})

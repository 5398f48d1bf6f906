import { redirect } from "react-router"
import type { SeoMetaBody } from "#core/api/content.ts"
import type { SearchResult } from "#core/api/hotels.ts"
import { MAX_PRICED_HOTELS } from "#core/api/limits.ts"
import type { Breadcrumb } from "#core/content/seo-meta.ts"
import { businessDay } from "#core/dates/business-day.ts"
import type { Stay } from "#core/dates/stay.ts"
import { translatorFor } from "#core/i18n/locales.ts"
import { matchCandidates } from "#core/routes/match.ts"
import { type ListingQuery, queryOf } from "#core/search/listing-route.ts"
import type { ResultHotel } from "#core/search/result-hotel.ts"
import { parseRoomConfig, serialiseRoomConfig } from "#core/search/room-config.ts"
import { searchStay } from "#core/search/search-dates.ts"
import { searchPageParams } from "#core/search/search-page-params.ts"
import { querySuggestion } from "#core/search/search-query.ts"
import type { Coordinates, Suggestion } from "#core/search/suggestion.ts"
import type { PricesAnswer } from "#machines/search-results.machine.ts"
import { chunks, mergePrices, pricesAnswer } from "#machines/search-results.prices.ts"
import { type LoaderEnv, loaderCall, loaderEnv } from "../../lib/loader-env.ts"
import type { PageHead } from "../../lib/page-head.ts"
import { listingHead, listingHeading, listingPlace, metaQueryOf } from "./listing-seo.ts"
import { type CardHotel, type FilterLabels, mapSearchResult } from "./results-data.ts"
import { searchHeading } from "./search-params.ts"
import { hotelPagePath, pricedInOrder } from "./stay-links.ts"

export interface ResultsData {
  readonly kind: "results"
  readonly heading: string
  readonly stay: Stay
  /** The stay's roomconfig, 'adults-kids' per room (spec-search §7). */
  readonly roomconfig: string
  readonly hotels: ReadonlyArray<ResultHotel>
  readonly cards: Readonly<Record<string, CardHotel>>
  readonly labels: FilterLabels
  readonly prices: PricesAnswer
  /** The search's point: distance sorting needs it (spec-search §4). */
  readonly coordinates: Coordinates | null
  readonly breadcrumbs: ReadonlyArray<Breadcrumb>
  readonly head: PageHead | null
  /** The place searched, as the search widget holds a picked one. */
  readonly place: Suggestion | null
}

/** /hotels-near-me/: the browser has the coordinates, so the page finds the hotels itself. */
export interface NearMeData {
  readonly kind: "nearMe"
  readonly heading: string
  readonly stay: Stay
  readonly roomconfig: string
  readonly head: PageHead
}

export type ResultsPageData = ResultsData | NearMeData

interface LoaderArgs {
  readonly request: Request
  readonly context?: unknown
}

const notFound = () => new Response(null, { status: 404, statusText: "Not Found" })

/** The HTTP status of a failed contract call (ApiError), if it had one. */
const statusOf = (error: unknown): number | undefined => {
  const status = (error as { status?: unknown } | null)?.status
  return typeof status === "number" ? status : undefined
}

/** Search prices for every hotel; a failure leaves them all unpriced, with no message (spec §8). */
export const fetchPrices = async (
  env: LoaderEnv,
  hotelIds: ReadonlyArray<string>,
  stay: Stay,
  roomconfig: string,
): Promise<PricesAnswer> => {
  try {
    const answers = []
    for (const ids of chunks(hotelIds, MAX_PRICED_HOTELS)) {
      const answer = await loaderCall(env, (api) =>
        api.pricing.searchPrices({ query: { hotel_id: ids, ...stay, roomconfig, channel: env.channel } }),
      )
      answers.push(pricesAnswer(answer))
    }
    return mergePrices(answers)
  } catch (error) {
    console.error("Search prices could not be loaded", error)
    return {
      searchPrices: {},
      hotelsWithUnavailablePrices: hotelIds.map((hotelId) => ({ hotelId, soldOut: false })),
    }
  }
}

/** The stay and rooms of the URL; invalid dates redirect to corrected ones (spec-search §5, ADR 061). */
const stayOf = (url: URL, env: LoaderEnv) => {
  const { stay, redirectQuery } = searchStay(url.searchParams, businessDay(env.now()))
  if (redirectQuery !== undefined) throw redirect(`${url.pathname}?${redirectQuery}`)
  const roomconfig = serialiseRoomConfig(parseRoomConfig(url.searchParams.get("roomconfig") ?? undefined))
  return { stay, roomconfig }
}

const results = async (
  env: LoaderEnv,
  search: SearchResult,
  stay: Stay,
  roomconfig: string,
): Promise<Omit<ResultsData, "heading" | "breadcrumbs" | "head" | "place">> => {
  const mapped = mapSearchResult(search.result)
  const prices = await fetchPrices(
    env,
    mapped.hotels.map((h) => h.id),
    stay,
    roomconfig,
  )
  return { kind: "results", stay, roomconfig, ...mapped, prices, coordinates: search.sort.coordinates }
}

/**
 * The listing's place, tried reading by reading (slugs hold hyphens, so /hotels-in-new-delhi/
 * reads two ways): the search API answers 404 for a place the catalogue lacks, and the first
 * reading it knows wins (ADR 011, ADR 067). No reading known: Not Found.
 */
const searchListing = async (
  env: LoaderEnv,
  readings: ReadonlyArray<ListingQuery>,
  stay: Stay,
  roomconfig: string,
) => {
  for (const reading of readings) {
    const { kind: _, ...place } = reading
    try {
      const search = await loaderCall(env, (api) =>
        api.hotels.search({ query: { ...place, ...stay, roomconfig } }),
      )
      return { reading, search }
    } catch (error) {
      if (statusOf(error) !== 404) throw error
    }
  }
  throw notFound()
}

const metaOf = async (env: LoaderEnv, reading: ListingQuery): Promise<SeoMetaBody | null> => {
  try {
    return await loaderCall(env, (api) =>
      api.content.meta({ query: { page: "listing", ...metaQueryOf(reading) } }),
    )
  } catch (error) {
    console.error("Listing meta could not be loaded", error)
    return null
  }
}

/** Every listing shape of spec-search §2; loads the hotels, their prices and the page's SEO head. */
export const listingLoader = async ({ request, context }: LoaderArgs): Promise<ResultsPageData> => {
  const env = loaderEnv(context)
  const url = new URL(request.url)
  const readings = matchCandidates(url.pathname).flatMap((match) => queryOf(match) ?? [])
  if (readings.length === 0) throw notFound()
  const { stay, roomconfig } = stayOf(url, env)
  const t = translatorFor(env.locale)
  if (readings[0]!.kind === "nearMe") {
    const heading = t("results.heading.nearMe")
    const head = {
      title: t("results.seo.title", { heading }),
      description: null,
      canonicalPath: null,
      jsonLd: [],
    }
    return { kind: "nearMe", heading, stay, roomconfig, head }
  }
  const { reading, search } = await searchListing(env, readings, stay, roomconfig)
  const [data, meta] = await Promise.all([results(env, search, stay, roomconfig), metaOf(env, reading)])
  const heading = listingHeading(reading, meta?.place ?? null, search.result, t)
  const listed = pricedInOrder(data.hotels, data.prices).map((h) => ({
    name: h.name,
    path: hotelPagePath(data.cards[h.id]!),
  }))
  const { head, breadcrumbs } = listingHead({ reading, heading, meta, hotels: listed, origin: url.origin, t })
  return { ...data, heading, breadcrumbs, head, place: listingPlace(reading, meta?.place ?? null) }
}

/** /search/ and /search/{encodedUri}/: never cached, so no head beyond the screen's title. */
export const searchLoader = async ({ request, context }: LoaderArgs): Promise<ResultsPageData> => {
  const env = loaderEnv(context)
  const url = new URL(request.url)
  const { stay, roomconfig } = stayOf(url, env)
  const t = translatorFor(env.locale)
  const { params, query } = searchPageParams(url)
  const empty: SearchResult = { result: [], sort: { by: "price", coordinates: null } }
  let search = empty
  if (params !== null) {
    try {
      search = await loaderCall(env, (api) =>
        api.hotels.search({ query: { ...params, ...stay, roomconfig } }),
      )
    } catch (error) {
      // An unknown or unusable place is an empty result, not an error page (the URL is typed by hand).
      const status = statusOf(error)
      if (status !== 404 && status !== 400) throw error
    }
  }
  const data = await results(env, search, stay, roomconfig)
  return {
    ...data,
    heading: searchHeading(query, t),
    breadcrumbs: [],
    head: null,
    place: querySuggestion(query),
  }
}

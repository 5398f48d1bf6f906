import { data, redirect } from "react-router"
import type { HotelDetail, HotelImages, RoomPrices } from "#core/api/hotel-detail.ts"
import type { SearchHotel } from "#core/api/hotels.ts"
import type { HotelSearchPrice, PsychologicalTrigger } from "#core/api/pricing.ts"
import type { Feedbacks, Questions, RatingsSummary, ThirdPartyReviewBlock } from "#core/api/reviews.ts"
import type { RoomTypeCode } from "#core/catalogue/hotel.ts"
import { specialRateOn } from "#core/content/special-rate-window.ts"
import { ratingToShow } from "#core/content/ta-rating.ts"
import { businessDay } from "#core/dates/business-day.ts"
import type { Stay } from "#core/dates/stay.ts"
import { dayInIndia } from "#core/dates/today.ts"
import { translatorFor } from "#core/i18n/locales.ts"
import { matchRoute } from "#core/routes/match.ts"
import { hotelPath } from "#core/routes/slug.ts"
import { parseRoomConfig, serialiseRoomConfig } from "#core/search/room-config.ts"
import { searchStay } from "#core/search/search-dates.ts"
import { type LoaderEnv, loaderCall, loaderEnv } from "../../lib/loader-env.ts"
import type { PageHead } from "../../lib/page-head.ts"
import { hotelHead } from "./hotel-seo.ts"

/** A card of the nearby hotels strip. */
export interface NearbyCard {
  readonly id: string
  readonly name: string
  readonly locality: string
  readonly city: string
  readonly distanceKm: number
  readonly imageUrl: string | null
  readonly rating: number | null
  readonly perNightPaise: number
  /** The price is for a plan that cannot be cancelled (search prices are the cheapest plan). */
  readonly refundable: boolean
  /** Opens the hotel on the room and plan of that price, so the price clicked is the price shown. */
  readonly href: string
}

export interface HotelPageData {
  readonly kind: "hotel"
  readonly hotel: HotelDetail
  readonly images: HotelImages | null
  readonly stay: Stay
  /** 'adults-kids' per room (spec-search §7). */
  readonly roomconfig: string
  /** null: the room prices could not be loaded (spec-search §8: no message, the machine may retry). */
  readonly roomPrices: RoomPrices | null
  readonly ratings: RatingsSummary | null
  readonly reviews: Feedbacks | null
  readonly questions: Questions | null
  readonly thirdParty: ThirdPartyReviewBlock | null
  readonly nearby: ReadonlyArray<NearbyCard>
  readonly triggers: ReadonlyArray<PsychologicalTrigger>
  /** The hotel's special-rate text while today (India) is in its window; null otherwise (ADR 090). */
  readonly specialRate: string | null
  /** The link's wishes (spec-search §2 'rateplan', 'roomtype'); the selection machine reads them. */
  readonly link: { readonly roomType?: RoomTypeCode; readonly ratePlan?: string }
  /**
   * The corporate flow's hotelids, roomtypes and pid as the link gave them (spec-search §2): the
   * Book link carries them on, for the itinerary to read. Empty without them.
   */
  readonly bookQuery: Readonly<Record<string, string>>
  readonly head: PageHead
}

/** The details call failed for another reason than an unknown hotel (spec-search §8: status stored). */
export interface HotelFailedData {
  readonly kind: "failed"
  readonly hotelId: string
  readonly status: number
  readonly stay: Stay
  readonly roomconfig: string
}

export type HotelLoaderData = HotelPageData | HotelFailedData

interface LoaderArgs {
  readonly request: Request
  readonly context?: unknown
}

const notFound = () => new Response(null, { status: 404, statusText: "Not Found" })

const statusOf = (error: unknown): number => {
  const status = (error as { status?: unknown } | null)?.status
  return typeof status === "number" ? status : 0
}

/** A section that fails on its own leaves its place empty; the page still renders (spec-search §8). */
const optional = async <A>(what: string, load: () => Promise<A>): Promise<A | null> => {
  try {
    return await load()
  } catch (error) {
    console.error(`Hotel page: ${what} could not be loaded`, error)
    return null
  }
}

const nearbyCards = async (
  env: LoaderEnv,
  hotelId: string,
  stay: Stay,
  roomconfig: string,
): Promise<ReadonlyArray<NearbyCard>> => {
  const search = await loaderCall(env, (api) =>
    api.hotels.search({ query: { hotel_id: hotelId, nearby: true, ...stay, roomconfig } }),
  )
  const others = search.result.filter((h) => h.id !== hotelId)
  if (others.length === 0) return []
  const prices = await loaderCall(env, (api) =>
    api.pricing.searchPrices({
      query: { hotel_id: others.map((h) => h.id), ...stay, roomconfig, channel: env.channel },
    }),
  )
  const { similarHotels } = await import("#core/hotel/similar-hotels.ts")
  return similarHotels<SearchHotel, HotelSearchPrice>(others, prices.prices, hotelId).map(
    ({ hotel, price }) => {
      const image = [...hotel.images].sort((a, b) => a.position - b.position)[0]
      const path = hotelPath({
        id: hotel.id,
        name: hotel.name,
        city: hotel.address.city,
        locality: hotel.address.locality,
      })
      return {
        id: hotel.id,
        name: hotel.name,
        locality: hotel.address.locality,
        city: hotel.address.city,
        distanceKm: hotel.distance,
        imageUrl: image?.url ?? null,
        rating: hotel.averageRating,
        perNightPaise: price.perNightPrice,
        refundable: price.rate_plan.type === "refundable",
        href: `${path}?${new URLSearchParams({
          ...stay,
          roomconfig,
          roomtype: price.cheapest_room.room_type,
          rateplan: price.rate_plan.code,
        })}`,
      }
    },
  )
}

/** spec-search §9: reviews come 10 a page (core/api/reviews.ts builds schemas, so not imported). */
const REVIEWS_PAGE_SIZE = 10

/**
 * /hotels-in-{city}/{hotelSlug}-{hotelId}/ (spec-search §2). Unknown hotel: Not Found. A slug or
 * city that is not the hotel's own: a redirect to its path with the query kept. Dates that break
 * the rules: a redirect with corrected ones (ADR 061). No dates: the default stay (ADR 067).
 */
export const hotelLoader = async ({ request, context }: LoaderArgs): Promise<HotelLoaderData> => {
  const env = loaderEnv(context)
  const url = new URL(request.url)
  const match = matchRoute(url.pathname)
  const hotelId = match?.id === "hotelDetail" ? match.params.hotelId : undefined
  if (hotelId === undefined || !/^[1-9]\d{0,9}$/.test(hotelId)) throw notFound()

  const { stay, redirectQuery } = searchStay(url.searchParams, businessDay(env.now()))
  const roomconfig = serialiseRoomConfig(parseRoomConfig(url.searchParams.get("roomconfig") ?? undefined))

  let hotel: HotelDetail
  try {
    hotel = await loaderCall(env, (api) =>
      api.hotelDetail.details({
        params: { id: hotelId },
        query: { ...stay, channel: env.channel, utm_source: "direct" },
      }),
    )
  } catch (error) {
    const status = statusOf(error)
    if (status === 404) throw notFound()
    console.error("Hotel page: details could not be loaded", error)
    // 503 for the document: a failed page must not be cached as the hotel's page.
    const failed: HotelFailedData = { kind: "failed", hotelId, status, stay, roomconfig }
    // React Router unwraps data() into the loader data; the type is the page's.
    return data(failed, { status: 503 }) as unknown as HotelFailedData
  }
  if (hotel.path !== url.pathname || redirectQuery !== undefined) {
    // A wrong slug or city is permanent (the hotel has one path); corrected dates are not (ADR 061).
    throw redirect(
      `${hotel.path}${redirectQuery === undefined ? url.search : `?${redirectQuery}`}`,
      hotel.path !== url.pathname ? 301 : 302,
    )
  }

  // It builds schemas: loaded with the first call, never on the page's hydration path (ADR 070).
  const { hotelLinkQuery, parseHotelLink } = await import("#core/hotel/hotel-link.ts")
  // The path names the hotel: a hotel_id that disagrees with it is ignored, and q (the search's
  // text) has no use here, the page having no 'change search' link. The URL keeps both.
  const link = parseHotelLink(url.searchParams)
  const bookQuery = Object.fromEntries(
    hotelLinkQuery({
      ...(link.hotelIds === undefined ? {} : { hotelIds: link.hotelIds }),
      ...(link.roomTypes === undefined ? {} : { roomTypes: link.roomTypes }),
      ...(link.pid === undefined ? {} : { pid: link.pid }),
    }),
  )
  // Content the page reads beside the hotel's own calls (ADR 090); each may fail on its own.
  const pageContent = Promise.all([
    optional("special rates", () =>
      loaderCall(env, (api) => api.content.contentsV2({ query: { keys: ["special_rate_hotels"] } })).then(
        (content) => content.special_rate_hotels ?? [],
      ),
    ),
    optional("rating threshold", () =>
      loaderCall(env, (api) => api.content.contents({ query: { key: "ta_rating_threshold" } })).then(
        (content) => (content.key === "ta_rating_threshold" ? content.threshold : null),
      ),
    ),
  ])
  const [images, roomPrices, ratings, reviews, questions, nearby, triggers] = await Promise.all([
    optional("images", () => loaderCall(env, (api) => api.hotelDetail.images({ params: { id: hotelId } }))),
    optional("room prices", () =>
      loaderCall(env, (api) =>
        api.hotelDetail.roomPrices({
          params: { hotelId },
          query: { ...stay, roomconfig, channel: env.channel },
        }),
      ),
    ),
    optional("ratings", () =>
      loaderCall(env, (api) => api.reviews.ratingsSummary({ params: { hotelId } })).then(
        (summary) => summary.results[hotelId] ?? null,
      ),
    ),
    optional("reviews", () =>
      loaderCall(env, (api) =>
        api.reviews.hotelFeedbacks({
          params: { hotelId },
          query: { page_index: 0, page_size: REVIEWS_PAGE_SIZE },
        }),
      ),
    ),
    optional("questions", () =>
      loaderCall(env, (api) => api.posts.questions({ query: { hotel_id: hotelId, page: 1 } })),
    ),
    optional("nearby hotels", () => nearbyCards(env, hotelId, stay, roomconfig)),
    optional("triggers", () =>
      loaderCall(env, (api) =>
        api.pricing.psychologicalTriggers({
          query: { hotel_id: [hotelId], ...stay, roomconfig, channel: env.channel },
        }),
      ).then((answer) => answer.find((t) => t.hotel_id === hotelId)?.triggers ?? []),
    ),
  ])
  const [specialRates, taThreshold] = await pageContent
  const thirdParty =
    ratings?.isTaEnabled === true
      ? await optional("third-party reviews", () =>
          loaderCall(env, (api) => api.reviews.thirdPartyReviews({ query: { hotel_id: hotelId } })),
        )
      : null
  const t = translatorFor(env.locale)
  return {
    kind: "hotel",
    hotel,
    images,
    stay,
    roomconfig,
    roomPrices,
    ratings,
    reviews,
    questions,
    // Without a known threshold no third-party rating shows: a low score is not ours to advertise.
    thirdParty:
      thirdParty?.enabled === true
        ? { ...thirdParty, overall_rating: ratingToShow(thirdParty.overall_rating, taThreshold ?? Infinity) }
        : null,
    nearby: nearby ?? [],
    triggers: triggers ?? [],
    specialRate: specialRateOn(specialRates ?? [], hotelId, dayInIndia(env.now()))?.text ?? null,
    link: {
      ...(link.roomType === undefined ? {} : { roomType: link.roomType }),
      ...(link.ratePlan === undefined ? {} : { ratePlan: link.ratePlan }),
    },
    bookQuery,
    head: hotelHead({ hotel, ratings, roomPrices, origin: url.origin, t }),
  }
}

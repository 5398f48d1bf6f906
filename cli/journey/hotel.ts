import type { Actor } from "xstate"
import type { RoomPrices } from "#core/api/hotel-detail.ts"
import { businessDay } from "#core/dates/business-day.ts"
import type { Stay } from "#core/dates/stay.ts"
import { parseHotelLink } from "#core/hotel/hotel-link.ts"
import { matchRoute, resolvePath } from "#core/routes/match.ts"
import { parseRoomConfig, serialiseRoomConfig } from "#core/search/room-config.ts"
import { searchStay } from "#core/search/search-dates.ts"
import type { RoomOccupancy } from "#core/search/suggestion.ts"
import { callApi } from "#core/services/api-client.ts"
import { hotelDetailsMachine } from "#machines/hotel-details.machine.ts"
import { hotelQuestionsMachine } from "#machines/hotel-questions.machine.ts"
import { hotelReviewsMachine } from "#machines/hotel-reviews.machine.ts"
import { type RoomPricesRequest, roomPricesMachine, roomPricesQuery } from "#machines/room-prices.machine.ts"
import { roomSelectionMachine } from "#machines/room-selection.machine.ts"
import { journeyActor } from "./actors.ts"
import { browserActor } from "./network.ts"
import type { Channel } from "./schema.ts"
import type { Session } from "./session.ts"

/**
 * A hotel page, headless (docs/journeys.md 'The hotel page'): loaded as web/features/hotel/hotel-loader.ts loads it (the
 * stay corrected by `searchStay`, a wrong slug sent to the hotel's own path), then driven through
 * the machines the page runs, with the page's calls (web/features/hotel/hotel-calls.ts) made by
 * the same contract client: details, room prices (a completed load goes to the room selection, as
 * hotel-view.tsx does), reviews and questions. Here the machines load their first answers
 * themselves, where the web hands them the loader's; the calls are the same.
 */
export interface HotelPage {
  readonly hotelId: string
  readonly channel: Channel
  /** Path and query shown, after any redirect. */
  url: string
  /** The stay and party the page asked prices for last. */
  stay: Stay
  rooms: ReadonlyArray<RoomOccupancy>
  /** The coupon typed; null for none. */
  coupon: string | null
  readonly details: Actor<ReturnType<typeof detailsLogic>>
  /** Null when the details did not load: the page shows only the failure. */
  readonly parts: HotelParts | null
  /** The notify-me form's last answer, as the page shows it; null before a send. */
  notice: { readonly status: "waiting" | "already_available" | null; readonly message: string } | null
  readonly stop: () => void
}

export interface HotelParts {
  readonly prices: Actor<ReturnType<typeof pricesLogic>>
  readonly selection: Actor<typeof roomSelectionMachine>
  readonly reviews: Actor<ReturnType<typeof reviewsLogic>>
  readonly questions: Actor<ReturnType<typeof questionsLogic>>
}

const detailsLogic = (session: Session) =>
  hotelDetailsMachine.provide({
    actors: {
      fetchDetails: browserActor(session, "fetchDetails", (request) =>
        callApi((api) =>
          api.hotelDetail.details({
            params: { id: request.hotelId },
            query: { ...(request.stay ?? {}), channel: request.channel, utm_source: "direct" },
          }),
        ),
      ),
    },
  })

const pricesLogic = (session: Session) =>
  roomPricesMachine.provide({
    actors: {
      fetchRoomPrices: browserActor(session, "fetchRoomPrices", (request: RoomPricesRequest) =>
        callApi((api) =>
          api.hotelDetail.roomPrices({
            params: { hotelId: request.hotelId },
            query: roomPricesQuery(request),
          }),
        ),
      ),
    },
  })

const reviewsLogic = (session: Session) =>
  hotelReviewsMachine.provide({
    actors: {
      fetchReviews: browserActor(session, "fetchReviews", (request) =>
        callApi((api) =>
          api.reviews.hotelFeedbacks({
            params: { hotelId: request.hotelId },
            query: { page_index: request.page_index, page_size: request.page_size },
          }),
        ),
      ),
    },
  })

const questionsLogic = (session: Session) =>
  hotelQuestionsMachine.provide({
    actors: {
      fetchQuestions: browserActor(session, "fetchQuestions", (request) =>
        callApi((api) => api.posts.questions({ query: { hotel_id: request.hotel_id, page: request.page } })),
      ),
      askQuestion: browserActor(session, "askQuestion", (request) =>
        callApi((api) => api.posts.askQuestion({ payload: request })),
      ),
    },
  })

/** What the journey asked to open, as an address and what it says; or why it is no hotel page. */
export const hotelAddress = (path: string): { url: URL; hotelId: string } | { error: string } => {
  let url = new URL(path, "http://site")
  const slash = resolvePath(url.pathname, url.search)
  if (slash.kind === "redirect") url = new URL(slash.location, "http://site")
  const match = matchRoute(url.pathname)
  const hotelId = match?.id === "hotelDetail" ? match.params.hotelId : undefined
  if (hotelId === undefined || !/^[1-9]\d{0,9}$/.test(hotelId))
    return { error: `${url.pathname} is not a hotel page (/hotels-in-{city}/{hotel}-{id}/)` }
  return { url, hotelId }
}

/** The stay's query kept with every other parameter, as the page's URL after a change of stay. */
export const withStay = (url: string, stay: Stay, rooms: ReadonlyArray<RoomOccupancy>): string => {
  const u = new URL(url, "http://site")
  u.searchParams.set("checkin", stay.checkin)
  u.searchParams.set("checkout", stay.checkout)
  u.searchParams.set("roomconfig", serialiseRoomConfig(rooms))
  return u.pathname + u.search
}

/** Loads the page at `url` (a hotel page) for `hotelId`, and starts its machines. */
export const openHotel = async (
  session: Session,
  channel: Channel,
  address: { url: URL; hotelId: string },
): Promise<HotelPage> => {
  const { hotelId } = address
  let url = address.url
  // The loader's rules: dates that break them redirect with corrected ones (ADR 061), none: the default stay.
  const { stay, redirectQuery } = searchStay(url.searchParams, businessDay(session.nowMs))
  if (redirectQuery !== undefined) url = new URL(`${url.pathname}?${redirectQuery}`, "http://site")
  const rooms = parseRoomConfig(url.searchParams.get("roomconfig") ?? undefined)
  const { clock } = session
  const details = journeyActor(detailsLogic(session), {
    clock,
    input: { request: { hotelId, stay, channel } },
  })
  details.start()
  await session.settle()
  const detail = details.getSnapshot().context.details
  const page: HotelPage = {
    hotelId,
    channel,
    url: url.pathname + url.search,
    stay,
    rooms,
    coupon: null,
    details,
    parts: null,
    notice: null,
    stop: () => {
      details.stop()
      if (page.parts === null) return
      for (const actor of Object.values(page.parts)) actor.stop()
    },
  }
  if (detail === null) return page
  // A slug or city that is not the hotel's own: the loader redirects to its path, query kept.
  if (detail.path !== url.pathname) page.url = detail.path + url.search

  const link = parseHotelLink(url.searchParams)
  const request: RoomPricesRequest = { hotelId, stay, rooms, coupon: null, channel }
  const prices = journeyActor(pricesLogic(session), { clock, input: { request } })
  const selection = journeyActor(roomSelectionMachine, {
    clock,
    input: {
      roomTypes: detail.roomTypes,
      link: {
        ...(link.roomType === undefined ? {} : { roomType: link.roomType }),
        ...(link.ratePlan === undefined ? {} : { ratePlan: link.ratePlan }),
      },
      prices: null,
      rooms,
    },
  })
  // hotel-view.tsx: the selection hears every completed load of the room prices.
  let heard: unknown = null
  prices.subscribe((snapshot) => {
    if (!snapshot.matches("completed") || snapshot.context === heard) return
    heard = snapshot.context
    const answered: RoomPrices | null = snapshot.context.prices
    selection.send({ type: "prices.set", prices: answered, rooms: snapshot.context.request?.rooms ?? [] })
  })
  const reviews = journeyActor(reviewsLogic(session), { clock, input: { hotelId } })
  const questions = journeyActor(questionsLogic(session), { clock, input: { hotelId } })
  ;(page as { parts: HotelParts }).parts = { prices, selection, reviews, questions }
  selection.start()
  prices.start()
  reviews.start()
  questions.start()
  await session.settle()
  return page
}

/** Loads the room prices again for the page's stay, party and coupon (hotel-view.tsx `changeStay`). */
export const reprice = async (session: Session, page: HotelPage): Promise<void> => {
  const request: RoomPricesRequest = {
    hotelId: page.hotelId,
    stay: page.stay,
    rooms: page.rooms,
    coupon: page.coupon,
    channel: page.channel,
  }
  page.parts?.prices.send({ type: "prices.load", request })
  await session.settle()
}

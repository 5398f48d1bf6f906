import { assign, fromPromise, type SnapshotFrom, setup } from "xstate"
import type { HotelDetail } from "#core/api/hotel-detail.ts"
import type { Stay } from "#core/dates/stay.ts"
import { apiFailure } from "./lib/api-failure.ts"
import { failed, notProvided } from "./lib/invoke.ts"

/** GET /api/v5/hotels/{id}/details/ (spec-search §7): checkin, checkout, channel. */
export interface HotelDetailsRequest {
  readonly hotelId: string
  readonly stay: Stay | null
  readonly channel: "website" | "gdc"
}

export interface HotelDetailsContext {
  readonly request: HotelDetailsRequest
  readonly details: HotelDetail | null
  /**
   * spec-search §8 'Hotel-details failure: status code stored': the HTTP status of the last
   * failure, 0 when no answer came (network); 404 means no such hotel and the page says so.
   */
  readonly errorStatus: number | null
}

export type HotelDetailsEvent = { readonly type: "details.retry" }

export interface HotelDetailsInput {
  readonly request: HotelDetailsRequest
  /** Details the server rendered the page with: nothing is loaded. */
  readonly details?: HotelDetail
}

export type HotelDetailsTag = "loading"

/**
 * A hotel page's details (spec-search §4 'Hotel results': loading flags, and an error flag with
 * the status code on failure). `failure` offers retry; a new hotel or stay is a new actor.
 */
export const hotelDetailsMachine = setup({
  types: {
    context: {} as HotelDetailsContext,
    events: {} as HotelDetailsEvent,
    input: {} as HotelDetailsInput,
    tags: {} as HotelDetailsTag,
  },
  actors: {
    fetchDetails: fromPromise<HotelDetail, HotelDetailsRequest>(notProvided("fetchDetails")),
  },
  guards: { given: ({ context }) => context.details !== null },
  actions: {
    store: assign((_, details: HotelDetail) => ({ details, errorStatus: null })),
    storeStatus: assign((_, error: unknown) => ({ errorStatus: apiFailure(error).status })),
  },
}).createMachine({
  id: "hotelDetails",
  context: ({ input }) => ({ request: input.request, details: input.details ?? null, errorStatus: null }),
  initial: "starting",
  states: {
    starting: { always: [{ guard: "given", target: "loaded" }, { target: "loading" }] },
    loading: {
      tags: ["loading"],
      invoke: {
        src: "fetchDetails",
        input: ({ context }) => context.request,
        onDone: { target: "loaded", actions: { type: "store", params: ({ event }) => event.output } },
        onError: { target: "failure", actions: { type: "storeStatus", params: failed } },
      },
    },
    loaded: {},
    failure: { on: { "details.retry": "loading" } },
  },
})

export type HotelDetailsSnapshot = SnapshotFrom<typeof hotelDetailsMachine>

import { assign, fromPromise, type SnapshotFrom, setup } from "xstate"
import type { Booking, BookingHistory } from "#core/api/bookings.ts"
import { type ApiFailure, apiFailure } from "./lib/api-failure.ts"
import { failed, notProvided } from "./lib/invoke.ts"

/**
 * The member's booking history (spec-checkout §3 'Booking (history)', §4 'Bookings are split into
 * upcoming and past', §7 POST /api/v1/booking/booking-history/). The page is member-only and the
 * server does not know the session, so the list loads in the browser. A 401 ends the session in
 * the API client (spec-checkout §8), which sends the member to sign in; here it is one more failure.
 */

export interface BookingHistoryContext {
  /** Stays still ahead or under way, latest check-in first (as the server sorts them). */
  readonly upcoming: ReadonlyArray<Booking>
  /** Cancelled, completed and no-show bookings, latest check-in first. */
  readonly past: ReadonlyArray<Booking>
  /** Why the last load failed; the page shows a retry. */
  readonly error: ApiFailure | null
}

export type BookingHistoryEvent = { readonly type: "history.retry" }

export type BookingHistoryTag = "loading"

export const bookingHistoryMachine = setup({
  types: {
    context: {} as BookingHistoryContext,
    events: {} as BookingHistoryEvent,
    tags: {} as BookingHistoryTag,
  },
  actors: {
    fetchHistory: fromPromise<BookingHistory, void>(notProvided("fetchHistory")),
  },
  actions: {
    store: assign((_, history: BookingHistory) => ({
      upcoming: history.upcoming,
      past: history.previous,
      error: null,
    })),
    storeError: assign((_, error: unknown) => ({ error: apiFailure(error) })),
  },
}).createMachine({
  id: "bookingHistory",
  context: { upcoming: [], past: [], error: null },
  initial: "loading",
  states: {
    loading: {
      tags: ["loading"],
      invoke: {
        src: "fetchHistory",
        onDone: { target: "loaded", actions: { type: "store", params: ({ event }) => event.output } },
        onError: { target: "failed", actions: { type: "storeError", params: failed } },
      },
    },
    loaded: {},
    failed: { on: { "history.retry": "loading" } },
  },
})

export type BookingHistorySnapshot = SnapshotFrom<typeof bookingHistoryMachine>

import { Effect } from "effect"
import type { Actor } from "xstate"
import type { BookingHistory } from "#core/api/bookings.ts"
import { type ApiError, type BookingApi, callApi } from "#core/services/api-client.ts"
import { bookingHistoryMachine } from "#machines/booking-history.machine.ts"
import { type CancelRequest, type CancelResult, cancellationMachine } from "#machines/cancellation.machine.ts"
import { journeyActor } from "./actors.ts"
import { kept, pageCall } from "./bookings-client.ts"
import { browserActor } from "./network.ts"
import type { Session } from "./session.ts"

/**
 * The account's booking pages and the cancellation page, headless: the machines the website runs
 * on /account/booking-history/, /account/booking-history/{id}/ and /c-{hash}/ (web/features/bookings),
 * with the same calls. A history page is opened afresh by each `bookings.*` step; cancellation
 * pages live in named tabs, so a journey can hold the same link open twice.
 */

export const historyLogic = (session: Session) =>
  bookingHistoryMachine.provide({
    actors: {
      fetchHistory: pageCall(session, "fetchHistory", () => callApi((api) => api.bookings.history())),
    },
  })

/** One booking, answered as a history of one, as the website's booking page holds it. */
export const oneBookingLogic = (session: Session, orderId: string) =>
  bookingHistoryMachine.provide({
    actors: {
      // expect.response checks the booking as the server answered it, before it is wrapped.
      fetchHistory: browserActor(session, "fetchBooking", () =>
        kept(
          session,
          callApi((api) => api.bookings.booking({ params: { orderId } })),
        ).pipe(
          Effect.map(
            (booking): BookingHistory =>
              booking.type === "upcoming"
                ? { upcoming: [booking], previous: [] }
                : { upcoming: [], previous: [booking] },
          ),
        ),
      ),
    },
  })

export const cancellationLogic = (session: Session) =>
  cancellationMachine.provide({
    actors: {
      fetchDetails: pageCall(session, "fetchCancellation", (hash: string) =>
        callApi((api) => api.cancellation.bookingDetails({ params: { hash } })),
      ),
      cancelBooking: pageCall(
        session,
        "cancelBooking",
        (payload: CancelRequest): Effect.Effect<CancelResult, ApiError, BookingApi> =>
          callApi((api) => api.cancellation.cancelBooking({ payload })),
      ),
    },
  })

export type HistoryActor = Actor<ReturnType<typeof historyLogic>>
export type CancellationActor = Actor<ReturnType<typeof cancellationLogic>>

/** The booking pages one journey has open. */
export interface BookingPages {
  history: HistoryActor | null
  readonly tabs: Map<string, CancellationActor>
  /** The tab cancellation steps act on. */
  tab: string
}

export const FIRST_TAB = "first"

const open = new WeakMap<Session, BookingPages>()

export const bookingPages = (session: Session): BookingPages => {
  const found = open.get(session)
  if (found !== undefined) return found
  const pages: BookingPages = { history: null, tabs: new Map(), tab: FIRST_TAB }
  open.set(session, pages)
  return pages
}

/** Opens a history page (the list, or one booking) in place of the one open; resolves once it settled. */
export const openHistory = async (
  session: Session,
  logic: ReturnType<typeof historyLogic>,
): Promise<void> => {
  const pages = bookingPages(session)
  pages.history?.stop()
  const actor = journeyActor(logic, { clock: session.clock })
  pages.history = actor
  actor.start()
  await session.settle()
}

/** Opens `/c-{hash}/` in the tab, which becomes the current one; resolves once the page settled. */
export const openCancellation = async (session: Session, hash: string, tab: string): Promise<void> => {
  const pages = bookingPages(session)
  pages.tabs.get(tab)?.stop()
  const actor = journeyActor(cancellationLogic(session), { clock: session.clock, input: { hash } })
  pages.tabs.set(tab, actor)
  pages.tab = tab
  actor.start()
  await session.settle()
}

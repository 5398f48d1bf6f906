import { fromPromise } from "xstate"
import { bookingHistoryMachine } from "#machines/booking-history.machine.ts"
import { cancellationMachine } from "#machines/cancellation.machine.ts"

const calls = () => import("./bookings-calls.ts")

/** The member's history with the browser's calls, which load (with the Effect runtime) on first use. */
export const browserHistoryMachine = bookingHistoryMachine.provide({
  actors: { fetchHistory: fromPromise(async ({ signal }) => (await calls()).fetchHistory(signal)) },
})

/** One booking through the same load, fail and retry as the history. */
export const browserOneBookingMachine = (orderId: string) =>
  bookingHistoryMachine.provide({
    actors: {
      fetchHistory: fromPromise(async ({ signal }) => (await calls()).fetchOneBooking(orderId, signal)),
    },
  })

export const browserCancellationMachine = cancellationMachine.provide({
  actors: {
    fetchDetails: fromPromise(async ({ input, signal }) =>
      (await calls()).fetchCancellationDetails(input, signal),
    ),
    cancelBooking: fromPromise(async ({ input, signal }) => (await calls()).cancelBooking(input, signal)),
  },
})

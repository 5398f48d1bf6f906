import { fromPromise } from "xstate"
import { bookingHistoryMachine } from "#machines/booking-history.machine.ts"
import { cancellationMachine } from "#machines/cancellation.machine.ts"
import { partPaymentMachine } from "#machines/part-payment.machine.ts"
import type { OpenGatewayRequest } from "#machines/pay-booking.types.ts"
import { afterEffect } from "../../lib/after-effect.ts"

const calls = () => afterEffect(() => import("./bookings-calls.ts"))

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

/**
 * The part-prepayment page's machine (ADR 095). The payment window is checkout's own, loaded on
 * first use; it reads only the checkout options of the request it is given.
 */
export const browserPartPaymentMachine = partPaymentMachine.provide({
  actors: {
    fetchBooking: fromPromise(async ({ input, signal }) => (await calls()).fetchBooking(input, signal)),
    startPayment: fromPromise(async ({ input, signal }) => (await calls()).startPartPayment(input, signal)),
    openGateway: fromPromise(async ({ input, signal }) =>
      (await import("../checkout/gateway.ts")).openGateway(
        { ...input, traveller: undefined } as unknown as OpenGatewayRequest,
        signal,
      ),
    ),
    confirmPayment: fromPromise(async ({ input, signal }) =>
      (await calls()).confirmPartPayment(input, signal),
    ),
  },
})

import { Effect, Layer } from "effect"
import { HttpApiBuilder } from "effect/http-api"
import { CurrentUser } from "#core/api/auth.ts"
import { Api } from "#core/api/contract.ts"
import { entry, NotFound } from "#core/api/errors.ts"
import { AppClock } from "#core/services/clock.ts"
import { OrdersServices } from "../checkout/orders-http.ts"
import { Sms } from "../otp/sms.ts"
import { bookingOfMember, bookingsOfMember } from "./booking-repo.ts"
import { BookingViews } from "./booking-views.ts"
import { Cancellations } from "./cancellation.ts"
import { PartPaymentReconcilerLive } from "./part-payment-reconciler.ts"
import { PartPayments } from "./part-payments.ts"

/**
 * spec-checkout §7 'Account, bookings and cancellation': the signed-in member's bookings. Another
 * member's booking id answers exactly as an unknown one does (404), so ids cannot be probed.
 */
const BookingsGroup = HttpApiBuilder.group(
  Api,
  "bookings",
  Effect.fn(function* (handlers) {
    const views = yield* BookingViews
    const clock = yield* AppClock
    const partPayments = yield* PartPayments
    const services = yield* Effect.context<never>()
    const member = Effect.gen(function* () {
      return (yield* CurrentUser).id
    })
    return handlers
      .handle("history", () =>
        Effect.gen(function* () {
          const now = yield* clock.now
          const bookings = yield* bookingsOfMember((yield* CurrentUser).id).pipe(Effect.orDie)
          const all = yield* Effect.forEach(bookings, (order) => views.view(order, now))
          // Both lists keep the query's order: latest check-in first (spec-checkout §9 '-checkin').
          return {
            upcoming: all.filter((b) => b.type === "upcoming"),
            previous: all.filter((b) => b.type === "past"),
          }
        }).pipe(Effect.provide(services)),
      )
      .handle("booking", ({ params }) =>
        Effect.gen(function* () {
          const now = yield* clock.now
          const order = yield* bookingOfMember((yield* CurrentUser).id, params.orderId).pipe(Effect.orDie)
          if (order === undefined) {
            return yield* new NotFound(
              entry("booking_not_found", `No booking with id ${params.orderId}`, "orderId"),
            )
          }
          return yield* views.view(order, now)
        }).pipe(Effect.provide(services)),
      )
      .handle("startPartPayment", ({ params }) =>
        Effect.flatMap(member, (id) => partPayments.start(id, params.orderId)),
      )
      .handle("confirmPartPayment", ({ params, payload }) =>
        Effect.flatMap(member, (id) => partPayments.confirm(id, params.orderId, payload)),
      )
  }),
)

/** The cancellation link's calls (spec-checkout §2 /c-{bookingHash}/), open to whoever holds the hash. */
const CancellationGroup = HttpApiBuilder.group(Api, "cancellation", (handlers) =>
  Effect.gen(function* () {
    const cancellations = yield* Cancellations
    return handlers
      .handle("bookingDetails", ({ params }) => cancellations.details(params.hash))
      .handle("cancelBooking", ({ payload }) =>
        cancellations.cancel({
          hash: payload.cancellation_hash,
          orderId: payload.order_id,
          reason: payload.cancellation_reason,
          message: payload.message,
          communicationType: payload.communication_type,
        }),
      )
  }),
)

/** Both groups and what they use; shared layers are memoised by reference, so they are the server's. */
export const BookingsHandlers = Layer.mergeAll(
  BookingsGroup,
  CancellationGroup,
  PartPaymentReconcilerLive,
).pipe(
  Layer.provide([Cancellations.layerNoDeps, PartPayments.layerNoDeps]),
  Layer.provideMerge(BookingViews.layer),
  Layer.provide([OrdersServices, Sms.layer]),
)

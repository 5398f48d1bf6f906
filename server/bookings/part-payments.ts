import { Context, Effect, Layer } from "effect"
import type { SqlClient } from "effect/sql"
import { partPayAmount, partPayMessages } from "#core/account/part-payment.ts"
import type { Booking, PartPaymentConfirmBody } from "#core/api/bookings.ts"
import type { PayNowResult } from "#core/api/checkout.ts"
import { BadRequest, Conflict, entry, NotFound } from "#core/api/errors.ts"
import { AppClock } from "#core/services/clock.ts"
import { newPaymentServiceId } from "../checkout/order-ids.ts"
import { refusalError, settlePayment, verifyReportedPayment } from "../checkout/order-payments.ts"
import { paymentsOfOrder } from "../checkout/order-repo.ts"
import { Orders } from "../checkout/order-service.ts"
import { MERCHANT } from "../checkout/orders-http.ts"
import { PaymentGateway } from "../gateway/service.ts"
import { bookingOfMember } from "./booking-repo.ts"
import { BookingViews } from "./booking-views.ts"
import { partPayTermsOf } from "./cancellation-terms.ts"

const badRequest = (code: string, message: string, field?: string) =>
  new BadRequest(entry(code, message, field))
const conflict = (code: string, message: string) => new Conflict(entry(code, message))
/** Another member's booking answers as an unknown one does, so ids cannot be probed. */
const noSuchBooking = (orderId: string) =>
  new NotFound(entry("booking_not_found", `No booking with id ${orderId}`, "orderId"))

const partPayRefusal = refusalError({
  badSignature: partPayMessages.badSignature,
  checkLater: partPayMessages.checkLater,
  notTaken: partPayMessages.notTaken,
  amountDiffers: partPayMessages.amountDiffers,
  unknownPayment: { code: "not_this_booking", message: partPayMessages.notThisBooking },
})

/**
 * A member paying the part-prepayment their pay-at-hotel booking asks (ADR 095): a gateway order
 * for exactly the amount asked now, paid in the checkout's popup, and confirmed by the same checks
 * and the same settlement as a pay-now booking; a webhook or the reconciler settles it when the
 * browser never comes back.
 */
export class PartPayments extends Context.Service<
  PartPayments,
  {
    readonly start: (
      userId: string,
      orderId: string,
    ) => Effect.Effect<typeof PayNowResult.Type, NotFound | Conflict>
    readonly confirm: (
      userId: string,
      orderId: string,
      report: PartPaymentConfirmBody,
    ) => Effect.Effect<Booking, BadRequest | NotFound | Conflict>
  }
>()("booking/server/bookings/PartPayments") {
  static readonly layerNoDeps = Layer.effect(
    PartPayments,
    Effect.gen(function* () {
      const services = yield* Effect.context<SqlClient.SqlClient | AppClock | Orders | PaymentGateway>()
      const clock = yield* AppClock
      const gateway = yield* PaymentGateway
      const orders = yield* Orders
      const views = yield* BookingViews

      const bookingOf = (userId: string, orderId: string) =>
        Effect.flatMap(bookingOfMember(userId, orderId).pipe(Effect.orDie), (booking) =>
          booking === undefined ? Effect.fail(noSuchBooking(orderId)) : Effect.succeed(booking),
        )

      const start = Effect.fn("PartPayments.start")(function* (userId: string, orderId: string) {
        const booking = yield* bookingOf(userId, orderId)
        const amountPaise = partPayAmount(partPayTermsOf(booking), yield* clock.now)
        if (amountPaise === null) {
          return yield* booking.partPaidPaise > 0
            ? conflict("part_payment_paid", partPayMessages.alreadyPaid)
            : conflict("part_payment_not_asked", partPayMessages.notAsked)
        }
        // An attempt still open for the same amount is offered again, so a second tab or a reload
        // pays the same gateway order rather than a second one.
        const open = (yield* paymentsOfOrder(orderId).pipe(Effect.orDie)).find(
          (p) => p.status === "created" && p.amountPaise === amountPaise,
        )
        const psOrderId = open?.psOrderId ?? newPaymentServiceId()
        const gatewayOrderId =
          open?.gatewayOrderId ??
          (yield* gateway
            .createOrder({
              amountPaise,
              receipt: orderId,
              notes: { order_id: orderId, ps_order_id: psOrderId, purpose: "part_payment" },
            })
            .pipe(
              Effect.mapError(() => conflict("gateway_unavailable", partPayMessages.gatewayDown)),
              Effect.tap((order) => orders.attachPayment(orderId, psOrderId, order.id, order.amountPaise)),
              Effect.map((order) => order.id),
            ))
        return {
          order_id: booking.orderId,
          ps_order_id: psOrderId,
          pg_order_id: gatewayOrderId,
          gateway: "razorpay" as const,
          order_event_args: {
            key: gateway.checkout.keyId,
            amount: amountPaise,
            currency: "INR" as const,
            name: MERCHANT,
            description: `${booking.plan.hotel.name}, ${booking.checkin} to ${booking.checkout}: advance`,
            order_id: gatewayOrderId,
            script_url: gateway.checkout.scriptUrl,
            prefill: {
              name: booking.guestName,
              email: booking.emailGiven ? booking.email : "",
              contact: `${booking.countryCode}${booking.mobile}`,
            },
          },
        }
      }, Effect.provide(services))

      const confirm = Effect.fn("PartPayments.confirm")(function* (
        userId: string,
        orderId: string,
        report: PartPaymentConfirmBody,
      ) {
        yield* bookingOf(userId, orderId)
        const attempt = (yield* paymentsOfOrder(orderId).pipe(Effect.orDie)).find(
          (p) => p.psOrderId === report.ps_order_id,
        )
        if (attempt === undefined) {
          return yield* badRequest("not_this_booking", partPayMessages.notThisBooking, "ps_order_id")
        }
        if (attempt.gatewayOrderId !== report.pg_order_id) {
          return yield* badRequest("not_this_booking", partPayMessages.notThisBooking, "pg_order_id")
        }
        const payment = yield* verifyReportedPayment(
          attempt.gatewayOrderId,
          attempt.amountPaise,
          report.pg_meta.pg_payment_id,
          report.pg_meta.pg_signature,
        ).pipe(Effect.mapError(partPayRefusal))
        const settled = yield* settlePayment(attempt.gatewayOrderId, payment)
        // Verified a statement ago against the same stored amount: a refusal now is a bug.
        if (settled._tag !== "Settled") {
          return yield* Effect.die(new Error(`part payment of ${orderId} verified but not settled`))
        }
        const booking = yield* bookingOf(userId, orderId)
        return yield* views.view(booking, yield* clock.now)
      }, Effect.provide(services))

      return PartPayments.of({ start, confirm })
    }),
  )
}

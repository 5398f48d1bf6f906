import { Effect, Layer } from "effect"
import { HttpApiBuilder } from "effect/http-api"
import type { SqlClient } from "effect/sql"
import { Api } from "#core/api/contract.ts"
import { BadRequest, Conflict, entry, NotFound, TooManyRequests } from "#core/api/errors.ts"
import { orderMessages, RESEND_LIMIT, RESEND_WINDOW_SECONDS, sameAddress } from "#core/checkout/orders.ts"
import type { AppClock } from "#core/services/clock.ts"
import type { Sessions } from "../accounts/sessions.ts"
import type { Captcha } from "../captcha/service.ts"
import { HotelCatalogue } from "../catalogue/store.ts"
import { PaymentGatewayLive } from "../gateway/layer.ts"
import { PaymentGateway } from "../gateway/service.ts"
import { AvailabilityWatch } from "../notices/watch.ts"
import { VerifiedPhones } from "../otp/verified.ts"
import { Email } from "../outbox/email.ts"
import { Coupons } from "../pricing/coupons.ts"
import { RateLimits } from "../rate-limit/service.ts"
import { Points } from "../rewards/points.ts"
import { ServerSettings } from "../settings.ts"
import { CrashPoints } from "../test-control/crash-points.ts"
import { CartPricing } from "./cart-pricing.ts"
import { confirmationEmail } from "./confirmation-email.ts"
import { confirmedBookingView, paymentStatusView } from "./confirmation-view.ts"
import { newPaymentServiceId } from "./order-ids.ts"
import { refusalError, settleAttempt, verifyReportedPayment } from "./order-payments.ts"
import { prepareOrder } from "./order-placing.ts"
import { findOrder, paymentsOfOrder } from "./order-repo.ts"
import { Orders } from "./order-service.ts"
import { payAtHotel, unverifiedBookingMade } from "./pay-at-hotel.ts"
import { PaymentWebhookRoute } from "./payment-webhook.ts"
import { ReconcilerLive } from "./reconciler.ts"

/** The name the gateway's popup shows for the merchant. */
export const MERCHANT = "Stayfinder"

const badRequest = (code: string, message: string, field?: string) =>
  new BadRequest(entry(code, message, field))
const conflict = (code: string, message: string, field?: string) => new Conflict(entry(code, message, field))

const orderRefusal = refusalError({
  badSignature: orderMessages.badSignature,
  checkLater: orderMessages.paymentCheckLater,
  notTaken: orderMessages.paymentNotTaken,
  amountDiffers: orderMessages.amountDiffers,
  unknownPayment: { code: "not_this_order", message: orderMessages.notThisOrder },
})

/** spec-checkout §7 'Checkout' from the order to the confirmed booking (ADR 078). */
const OrdersGroup = HttpApiBuilder.group(
  Api,
  "orders",
  Effect.fn(function* (handlers) {
    const services = yield* Effect.context<
      | Orders
      | PaymentGateway
      | Sessions
      | CartPricing
      | VerifiedPhones
      | Captcha
      | SqlClient.SqlClient
      | AppClock
    >()
    const orders = yield* Orders
    const gateway = yield* PaymentGateway
    const catalogue = yield* HotelCatalogue
    const rateLimits = yield* RateLimits
    const email = yield* Email
    const settings = yield* ServerSettings
    const crash = yield* CrashPoints

    const orderOf = (orderId: string) =>
      Effect.flatMap(findOrder(orderId).pipe(Effect.orDie), (order) =>
        order === undefined
          ? Effect.fail(new NotFound(entry("order_not_found", orderMessages.notFound(orderId), "order_id")))
          : Effect.succeed(order),
      )

    return handlers
      .handle("payNow", ({ payload, request }) =>
        Effect.gen(function* () {
          const prepared = yield* prepareOrder(payload, request.headers.authorization)
          if (!prepared.priced.itinerary.pay_now_enabled) {
            return yield* badRequest("pay_now_unavailable", orderMessages.payNowOff)
          }
          const order = yield* orders.place({ mode: "pay_now", status: "initiated", ...prepared })
          const psOrderId = newPaymentServiceId()
          const gatewayOrder = yield* gateway
            .createOrder({
              amountPaise: order.amounts.payNowPaise,
              receipt: order.orderId,
              notes: { order_id: order.orderId, ps_order_id: psOrderId },
            })
            .pipe(
              // Nothing can be paid without a gateway order: the rooms and points go back now.
              Effect.tapError(() => orders.abandon(order.orderId)),
              Effect.mapError(() => conflict("gateway_unavailable", orderMessages.gatewayDown)),
            )
          yield* crash.reach("order.gateway-order-made")
          yield* orders.attachPayment(order.orderId, psOrderId, gatewayOrder.id, gatewayOrder.amountPaise)
          return {
            order_id: order.orderId,
            ps_order_id: psOrderId,
            pg_order_id: gatewayOrder.id,
            gateway: "razorpay" as const,
            order_event_args: {
              key: gateway.checkout.keyId,
              amount: gatewayOrder.amountPaise,
              currency: "INR" as const,
              name: MERCHANT,
              description: `${order.plan.hotel.name}, ${order.checkin} to ${order.checkout}`,
              order_id: gatewayOrder.id,
              script_url: gateway.checkout.scriptUrl,
              prefill: {
                name: order.guestName,
                email: order.emailGiven ? order.email : "",
                contact: `${order.countryCode}${order.mobile}`,
              },
            },
          }
        }).pipe(Effect.provide(services)),
      )
      .handle("payAtHotel", ({ payload, request }) =>
        payAtHotel(payload, request.headers.authorization).pipe(Effect.provide(services)),
      )
      .handle("confirmBooking", ({ payload }) =>
        Effect.gen(function* () {
          const order = yield* orderOf(payload.order_id)
          const { pg_payment_id: paymentId, pg_signature: signature } = payload.pg_meta
          const attempt = (yield* paymentsOfOrder(order.orderId).pipe(Effect.orDie)).find(
            (p) => p.psOrderId === payload.ps_order_id,
          )
          if (attempt === undefined) {
            return yield* badRequest("not_this_order", orderMessages.notThisOrder, "ps_order_id")
          }
          if (attempt.gatewayOrderId !== payload.pg_order_id) {
            return yield* badRequest("not_this_order", orderMessages.notThisOrder, "pg_order_id")
          }
          const payment = yield* verifyReportedPayment(
            attempt.gatewayOrderId,
            order.amounts.payNowPaise,
            paymentId,
            signature,
          ).pipe(Effect.mapError(orderRefusal))
          yield* crash.reach("payment.verified")
          const settled = yield* settleAttempt(attempt, order, payment)
          yield* crash.reach("booking.after-commit")
          if (settled._tag === "Settled" && settled.outcome !== "failed") {
            return { order_id: order.orderId, status: settled.outcome }
          }
          return yield* conflict("late_payment", orderMessages.lateNoRooms)
        }).pipe(Effect.provide(services)),
      )
      .handle("isUnverifiedBookingMade", ({ query }) =>
        unverifiedBookingMade(query.phone_number).pipe(
          Effect.map((made) => ({ unverified_booking_made: made })),
          Effect.provide(services),
        ),
      )
      .handle("paymentStatus", ({ params }) =>
        Effect.map(orderOf(params.orderId), paymentStatusView).pipe(Effect.provide(services)),
      )
      .handle("confirmedBooking", ({ params }) =>
        Effect.gen(function* () {
          const order = yield* orderOf(params.orderId)
          const hotel = catalogue.hotel(order.hotelId)
          if (hotel === undefined)
            return yield* Effect.die(new Error(`hotel ${order.hotelId} of ${order.orderId} is gone`))
          return confirmedBookingView(order, hotel, catalogue.view.policies)
        }).pipe(Effect.provide(services)),
      )
      .handle("resendEmail", ({ payload }) =>
        Effect.gen(function* () {
          const order = yield* orderOf(payload.order_id)
          if (order.status !== "confirmed" && order.status !== "reserved") {
            return yield* badRequest("not_confirmed", orderMessages.notConfirmed, "order_id")
          }
          // Only to the booking's own address: the order id opens the booking, not a mail relay.
          if (!order.emailGiven || !sameAddress(payload.email, order.email)) {
            return yield* badRequest("other_address", orderMessages.resendOtherAddress, "email")
          }
          const tally = yield* rateLimits.hit(`resend-confirmation:${order.orderId}`, RESEND_WINDOW_SECONDS)
          if (tally.count > RESEND_LIMIT) {
            return yield* new TooManyRequests({
              ...entry("resend_limit", orderMessages.resendTooOften),
              retry_after: tally.retryAfterSeconds,
            })
          }
          yield* email.send(confirmationEmail(order, settings.publicOrigin.website))
          return { sent: true }
        }).pipe(Effect.provide(services)),
      )
  }),
)

/** Orders and what they use; layers are memoised by reference, so shared ones are the server's instances. */
export const OrdersServices = Orders.layerNoDeps.pipe(
  Layer.provideMerge(
    Layer.mergeAll(
      Points.layer,
      Coupons.layer,
      AvailabilityWatch.layer,
      PaymentGatewayLive,
      VerifiedPhones.layer,
      CartPricing.layer,
    ),
  ),
)

/** The orders API and the reconciler that runs beside it, for the API router. */
export const OrdersHandlers = Layer.mergeAll(OrdersGroup, ReconcilerLive).pipe(Layer.provide(OrdersServices))

/** The gateway's webhook route, for the app's router. */
export const PaymentWebhook = PaymentWebhookRoute.pipe(Layer.provide(OrdersServices))

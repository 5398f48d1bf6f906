import { Effect, Layer } from "effect"
import { HttpRouter, type HttpServerRequest, HttpServerResponse } from "effect/http"
import { SqlClient } from "effect/sql"
import { AppClock } from "#core/services/clock.ts"
import { type GatewayWebhookEvent, PaymentGateway } from "../gateway/service.ts"
import { WEBHOOK_PATH } from "../gateway/webhook-delivery.ts"
import { apiErrorAnswer } from "../http/error-answers.ts"
import { CrashPoints } from "../test-control/crash-points.ts"
import { settlePayment } from "./order-payments.ts"
import { Orders } from "./order-service.ts"

const received = (duplicate: boolean) =>
  HttpServerResponse.jsonUnsafe({ data: { received: true, duplicate } })

/**
 * The gateway's webhooks (DESIGN.md 'Payments'): a plain route, not part of the contract, because
 * the signature covers the raw body byte for byte. A valid signed event always gets a 2xx, even
 * for an order that is not ours, so the gateway stops resending it; a bad signature gets a 400.
 * Events are de-duplicated by event id; every effect of one is idempotent, so an event seen twice
 * by two processes at once still changes an order once.
 */
export const PaymentWebhookRoute = Layer.effectDiscard(
  Effect.gen(function* () {
    const router = yield* HttpRouter.HttpRouter
    const gateway = yield* PaymentGateway
    const orders = yield* Orders
    const sql = yield* SqlClient.SqlClient
    const clock = yield* AppClock
    const crash = yield* CrashPoints
    const services = yield* Effect.context<Orders | PaymentGateway | SqlClient.SqlClient | AppClock>()

    const act = (event: GatewayWebhookEvent) => {
      switch (event.event) {
        case "payment.captured":
        case "order.paid":
          return Effect.asVoid(
            settlePayment(event.gatewayOrderId, {
              id: event.paymentId,
              status: event.status,
              amountPaise: event.amountPaise,
            }).pipe(
              // Lost every retry to concurrent writers: the reconciler confirms it on its next pass.
              Effect.catchTag("Conflict", () => Effect.void),
            ),
          )
        case "payment.failed":
          return orders.paymentFailed(event.gatewayOrderId, event.paymentId)
      }
    }

    const answer = (request: HttpServerRequest.HttpServerRequest) =>
      Effect.gen(function* () {
        const body = yield* request.text
        const header = (name: string) => {
          const value = request.headers[name]
          return Array.isArray(value) ? value[0] : value
        }
        const event = yield* gateway.verifyWebhook(
          body,
          header("x-razorpay-signature"),
          header("x-razorpay-event-id"),
        )
        const seen = yield* sql`SELECT 1 FROM gateway_events WHERE event_id = ${event.eventId}`
        if (seen.length > 0) return received(true)
        yield* act(event)
        yield* crash.reach("webhook.before-recorded")
        yield* sql`INSERT INTO gateway_events (event_id, event, gateway_order_id, received_at)
          VALUES (${event.eventId}, ${event.event}, ${event.gatewayOrderId}, ${new Date(yield* clock.now)})
          ON CONFLICT (event_id) DO NOTHING`
        return received(false)
      }).pipe(
        Effect.catchTag("WebhookRejected", (error) =>
          Effect.succeed(apiErrorAnswer("BadRequest", `webhook_${error.reason}`, error.message)),
        ),
        Effect.catchTag("HttpServerError", () =>
          Effect.succeed(apiErrorAnswer("BadRequest", "webhook_body", "The webhook body could not be read")),
        ),
        Effect.catchTag("SqlError", Effect.die),
        Effect.provide(services),
      )

    yield* router.add("POST", WEBHOOK_PATH, answer)
  }),
)

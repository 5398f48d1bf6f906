import { Effect, Layer } from "effect"
import { holdLapsed, LATE_PAYMENT_WINDOW_MS, RECONCILE_EVERY_MS } from "#core/checkout/hold.ts"
import { AppClock } from "#core/services/clock.ts"
import { settleFromGateway } from "./order-payments.ts"
import { findOrder, paymentsOfOrder, waitingOrders } from "./order-repo.ts"
import { Orders } from "./order-service.ts"

/** Orders looked at per pass; more wait for the next one. */
const BATCH = 200

/**
 * One pass over the orders still waiting for their payment (DESIGN.md 'Payments'): a payment the
 * gateway took whose callback and webhook never came confirms the order; an order past its hold
 * with nothing paid expires and gives its rooms and points back. The gateway is asked before
 * expiring, so a payment made at the last second is not lost, and again for an hour after
 * (LATE_PAYMENT_WINDOW_MS), so a late payment ends as a booking or a refund due. Answers how many
 * orders it confirmed and expired.
 */
export const reconcileOnce = Effect.gen(function* () {
  const orders = yield* Orders
  const clock = yield* AppClock
  let confirmed = 0
  let expired = 0
  const now = yield* clock.now
  for (const orderId of yield* waitingOrders(BATCH, now - LATE_PAYMENT_WINDOW_MS).pipe(Effect.orDie)) {
    const order = yield* findOrder(orderId).pipe(Effect.orDie)
    if (order === undefined) continue
    let paid = false
    for (const attempt of yield* paymentsOfOrder(orderId).pipe(Effect.orDie)) {
      // An unreachable gateway is asked again on the next pass.
      const settled = yield* settleFromGateway(attempt.gatewayOrderId, order.amounts.payNowPaise).pipe(
        Effect.catchTag(["GatewayRefused", "GatewayUnavailable"], () => Effect.void),
      )
      if (settled?._tag === "Settled" && settled.outcome === "confirmed") paid = true
    }
    if (paid) confirmed++
    else if (
      order.status === "initiated" &&
      order.holdExpiresAt !== null &&
      holdLapsed(order.holdExpiresAt, now)
    ) {
      if (yield* orders.expire(orderId)) expired++
    }
  }
  return { confirmed, expired }
}).pipe(
  // A pass that lost every retry to concurrent writers is simply the next pass's work.
  Effect.catchTag("Conflict", () => Effect.succeed({ confirmed: 0, expired: 0 })),
  Effect.withSpan("reconcileOnce"),
)

/** Runs `reconcileOnce` every RECONCILE_EVERY_MS for the life of the server. */
export const ReconcilerLive = Layer.effectDiscard(
  Effect.forkScoped(
    reconcileOnce.pipe(
      Effect.catchDefect((defect) => Effect.logError("Reconciling orders failed", defect)),
      Effect.andThen(Effect.sleep(RECONCILE_EVERY_MS)),
      Effect.forever,
    ),
  ),
)

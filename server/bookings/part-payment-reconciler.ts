import { Effect, Layer } from "effect"
import { SqlClient } from "effect/sql"
import { RECONCILE_EVERY_MS } from "#core/checkout/hold.ts"
import { AppClock } from "#core/services/clock.ts"
import { settleFromGateway } from "../checkout/order-payments.ts"

/** Part-prepayment attempts looked at per pass; more wait for the next one. */
const BATCH = 200

/**
 * How long an unpaid part-prepayment attempt is still asked about. The traveller can start a new
 * one at any time, so an attempt a day old that was never paid is simply abandoned.
 */
export const PART_PAYMENT_WINDOW_MS = 24 * 60 * 60_000

/**
 * One pass over part-prepayment attempts not yet settled (ADR 095): a payment the gateway took
 * whose callback and webhook never came is settled exactly as the browser's confirm would settle
 * it. Answers how many it settled.
 */
export const reconcilePartPayments = Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  const clock = yield* AppClock
  const since = new Date((yield* clock.now) - PART_PAYMENT_WINDOW_MS)
  const attempts = yield* sql<{ gateway_order_id: string; amount_paise: number }>`
    SELECT p.gateway_order_id, p.amount_paise FROM payments p JOIN orders o ON o.order_id = p.order_id
    WHERE o.mode = 'pay_at_hotel' AND p.status = 'created' AND p.created_at > ${since}
    ORDER BY p.created_at LIMIT ${BATCH}`.pipe(Effect.orDie)
  let settled = 0
  for (const attempt of attempts) {
    // An unreachable gateway is asked again on the next pass.
    const outcome = yield* settleFromGateway(attempt.gateway_order_id, Number(attempt.amount_paise)).pipe(
      Effect.catchTag(["GatewayRefused", "GatewayUnavailable"], () => Effect.void),
    )
    if (outcome?._tag === "Settled") settled++
  }
  return settled
}).pipe(
  // A pass that lost every retry to concurrent writers is simply the next pass's work.
  Effect.catchTag("Conflict", () => Effect.succeed(0)),
  Effect.withSpan("reconcilePartPayments"),
)

/** Runs `reconcilePartPayments` every RECONCILE_EVERY_MS for the life of the server. */
export const PartPaymentReconcilerLive = Layer.effectDiscard(
  Effect.forkScoped(
    reconcilePartPayments.pipe(
      Effect.catchDefect((defect) => Effect.logError("Reconciling part-prepayments failed", defect)),
      Effect.andThen(Effect.sleep(RECONCILE_EVERY_MS)),
      Effect.forever,
    ),
  ),
)

import { Effect, Layer, Redacted } from "effect"
import { SqlClient } from "effect/sql"
import { AppClock } from "#core/services/clock.ts"
import { ServerSettings } from "../settings.ts"
import { SANDBOX_CREDENTIALS } from "./sandbox-keys.ts"
import { webhookSignature } from "./signatures.ts"
import { nextWebhookAttemptAt } from "./webhook-retry.ts"

/** Our checkout's webhook, where Razorpay's dashboard would point (spec-checkout §7). */
export const WEBHOOK_PATH = "/api/v5/checkout/payment/webhook/"

/** A receiver that has not answered by then has failed this attempt. */
const DELIVERY_TIMEOUT_MS = 10_000
/** A claimed event is not claimed again for this long, so a process that died mid-delivery is retried. */
const CLAIM_LEASE_MS = 2 * 60_000
/** Events one pass delivers at most; the next pass takes the rest. */
const BATCH = 20
/** How often each server process looks for due events. */
const POLL_INTERVAL = "1 second"

interface ClaimedEvent {
  readonly seq: number | string
  readonly event_id: string
  readonly body: string
  readonly attempts: number
  readonly created_at: Date | string
}

/** HTTP status of the receiver's answer, or why there was none. */
const post = (url: string, event: ClaimedEvent) =>
  Effect.tryPromise({
    try: async (signal) => {
      const answer = await fetch(url, {
        method: "POST",
        headers: {
          "content-type": "application/json",
          "x-razorpay-signature": webhookSignature(
            event.body,
            Redacted.value(SANDBOX_CREDENTIALS.webhookSecret),
          ),
          "x-razorpay-event-id": event.event_id,
        },
        body: event.body,
        signal: AbortSignal.any([signal, AbortSignal.timeout(DELIVERY_TIMEOUT_MS)]),
        redirect: "manual",
      })
      await answer.body?.cancel()
      return answer.status
    },
    catch: (cause) => (cause instanceof Error ? cause.message : String(cause)),
  }).pipe(
    Effect.match({
      onSuccess: (status) => ({ delivered: status >= 200 && status < 300, outcome: `HTTP ${status}` }),
      onFailure: (reason) => ({ delivered: false, outcome: reason.slice(0, 200) }),
    }),
  )

/**
 * Delivers the sandbox's due webhook events to our checkout webhook, signed as Razorpay signs them
 * (ADR 077). Each event is claimed first (SKIP LOCKED), so several server processes never send
 * one event twice at once; a failed delivery, a 404 included, is tried again later with backoff.
 */
export const deliverPendingWebhooks = Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  const now = yield* (yield* AppClock).now
  const url = new URL(WEBHOOK_PATH, (yield* ServerSettings).publicOrigin.website).href
  const claimed = yield* sql<ClaimedEvent>`UPDATE gateway_sandbox_webhooks
    SET attempts = attempts + 1, next_attempt_at = ${new Date(now + CLAIM_LEASE_MS)}
    WHERE seq IN (SELECT seq FROM gateway_sandbox_webhooks WHERE next_attempt_at <= ${new Date(now)}
      ORDER BY seq LIMIT ${BATCH} FOR UPDATE SKIP LOCKED)
    RETURNING seq, event_id, body, attempts, created_at`
  let delivered = 0
  for (const event of [...claimed].sort((a, b) => Number(a.seq) - Number(b.seq))) {
    const result = yield* post(url, event)
    if (result.delivered) delivered++
    const next = result.delivered
      ? undefined
      : nextWebhookAttemptAt(new Date(event.created_at).getTime(), now, event.attempts)
    yield* sql`UPDATE gateway_sandbox_webhooks SET last_status = ${result.outcome},
      delivered_at = ${result.delivered ? new Date(now) : null},
      next_attempt_at = ${next === undefined ? null : new Date(next)}
      WHERE seq = ${event.seq}`
  }
  return { delivered, failed: claimed.length - delivered }
}).pipe(Effect.orDie, Effect.withSpan("GatewaySandbox.deliverPendingWebhooks"))

/** Keeps delivering for as long as the server runs; only the sandbox raises events. */
export const WebhookDeliveryLive = Layer.effectDiscard(
  Effect.gen(function* () {
    const settings = yield* ServerSettings
    if (settings.paymentGateway !== undefined) return
    yield* deliverPendingWebhooks.pipe(
      Effect.catchCause((cause) => Effect.logWarning("webhook delivery pass failed", cause)),
      Effect.andThen(Effect.sleep(POLL_INTERVAL)),
      Effect.forever,
      Effect.forkScoped,
    )
  }),
)

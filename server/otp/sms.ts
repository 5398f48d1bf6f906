import { Context, Effect, Layer, Redacted, Schema } from "effect"
import { SqlClient } from "effect/sql"
import { AppClock } from "#core/services/clock.ts"
import type { SmsTransportConfig } from "../config.ts"
import { Outbox } from "../outbox/repo.ts"
import { ServerSettings } from "../settings.ts"

/** The provider did not take the message; it stays in the outbox undelivered. */
export class SmsFailed extends Schema.TaggedError<SmsFailed>()("SmsFailed", { reason: Schema.String }) {
  override get message() {
    return `The SMS could not be sent: ${this.reason}`
  }
}

/** A provider that has not answered by then is taken as failed. */
const PROVIDER_TIMEOUT_MS = 10_000

/**
 * Text messages to phones. Every message is written to the outbox first, with or without a real
 * provider, so journeys and support can read what was sent; a provider marks it delivered.
 * `to` is the full international number, e.g. +919876543210.
 */
export class Sms extends Context.Service<
  Sms,
  { readonly send: (to: string, body: string) => Effect.Effect<void, SmsFailed> }
>()("booking/server/otp/Sms") {
  /** Messages stay in the outbox: development, tests and journeys. */
  static readonly layerOutbox = Layer.effect(
    Sms,
    Effect.gen(function* () {
      const outbox = yield* Outbox
      return Sms.of({
        send: (to, body) =>
          outbox.send({ kind: "sms", recipient: to, subject: "", body }).pipe(Effect.asVoid),
      })
    }),
  )

  /**
   * A real provider behind a small contract: `POST url` with `Authorization: Bearer <key>` and the
   * JSON body `{"to": "+91…", "body": "…"}`; any 2xx answer means accepted, anything else or no
   * answer within 10 s means not sent. The answer's body is not read.
   */
  static readonly layerHttp = (config: SmsTransportConfig) =>
    Layer.effect(
      Sms,
      Effect.gen(function* () {
        const outbox = yield* Outbox
        const sql = yield* SqlClient.SqlClient
        const clock = yield* AppClock
        const post = (to: string, body: string) =>
          Effect.tryPromise({
            try: async (signal) => {
              const answer = await fetch(config.url, {
                method: "POST",
                headers: {
                  "content-type": "application/json",
                  authorization: `Bearer ${Redacted.value(config.apiKey)}`,
                },
                body: JSON.stringify({ to, body }),
                signal: AbortSignal.any([signal, AbortSignal.timeout(PROVIDER_TIMEOUT_MS)]),
              })
              await answer.body?.cancel()
              return answer.status
            },
            catch: (cause) =>
              new SmsFailed({ reason: cause instanceof Error ? cause.message : String(cause) }),
          }).pipe(
            Effect.filterOrFail(
              (status) => status >= 200 && status < 300,
              (status) => new SmsFailed({ reason: `the SMS provider answered HTTP ${status}` }),
            ),
          )
        return Sms.of({
          send: Effect.fn("Sms.send")(function* (to: string, body: string) {
            const message = yield* outbox.send({ kind: "sms", recipient: to, subject: "", body })
            yield* post(to, body)
            const now = new Date(yield* clock.now)
            yield* sql`UPDATE outbox SET delivered_at = ${now} WHERE id = ${message.id}`.pipe(Effect.orDie)
          }),
        })
      }),
    )

  /** The provider when SMS_URL is configured, the outbox alone otherwise. */
  static readonly layer = Layer.unwrap(
    Effect.map(Effect.service(ServerSettings), (settings) =>
      settings.sms === undefined ? Sms.layerOutbox : Sms.layerHttp(settings.sms),
    ),
  )
}

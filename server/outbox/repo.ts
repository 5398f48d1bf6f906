import { Context, Effect, Layer } from "effect"
import { SqlClient } from "effect/sql"
import type { OutboxMessage } from "#core/api/test-control.ts"
import { AppClock } from "#core/services/clock.ts"

export interface NewMessage {
  readonly kind: "sms" | "email"
  readonly recipient: string
  readonly subject: string
  readonly body: string
}

interface Row {
  readonly id: number
  readonly kind: "sms" | "email"
  readonly recipient: string
  readonly subject: string
  readonly body: string
  readonly created_at: Date | string
}

const toMessage = (row: Row): OutboxMessage => ({
  ...row,
  created_at: new Date(row.created_at).toISOString(),
})

/**
 * SMS and e-mail leave through this table (DESIGN.md 'Test control and the outbox'): a transport
 * delivers from it when one is configured, and journeys read codes and links from it.
 */
export class Outbox extends Context.Service<
  Outbox,
  {
    readonly send: (message: NewMessage) => Effect.Effect<OutboxMessage>
    readonly list: (recipient?: string) => Effect.Effect<ReadonlyArray<OutboxMessage>>
    /** A transport took the message: stamps `delivered_at` with the app clock. */
    readonly markDelivered: (id: number) => Effect.Effect<void>
  }
>()("booking/server/outbox/Outbox") {
  static readonly layer = Layer.effect(
    Outbox,
    Effect.gen(function* () {
      const sql = yield* SqlClient.SqlClient
      const clock = yield* AppClock
      return {
        send: Effect.fn("Outbox.send")(function* (message: NewMessage) {
          const now = new Date(yield* clock.now)
          const rows = yield* sql<Row>`
            INSERT INTO outbox (kind, recipient, subject, body, created_at)
            VALUES (${message.kind}, ${message.recipient}, ${message.subject}, ${message.body}, ${now})
            RETURNING id, kind, recipient, subject, body, created_at`.pipe(Effect.orDie)
          return toMessage(rows[0]!)
        }),
        list: Effect.fn("Outbox.list")(function* (recipient?: string) {
          const rows = yield* (
            recipient === undefined
              ? sql<Row>`SELECT id, kind, recipient, subject, body, created_at FROM outbox ORDER BY id`
              : sql<Row>`SELECT id, kind, recipient, subject, body, created_at FROM outbox
                       WHERE recipient = ${recipient} ORDER BY id`
          ).pipe(Effect.orDie)
          return rows.map(toMessage)
        }),
        markDelivered: Effect.fn("Outbox.markDelivered")(function* (id: number) {
          const now = new Date(yield* clock.now)
          yield* sql`UPDATE outbox SET delivered_at = ${now} WHERE id = ${id}`.pipe(Effect.orDie)
        }),
      }
    }),
  )
}

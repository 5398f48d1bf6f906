import { Context, Effect, Layer } from "effect"
import { SqlClient } from "effect/sql"
import { AppClock } from "#core/services/clock.ts"

/** The one channel checkout asks about (spec-checkout §7: type whatsapp, channel direct). */
export type OptinChannel = "direct"

/**
 * Travellers' WhatsApp opt-ins, by country code and mobile (ADR 079). A number never asked about
 * has no row: its status is unknown (null), which checkout shows differently from 'no'.
 */
export class WhatsappOptins extends Context.Service<
  WhatsappOptins,
  {
    /** True or false as last set; null when never asked. `id` is checked by checkWhatsappId. */
    readonly status: (id: string, channel: OptinChannel) => Effect.Effect<boolean | null>
    readonly set: (id: string, channel: OptinChannel, optedIn: boolean) => Effect.Effect<void>
  }
>()("booking/server/whatsapp/WhatsappOptins") {
  static readonly layer = Layer.effect(
    WhatsappOptins,
    Effect.gen(function* () {
      const sql = yield* SqlClient.SqlClient
      const clock = yield* AppClock

      const status = Effect.fn("WhatsappOptins.status")(function* (id: string, channel: OptinChannel) {
        const [row] = yield* sql<{ readonly opted_in: boolean }>`
          SELECT opted_in FROM whatsapp_optins WHERE id = ${id} AND channel = ${channel}`.pipe(Effect.orDie)
        return row === undefined ? null : row.opted_in
      })

      const set = Effect.fn("WhatsappOptins.set")(function* (
        id: string,
        channel: OptinChannel,
        optedIn: boolean,
      ) {
        const at = new Date(yield* clock.now)
        yield* sql`INSERT INTO whatsapp_optins (id, opted_in, channel, updated_at)
          VALUES (${id}, ${optedIn}, ${channel}, ${at})
          ON CONFLICT (id) DO UPDATE SET opted_in = EXCLUDED.opted_in, channel = EXCLUDED.channel,
            updated_at = EXCLUDED.updated_at`.pipe(Effect.orDie)
      })

      return WhatsappOptins.of({ status, set })
    }),
  )
}

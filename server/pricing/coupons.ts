import { Context, Effect, Layer } from "effect"
import { SqlClient } from "effect/sql"
import type { CouponRule } from "#core/pricing/coupons.ts"
import { normaliseCouponCode } from "#core/pricing/coupons.ts"
import type { Channel } from "#core/pricing/types.ts"

interface CouponRow {
  readonly code: string
  readonly percent: number
  readonly valid_from: string
  readonly valid_until: string
  readonly min_nights: number
  readonly channel: Channel | null
  readonly members_only: boolean
  readonly description: string
}

/**
 * The coupon catalogue (migration 8_coupons). Read on every use, not cached: a coupon withdrawn on
 * one server process must stop applying on every other at once.
 */
export class Coupons extends Context.Service<
  Coupons,
  {
    /** The stored coupon of a code typed in any case, or undefined. */
    readonly find: (code: string) => Effect.Effect<CouponRule | undefined>
  }
>()("booking/server/pricing/Coupons") {
  static readonly layer = Layer.effect(
    Coupons,
    Effect.gen(function* () {
      const sql = yield* SqlClient.SqlClient
      return {
        find: Effect.fn("Coupons.find")(function* (code: string) {
          const rows = yield* sql<CouponRow>`
            SELECT code, percent, to_char(valid_from, 'YYYY-MM-DD') AS valid_from,
                   to_char(valid_until, 'YYYY-MM-DD') AS valid_until, min_nights, channel,
                   members_only, description
            FROM coupons WHERE code = ${normaliseCouponCode(code)}`.pipe(Effect.orDie)
          const row = rows[0]
          if (row === undefined) return undefined
          return {
            code: row.code,
            percent: row.percent,
            validFrom: row.valid_from,
            validUntil: row.valid_until,
            minNights: row.min_nights,
            channel: row.channel,
            membersOnly: row.members_only,
            description: row.description,
          } satisfies CouponRule
        }),
      }
    }),
  )
}

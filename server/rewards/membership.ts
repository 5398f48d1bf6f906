import { Effect } from "effect"
import { SqlClient } from "effect/sql"
import type { RewardMembership } from "#core/api/rewards.ts"
import { staysToNextTier, TIER_WINDOW_MS, tierFor } from "#core/rewards/tiers.ts"
import { AppClock } from "#core/services/clock.ts"

/**
 * The member's tier from the stays checked out in the last 12 months (docs/rewards.md 'Tiers').
 * gdc bookings earn nothing, so they do not count towards a tier either.
 */
export const membershipOf = Effect.fn("Rewards.membershipOf")(function* (userId: string) {
  const sql = yield* SqlClient.SqlClient
  const now = yield* (yield* AppClock).now
  const [row] = yield* sql<{ stays: number }>`
    SELECT count(*)::int AS stays FROM orders
    WHERE user_id = ${userId} AND status = 'checked_out' AND channel <> 'gdc'
      AND checked_out_at > ${new Date(now - TIER_WINDOW_MS)}`.pipe(Effect.orDie)
  const stays = row?.stays ?? 0
  const next = staysToNextTier(stays)
  return {
    tier: tierFor(stays),
    completed_stays: stays,
    next_tier: next?.tier ?? null,
    stays_to_next_tier: next?.stays ?? null,
  } satisfies RewardMembership
})

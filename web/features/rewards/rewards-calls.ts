import { Effect } from "effect"
import type { RewardBalance, RewardStatements } from "#core/api/rewards.ts"
import { callApi } from "#core/services/api-client.ts"
import { Tracking } from "#core/services/tracking.ts"
import { browserRuntime } from "../../lib/effect-runtime.ts"

/**
 * The rewards calls on the browser's runtime, imported on first use so the header does not carry
 * Effect (docs/decisions/070-javascript-budget.md). A 401 has already ended the session.
 */

export const fetchBalance = (): Promise<RewardBalance> =>
  browserRuntime().runPromise(callApi((api) => api.rewards.balance()))

export const fetchStatement = (signal: AbortSignal): Promise<RewardStatements> =>
  browserRuntime().runPromise(
    callApi((api) => api.rewards.statement()),
    { signal },
  )

/** Adds the wallet's points to the member's analytics profile (spec-checkout §4 'Rewards'). */
export const identifyWithPoints = (userId: string, traits: { readonly reward_points: number }): void => {
  browserRuntime().runFork(Effect.flatMap(Tracking, (tracking) => tracking.identify(userId, traits)))
}

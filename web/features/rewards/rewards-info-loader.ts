import type { LoyaltyPageInfo } from "#core/content/loyalty-page.ts"
import { loaderCall, loaderEnv } from "../../lib/loader-env.ts"

export interface RewardsInfoData {
  readonly info: LoyaltyPageInfo
}

/**
 * The loyalty page renders nothing until its content is loaded (spec-checkout §2), so the loader
 * waits for it, and a failure goes to the route's error boundary (500, not cached for an hour).
 */
export const rewardsInfoLoader = async ({
  context,
}: {
  readonly context?: unknown
}): Promise<RewardsInfoData> => ({
  info: await loaderCall(loaderEnv(context), (api) => api.rewardsInfo.loyaltyPage()),
})

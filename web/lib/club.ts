import type { Channel } from "./app-config.tsx"

/**
 * Whether the club rewards programme is on. The member's flag (treebo_rewards_enabled, GET
 * /api/v1/reward/balance/) arrives with the rewards pages; until then the website treats it as on
 * (docs/decisions/054-sign-in-pages.md).
 */
export const REWARDS_ENABLED = true

/** spec-checkout §2 'Navigation bar', §6: the club shows only with rewards on, never on gdc. */
export const clubShown = (channel: Channel, rewardsEnabled: boolean): boolean =>
  rewardsEnabled && channel !== "gdc"

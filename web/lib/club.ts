import type { RewardBalance } from "#core/api/rewards.ts"
import type { PlainMessageKey } from "#core/i18n/translate.ts"
import { href } from "#core/routes/href.ts"
import type { Channel } from "./app-config.tsx"

/** spec-checkout §2 'Navigation bar', §6: the club shows only with rewards on, never on gdc. */
export const clubShown = (channel: Channel, rewardsEnabled: boolean): boolean =>
  rewardsEnabled && channel !== "gdc"

/**
 * Whether a visitor is offered the club: the flag is a member's (GET /api/v1/reward/balance/), so
 * before signing in only the channel decides.
 */
export const clubOffered = (channel: Channel): boolean => channel !== "gdc"

export type SessionStatus = "unknown" | "signedOut" | "signedIn"

export interface ClubLink {
  readonly label: PlainMessageKey
  readonly to: string
}

/**
 * The navigation bar's club link (spec-checkout §2): 'About Treebo Club' to the loyalty page for a
 * visitor, 'My Treebo Club' to the rewards landing for a member whose flag
 * (treebo_rewards_enabled, from GET /api/v1/reward/balance/) is on; nothing on gdc, nor for a
 * member until the flag is known, so it never shows and then vanishes.
 */
export const clubLink = (
  channel: Channel,
  status: SessionStatus,
  memberRewardsEnabled: boolean | null,
): ClubLink | null => {
  if (!clubOffered(channel)) return null
  if (status !== "signedIn") return { label: "header.club.about", to: href("rewardsInfo") }
  if (memberRewardsEnabled !== true) return null
  return { label: "header.club.mine", to: href("rewards") }
}

/**
 * What analytics learns of the wallet (spec-checkout §4 'Rewards'): the member's points, whole
 * rupees as analytics reads them, only for a signed-in member with rewards enabled.
 */
export const rewardPointsTraits = (
  status: SessionStatus,
  balance: RewardBalance,
): { readonly reward_points: number } | null => {
  const wallet = balance.wallets[0]
  if (status !== "signedIn" || !balance.treebo_rewards_enabled || wallet === undefined) return null
  return { reward_points: wallet.total_balance / 100 }
}

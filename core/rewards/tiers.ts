/**
 * Club tiers (docs/rewards.md 'Tiers', ADR 092): a member's tier follows the stays completed in the
 * last 12 months, so it rises with travel and falls back when the member stops staying.
 */

export const TIERS = ["silver", "gold", "platinum"] as const
export type Tier = (typeof TIERS)[number]

/** Completed stays in the window from which a tier is reached. */
export const TIER_RULES: Readonly<Record<Tier, { readonly minStays: number }>> = {
  silver: { minStays: 0 },
  gold: { minStays: 5 },
  platinum: { minStays: 15 },
}

/** The window stays are counted over: the last 365 days (India keeps no daylight saving). */
export const TIER_WINDOW_MS = 365 * 86_400_000

/** The tier for a number of stays completed in the window. */
export const tierFor = (completedStays: number): Tier => {
  if (completedStays >= TIER_RULES.platinum.minStays) return "platinum"
  if (completedStays >= TIER_RULES.gold.minStays) return "gold"
  return "silver"
}

/** Stays still needed for the next tier; null at the top. */
export const staysToNextTier = (completedStays: number): { tier: Tier; stays: number } | null => {
  const next = TIERS[TIERS.indexOf(tierFor(completedStays)) + 1]
  if (next === undefined) return null
  return { tier: next, stays: TIER_RULES[next].minStays - Math.max(0, completedStays) }
}

/**
 * What each tier gets, as the membership cards show it. Points (instant and stay rewards) and free
 * cancellation on refundable rates are what checkout and the ledger do for every member; the
 * starred perks are granted by the hotel at check-in, subject to availability. The product grants
 * no welcome bonus or free night yet, so no tier claims them (ADR 092).
 */
export interface TierBenefits {
  readonly welcomeRewards: boolean
  readonly instantRewards: boolean
  readonly tierRewards: boolean
  readonly freeNights: boolean
  readonly freeCancellation: boolean
  readonly freeEarlyCheckin: boolean
  readonly freeLateCheckout: boolean
  readonly freeRoomUpgrade: boolean
  readonly helpDesk: boolean
}

const rank = (tier: Tier): number => TIERS.indexOf(tier)

export const tierBenefits = (tier: Tier): TierBenefits => ({
  welcomeRewards: false,
  instantRewards: true,
  tierRewards: true,
  freeNights: false,
  freeCancellation: true,
  freeEarlyCheckin: rank(tier) >= rank("gold"),
  freeLateCheckout: rank(tier) >= rank("gold"),
  freeRoomUpgrade: rank(tier) >= rank("platinum"),
  helpDesk: rank(tier) >= rank("platinum"),
})

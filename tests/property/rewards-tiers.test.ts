import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { loyaltyPageInfo } from "#core/content/loyalty-page.ts"
import { staysToNextTier, TIER_RULES, TIERS, tierBenefits, tierFor } from "#core/rewards/tiers.ts"

const rank = (stays: number) => TIERS.indexOf(tierFor(stays))
const stays = fc.integer({ min: 0, max: 500 })

describe("club tiers (properties)", () => {
  it("never falls as completed stays grow", () => {
    fc.assert(fc.property(stays, stays, (a, b) => rank(Math.min(a, b)) <= rank(Math.max(a, b))))
  })

  it("reaches a tier exactly at its threshold", () => {
    fc.assert(
      fc.property(stays, (n) => {
        const tier = tierFor(n)
        expect(n).toBeGreaterThanOrEqual(TIER_RULES[tier].minStays)
        const next = staysToNextTier(n)
        if (next === null) return tier === "platinum"
        expect(next.stays).toBeGreaterThan(0)
        return tierFor(n + next.stays) === next.tier && tierFor(n + next.stays - 1) === tier
      }),
    )
  })

  it("keeps every benefit of a lower tier on a higher one", () => {
    fc.assert(
      fc.property(stays, stays, (a, b) => {
        const low = tierBenefits(tierFor(Math.min(a, b)))
        const high = tierBenefits(tierFor(Math.max(a, b)))
        return (Object.keys(low) as Array<keyof typeof low>).every((k) => !low[k] || high[k])
      }),
    )
  })

  it("shows on each membership card exactly the tier's benefits", () => {
    for (const tier of TIERS) {
      const card = loyaltyPageInfo.loyalty_ladder.memberships[tier]
      const b = tierBenefits(tier)
      expect({
        welcomeRewards: card.welcome_rewards.is_applicable,
        instantRewards: card.instant_rewards.is_applicable,
        tierRewards: card.tier_rewards.is_applicable,
        freeNights: card.free_nights.is_applicable,
        freeCancellation: card.free_cancellation.is_applicable,
        freeEarlyCheckin: card.free_early_checkin.is_applicable,
        freeLateCheckout: card.free_late_checkout.is_applicable,
        freeRoomUpgrade: card.free_room_upgrade.is_applicable,
        helpDesk: card.is_help_desk_applicable,
      }).toEqual(b)
    }
  })
})

import { describe, expect, it } from "vitest"
import type { RewardBalance } from "#core/api/rewards.ts"
import { clubLink, clubOffered, rewardPointsTraits } from "./club.ts"

const balance = (enabled: boolean, paise = 279_050): RewardBalance => ({
  wallets: enabled
    ? [
        {
          type: "TREEBO_POINTS",
          total_balance: paise,
          debit_percentage: 20,
          payout_percentage: 5,
          total_savings: 0,
          upcoming_expiry_date: null,
          upcoming_expiry_points: 0,
        },
      ]
    : [],
  treebo_rewards_enabled: enabled,
  membership: enabled
    ? { tier: "silver", completed_stays: 0, next_tier: "gold", stays_to_next_tier: 5 }
    : null,
})

describe("the club link (spec-checkout §2 'Navigation bar')", () => {
  it("offers 'About Treebo Club' to visitors and 'My Treebo Club' to members with rewards on", () => {
    expect(clubLink("website", "signedOut", null)).toEqual({
      label: "header.club.about",
      to: "/terms/rewards-info/",
    })
    expect(clubLink("website", "unknown", null)?.label).toBe("header.club.about")
    expect(clubLink("website", "signedIn", true)).toEqual({ label: "header.club.mine", to: "/rewards/" })
  })

  it("hides the club for a member with rewards off or not yet known, and always on gdc", () => {
    expect(clubLink("website", "signedIn", false)).toBeNull()
    expect(clubLink("website", "signedIn", null)).toBeNull()
    for (const status of ["unknown", "signedOut", "signedIn"] as const) {
      expect(clubLink("gdc", status, true)).toBeNull()
    }
    expect(clubOffered("gdc")).toBe(false)
    expect(clubOffered("website")).toBe(true)
  })
})

describe("reward points for analytics (spec-checkout §4 'Rewards')", () => {
  it("sends the points, in rupees, for a signed-in member with rewards enabled", () => {
    expect(rewardPointsTraits("signedIn", balance(true))).toEqual({ reward_points: 2790.5 })
  })

  it("sends nothing for visitors or when rewards are off", () => {
    expect(rewardPointsTraits("signedOut", balance(true))).toBeNull()
    expect(rewardPointsTraits("unknown", balance(true))).toBeNull()
    expect(rewardPointsTraits("signedIn", balance(false))).toBeNull()
  })
})

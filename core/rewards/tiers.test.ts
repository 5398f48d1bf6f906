import { describe, expect, it } from "vitest"
import { staysToNextTier, tierBenefits, tierFor } from "./tiers.ts"

describe("club tiers", () => {
  it("starts every member at silver and climbs at 5 and 15 completed stays", () => {
    expect([0, 4, 5, 14, 15, 40].map(tierFor)).toEqual([
      "silver",
      "silver",
      "gold",
      "gold",
      "platinum",
      "platinum",
    ])
  })

  it("says how many stays the next tier needs, and nothing at the top", () => {
    expect(staysToNextTier(0)).toEqual({ tier: "gold", stays: 5 })
    expect(staysToNextTier(7)).toEqual({ tier: "platinum", stays: 8 })
    expect(staysToNextTier(15)).toBeNull()
  })

  it("gives points and free cancellation to every tier and the starred perks to higher ones", () => {
    expect(tierBenefits("silver")).toMatchObject({
      instantRewards: true,
      tierRewards: true,
      freeCancellation: true,
      freeEarlyCheckin: false,
      freeRoomUpgrade: false,
      helpDesk: false,
    })
    expect(tierBenefits("gold")).toMatchObject({
      freeEarlyCheckin: true,
      freeLateCheckout: true,
      freeRoomUpgrade: false,
    })
    expect(tierBenefits("platinum")).toMatchObject({ freeRoomUpgrade: true, helpDesk: true })
  })

  it("claims no benefit the product does not grant", () => {
    for (const tier of ["silver", "gold", "platinum"] as const) {
      expect(tierBenefits(tier)).toMatchObject({ welcomeRewards: false, freeNights: false })
    }
  })
})

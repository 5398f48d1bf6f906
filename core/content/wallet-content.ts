import { Schema } from "effect"
import { CREDIT_PERCENTAGE, DEBIT_PERCENTAGE } from "../rewards/rules.ts"

/** spec-checkout §7 'Content': keys of GET /api/v2/contents/. */
export const WALLETS_PROMOTION_KEY = "wallets_promotion"
export const LOYALTY_POINTS_REDEMPTION_KEY = "loyalty_points_redemption"

/** What checkout says of the points wallet next to its switch (spec-checkout §3 'Wallet'). */
export const WalletsPromotion = Schema.Struct({
  wallet_type: Schema.String,
  title: Schema.String,
  description: Schema.String,
  point_value_text: Schema.String,
})
export type WalletsPromotion = typeof WalletsPromotion.Type

export const LoyaltyPointsRedemption = Schema.Struct({
  title: Schema.String,
  steps: Schema.Array(Schema.Struct({ title: Schema.String, description: Schema.String })),
  note: Schema.String,
})
export type LoyaltyPointsRedemption = typeof LoyaltyPointsRedemption.Type

/** The numbers are the ledger's (docs/rewards.md): 1 point = ₹1, the debit cap and the earn rate. */
export const walletsPromotion: WalletsPromotion = {
  wallet_type: "TREEBO_POINTS",
  title: "Pay with Treebo Points",
  description: `Your points pay up to ${DEBIT_PERCENTAGE}% of this booking. You earn ${CREDIT_PERCENTAGE}% of what you pay back as points after your stay.`,
  point_value_text: "1 point = ₹1",
}

export const loyaltyPointsRedemption: LoyaltyPointsRedemption = {
  title: "How to use your points",
  steps: [
    { title: "Sign in", description: "Sign in before checkout: points belong to your account." },
    {
      title: "Switch on your points",
      description: `At checkout, switch on Treebo Points; they pay up to ${DEBIT_PERCENTAGE}% of the bill.`,
    },
    { title: "Pay the rest", description: "Pay the balance now or at the hotel, as you prefer." },
  ],
  note: "Points that expire soonest are used first. Cancel the booking and the points come back to your wallet.",
}

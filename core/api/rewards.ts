import { Schema } from "effect"
import { HttpApiEndpoint, HttpApiGroup, OpenApi } from "effect/http-api"
import { LoyaltyPageInfo } from "../content/loyalty-page.ts"
import { TIERS } from "../rewards/tiers.ts"
import { Authentication } from "./auth.ts"
import { Data } from "./envelope.ts"

/** One point is ₹1; wallet amounts travel in paise like every other amount (docs/rewards.md). */
const Paise = Schema.Int.annotate({ description: "paise; 100 paise = ₹1 = 1 point" })

/** 'DD MMM YYYY' in Asia/Kolkata (spec-checkout §3 'Wallet'), e.g. '05 Dec 2026'. */
const LedgerDate = Schema.String.annotate({ description: "DD MMM YYYY, Asia/Kolkata" })

/** spec-checkout §7: wallets (type, total_balance, debit_percentage, payout_percentage). */
export const RewardWallet = Schema.Struct({
  type: Schema.String,
  total_balance: Paise,
  /** Whole percent of a bill that points may pay. */
  debit_percentage: Schema.Int,
  /** Whole percent of a completed stay's payment credited back as points. */
  payout_percentage: Schema.Int,
  total_savings: Paise,
  upcoming_expiry_date: Schema.NullOr(LedgerDate),
  upcoming_expiry_points: Paise,
})
export type RewardWallet = typeof RewardWallet.Type

export const TierName = Schema.Literals(TIERS)

/** The member's club tier (docs/rewards.md 'Tiers'): completed stays in the last 12 months decide it. */
export const RewardMembership = Schema.Struct({
  tier: TierName,
  /** Stays checked out in the last 365 days, gdc bookings excluded. */
  completed_stays: Schema.Int,
  /** null at the top tier. */
  next_tier: Schema.NullOr(TierName),
  stays_to_next_tier: Schema.NullOr(Schema.Int),
})
export type RewardMembership = typeof RewardMembership.Type

/** The gdc channel hides the programme (spec-checkout §1): no wallet, no membership and the flag false. */
export const RewardBalance = Schema.Struct({
  wallets: Schema.Array(RewardWallet),
  treebo_rewards_enabled: Schema.Boolean,
  membership: Schema.NullOr(RewardMembership),
})
export type RewardBalance = typeof RewardBalance.Type

/** A credit's share in a debit: which credit paid how much. */
export const RelatedCredit = Schema.Struct({ id: Schema.String, amount: Paise })

/** spec-checkout §3 'Wallet' statements. */
export const RewardStatement = Schema.Struct({
  id: Schema.String,
  particular: Schema.String,
  amount: Paise,
  /** What can still be spent of a credit; 0 once spent or expired, and for debits. */
  available_amount: Paise,
  type: Schema.Literals(["credit", "debit"]),
  is_perishable: Schema.Boolean,
  /** Credits only. */
  expires_on: Schema.NullOr(LedgerDate),
  created_at: LedgerDate,
  status: Schema.Literals(["active", "consumed", "expired", "completed", "reversed"]),
  related_credits: Schema.Array(RelatedCredit),
})
export type RewardStatement = typeof RewardStatement.Type

export const RewardStatements = Schema.Struct({
  statements: Schema.Array(RewardStatement),
  treebo_rewards_enabled: Schema.Boolean,
})
export type RewardStatements = typeof RewardStatements.Type

export class RewardsApi extends HttpApiGroup.make("rewards")
  .add(
    HttpApiEndpoint.get("balance", "/api/v1/reward/balance/", { success: Data(RewardBalance) }),
    HttpApiEndpoint.get("statement", "/api/v1/reward/statement/", { success: Data(RewardStatements) }),
  )
  .middleware(Authentication)
  .annotateMerge(
    OpenApi.annotations({ title: "Rewards", description: "The signed-in member's points wallet" }),
  ) {}

/**
 * The loyalty page's content (spec-checkout §2 'Loyalty information page'; the spec does not show
 * this fetch's method and path, ADR 092). Open to everyone: the page is public and cached an hour.
 */
export class RewardsInfoApi extends HttpApiGroup.make("rewardsInfo")
  .add(HttpApiEndpoint.get("loyaltyPage", "/api/v1/reward/loyalty-page/", { success: Data(LoyaltyPageInfo) }))
  .annotateMerge(
    OpenApi.annotations({ title: "Rewards information", description: "The club's public terms" }),
  ) {}

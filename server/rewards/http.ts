import { Effect, Layer } from "effect"
import { HttpApiBuilder } from "effect/http-api"
import { CurrentUser } from "#core/api/auth.ts"
import { Api } from "#core/api/contract.ts"
import type { RewardStatement, RewardWallet } from "#core/api/rewards.ts"
import { loyaltyPageInfo } from "#core/content/loyalty-page.ts"
import { WALLET_TYPE } from "#core/rewards/rules.ts"
import { ledgerDate, type StatementLine } from "#core/rewards/statement.ts"
import { channelOf } from "../http/hosts.ts"
import { ServerSettings } from "../settings.ts"
import { membershipOf } from "./membership.ts"
import { Points, type WalletBalance } from "./points.ts"

const walletWire = (balance: WalletBalance): RewardWallet => ({
  type: WALLET_TYPE,
  total_balance: balance.balancePaise,
  debit_percentage: balance.debitPercentage,
  payout_percentage: balance.creditPercentage,
  total_savings: balance.totalSavingsPaise,
  upcoming_expiry_date: balance.upcomingExpiry === null ? null : ledgerDate(balance.upcomingExpiry.at),
  upcoming_expiry_points: balance.upcomingExpiry?.pointsPaise ?? 0,
})

const statementWire = (line: StatementLine): RewardStatement => ({
  id: line.id,
  particular: line.particular,
  amount: line.amountPaise,
  available_amount: line.availablePaise,
  type: line.type,
  is_perishable: line.perishable,
  expires_on: line.expiresAt === null ? null : ledgerDate(line.expiresAt),
  created_at: ledgerDate(line.createdAt),
  status: line.status,
  related_credits: line.relatedCredits.map((part) => ({ id: part.creditId, amount: part.amountPaise })),
})

/**
 * GET /api/v1/reward/balance/ and /statement/ (spec-checkout §7) for the signed-in member. The
 * gdc channel hides the rewards programme (spec-checkout §1): there the wallet is not shown at all.
 */
export const RewardsHandlers = HttpApiBuilder.group(
  Api,
  "rewards",
  Effect.fn(function* (handlers) {
    const points = yield* Points
    const settings = yield* ServerSettings
    const rewardsOn = (host: string | undefined) => channelOf(settings, host) !== "gdc"
    return handlers
      .handle("balance", ({ request }) =>
        Effect.gen(function* () {
          if (!rewardsOn(request.headers.host)) {
            return { wallets: [], treebo_rewards_enabled: false, membership: null }
          }
          const userId = (yield* CurrentUser).id
          const balance = yield* points.balance(userId)
          const membership = yield* membershipOf(userId)
          return { wallets: [walletWire(balance)], treebo_rewards_enabled: true, membership }
        }),
      )
      .handle("statement", ({ request }) =>
        Effect.gen(function* () {
          if (!rewardsOn(request.headers.host)) return { statements: [], treebo_rewards_enabled: false }
          const lines = yield* points.statement((yield* CurrentUser).id)
          return { statements: lines.map(statementWire), treebo_rewards_enabled: true }
        }),
      )
  }),
).pipe(Layer.provide(Points.layer))

/** The loyalty page's content: the same for every visitor, so the page can be cached an hour. */
export const RewardsInfoHandlers = HttpApiBuilder.group(Api, "rewardsInfo", (handlers) =>
  handlers.handle("loyaltyPage", () => Effect.succeed(loyaltyPageInfo)),
)

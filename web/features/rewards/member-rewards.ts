import { useEffect, useState } from "react"
import type { RewardBalance } from "#core/api/rewards.ts"
import { afterEffect } from "../../lib/after-effect.ts"
import { rewardPointsTraits } from "../../lib/club.ts"
import { useSession } from "../account/session.tsx"

const calls = () => afterEffect(() => import("./rewards-calls.ts"))

/**
 * The member's latest balance, shared by the header and the pages: the header asks once per page
 * load, the rewards pages ask afresh on opening, since a booking may have spent or earned points.
 */
const balances = new Map<string, Promise<RewardBalance>>()

const balanceOf = (userId: string, fresh: boolean): Promise<RewardBalance> => {
  let pending = fresh ? undefined : balances.get(userId)
  if (pending === undefined) {
    pending = calls().then(async (c) => {
      const balance = await c.fetchBalance()
      const traits = rewardPointsTraits("signedIn", balance)
      if (traits !== null) c.identifyWithPoints(userId, traits)
      return balance
    })
    // A failure is not kept: the next page asks again.
    pending.catch(() => balances.get(userId) === pending && balances.delete(userId))
    balances.set(userId, pending)
  }
  return pending
}

export type MemberRewards =
  | { readonly state: "loading" }
  | { readonly state: "failed"; readonly retry: () => void }
  | { readonly state: "loaded"; readonly balance: RewardBalance }

/**
 * The signed-in member's balance, tier and rewards flag; loading while signed out or unknown.
 * `fresh`: ask the server again rather than reuse this page load's answer.
 */
export function useMemberRewards(fresh = false): MemberRewards {
  const { status, user } = useSession()
  const userId = status === "signedIn" ? (user?.id ?? null) : null
  const [result, setResult] = useState<{ userId: string; value: MemberRewards } | null>(null)
  const [attempt, setAttempt] = useState(0)
  useEffect(() => {
    if (userId === null) return
    let live = true
    balanceOf(userId, fresh || attempt > 0).then(
      (balance) => live && setResult({ userId, value: { state: "loaded", balance } }),
      () => live && setResult({ userId, value: { state: "failed", retry: () => setAttempt((n) => n + 1) } }),
    )
    return () => {
      live = false
    }
  }, [userId, attempt, fresh])
  if (userId === null || result === null || result.userId !== userId) return { state: "loading" }
  return result.value
}

/** The member's rewards flag for the navigation: null until known (or for a visitor). */
export function useMemberRewardsEnabled(): boolean | null {
  const rewards = useMemberRewards()
  return rewards.state === "loaded" ? rewards.balance.treebo_rewards_enabled : null
}

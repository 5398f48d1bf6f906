import { type Paise, sum } from "./money.ts"

/**
 * `amount` split over `prices` in proportion to them, in whole paise, by largest remainder: each
 * part is the floor of its exact share, and the paise that leaves go one each to the largest
 * fractions (the earlier price on a tie). For 0 ≤ amount ≤ Σ prices the parts add up to `amount`
 * exactly and none exceeds its price: a flat coupon never makes a room night negative.
 */
export const spreadInProportion = (amount: Paise, prices: ReadonlyArray<Paise>): Array<Paise> => {
  const total = sum(prices)
  if (!Number.isSafeInteger(amount) || amount < 0 || amount > total) {
    throw new RangeError(`cannot spread ${amount} paise over ${total}`)
  }
  if (amount === 0) return prices.map(() => 0)
  // amount × price can pass 2^53 on a long stay at an overridden rate.
  const scaled = prices.map((price) => BigInt(amount) * BigInt(price))
  const parts = scaled.map((s) => Number(s / BigInt(total)))
  const fractions = scaled.map((s) => s % BigInt(total))
  let left = amount - sum(parts)
  // Stable sort: equal fractions keep the order of the prices.
  const byFraction = fractions
    .map((_, i) => i)
    .sort((i, j) => (fractions[j]! > fractions[i]! ? 1 : fractions[j]! < fractions[i]! ? -1 : 0))
  for (const i of byFraction) {
    if (left === 0) break
    parts[i]! += 1
    left -= 1
  }
  return parts
}

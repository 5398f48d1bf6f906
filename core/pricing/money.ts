/**
 * Money is integer paise everywhere (DESIGN.md). The engine has ONE rounding rule: whenever an
 * amount is scaled by a ratio (a percentage, a factor, a division by nights), the exact result is
 * rounded half up to a whole paisa, at the smallest unit priced — one room for one night. Totals
 * are plain sums of those rounded amounts, so they never drift from their breakup.
 */
export type Paise = number

/** Basis points: 1 % = 100 bps, so every rate the engine uses is an integer. */
export const BPS = 10_000

/** `numerator / denominator` rounded half up, for a non-negative numerator and positive denominator. */
export const divideRoundHalfUp = (numerator: number, denominator: number): Paise => {
  if (
    !Number.isSafeInteger(numerator) ||
    numerator < 0 ||
    !Number.isSafeInteger(denominator) ||
    denominator <= 0
  ) {
    throw new RangeError(`cannot divide ${numerator} by ${denominator} in paise`)
  }
  return Math.floor((2 * numerator + denominator) / (2 * denominator))
}

/** `amount × bps / 10,000`, rounded half up: the share of an amount a rate in basis points names. */
export const shareOf = (amount: Paise, bps: number): Paise => divideRoundHalfUp(amount * bps, BPS)

export const sum = (amounts: ReadonlyArray<Paise>): Paise =>
  amounts.reduce((total, amount) => total + amount, 0)

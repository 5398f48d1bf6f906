/**
 * The points ledger's arithmetic (docs/rewards.md). One point is ₹1; amounts are integer paise,
 * like every amount the pricing engine hands over, so a debit can match a bill to the paisa.
 */

/** Points credited once, spent in parts, and spendable until `expiresAt`. */
export interface Credit {
  readonly id: string
  /** What was credited, in paise. */
  readonly amountPaise: number
  /** What is left of it, in paise; past `expiresAt` it stays here but can no longer be spent. */
  readonly availablePaise: number
  /** Epoch ms; spendable strictly before this instant. */
  readonly expiresAt: number
}

/** How much of one credit a debit took. */
export interface DebitPart {
  readonly creditId: string
  readonly amountPaise: number
}

export type DebitPlan =
  | { readonly _tag: "Planned"; readonly parts: ReadonlyArray<DebitPart> }
  | { readonly _tag: "Short"; readonly balancePaise: number }

const isPaise = (n: number) => Number.isSafeInteger(n) && n >= 0

const assertPaise = (name: string, n: number) => {
  if (!isPaise(n)) throw new RangeError(`${name} must be whole paise, not ${n}`)
}

export const isSpendable = (credit: Credit, now: number): boolean =>
  credit.expiresAt > now && credit.availablePaise > 0

/** What a member can spend at `now`: the unexpired remainders of their credits. */
export const balanceAt = (credits: ReadonlyArray<Credit>, now: number): number =>
  credits.reduce((total, c) => (c.expiresAt > now ? total + c.availablePaise : total), 0)

/** What expired unspent by `now`. */
export const expiredAt = (credits: ReadonlyArray<Credit>, now: number): number =>
  credits.reduce((total, c) => (c.expiresAt <= now ? total + c.availablePaise : total), 0)

/**
 * The most points a bill may take: the debit percentage of the bill, rounded down so points never
 * pay more than the advertised share, and never more than the balance.
 */
export const debitCap = (balancePaise: number, billPaise: number, debitPercentage: number): number => {
  assertPaise("balance", balancePaise)
  assertPaise("bill", billPaise)
  if (!Number.isInteger(debitPercentage) || debitPercentage < 0 || debitPercentage > 100) {
    throw new RangeError(`debit percentage must be a whole number from 0 to 100, not ${debitPercentage}`)
  }
  return Math.min(balancePaise, Math.floor((billPaise * debitPercentage) / 100))
}

/**
 * Which credits pay `amountPaise` at `now`: those expiring soonest first (ties in the order
 * given), so a member loses as little as possible to expiry. Expired credits are never touched.
 */
export const debitPlan = (credits: ReadonlyArray<Credit>, amountPaise: number, now: number): DebitPlan => {
  if (!isPaise(amountPaise) || amountPaise === 0) {
    throw new RangeError(`a debit must be a positive number of paise, not ${amountPaise}`)
  }
  const spendable = credits.filter((c) => isSpendable(c, now)).toSorted((a, b) => a.expiresAt - b.expiresAt)
  const balancePaise = balanceAt(spendable, now)
  if (balancePaise < amountPaise) return { _tag: "Short", balancePaise }
  const parts: Array<DebitPart> = []
  let left = amountPaise
  for (const credit of spendable) {
    if (left === 0) break
    const take = Math.min(left, credit.availablePaise)
    parts.push({ creditId: credit.id, amountPaise: take })
    left -= take
  }
  return { _tag: "Planned", parts }
}

const adjust = (credits: ReadonlyArray<Credit>, parts: ReadonlyArray<DebitPart>, sign: 1 | -1) => {
  const change = new Map<string, number>()
  for (const part of parts) change.set(part.creditId, (change.get(part.creditId) ?? 0) + part.amountPaise)
  return credits.map((credit): Credit => {
    const by = change.get(credit.id)
    if (by === undefined) return credit
    const availablePaise = credit.availablePaise + sign * by
    if (availablePaise < 0 || availablePaise > credit.amountPaise) {
      throw new RangeError(`credit ${credit.id} cannot hold ${availablePaise} paise`)
    }
    return { ...credit, availablePaise }
  })
}

/** The credits after a planned debit took its parts. */
export const applyDebit = (credits: ReadonlyArray<Credit>, parts: ReadonlyArray<DebitPart>) =>
  adjust(credits, parts, -1)

/**
 * The credits after a debit is given back (a cancelled or failed order): each part returns to the
 * credit it came from, keeping that credit's expiry, so points that expired meanwhile come back expired.
 */
export const reverseDebit = (credits: ReadonlyArray<Credit>, parts: ReadonlyArray<DebitPart>) =>
  adjust(credits, parts, 1)

/** Points earned by a completed stay: the credit percentage of what was paid, rounded down. */
export const stayCredit = (paidPaise: number, creditPercentage: number): number => {
  assertPaise("paid", paidPaise)
  if (!Number.isInteger(creditPercentage) || creditPercentage < 0 || creditPercentage > 100) {
    throw new RangeError(`credit percentage must be a whole number from 0 to 100, not ${creditPercentage}`)
  }
  return Math.floor((paidPaise * creditPercentage) / 100)
}

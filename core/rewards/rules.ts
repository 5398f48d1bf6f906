/**
 * The points wallet's terms (docs/rewards.md). Spec-checkout §9: one points wallet whose credit and
 * debit percentages come from the server, so they are set here and the client only reads them.
 */

/** spec-checkout §3 'Wallet type key': the one wallet a member holds. */
export const WALLET_TYPE = "TREEBO_POINTS"

/** Share of a bill, after coupons and before points, that points may pay: whole percent. */
export const DEBIT_PERCENTAGE = 20

/** Share of the money paid for a completed stay (points spent excluded) credited back: whole percent. */
export const CREDIT_PERCENTAGE = 5

const DAY_MS = 86_400_000

/** A stay's points last a year; India keeps no daylight saving, so days are exact. */
export const CREDIT_VALIDITY_MS = 365 * DAY_MS

/** Promotional points (welcome, festive) are perishable: use them within three months. */
export const PERISHABLE_VALIDITY_MS = 90 * DAY_MS

/** When points credited at `creditedAt` (epoch ms) stop being spendable. */
export const expiryOf = (creditedAt: number, perishable: boolean): number =>
  creditedAt + (perishable ? PERISHABLE_VALIDITY_MS : CREDIT_VALIDITY_MS)

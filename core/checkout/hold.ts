/**
 * How long an unpaid pay-now order keeps its rooms (ADR 078): long enough for a card, UPI or
 * net-banking payment with its bank's challenge, short enough that an abandoned checkout does not
 * hide rooms from other travellers for long.
 */
export const HOLD_MS = 15 * 60_000

/** How often the reconciler looks for paid orders whose callback never came and holds that lapsed. */
export const RECONCILE_EVERY_MS = 60_000

/**
 * How long after a hold lapsed the reconciler still asks the gateway about the order: a payment
 * started just before the end of the hold can complete this much later, and its traveller is owed
 * either the booking or a refund even when neither the callback nor the webhook arrives.
 */
export const LATE_PAYMENT_WINDOW_MS = 60 * 60_000

/** Epoch ms at which an order placed at `placedAt` gives its rooms back unless paid. */
export const holdExpiresAt = (placedAt: number): number => placedAt + HOLD_MS

/** The hold has run out: from that instant on the rooms may go to someone else. */
export const holdLapsed = (expiresAt: number, now: number): boolean => now >= expiresAt

/**
 * The nights of a stay a conditional take did not get. Rooms are taken for every night or for
 * none, so any night missing here means the whole order is sold out.
 */
export const nightsMissed = (wanted: ReadonlyArray<string>, taken: ReadonlyArray<string>): Array<string> => {
  const got = new Set(taken)
  return wanted.filter((night) => !got.has(night))
}

import { formatRupees } from "../i18n/format.ts"
import type { Paise } from "../pricing/money.ts"

export interface PriceChange {
  readonly previous: Paise
  readonly current: Paise
  readonly message: string
}

/**
 * DESIGN.md 'Total price transparency': the price the traveller was shown before checkout
 * (`shownPaise`, all-in) against the price of the same stay and plan now, before coupon and points.
 * Null when nothing was shown or nothing changed.
 */
export const priceChange = (shownPaise: Paise | null, currentPaise: Paise): PriceChange | null =>
  shownPaise === null || shownPaise === currentPaise
    ? null
    : {
        previous: shownPaise,
        current: currentPaise,
        message: `The price of this stay has changed from ${formatRupees(shownPaise)} to ${formatRupees(currentPaise)} since you last saw it.`,
      }

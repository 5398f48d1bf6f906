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
 * Null when nothing was shown or nothing changed. A traveller who saw the public price and signed
 * in at checkout now pays the member price (`publicPaise` is what a visitor would pay): that is a
 * saving the breakup lists as the member discount, not a change of price.
 */
export const priceChange = (
  shownPaise: Paise | null,
  currentPaise: Paise,
  publicPaise: Paise = currentPaise,
): PriceChange | null =>
  shownPaise === null || shownPaise === currentPaise || shownPaise === publicPaise
    ? null
    : {
        previous: shownPaise,
        current: currentPaise,
        message: `The price of this stay has changed from ${formatRupees(shownPaise)} to ${formatRupees(currentPaise)} since you last saw it.`,
      }

import type { Paise } from "../pricing/money.ts"

/** A payment partner's cashback (the payment_gateway content). */
export interface PaymentOfferTerms {
  readonly title: string
  /** Whole percent of the amount paid, 1-100. */
  readonly percent: number
  /** The most it gives back. */
  readonly maxCashbackPaise: Paise
  /** The smallest payment it applies to. */
  readonly minAmountPaise: Paise
}

export interface OfferPrice {
  /** What the stay costs once the cashback is back; the amount charged is unchanged. */
  readonly basePrice: Paise
  /** The offer that gives it, or null when none applies. */
  readonly offer: string | null
}

/** Rounded down, so a cashback is never promised above what the partner pays. */
export const cashbackOf = (terms: PaymentOfferTerms, amountPaise: Paise): Paise =>
  amountPaise < terms.minAmountPaise
    ? 0
    : Math.min(terms.maxCashbackPaise, Math.floor((amountPaise * terms.percent) / 100))

/**
 * Offers are cashback after payment, never a lower charge: the gateway order is created before the
 * traveller picks a method, so the amount paid must not depend on it, and the price shown stays the
 * price paid. The best offer (the first of equals) shows what the stay costs once it is back.
 */
export const bestOfferPrice = (offers: ReadonlyArray<PaymentOfferTerms>, amountPaise: Paise): OfferPrice => {
  let best: OfferPrice = { basePrice: amountPaise, offer: null }
  for (const terms of offers) {
    const back = cashbackOf(terms, amountPaise)
    if (back > 0 && amountPaise - back < best.basePrice)
      best = { basePrice: amountPaise - back, offer: terms.title }
  }
  return best
}

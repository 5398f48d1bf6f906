import { divideRoundHalfUp, type Paise } from "./money.ts"

/**
 * DESIGN.md 'GST on rooms' (from 22 Sep 2025): per room per night, on the actual value of supply
 * after discounts; ₹7,500 or less is taxed at 5 %, anything above at 18 %. ₹7,500 itself is in
 * the 5 % slab.
 */
export const GST_LOWER_SLAB_LIMIT_PAISE: Paise = 750_000
export const GST_LOWER_PERCENT = 5
export const GST_UPPER_PERCENT = 18

export type GstPercent = typeof GST_LOWER_PERCENT | typeof GST_UPPER_PERCENT

/** The slab for one room for one night, from its price after every discount. */
export const gstPercentFor = (pretaxPerRoomNight: Paise): GstPercent =>
  pretaxPerRoomNight <= GST_LOWER_SLAB_LIMIT_PAISE ? GST_LOWER_PERCENT : GST_UPPER_PERCENT

/** GST on one room for one night, rounded half up to the paisa (money.ts). */
export const gstOn = (pretaxPerRoomNight: Paise): Paise =>
  divideRoundHalfUp(pretaxPerRoomNight * gstPercentFor(pretaxPerRoomNight), 100)

import type { Translate } from "../i18n/translate.ts"

/**
 * spec-search §5: 'Price buckets per night: Under 1500, 1501-2000, 2001-3000, 3001 and above',
 * in rupees for one room; `end` undefined is the open top bucket.
 */
const BASE_BUCKETS = [
  { value: "0-1500", start: 0, end: 1500 },
  { value: "1501-2000", start: 1501, end: 2000 },
  { value: "2001-3000", start: 2001, end: 3000 },
  { value: "3001-", start: 3001, end: undefined },
] as const

export interface PriceBucket {
  /** The filter value; the same for every room count, so a selection survives a change of rooms. */
  readonly value: string
  /** Scaled bounds in rupees per night for all rooms; `upper` undefined means no upper bound. */
  readonly lower: number
  readonly upper: number | undefined
}

/**
 * The buckets for `rooms` rooms (spec-search §5: upper = rooms × bound; lower = rooms × start −
 * rooms + 1, at least 0): the per-night price covers every room, so the bounds grow with them.
 */
export const priceBuckets = (rooms: number): ReadonlyArray<PriceBucket> =>
  BASE_BUCKETS.map(({ value, start, end }) => {
    const lower = Math.max(0, rooms * start - rooms + 1)
    const upper = end === undefined ? undefined : rooms * end
    return { value, lower, upper }
  })

/** The bucket's visible text with its scaled bounds: 'Under 1500', '1501-2000', '3001 and above'. */
export const priceBucketLabel = (bucket: PriceBucket, t: Translate): string => {
  if (bucket.upper === undefined) return t("filter.price.andAbove", { amount: bucket.lower })
  if (bucket.lower === 0) return t("filter.price.under", { amount: bucket.upper })
  return t("filter.price.between", { from: bucket.lower, to: bucket.upper })
}

/**
 * The bucket a per-night price (rupees, all rooms) falls in. The buckets' printed bounds leave
 * gaps between whole rupees (1500 | 1501), and a rounded total divided by nights can be a
 * fraction, so each bucket holds everything above the previous bucket's upper bound up to its
 * own: every price has exactly one bucket.
 */
export const priceBucketOf = (perNightRupees: number, rooms: number): PriceBucket => {
  // Buckets ascend and the last has no upper bound: the price's bucket follows those it is above.
  const above = BASE_BUCKETS.filter((b) => b.end !== undefined && perNightRupees > rooms * b.end).length
  return priceBuckets(rooms)[above]
}

/** spec-search §3: the price group's custom range value. */
export interface CustomPriceRange {
  readonly start: number
  readonly end: number
  readonly minPerNightValue: number
  readonly maxPerNightValue: number
}

/**
 * The custom range over the per-night prices on offer: its limits are the cheapest and dearest
 * prices in whole rupees (rounded outwards so both stay inside), and the chosen start and end are
 * kept within them, start ≤ end; with nothing chosen the range covers every price. Undefined when
 * no hotel has a price.
 */
export const customPriceRange = (
  perNightPrices: ReadonlyArray<number>,
  chosen?: { readonly start: number; readonly end: number },
): CustomPriceRange | undefined => {
  if (perNightPrices.length === 0) return undefined
  // A loop, not Math.min(...prices): spreading a large city's prices overflows the call stack.
  let lowest = perNightPrices[0]!
  let highest = lowest
  for (const price of perNightPrices) {
    if (price < lowest) lowest = price
    if (price > highest) highest = price
  }
  const minPerNightValue = Math.floor(lowest)
  const maxPerNightValue = Math.ceil(highest)
  const clamp = (n: number) => Math.min(Math.max(n, minPerNightValue), maxPerNightValue)
  const start = clamp(chosen?.start ?? minPerNightValue)
  const end = Math.max(start, clamp(chosen?.end ?? maxPerNightValue))
  return { start, end, minPerNightValue, maxPerNightValue }
}

/** Whether a per-night price lies in the custom range, both ends included. */
export const inCustomRange = (perNightRupees: number, range: CustomPriceRange): boolean =>
  perNightRupees >= range.start && perNightRupees <= range.end

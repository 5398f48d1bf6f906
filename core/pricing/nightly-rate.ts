import type { BrandClass } from "../catalogue/brand.ts"
import { BPS, type Paise, shareOf } from "./money.ts"

/** Fridays and Saturdays are leisure nights in India: hotels fill and rates rise. */
export const WEEKEND_UPLIFT_BPS: Readonly<Record<BrandClass, number>> = {
  Economy: 500,
  Standard: 1_000,
  Premium: 1_500,
}

/** A room's rate covers two adults; each further adult pays this per night (extra bed, breakfast). */
export const ADULTS_INCLUDED_PER_ROOM = 2
export const EXTRA_ADULT_PAISE: Readonly<Record<BrandClass, Paise>> = {
  Economy: 40_000,
  Standard: 60_000,
  Premium: 100_000,
}

/**
 * Demand uplift by the share of the room type already sold that night (highest threshold first).
 * Rates climb as availability drops, the way a revenue manager closes discounts when a night fills.
 */
export const DEMAND_TIERS: ReadonlyArray<{ readonly soldPercent: number; readonly upliftBps: number }> = [
  { soldPercent: 90, upliftBps: 2_000 },
  { soldPercent: 75, upliftBps: 1_000 },
  { soldPercent: 50, upliftBps: 500 },
]

/** The night of `day` (YYYY-MM-DD) is a weekend night when it starts on a Friday or Saturday. */
export const isWeekendNight = (day: string): boolean => {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay()
  return weekday === 5 || weekday === 6
}

/** Integer comparison (sold / capacity ≥ percent / 100) so no float decides a tier. */
export const demandUpliftBps = (roomsAvailable: number, roomCount: number): number => {
  const sold = roomCount - Math.min(Math.max(roomsAvailable, 0), roomCount)
  for (const tier of DEMAND_TIERS) if (sold * 100 >= tier.soldPercent * roomCount) return tier.upliftBps
  return 0
}

/**
 * base × weekend × demand, each step rounded half up (money.ts): the part of the rack rate that is
 * the same for every room of the night, so a quote computes it once per night.
 */
export const upliftedRate = (
  brandClass: BrandClass,
  weekendNight: boolean,
  baseRatePaise: Paise,
  roomsAvailable: number,
  roomCount: number,
): Paise => {
  const weekend = shareOf(baseRatePaise, BPS + (weekendNight ? WEEKEND_UPLIFT_BPS[brandClass] : 0))
  return shareOf(weekend, BPS + demandUpliftBps(roomsAvailable, roomCount))
}

/** What the adults beyond the two a rate covers add to one room for one night. */
export const extraAdultsPaise = (brandClass: BrandClass, adults: number): Paise =>
  Math.max(0, adults - ADULTS_INCLUDED_PER_ROOM) * EXTRA_ADULT_PAISE[brandClass]

export interface RackRateInput {
  readonly brandClass: BrandClass
  readonly day: string
  /** The night's base rate for one room: the stored override, or the room type's catalogue rate. */
  readonly baseRatePaise: Paise
  readonly roomsAvailable: number
  readonly roomCount: number
  readonly adults: number
}

/**
 * One room for one night before any discount and GST: base × weekend × demand, each step rounded
 * half up (money.ts), plus extra adults. Kids (2-8, spec-search §9) share the room free.
 */
export const rackRate = (input: RackRateInput): Paise =>
  upliftedRate(
    input.brandClass,
    isWeekendNight(input.day),
    input.baseRatePaise,
    input.roomsAvailable,
    input.roomCount,
  ) + extraAdultsPaise(input.brandClass, input.adults)

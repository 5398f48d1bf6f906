import type { BrandClass } from "../catalogue/brand.ts"
import { BPS, type Paise, shareOf } from "./money.ts"

/** Fridays and Saturdays are leisure nights in India: hotels fill and rates rise. */
const WEEKEND_UPLIFT_BPS: Readonly<Record<BrandClass, number>> = {
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

export const weekendUpliftBps = (brandClass: BrandClass, day: string): number =>
  isWeekendNight(day) ? WEEKEND_UPLIFT_BPS[brandClass] : 0

/** Integer comparison (sold / capacity ≥ percent / 100) so no float decides a tier. */
export const demandUpliftBps = (roomsAvailable: number, roomCount: number): number => {
  const sold = roomCount - Math.min(Math.max(roomsAvailable, 0), roomCount)
  return DEMAND_TIERS.find((tier) => sold * 100 >= tier.soldPercent * roomCount)?.upliftBps ?? 0
}

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
export const rackRate = (input: RackRateInput): Paise => {
  const weekend = shareOf(input.baseRatePaise, BPS + weekendUpliftBps(input.brandClass, input.day))
  const withDemand = shareOf(weekend, BPS + demandUpliftBps(input.roomsAvailable, input.roomCount))
  const extraAdults = Math.max(0, input.adults - ADULTS_INCLUDED_PER_ROOM)
  return withDemand + extraAdults * EXTRA_ADULT_PAISE[input.brandClass]
}

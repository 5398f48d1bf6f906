import type { PsychologicalTrigger } from "../api/pricing.ts"

/**
 * What a hotel's triggers may say: only facts the product holds (spec-search §7 'GET
 * /api/v1/psychological-triggers/'; DESIGN.md forbids invented urgency). There is no bookings
 * table yet, so no "booked N times today" trigger exists.
 */
export interface TriggerFacts {
  /**
   * Rooms free on every night of the stay, summed over the room types that take the party; 0 when
   * sold out.
   */
  readonly roomsLeft: number
  /** The guests' reviews, if any: mean rating 1-5 and how many there are. */
  readonly rating?: { readonly average: number; readonly count: number } | undefined
}

/** Scarcity is worth saying only when it is real and small: at most this many rooms. */
export const FEW_ROOMS_LEFT = 3
/** Top rated: a mean of at least 4.5 (the highest rating filter, spec-search §5)… */
export const TOP_RATED_AVERAGE = 4.5
/** …from enough reviews that the mean means something. */
export const TOP_RATED_MIN_REVIEWS = 10
/** A review count worth quoting on its own. */
export const MANY_REVIEWS = 100

/**
 * One decimal, never rounded up: a 4.46 must not read as 4.5. Millionths are float noise from the
 * database's mean (4.6 can arrive as 4.59999…), so they are rounded away first.
 */
const oneDecimalDown = (value: number) => Math.floor(Math.round(value * 1e6) / 1e5) / 10

/**
 * The triggers of one hotel, scarcity first. A sold-out hotel gets no rooms-left trigger: "0 rooms
 * left" is not a nudge, and the price call already lists it as unavailable.
 */
export const triggersFor = (facts: TriggerFacts): ReadonlyArray<PsychologicalTrigger> => {
  const triggers: Array<PsychologicalTrigger> = []
  if (facts.roomsLeft >= 1 && facts.roomsLeft <= FEW_ROOMS_LEFT) {
    triggers.push({
      type: "rooms_left",
      text: `Only ${facts.roomsLeft} ${facts.roomsLeft === 1 ? "room" : "rooms"} left`,
      metricValue: facts.roomsLeft,
    })
  }
  const rating = facts.rating
  if (rating !== undefined && rating.count >= TOP_RATED_MIN_REVIEWS) {
    const average = oneDecimalDown(rating.average)
    if (average >= TOP_RATED_AVERAGE) {
      triggers.push({
        type: "top_rated",
        text: `Rated ${average.toFixed(1)} by ${rating.count} guests`,
        metricValue: average,
      })
    }
  }
  if (rating !== undefined && rating.count >= MANY_REVIEWS) {
    triggers.push({
      type: "many_reviews",
      text: `${rating.count} guest reviews`,
      metricValue: rating.count,
    })
  }
  return triggers
}

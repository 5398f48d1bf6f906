import { Schema } from "effect"
import { CalendarDay } from "../dates/calendar-day-schema.ts"

/** spec-checkout §7 'Content': GET /api/v2/contents/?keys=special_rate_hotels. */
export const SPECIAL_RATE_HOTELS_KEY = "special_rate_hotels"

/**
 * spec-checkout §3 'Content blocks': new-year special rates per hotel, with text, start and end
 * dates. The hotel page shows the text only inside the window (./special-rate-window.ts).
 */
export const SpecialRate = Schema.Struct({
  hotel_id: Schema.String,
  text: Schema.String,
  /** YYYY-MM-DD, India; the first day the text shows. */
  start_date: CalendarDay,
  /** YYYY-MM-DD, India; the last day the text shows. */
  end_date: CalendarDay,
}).pipe(
  Schema.check(
    Schema.makeFilter((rate: { start_date: string; end_date: string }) =>
      rate.start_date <= rate.end_date ? true : "end_date must not be before start_date",
    ),
  ),
)
export type SpecialRate = typeof SpecialRate.Type

export const SpecialRateHotels = Schema.Array(SpecialRate)
export type SpecialRateHotels = typeof SpecialRateHotels.Type

/**
 * The texts promise what the hotel does on the night, never a price: the price shown is the
 * price charged (DESIGN.md 'Total price transparency'), so a discount lives in the pricing
 * engine, not in content. Hotel ids are the fixture catalogue's (docs/fixtures.md).
 */
export const specialRateHotels: SpecialRateHotels = [
  {
    hotel_id: "1365",
    text: "New Year's Eve in Goa: a dinner with live music on 31 December, and late check-out till 2 pm on 1 January.",
    start_date: "2026-12-26",
    end_date: "2027-01-01",
  },
  {
    hotel_id: "1101",
    text: "Ring in 2027 in Delhi: a countdown party on the terrace on 31 December, open to every guest in the house.",
    start_date: "2026-12-29",
    end_date: "2027-01-01",
  },
  {
    hotel_id: "1008",
    text: "New Year's Eve gala dinner in the restaurant on 31 December; guests staying that night get a table first.",
    start_date: "2026-12-31",
    end_date: "2027-01-01",
  },
  {
    hotel_id: "1384",
    text: "A Rajasthani folk evening and bonfire in the courtyard on 31 December, and a hot breakfast till 11 am on New Year's Day.",
    start_date: "2026-12-28",
    end_date: "2027-01-01",
  },
  {
    hotel_id: "1037",
    text: "New Year in Marathahalli: a cake-cutting at midnight in the lobby on 31 December, and late check-out till 1 pm on request.",
    start_date: "2026-12-24",
    end_date: "2027-01-01",
  },
  {
    hotel_id: "1037",
    text: "New Year 2029 weekends: late check-out till 1 pm on request on every Sunday until 14 January.",
    start_date: "2028-12-24",
    end_date: "2029-01-14",
  },
]

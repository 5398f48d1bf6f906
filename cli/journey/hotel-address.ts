import { businessDay } from "#core/dates/business-day.ts"
import { addDays } from "#core/dates/calendar-day.ts"
import { hotelAddress } from "./hotel.ts"
import type { HotelOpen } from "./schema-hotel.ts"
import { resultsView } from "./search-view.ts"
import type { StepContext } from "./steps.ts"

const RELATIVE = /^\+(\d+)d$/
/** A day a journey gives as a date or as '+Nd', days after the session's business day. */
export const dayOf = (ctx: StepContext, day: string): string => {
  const m = RELATIVE.exec(day)
  return m === null ? day : addDays(businessDay(ctx.session.nowMs), Number(m[1]))
}

/** Where `hotel.open` goes: the path as given, a card's hotel with the results' stay, or an id with a stay. */
export const addressOf = (ctx: StepContext, arg: HotelOpen): ReturnType<typeof hotelAddress> => {
  if (typeof arg === "string") return hotelAddress(arg)
  const query = new URLSearchParams()
  let hotelId: string
  if ("result" in arg) {
    const page = ctx.search.results
    if (page === null) return { error: "no results page is open: put a results.open before this step" }
    const cards = resultsView(page).cards
    const card =
      typeof arg.result === "number"
        ? cards[arg.result]
        : cards.find((c) => c.name === arg.result || c.id === arg.result)
    if (card === undefined)
      return {
        error: `the results list no ${JSON.stringify(arg.result)}; they list ${cards.map((c) => c.name).join(", ")}`,
      }
    hotelId = card.id
    // web/features/results/stay-links.ts: the card links to the hotel with the stay it was priced
    // for and, when priced, the room type and rate plan of its price.
    query.set("checkin", page.stay.checkin)
    query.set("checkout", page.stay.checkout)
    query.set("roomconfig", page.roomconfig)
    if (card.plan !== null) {
      query.set("roomtype", card.plan.roomType)
      query.set("rateplan", card.plan.ratePlan)
    }
  } else {
    hotelId = arg.hotel
    if (arg.checkin !== undefined) query.set("checkin", dayOf(ctx, arg.checkin))
    if (arg.checkout !== undefined) query.set("checkout", dayOf(ctx, arg.checkout))
    if (arg.roomconfig !== undefined) query.set("roomconfig", arg.roomconfig)
    if (arg.rateplan !== undefined) query.set("rateplan", arg.rateplan)
    if (arg.roomtype !== undefined) query.set("roomtype", arg.roomtype)
  }
  // The details answer carries the hotel's own path; the page moves there (as the loader's redirect).
  return { url: new URL(`/hotels-in-city/hotel-${hotelId}/?${query}`, "http://site"), hotelId }
}

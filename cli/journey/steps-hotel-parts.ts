import { hotelView } from "./expect-hotel.ts"
import type { HotelPage, HotelParts } from "./hotel.ts"
import { failed, type Outcome } from "./outcome.ts"
import type { StepContext } from "./steps.ts"

export const NO_PAGE = failed("no hotel page is open: put a hotel.open before this step")

/** The open page with its parts, or why a step cannot act on it. */
export const partsOf = (ctx: StepContext): { page: HotelPage; parts: HotelParts } | Outcome => {
  const page = ctx.hotel.page
  if (page === null) return NO_PAGE
  if (page.parts === null)
    return failed(`the hotel page shows no hotel (details failed: ${hotelView(page).errorStatus})`)
  return { page, parts: page.parts }
}

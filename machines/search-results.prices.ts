import type { SearchPrices } from "#core/api/pricing.ts"
import { divideRoundHalfUp } from "#core/pricing/money.ts"
import type { PricesAnswer } from "./search-results.machine.ts"

// The search results machine's price input, made from the pricing API's answers: shared by the
// web page's loader and the journey runner so both feed the machine the same thing.

/** The pricing API's answer as the machine keeps it: per-night amounts for all rooms, in paise. */
export const pricesAnswer = (answer: SearchPrices): PricesAnswer => ({
  searchPrices: Object.fromEntries(
    answer.prices.map((price) => [
      price.hotel_id,
      {
        perNightPaise: price.perNightPrice,
        // The same rule as perNightPrice (docs/pricing.md): the total ÷ nights, half up.
        strikedPerNightPaise: divideRoundHalfUp(price.striked_price, answer.nights),
        discountPercent: price.total_discount_percent,
        roomType: price.cheapest_room.room_type,
        ratePlanCode: price.rate_plan.code,
        refundable: price.rate_plan.type === "refundable",
      },
    ]),
  ),
  hotelsWithUnavailablePrices: answer.hotelsWithUnavailablePrices.map((u) => ({
    hotelId: u.hotel_id,
    soldOut: u.reason === "sold_out",
  })),
})

/** Merges the answers of several pricing calls (one call prices at most MAX_PRICED_HOTELS). */
export const mergePrices = (answers: ReadonlyArray<PricesAnswer>): PricesAnswer => ({
  searchPrices: Object.assign({}, ...answers.map((a) => a.searchPrices)),
  hotelsWithUnavailablePrices: answers.flatMap((a) => a.hotelsWithUnavailablePrices),
})

/** Splits ids into groups of at most `size`, in order. */
export const chunks = <A>(items: ReadonlyArray<A>, size: number): Array<ReadonlyArray<A>> =>
  Array.from({ length: Math.ceil(items.length / size) }, (_, i) => items.slice(i * size, (i + 1) * size))

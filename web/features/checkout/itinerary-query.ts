import type { ItineraryQuery } from "#core/api/checkout.ts"
import type { CartRequest } from "#machines/cart.machine.ts"
import type { Channel } from "../../lib/app-config.tsx"

/** The link's parameters the itinerary call reads; others (the corporate flow's, utm…) stay in the URL. */
const LINK_KEYS = [
  "hotel_id",
  "checkin",
  "checkout",
  "roomconfig",
  "roomtype",
  "rateplan",
  "couponcode",
  "shown_price",
  "utm_source",
  "utm_medium",
  "utm_campaign",
] as const

/** The itinerary link's parameters, as the page's URL carries them. */
export const linkOf = (search: string): Record<string, string> =>
  Object.fromEntries(new URLSearchParams(search))

/**
 * The itinerary call's query (spec-checkout §7 GET /api/v8/checkout/itinerary/), the same whether
 * the server opens the cart for the first render or the page's machine opens or re-prices it.
 */
export const itineraryQuery = (request: CartRequest, channel: Channel): ItineraryQuery => {
  const fromLink = Object.fromEntries(
    LINK_KEYS.flatMap((key) => (request.link[key] === undefined ? [] : [[key, request.link[key]]])),
  )
  // An open cart is priced again by its bid; the link only opens it.
  return (
    request.bid === null
      ? { ...fromLink, channel, apply_wallet: String(request.applyWallet) }
      : {
          bid: request.bid,
          channel,
          apply_wallet: String(request.applyWallet),
          ...(request.ratePlan === null ? {} : { rateplan: request.ratePlan }),
        }
  ) as ItineraryQuery
}

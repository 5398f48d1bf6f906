import type { OpenedCart } from "#machines/cart.machine.ts"
import { loaderCall, serverLoaderEnv } from "../../lib/loader-env.ts"
import { itineraryQuery, linkOf } from "./itinerary-query.ts"

export interface ItineraryData {
  /** The cart the server opened for the link; null when the page's machine opens it in the browser. */
  readonly opened: OpenedCart | null
}

/**
 * The itinerary route's loader (ADR 112). On the server it opens the link's cart and reads its
 * featured coupons, so the first render shows the stay and its price, not a loading line. Every
 * server render is anonymous: a member's cart is priced again for them once the page knows the
 * session. In the browser (a navigation from the hotel page) it opens nothing: the page's machine
 * opens the cart with the traveller's session, as it prices every later change.
 */
export const itineraryLoader = async ({
  request,
  context,
}: {
  readonly request: Request
  readonly context?: unknown
}): Promise<ItineraryData> => {
  const env = serverLoaderEnv(context)
  if (env === null) return { opened: null }
  const link = linkOf(new URL(request.url).search)
  const query = itineraryQuery({ link, bid: null, ratePlan: null, applyWallet: true }, env.channel)
  let itinerary: OpenedCart["itinerary"]
  try {
    itinerary = await loaderCall(env, (api) => api.checkout.itinerary({ query }))
  } catch {
    // A link without a stay, a sold-out room…: the page's machine asks again in the browser and
    // shows the traveller why, with its way on (choose a stay, try again).
    return { opened: null }
  }
  // As in the browser, a featured list that cannot be read leaves it empty.
  const featured = await loaderCall(env, (api) =>
    api.checkout.featuredCoupons({ query: { bid: itinerary.bid, channel: env.channel } }),
  ).catch(() => [])
  return { opened: { itinerary, featured } }
}

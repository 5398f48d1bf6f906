import { fromPromise } from "xstate"
import type { TelemetryProperties } from "#core/api/telemetry.ts"
import { cartMachine } from "#machines/cart.machine.ts"
import { payBookingMachine } from "#machines/pay-booking.machine.ts"
import { afterEffect } from "../../lib/after-effect.ts"
import type { Channel } from "../../lib/app-config.tsx"
import type { OrderCart } from "./checkout-calls.ts"
import { openGateway } from "./gateway.ts"

/**
 * The itinerary page's machines with the browser's actors. Each call loads checkout-calls.ts (and
 * with it the Effect runtime) on first use, after hydration (ADR 070).
 */
const calls = () => afterEffect(() => import("./checkout-calls.ts"))

export const browserCartMachine = (channel: Channel) =>
  cartMachine.provide({
    actors: {
      loadItinerary: fromPromise(async ({ input, signal }) =>
        (await calls()).loadItinerary(channel)(input, signal),
      ),
      changeCoupon: fromPromise(async ({ input, signal }) =>
        (await calls()).changeCoupon(channel)(input, signal),
      ),
      changeWallet: fromPromise(async ({ input, signal }) =>
        (await calls()).changeWallet(channel)(input, signal),
      ),
      fetchFeaturedCoupons: fromPromise(async ({ input, signal }) =>
        (await calls()).fetchFeaturedCoupons(channel)(input, signal),
      ),
    },
  })

/**
 * `cart` reads the cart as it is when the traveller pays: its bid, the price agreed, the proofs. A
 * pay-at-hotel order refused with 429 is the machine's `payAtHotelBlocked` state, which the page shows.
 */
export const browserPayBookingMachine = (cart: () => OrderCart) =>
  payBookingMachine.provide({
    actors: {
      placeOrder: fromPromise(async ({ input, signal }) => (await calls()).placeOrder(cart)(input, signal)),
      openGateway: fromPromise(({ input, signal }) => openGateway(input, signal)),
      confirmBooking: fromPromise(async ({ input, signal }) => (await calls()).confirmBooking(input, signal)),
    },
  })

/** The machines' `track` events go to the tracking service once its code has loaded. */
export const trackEvent = (event: string, properties: TelemetryProperties): void =>
  void calls().then((loaded) => loaded.track(event, properties))

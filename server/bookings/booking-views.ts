import { Context, Effect, Layer } from "effect"
import type { Booking } from "#core/api/bookings.ts"
import { href } from "#core/routes/href.ts"
import { HotelCatalogue } from "../catalogue/store.ts"
import { ServerSettings } from "../settings.ts"
import type { BookedOrder } from "./booking-repo.ts"
import { bookingView } from "./booking-view.ts"

/** Bookings in their wire shape, with the catalogue's hotel and the channel's support line. */
export class BookingViews extends Context.Service<
  BookingViews,
  { readonly view: (order: BookedOrder, now: number) => Effect.Effect<Booking> }
>()("booking/server/bookings/BookingViews") {
  static readonly layer = Layer.effect(
    BookingViews,
    Effect.gen(function* () {
      const catalogue = yield* HotelCatalogue
      const settings = yield* ServerSettings
      return BookingViews.of({
        view: (order, now) => {
          const hotel = catalogue.hotel(order.hotelId)
          // The catalogue only grows with a new database: a booked hotel that is gone is a bug.
          if (hotel === undefined) {
            return Effect.die(new Error(`hotel ${order.hotelId} of ${order.orderId} is not in the catalogue`))
          }
          const contact = settings.support[order.channel].supportPhone
          // Absolute, on the booking's own channel, from configuration (DESIGN.md 'Host allowlist').
          const partPayLink = (orderId: string) =>
            new URL(href("partPayment", { bookingId: orderId }), settings.publicOrigin[order.channel]).href
          return Effect.succeed(
            bookingView(order, hotel, { view: catalogue.view, contact, now, partPayLink }),
          )
        },
      })
    }),
  )
}

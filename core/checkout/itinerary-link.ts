import { href } from "#core/routes/href.ts"

/**
 * What a booking's payment details say of the stay (spec-checkout §3 'Payment details'), in the
 * checkout link's own parameter names: the processing page sends a traveller whose payment failed
 * back to checkout for the same stay (§4 'Payment processing page').
 */
export interface ItineraryStay {
  /** YYYY-MM-DD */
  readonly checkin: string
  /** YYYY-MM-DD */
  readonly checkout: string
  readonly hotel_id: string
  /** The rate plan's code. */
  readonly rateplan: string
  /** Per room 'adults-kids', rooms separated by commas. */
  readonly roomconfig: string
  readonly roomtype: string
}

/** /itinerary/ with the stay as its query, every value as the payment details gave it. */
export const itineraryLink = (stay: ItineraryStay): string =>
  href(
    "itinerary",
    {},
    {
      checkin: stay.checkin,
      checkout: stay.checkout,
      hotel_id: stay.hotel_id,
      rateplan: stay.rateplan,
      roomconfig: stay.roomconfig,
      roomtype: stay.roomtype,
    },
  )

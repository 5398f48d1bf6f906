import { fc, test } from "@fast-check/vitest"
import { describe, expect } from "vitest"
import { type ItineraryStay, itineraryLink } from "#core/checkout/itinerary-link.ts"
import { matchRoute } from "#core/routes/match.ts"

/** Any well-formed text: the payment details come from the server and are not trusted to be tidy. */
const text = fc.string({ unit: "grapheme", maxLength: 20 })
const stay: fc.Arbitrary<ItineraryStay> = fc.record({
  checkin: text,
  checkout: text,
  hotel_id: text,
  rateplan: text,
  roomconfig: text,
  roomtype: text,
})

describe("itinerary link", () => {
  test.prop([stay])("every field of the stay round-trips through the query", (details) => {
    const url = new URL(itineraryLink(details), "https://example.test")
    expect(Object.fromEntries(url.searchParams)).toEqual(details)
    expect([...url.searchParams.keys()]).toHaveLength(6)
  })

  test.prop([stay])("is the checkout route", (details) => {
    const url = new URL(itineraryLink(details), "https://example.test")
    expect(url.pathname).toBe("/itinerary/")
    expect(matchRoute(url.pathname)?.id).toBe("itinerary")
  })
})

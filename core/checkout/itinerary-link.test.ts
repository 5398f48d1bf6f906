import { describe, expect, it } from "vitest"
import { itineraryLink } from "./itinerary-link.ts"

describe("itinerary link (spec-checkout §4 'Payment processing page', failure)", () => {
  it("goes to /itinerary/ with the stay of the payment details as its query", () => {
    expect(
      itineraryLink({
        checkin: "2026-03-01",
        checkout: "2026-03-03",
        hotel_id: "12",
        rateplan: "EP",
        roomconfig: "2-1,1-0",
        roomtype: "oak",
      }),
    ).toBe(
      "/itinerary/?checkin=2026-03-01&checkout=2026-03-03&hotel_id=12&rateplan=EP&roomconfig=2-1%2C1-0&roomtype=oak",
    )
  })
})

import { describe, expect, it } from "vitest"
import { isTranslated } from "./layer.ts"

describe("which API answers are translated (ADR 097)", () => {
  it("translates what pages only show: catalogue, prices, content blocks, the cart and bookings", () => {
    for (const path of [
      "/api/v5/search/",
      "/api/v6/pricing/hotels/",
      "/api/v5/pricing/hotels/1044/room-prices/",
      "/api/v5/hotels/1044/details/",
      "/api/v1/hotels/1044/images/",
      "/api/v1/contents/landing-page/",
      "/api/v2/contents/",
      "/api/v3/contents/meta/",
      "/api/feedback/v1/ratings-summary/1044",
      "/api/v8/checkout/itinerary/",
      "/api/v5/checkout/coupon/remove/",
      "/api/v2/discount/featured/",
      "/api/v1/booking/booking-history/",
      "/api/v1/booking/booking-history/ORD1/",
      "/api/v5/checkout/confirmed-booking/ORD1/",
      "/api/growth/cancellation/booking_details/abc",
    ])
      expect(isTranslated(path), path).toBe(true)
  })

  it("never translates what a page edits and sends back, nor sign-in, nor GraphQL", () => {
    for (const path of [
      "/api/graphql/",
      "/api/v1/profile/detail",
      "/api/v1/feedbacks/12/",
      "/api/feedback/v2/feedbacks/",
      "/api/v2/auth/login/email/",
      "/api/v1/search/autocomplete/",
      "/api/test/outbox",
      "/hotels-in-bengaluru/",
    ])
      expect(isTranslated(path), path).toBe(false)
  })
})

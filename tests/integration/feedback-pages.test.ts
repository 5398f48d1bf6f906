import { expect, it } from "vitest"
import { checkOutAt } from "#core/account/booking-lifecycle.ts"
import type { RatingsSummaries } from "#core/api/reviews.ts"
import { formatOrdinalDate } from "#core/i18n/format.ts"
import { onEveryBookingDatabase } from "./lib/booking-server.ts"
import { bookingClient, dataOf, ok } from "./lib/bookings.ts"

const HOUR = 3_600_000

/** Server-rendered feedback and review pages (ADR 093); needs `npm run build`. */
onEveryBookingDatabase("Feedback and review pages", (process) => {
  const c = bookingClient(process)

  const completedStay = async () => {
    const stay = await c.newStay({ daysAhead: 2, nights: 1 })
    const email = `pages.${Math.random().toString(36).slice(2, 10)}@example.com`
    await c.payNow(stay, { email })
    await c.setClock(checkOutAt(stay.checkout) + HOUR)
    const body = (await c.outbox(email)).find((m) => m.subject.startsWith("How was your stay"))!.body
    return {
      stay,
      feedbackId: /\/feedback\/([a-z2-7]{26})\//.exec(body)![1]!,
      reviewPath: /(\/tripadvisor\/reviews-\d+\/\?token=\S+)/.exec(body)![1]!,
    }
  }

  it("renders the feedback page with the stay, the stars and the tag sections from content", async () => {
    const { stay, feedbackId } = await completedStay()
    const page = await c.get(`/feedback/${feedbackId}/`)
    expect(page.status).toBe(200)
    expect(page.text).toContain("<title>Tell us about your stay · Treebo Hotels</title>")
    expect(page.text).toContain(stay.hotel.name)
    expect(page.text).toContain(stay.hotel.address.street)
    expect(page.text).toContain("Meera Iyer")
    expect(page.text).toContain("What did you like?")
    expect(page.text).toContain("Check-in speed")
    expect(page.text).toContain('role="radiogroup"')
    expect(page.text).toContain("Send feedback")
    expect(page.headers["cache-control"]).not.toMatch(/public/)
  })

  it("shows the change page prefilled, and the thanks page, once the feedback is sent", async () => {
    const { feedbackId } = await completedStay()
    ok(
      await c.put("/api/v1/feedbacks/", {
        id: feedbackId,
        rating: 4,
        tags: [{ section: "improve", value: "noise" }],
      }),
    )
    const first = await c.get(`/feedback/${feedbackId}/`)
    expect(first.text).toContain("You have already sent feedback for this stay.")
    const change = await c.get(`/feedback/${feedbackId}/change/`)
    expect(change.text).toContain("Change your feedback")
    expect(change.text).toMatch(/aria-checked="true" aria-label="4 stars"/)
    expect(change.text).toMatch(/aria-pressed="true"[^>]*>Noise</)
    const thanks = await c.get(`/feedback/${feedbackId}/thanks/`)
    expect(thanks.text).toContain("Thank you for your feedback")
    expect(thanks.text).toContain("You rated your stay 4 out of 5.")
  })

  it("answers an unknown feedback id with the Not Found page", async () => {
    expect((await c.get(`/feedback/${"a".repeat(26)}/`)).status).toBe(404)
    expect((await c.get("/feedback/not-an-id/thanks/")).status).toBe(404)
  })

  it("recognises the guest by the review link, and explains to anyone else who may review", async () => {
    const { stay, reviewPath } = await completedStay()
    const verified = await c.get(reviewPath)
    expect(verified.status).toBe(200)
    expect(verified.text).toContain(`Review ${stay.hotel.name}`)
    expect(verified.text).toContain("Publish review")
    const anonymous = await c.get(`/tripadvisor/reviews-${stay.hotel.id}/`)
    expect(anonymous.text).toContain("Only guests with a completed stay at this hotel can review it.")
    expect(anonymous.text).not.toContain("Publish review")
    const forged = await c.get(`${reviewPath.slice(0, -3)}xyz`)
    expect(forged.text).toContain("Only guests with a completed stay at this hotel can review it.")
    // Published, the review shows on the hotel's page with its stay beside its date.
    const token = reviewPath.split("token=")[1]!
    ok(
      await c.put("/api/feedback/v2/feedbacks/", {
        hotel_id: stay.hotel.id,
        rating: 5,
        review_text: "A verified stay, written from the link.",
        token,
      }),
    )
    const summary = dataOf<RatingsSummaries>(
      ok(await c.get(`/api/feedback/v1/ratings-summary/${stay.hotel.id}`)),
    )
    const hotelPage = await c.get(summary.results[stay.hotel.id]!.readReviewsUrl.replace(/#.*$/, ""))
    expect(hotelPage.status).toBe(200)
    expect(hotelPage.text).toContain("A verified stay, written from the link.")
    expect(hotelPage.text).toContain(
      `Verified stay: ${formatOrdinalDate(stay.checkin)} to ${formatOrdinalDate(stay.checkout)}`,
    )
    const thanks = await c.get("/tripadvisor/thank-you/")
    expect(thanks.status).toBe(200)
    expect(thanks.text).toContain("Thank you for your review")
    expect(thanks.headers["cache-control"]).toBe("public, max-age=3600")
  })
})

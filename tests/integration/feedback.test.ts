import { expect, it } from "vitest"
import { checkOutAt } from "#core/account/booking-lifecycle.ts"
import type { GuestFeedback, ReviewStatus } from "#core/api/feedback.ts"
import type { Feedback, Feedbacks, RatingsSummaries } from "#core/api/reviews.ts"
import { onEveryBookingDatabase } from "./lib/booking-server.ts"
import { type BookedStay, bookingClient, codeOf, dataOf, ok } from "./lib/bookings.ts"

const HOUR = 3_600_000
const DAY = 24 * HOUR

/** Feedback after a stay and reviews that need one (ADR 093), through the HTTP API. */
onEveryBookingDatabase("Feedback and verified reviews", (process) => {
  const c = bookingClient(process)
  let guests = 0

  /** A paid stay, checked out by moving the clock past its check-out: its post-stay e-mail's links. */
  const completedStay = async () => {
    const stay = await c.newStay({ daysAhead: 3, nights: 2 })
    const email = `stayed.${guests++}.${Math.random().toString(36).slice(2, 8)}@example.com`
    const orderId = await c.payNow(stay, { email })
    await c.setClock(checkOutAt(stay.checkout) + HOUR)
    const mails = (await c.outbox(email)).filter((m) => m.subject.startsWith("How was your stay"))
    expect(mails).toHaveLength(1)
    const body = mails[0]!.body
    const feedbackId = /\/feedback\/([a-z2-7]{26})\//.exec(body)![1]!
    const token = /\/tripadvisor\/reviews-\d+\/\?token=(\S+)/.exec(body)![1]!
    return { stay, email, orderId, feedbackId, token, body }
  }

  const summary = async (s: BookedStay) =>
    dataOf<RatingsSummaries>(ok(await c.get(`/api/feedback/v1/ratings-summary/${s.hotel.id}`))).results[
      s.hotel.id
    ]!
  const review = (body: Record<string, unknown>) => c.put("/api/feedback/v2/feedbacks/", body)

  it("sends one post-stay e-mail per checked-out stay, with its feedback link and a signed review link", async () => {
    const { stay, email, body, token } = await completedStay()
    expect(body).toContain(stay.hotel.name)
    expect(token).toMatch(new RegExp(`^[a-z2-7]{26}\\.${stay.hotel.id}\\.\\d+\\.[A-Za-z0-9_-]{43}$`))
    // Another pass (the clock moved again) sends nothing more.
    await c.setClock(checkOutAt(stay.checkout) + 2 * HOUR)
    expect((await c.outbox(email)).filter((m) => m.subject.startsWith("How was your stay"))).toHaveLength(1)
  })

  it("shows the feedback with its booking and the tag sections, takes it, then takes a change", async () => {
    const { stay, feedbackId } = await completedStay()
    const first = dataOf<GuestFeedback>(ok(await c.get(`/api/v1/feedbacks/${feedbackId}/`)))
    expect(first).toMatchObject({
      id: feedbackId,
      state: "pending",
      user_name: "Meera Iyer",
      booking: {
        hotel_name: stay.hotel.name,
        from_date: stay.checkin,
        to_date: stay.checkout,
        guest: "Meera Iyer",
      },
      rating: null,
      comments: "",
      submitted_at: null,
    })
    expect(first.booking.address).toContain(stay.hotel.address.street)
    expect(first.tag_sections[0]).toMatchObject({ name: "liked", body: "What did you like?" })
    expect(first.tag_sections[0]!.values[0]).toEqual({
      name: "clean_room",
      body: "Clean room",
      selected: false,
    })

    const submitted = dataOf<GuestFeedback>(
      ok(
        await c.put("/api/v1/feedbacks/", {
          id: feedbackId,
          rating: 4,
          tags: [
            { section: "improve", value: "wifi" },
            { section: "liked", value: "friendly_staff" },
            { section: "liked", value: "friendly_staff" },
          ],
          comments: "  Lovely staff, slow Wi-Fi.  ",
        }),
      ),
    )
    expect(submitted).toMatchObject({ state: "submitted", rating: 4, comments: "Lovely staff, slow Wi-Fi." })
    const selected = submitted.tag_sections.flatMap((s) =>
      s.values.filter((v) => v.selected).map((v) => v.name),
    )
    expect(selected).toEqual(["friendly_staff", "wifi"])
    expect(submitted.submitted_at).not.toBeNull()

    const changed = dataOf<GuestFeedback>(
      ok(await c.put("/api/v1/feedbacks/", { id: feedbackId, rating: 5, tags: [] })),
    )
    expect(changed).toMatchObject({
      state: "changed",
      rating: 5,
      comments: "",
      submitted_at: submitted.submitted_at,
    })
    expect(dataOf<GuestFeedback>(ok(await c.get(`/api/v1/feedbacks/${feedbackId}/`))).state).toBe("changed")
  })

  it("refuses bad feedback with a 400, and an id nobody was given with a 404, changing nothing", async () => {
    const { feedbackId } = await completedStay()
    for (const bad of [
      { id: feedbackId, rating: 6 },
      { id: feedbackId, rating: 0 },
      { id: feedbackId },
      { id: feedbackId, rating: 3, tags: [{ section: "liked", value: "free_parking" }] },
      { id: feedbackId, rating: 3, comments: "x".repeat(2001) },
      { id: feedbackId, rating: 3, comments: "nul\u0000inside" },
      { id: "not-an-id", rating: 3 },
    ]) {
      const answer = await c.put("/api/v1/feedbacks/", bad)
      expect(answer.status, JSON.stringify(bad)).toBe(400)
      expect((answer.json as { errors: Array<{ message: string }> }).errors[0]!.message).not.toBe("")
    }
    expect(dataOf<GuestFeedback>(ok(await c.get(`/api/v1/feedbacks/${feedbackId}/`))).state).toBe("pending")
    // Random ids of the right shape: someone else's, or nobody's, answer alike.
    for (let i = 0; i < 20; i++) {
      const random = Array.from(
        { length: 26 },
        () => "abcdefghijklmnopqrstuvwxyz234567"[Math.floor(Math.random() * 32)],
      ).join("")
      const got = await c.get(`/api/v1/feedbacks/${random}/`)
      expect([got.status, codeOf(got)]).toEqual([404, "feedback_not_found"])
      const put = await c.put("/api/v1/feedbacks/", { id: random, rating: 5 })
      expect([put.status, codeOf(put)]).toEqual([404, "feedback_not_found"])
    }
    expect((await c.get("/api/v1/feedbacks/short/")).status).toBe(400)
  })

  it("publishes a review proven by the e-mail's link, with its stay, and the hotel's score counts it once", async () => {
    const { stay, token } = await completedStay()
    const before = await summary(stay)
    const text = "Quiet room, kind staff and a good breakfast."

    // Without a stay, with a forged or another hotel's token: refused, and the score is unchanged.
    const forged = token.slice(0, -2) + (token.endsWith("AA") ? "BB" : "AA")
    const otherHotel = String(Number(stay.hotel.id) + 1)
    for (const [body, code] of [
      [{ hotel_id: stay.hotel.id, rating: 1, review_text: text }, "stay_not_verified"],
      [{ hotel_id: stay.hotel.id, rating: 1, review_text: text, token: forged }, "stay_not_verified"],
      [{ hotel_id: stay.hotel.id, rating: 1, review_text: text, token: "made.up" }, "stay_not_verified"],
      [{ hotel_id: otherHotel, rating: 1, review_text: text, token }, "stay_not_verified"],
    ] as const) {
      const answer = await review(body)
      expect([answer.status, codeOf(answer)], JSON.stringify(body)).toEqual([403, code])
    }
    expect(await summary(stay)).toEqual(before)
    const short = await review({ hotel_id: stay.hotel.id, rating: 5, review_text: "Nice", token })
    expect(short.status).toBe(400)

    const link = dataOf<{ reviewed: boolean; stayed_from: string }>(
      ok(await c.get(`/api/feedback/v2/review-link/?hotel_id=${stay.hotel.id}&token=${token}`)),
    )
    expect(link).toMatchObject({ reviewed: false, stayed_from: stay.checkin })

    const published = dataOf<Feedback>(
      ok(await review({ hotel_id: stay.hotel.id, rating: 5, review_text: text, token })),
    )
    expect(published).toMatchObject({
      hotel_id: stay.hotel.id,
      rating: 5,
      review_text: text,
      guest_name: "Meera I.",
      stay: { from: stay.checkin, to: stay.checkout },
    })
    expect(Date.parse(published.created_at)).toBe(await c.now())

    const after = await summary(stay)
    expect(after.noOfReviews).toBe(before.noOfReviews + 1)
    expect(after.totalRatings.find((r) => r.rating === 5)!.count).toBe(
      before.totalRatings.find((r) => r.rating === 5)!.count + 1,
    )
    const list = dataOf<Feedbacks>(ok(await c.get(`/api/feedback/v1/hotel-feedbacks/${stay.hotel.id}`)))
    expect(list.feedbacks[0]).toMatchObject({
      id: published.id,
      stay: { from: stay.checkin, to: stay.checkout },
    })

    // One review per stay: a second is refused and changes nothing.
    const again = await review({
      hotel_id: stay.hotel.id,
      rating: 1,
      review_text: "Changed my mind about it.",
      token,
    })
    expect([again.status, codeOf(again)]).toEqual([409, "already_reviewed"])
    expect(await summary(stay)).toEqual(after)
  })

  it("records the e-mail's one-tap rating on a pending feedback, the same however often it is opened", async () => {
    const { orderId, feedbackId } = await completedStay()
    const tap = async (rating: number) =>
      dataOf<ReviewStatus>(
        ok(
          await c.get(
            `/api/v1/growth/communication/update_review_status/?booking_id=${orderId}&rating=${rating}`,
          ),
        ),
      )
    const once = await tap(4)
    expect(once).toMatchObject({ feedback_id: feedbackId, state: "pending", rating: 4 })
    expect(once.feedback_url).toMatch(new RegExp(`/feedback/${feedbackId}/$`))
    expect(await tap(4)).toEqual(once)
    ok(await c.put("/api/v1/feedbacks/", { id: feedbackId, rating: 2 }))
    expect(await tap(5)).toMatchObject({ state: "submitted", rating: 2 })
    const bad = await c.get(
      `/api/v1/growth/communication/update_review_status/?booking_id=${orderId}&rating=9`,
    )
    expect(bad.status).toBe(400)
    const unknown = await c.get(
      `/api/v1/growth/communication/update_review_status/?booking_id=BK${"A".repeat(26)}`,
    )
    expect(unknown.status).toBe(404)
  })

  it("refuses a review link once it has expired, leaving the score as it was", async () => {
    const { stay, token } = await completedStay()
    const before = await summary(stay)
    await c.setClock(checkOutAt(stay.checkout) + 31 * DAY)
    const answer = await review({
      hotel_id: stay.hotel.id,
      rating: 2,
      review_text: "Came back to write this late.",
      token,
    })
    expect([answer.status, codeOf(answer)]).toEqual([403, "review_link_expired"])
    expect(await summary(stay)).toEqual(before)
  })
})

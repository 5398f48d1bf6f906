import { expect, it } from "vitest"
import type {
  Feedbacks,
  Question,
  Questions,
  RatingsSummaries,
  ThirdPartyReviewBlock,
} from "#core/api/reviews.ts"
import { dayInIndia } from "#core/dates/today.ts"
import { REVIEW_ASPECTS } from "#core/reviews/summary.ts"
import { DEFAULT_SEED, loadCatalogue } from "#fixtures/generate/catalogue.ts"
import { fixtureQuestions } from "#fixtures/generate/questions.ts"
import { reviewAspects } from "#fixtures/generate/review-aspects.ts"
import { providerListing } from "#fixtures/generate/third-party-reviews.ts"
import { callFrom, dataOf, errorOf } from "./lib/auth.ts"
import { call } from "./lib/http.ts"
import { onEveryDatabase, TEST_NOW } from "./lib/server.ts"

const baseDate = dayInIndia(TEST_NOW)
const catalogue = loadCatalogue({ baseDate })
const reviewsOf = (hotelId: string) => catalogue.reviews.filter((r) => r.hotelId === hotelId)
const byReviews = [...catalogue.hotels].sort((a, b) => reviewsOf(b.id).length - reviewsOf(a.id).length)
const reviewed = byReviews[0]!
const unreviewed = catalogue.hotels.find((h) => reviewsOf(h.id).length === 0)!
const questions = fixtureQuestions(catalogue)
const questionsOf = (hotelId: string) => questions.filter((q) => q.hotelId === hotelId)
const askedHotel = catalogue.hotels.find((h) => questionsOf(h.id).length > 5)!
const quietHotels = catalogue.hotels.filter((h) => questionsOf(h.id).length === 0)
const quietHotel = quietHotels[0]!
/** Another hotel nobody has asked about, for tests that count its questions on their own. */
const otherQuietHotel = quietHotels[1]!
const listingOf = (hotelId: string) => providerListing(DEFAULT_SEED, hotelId, baseDate)
const jcrHotel = catalogue.hotels.find((h) => listingOf(h.id)?.programme === "jcr")!
const nonJcrHotel = catalogue.hotels.find((h) => listingOf(h.id)?.programme === "non_jcr")!
const unlisted = catalogue.hotels.find((h) => listingOf(h.id) === null)!

const mean = (xs: ReadonlyArray<number>) => xs.reduce((a, b) => a + b, 0) / xs.length
const round1 = (x: number) => Math.round(x * 10) / 10

onEveryDatabase("reviews, the third-party block and questions", (server) => {
  const get = (path: string) => call(server().url, path)
  const post = (path: string, body: unknown, from = "127.0.0.1") =>
    callFrom(server().url, from, path, { body })

  it("summarises a hotel's reviews: histogram, average, aspects, recent reviews and our own links", async () => {
    const answer = await get(`/api/feedback/v1/ratings-summary/${reviewed.id}`)
    expect(answer.status, answer.text).toBe(200)
    const { results, topReviews } = dataOf<RatingsSummaries>(answer)
    const summary = results[reviewed.id]!
    const own = reviewsOf(reviewed.id)
    expect(summary.noOfReviews).toBe(own.length)
    expect(summary.totalCount).toBe(own.length)
    expect(summary.totalRatings.map((s) => s.rating)).toEqual([5, 4, 3, 2, 1])
    for (const star of summary.totalRatings) {
      expect(star.count).toBe(own.filter((r) => r.rating === star.rating).length)
    }
    expect(summary.averageRating).toBe(round1(mean(own.map((r) => r.rating))))
    expect(summary.overallRating.rating).toBe(summary.averageRating)
    expect(summary.reviewSummary).toMatch(new RegExp(`out of 5 from ${own.length} reviews$`))
    const aspects = own.map((r) => reviewAspects(DEFAULT_SEED, r))
    expect(summary.overallRating.subRatings.map((s) => s.name)).toEqual([
      "Cleanliness",
      "Staff",
      "Location",
      "Value for money",
    ])
    for (const aspect of REVIEW_ASPECTS) {
      const shown = [...summary.overallRating.subRatings, ...summary.amenitiesRatings].find(
        (s) => s.name === aspect.name,
      )!
      expect(shown.rating, aspect.name).toBe(round1(mean(aspects.map((a) => a[aspect.column]))))
    }
    expect(summary.userReviews.length).toBe(Math.min(3, own.length))
    const times = summary.userReviews.map((r) => r.created_at)
    expect([...times].sort().reverse()).toEqual(times)
    expect(summary.userReviews[0]!.guest_name).toMatch(/^\S+ [A-Z]\.$|^Verified guest$/)
    expect(summary.readReviewsUrl).toMatch(
      new RegExp(`^/hotels-in-[a-z-]+/[a-z0-9-]+-${reviewed.id}/#reviews$`),
    )
    expect(summary.writeReviewsUrl).toBe(`/tripadvisor/reviews-${reviewed.id}/`)
    expect(summary.isTaEnabled).toBe(listingOf(reviewed.id) !== null)
    expect(topReviews[0]!.rating).toBe(Math.max(...own.map((r) => r.rating)))
  })

  it("answers a hotel without reviews with zeros, no average and no aspects", async () => {
    const { results } = dataOf<RatingsSummaries>(
      await get(`/api/feedback/v1/ratings-summary/${unreviewed.id}`),
    )
    expect(results[unreviewed.id]).toMatchObject({
      noOfReviews: 0,
      averageRating: null,
      reviewSummary: "No reviews yet",
      amenitiesRatings: [],
      userReviews: [],
      overallRating: { rating: null, subRatings: [], ratingImage: null },
    })
  })

  it("summarises many hotels at once, leaving unknown ones out; 404 and 400 otherwise", async () => {
    const answer = await post("/api/feedback/v1/ratings-summary", {
      hotel_ids: [reviewed.id, byReviews[1]!.id, "99999999", reviewed.id],
    })
    expect(answer.status, answer.text).toBe(200)
    const { results, topReviews } = dataOf<RatingsSummaries>(answer)
    expect(Object.keys(results).sort()).toEqual([reviewed.id, byReviews[1]!.id].sort())
    expect(topReviews.length).toBeLessThanOrEqual(3)
    expect(topReviews.every((r) => [reviewed.id, byReviews[1]!.id].includes(r.hotel_id))).toBe(true)
    expect((await get("/api/feedback/v1/ratings-summary/99999999")).status).toBe(404)
    expect((await get("/api/feedback/v1/ratings-summary/abc")).status).toBe(400)
    expect((await post("/api/feedback/v1/ratings-summary", { hotel_ids: [] })).status).toBe(400)
  })

  it("pages a hotel's reviews newest first: page_index is 10 times the page", async () => {
    const own = [...reviewsOf(reviewed.id)].sort(
      (a, b) => b.createdAt.localeCompare(a.createdAt) || Number(b.id) - Number(a.id),
    )
    const pageOf = async (query: string) => {
      const answer = await get(`/api/feedback/v1/hotel-feedbacks/${reviewed.id}${query}`)
      expect(answer.status, answer.text).toBe(200)
      return dataOf<Feedbacks>(answer)
    }
    // The fixture's popular hotels have more than a page of reviews, so page 2 has rows to compare.
    expect(own.length).toBeGreaterThan(10)
    const first = await pageOf("")
    expect(first.total_count).toBe(own.length)
    expect(first.feedbacks.map((f) => String(f.id))).toEqual(own.slice(0, 10).map((r) => r.id))
    const second = await pageOf("?page_index=10&page_size=10")
    expect(second.feedbacks.map((f) => String(f.id))).toEqual(own.slice(10, 20).map((r) => r.id))
    const small = await pageOf("?page_index=10&page_size=3")
    expect(small.feedbacks.map((f) => String(f.id))).toEqual(own.slice(3, 6).map((r) => r.id))
    expect((await pageOf(`?page_index=${own.length * 10}`)).feedbacks).toEqual([])
    expect((await get(`/api/feedback/v1/hotel-feedbacks/${reviewed.id}?page_size=51`)).status).toBe(400)
    expect((await get(`/api/feedback/v1/hotel-feedbacks/${reviewed.id}?page_index=-1`)).status).toBe(400)
    expect((await get("/api/feedback/v1/hotel-feedbacks/99999999")).status).toBe(404)
  })

  it("filters many hotels' reviews by rating, 4 and 5 by default", async () => {
    const ids = [reviewed.id, byReviews[1]!.id]
    const all = catalogue.reviews.filter((r) => ids.includes(r.hotelId))
    const answer = await post("/api/feedback/v1/hotel-feedbacks", { hotel_ids: ids })
    expect(answer.status, answer.text).toBe(200)
    const page = dataOf<Feedbacks>(answer)
    expect(page.total_count).toBe(all.filter((r) => r.rating >= 4).length)
    expect(page.feedbacks.every((f) => f.rating >= 4)).toBe(true)
    const low = dataOf<Feedbacks>(
      await post("/api/feedback/v1/hotel-feedbacks", { hotel_ids: ids, ratings: [1, 2], page_size: 2 }),
    )
    expect(low.total_count).toBe(all.filter((r) => r.rating <= 2).length)
    expect(low.feedbacks.length).toBe(Math.min(2, low.total_count))
    expect((await post("/api/feedback/v1/hotel-feedbacks", { hotel_ids: ids, ratings: [6] })).status).toBe(
      400,
    )
  })

  it("serves the third-party block for contracted hotels on one endpoint and listed ones on the other", async () => {
    const block = async (endpoint: string, hotelId: string) => {
      const answer = await get(`/api/v1/reviews/tripadvisor/${endpoint}/?hotel_id=${hotelId}`)
      expect(answer.status, answer.text).toBe(200)
      return dataOf<ThirdPartyReviewBlock>(answer)
    }
    const jcr = await block("hotel_review_data", jcrHotel.id)
    expect(jcr).toMatchObject({ enabled: true, provider: "Local review provider", hotel_id: jcrHotel.id })
    expect(jcr.overall_rating).toBe(listingOf(jcrHotel.id)!.rating)
    expect(jcr.overall_ranking).toMatch(/^#\d+ of \d+ hotels in /)
    expect(jcr.write_review_url).toBe(`/tripadvisor/reviews-${jcrHotel.id}/`)
    expect(jcr.read_reviews_url).toMatch(new RegExp(`-${jcrHotel.id}/#reviews$`))
    expect(jcr.rating_image_url).toBeNull()
    expect(jcr.subratings.length).toBeGreaterThan(0)
    expect(jcr.top_reviews.length).toBeGreaterThan(0)
    expect((await block("hotel_non_jcr_review_data", jcrHotel.id)).enabled).toBe(false)

    const listed = await block("hotel_non_jcr_review_data", nonJcrHotel.id)
    expect(listed).toMatchObject({ enabled: true, awards: [], subratings: [], top_reviews: [] })
    expect(listed.review_count).toBeGreaterThan(0)
    expect((await block("hotel_review_data", nonJcrHotel.id)).enabled).toBe(false)

    const none = await block("hotel_review_data", unlisted.id)
    expect(none).toMatchObject({
      enabled: false,
      review_count: 0,
      overall_rating: null,
      read_reviews_url: null,
    })
    expect((await get("/api/v1/reviews/tripadvisor/hotel_review_data/?hotel_id=99999999")).status).toBe(404)
    expect((await get("/api/v1/reviews/tripadvisor/hotel_review_data/")).status).toBe(400)
  })

  it("lists a hotel's questions five a page, newest first, with verified answers", async () => {
    const expected = [...questionsOf(askedHotel.id)].sort(
      (a, b) => b.postedAt.localeCompare(a.postedAt) || b.id - a.id,
    )
    const page1 = dataOf<Questions>(await get(`/api/v1/posts/faqs/?hotel_id=${askedHotel.id}`))
    expect(page1).toMatchObject({ total: expected.length, page: 1, page_size: 5 })
    expect(page1.questions.map((q) => q.id)).toEqual(expected.slice(0, 5).map((q) => q.id))
    const first = page1.questions[0]!
    expect(first.answers.length).toBeGreaterThan(0)
    expect(first.answers[0]).toMatchObject({ author: "Hotel team", verified: true })
    const page2 = dataOf<Questions>(await get(`/api/v1/posts/faqs/?hotel_id=${askedHotel.id}&page=2`))
    expect(page2.questions.map((q) => q.id)).toEqual(expected.slice(5, 10).map((q) => q.id))
    expect((await get(`/api/v1/posts/faqs/?hotel_id=${askedHotel.id}&page=0`)).status).toBe(400)
    expect((await get("/api/v1/posts/faqs/?hotel_id=99999999")).status).toBe(404)
  })

  it("stores a question at once, unanswered, named by the body, the member or 'Guest'", async () => {
    const path = "/api/v1/posts/add/question/"
    const asked = await post(
      path,
      { question: "  Is there a lift to every floor?  ", page: quietHotel.id },
      "127.0.1.1",
    )
    expect(asked.status, asked.text).toBe(200)
    const question = dataOf<Question>(asked)
    expect(question).toMatchObject({
      hotel_id: quietHotel.id,
      question: "Is there a lift to every floor?",
      author: "Guest",
      answers: [],
    })
    const named = dataOf<Question>(
      await post(
        path,
        { question: "Do you have rooms with a bathtub?", page: quietHotel.id, author: " Meera " },
        "127.0.1.1",
      ),
    )
    expect(named.author).toBe("Meera")
    const listed = dataOf<Questions>(await get(`/api/v1/posts/faqs/?hotel_id=${quietHotel.id}`))
    expect(listed.total).toBe(2)
    expect(listed.questions.map((q) => q.id)).toEqual([named.id, question.id])
  })

  it("keeps a question's line breaks, normalised, counts the normalised text and refuses other control characters", async () => {
    const path = "/api/v1/posts/add/question/"
    const client = "127.0.1.3"
    const asked = await post(
      path,
      {
        question: "  Is there a lift?\r\nWe travel with a wheelchair.\r\n\r\n\r\n\r\nThanks,\rMeera  \n",
        page: otherQuietHotel.id,
      },
      client,
    )
    expect(asked.status, asked.text).toBe(200)
    const text = "Is there a lift?\nWe travel with a wheelchair.\n\nThanks,\nMeera"
    expect(dataOf<Question>(asked).question).toBe(text)
    // 500 characters once normalised, 504 as sent: accepted.
    const long = await post(
      path,
      { question: `${"x".repeat(250)}\r\n\r\n\r\n${"y".repeat(248)}`, page: otherQuietHotel.id },
      client,
    )
    expect(long.status, long.text).toBe(200)
    expect(dataOf<Question>(long).question).toBe(`${"x".repeat(250)}\n\n${"y".repeat(248)}`)
    const listed = dataOf<Questions>(await get(`/api/v1/posts/faqs/?hotel_id=${otherQuietHotel.id}`))
    expect(listed.questions.map((q) => q.question)).toContain(text)

    const refused: Array<[string, RegExp]> = [
      ["Is there a\u0007 lift?", /^question: must not contain control characters other than line breaks$/],
      ["Is there a\ttab here?", /control characters other than line breaks/],
      ["Is there a\u0000 lift?", /control characters other than line breaks/],
      // 9 characters once the blank lines collapse.
      ["Lift?\r\n\r\n\r\n\r\nOk", /^question: at least 10 characters, please \(9 given\)$/],
      [`${"x".repeat(251)}\n\n${"y".repeat(248)}`, /at most 500 characters, please \(501 given\)/],
    ]
    for (const [question, message] of refused) {
      const answer = await post(path, { question, page: otherQuietHotel.id }, client)
      expect(answer.status, JSON.stringify(question)).toBe(400)
      expect(errorOf(answer)).toMatchObject({ code: "invalid_question", field: "question" })
      expect(errorOf(answer).message).toMatch(message)
    }
    const after = dataOf<Questions>(await get(`/api/v1/posts/faqs/?hotel_id=${otherQuietHotel.id}`))
    expect(after.total).toBe(2)
  })

  it("refuses an author name over 60 characters with a clear message, and takes 60", async () => {
    const path = "/api/v1/posts/add/question/"
    const client = "127.0.1.4"
    const question = "Is the swimming pool heated in winter?"
    const tooLong = await post(path, { question, page: otherQuietHotel.id, author: "A".repeat(61) }, client)
    expect(tooLong.status).toBe(400)
    expect(errorOf(tooLong)).toEqual({
      code: "invalid_payload",
      message: "author: at most 60 characters, please",
      field: "author",
    })
    const before = dataOf<Questions>(await get(`/api/v1/posts/faqs/?hotel_id=${otherQuietHotel.id}`)).total
    const fits = await post(path, { question, page: otherQuietHotel.id, author: "A".repeat(60) }, client)
    expect(fits.status, fits.text).toBe(200)
    expect(dataOf<Question>(fits).author).toBe("A".repeat(60))
    expect(dataOf<Questions>(await get(`/api/v1/posts/faqs/?hotel_id=${otherQuietHotel.id}`)).total).toBe(
      before + 1,
    )
    const broken = await post(path, { question, page: otherQuietHotel.id, author: "Meera\nSharma" }, client)
    expect(broken.status).toBe(400)
    expect(errorOf(broken).message).toBe("author: must not contain control characters")
  })

  it("refuses bad questions with clear messages, counting and storing nothing", async () => {
    const path = "/api/v1/posts/add/question/"
    const client = "127.0.1.2"
    const cases: Array<[unknown, number, RegExp]> = [
      [{ question: "   short   ", page: quietHotel.id }, 400, /at least 10 characters/],
      [{ question: "x".repeat(501), page: quietHotel.id }, 400, /at most 500 characters/],
      [{ question: "          ", page: quietHotel.id }, 400, /write your question/],
      [{ question: "Is breakfast included?", page: "99999999" }, 404, /No hotel with id 99999999/],
      [{ question: "Is breakfast included?" }, 400, /page/],
    ]
    for (const [body, status, message] of cases) {
      const answer = await post(path, body, client)
      expect(answer.status, JSON.stringify(body)).toBe(status)
      expect(errorOf(answer).message).toMatch(message)
    }
    const before = dataOf<Questions>(await get(`/api/v1/posts/faqs/?hotel_id=${quietHotel.id}`)).total
    for (let i = 0; i < 5; i++) {
      const answer = await post(
        path,
        { question: `Question number ${i} about parking?`, page: quietHotel.id },
        client,
      )
      expect(answer.status, answer.text).toBe(200)
    }
    const refused = await post(path, { question: "One question too many here?", page: quietHotel.id }, client)
    expect(refused.status).toBe(429)
    expect((refused.json as { retry_after?: number }).retry_after).toBeGreaterThan(0)
    const after = dataOf<Questions>(await get(`/api/v1/posts/faqs/?hotel_id=${quietHotel.id}`)).total
    expect(after).toBe(before + 5)
  })
})

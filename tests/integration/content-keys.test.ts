import { Schema } from "effect"
import { expect, it } from "vitest"
import { CONTENT_V2_KEYS, ContentsV1, ContentsV1Keys, ContentsV2 } from "#core/api/contents.ts"
import { CANCELLATION_POLICIES } from "#core/pricing/rate-plans.ts"
import { loadCatalogue } from "#fixtures/generate/catalogue.ts"
import { call, firstErrorMessage } from "./lib/http.ts"
import { onEveryDatabase, testConfig } from "./lib/server.ts"

const v1 = (json: unknown) => Schema.decodeUnknownSync(Schema.Struct({ data: ContentsV1 }))(json).data
const v2 = (json: unknown) => Schema.decodeUnknownSync(Schema.Struct({ data: ContentsV2 }))(json).data
const catalogue = loadCatalogue()
const gdcPhone = testConfig({ kind: "memory" }).support.gdc.supportPhone

onEveryDatabase("content keys (GET /api/v1/contents/ and /api/v2/contents/)", (server) => {
  const get = (path: string) => call(server().url, path)

  it("answers every v1 key with its own block, matching its schema and naming its key", async () => {
    for (const key of ContentsV1Keys.literals) {
      const answer = await get(`/api/v1/contents/?key=${key}&version=1`)
      expect(answer.status, `${key}: ${answer.text}`).toBe(200)
      expect(v1(answer.json).key).toBe(key)
    }
  })

  it("serves the FAQ in sections with questions and answers, and the numbers the rules use", async () => {
    const faq = v1((await get("/api/v1/contents/?key=faq_content")).json)
    if (faq.key !== "faq_content") throw new Error("not the FAQ")
    expect(faq.sections.map((s) => s.id)).toEqual(["booking", "payment", "cancellation", "rewards"])
    for (const section of faq.sections) {
      expect(section.questions.length).toBeGreaterThan(0)
      for (const q of section.questions) expect(q.answer.length).toBeGreaterThan(20)
    }
    const cancellation = faq.sections.find((s) => s.id === "cancellation")!
    expect(cancellation.questions[0]!.answer).toContain(CANCELLATION_POLICIES.default.description)
  })

  it("serves the threshold as a number, the contributors with handles and the OTP texts", async () => {
    const threshold = v1((await get("/api/v1/contents/?key=ta_rating_threshold")).json)
    expect(threshold).toEqual({ key: "ta_rating_threshold", threshold: 3.5 })
    const people = v1((await get("/api/v1/contents/?key=policy_contributors")).json)
    if (people.key !== "policy_contributors") throw new Error("not the contributors")
    expect(people.contributors.length).toBeGreaterThan(0)
    for (const person of people.contributors) expect(person.handle).toMatch(/^@\w+$/)
    const otp = v1((await get("/api/v1/contents/?key=otp_content")).json)
    expect(otp).toMatchObject({ key: "otp_content", description: expect.stringContaining("6-digit code") })
  })

  it("answers 400 with a message for an unknown or missing v1 key and a bad version", async () => {
    expect(firstErrorMessage(await get("/api/v1/contents/?key=jackpot"))).toContain(
      "Unknown content key: jackpot",
    )
    for (const bad of ["?key=jackpot", "", "?key=faq_content&version=2"]) {
      const answer = await get(`/api/v1/contents/${bad}`)
      expect(answer.status, bad).toBe(400)
      expect(firstErrorMessage(answer), bad).toBeTruthy()
    }
  })

  it("answers every v2 key, each entry matching its schema, from a comma list", async () => {
    const answer = await get(`/api/v2/contents/?keys=${CONTENT_V2_KEYS.join(",")}`)
    expect(answer.status, answer.text).toBe(200)
    const data = v2(answer.json)
    expect(Object.keys(data).sort()).toEqual([...CONTENT_V2_KEYS].sort())
    expect(data.loyalty_page_info).toBeDefined()
    expect(data.homepage_footer_v2).toBeDefined()
  })

  it("answers only the asked keys, from an indexed array or repeated keys", async () => {
    const indexed = v2((await get("/api/v2/contents/?keys[0]=perfect_stay&keys[1]=wallets_promotion")).json)
    expect(Object.keys(indexed).sort()).toEqual(["perfect_stay", "wallets_promotion"])
    const repeated = v2(
      (await get("/api/v2/contents/?keys=special_rate_hotels&keys=special_rate_hotels")).json,
    )
    expect(Object.keys(repeated)).toEqual(["special_rate_hotels"])
  })

  it("gives special rates for catalogue hotels around the new year, and rules that match checkout", async () => {
    const data = v2(
      (await get("/api/v2/contents/?keys=special_rate_hotels,cancellation_policies_description_mapping"))
        .json,
    )
    const rates = data.special_rate_hotels!
    for (const rate of rates) expect(catalogue.hotels.some((h) => h.id === rate.hotel_id)).toBe(true)
    expect(rates.some((r) => r.start_date <= "2026-12-31" && r.end_date >= "2027-01-01")).toBe(true)
    const policies = data.cancellation_policies_description_mapping!.policies
    expect(policies.default.description).toBe(CANCELLATION_POLICIES.default.description)
    expect(policies["5-day"].free_cancellation_hours).toBe(120)
    expect(policies["non-refundable"].free_cancellation_hours).toBeNull()
  })

  it("gives the gdc desk's configured number and brand pictures our origin serves", async () => {
    const data = v2((await get("/api/v2/contents/?keys=gdc_customer_care_numbers,desktop_brand_images")).json)
    expect(data.gdc_customer_care_numbers![0]).toMatchObject({ purpose: "reservations", phone: gdcPhone })
    const images = data.desktop_brand_images!
    expect(images.map((i) => i.brand).sort()).toEqual(
      [...new Set(catalogue.hotels.map((h) => h.brandCode))].sort(),
    )
    const picture = await get(images[0]!.image_url)
    expect(picture.status).toBe(200)
  })

  it("answers 400 naming an unknown v2 key, and 400 for no keys", async () => {
    const unknown = await get("/api/v2/contents/?keys=perfect_stay,jackpot")
    expect(unknown.status).toBe(400)
    expect(firstErrorMessage(unknown)).toContain("jackpot")
    for (const bad of ["", "?keys=", "?keys=,"]) {
      const answer = await get(`/api/v2/contents/${bad}`)
      expect(answer.status, bad).toBe(400)
      expect(firstErrorMessage(answer), bad).toBeTruthy()
    }
  })
})

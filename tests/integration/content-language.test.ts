import { afterAll, beforeAll, describe, expect, it } from "vitest"
import type { HotelDetail } from "#core/api/hotel-detail.ts"
import { dayInIndia } from "#core/dates/today.ts"
import { loadCatalogue } from "#fixtures/generate/catalogue.ts"
import { frFR } from "#server/content-language/fr-FR.ts"
import { translateText } from "#server/content-language/translations.ts"
import { type RunningServer, startServer } from "#server/start.ts"
import { call } from "./lib/http.ts"
import { TEST_NOW, testConfig } from "./lib/server.ts"

/** API answers in the visitor's language (ADR 097), through the whole server; needs `npm run build`. */
describe("API content in the visitor's language", () => {
  let server: RunningServer
  const hotel = loadCatalogue({ baseDate: dayInIndia(TEST_NOW) }).hotels[43]!

  beforeAll(async () => {
    server = await startServer(testConfig({ kind: "memory" }))
  }, 120_000)
  afterAll(() => server.close())

  const details = async (headers: Record<string, string> = {}, query = "") => {
    const answer = await call(server.url, `/api/v5/hotels/${hotel.id}/details/${query}`, { headers })
    expect(answer.status, answer.text).toBe(200)
    return { answer, data: (JSON.parse(answer.text) as { data: HotelDetail }).data }
  }

  it("translates names, occupancy, policies and descriptions for the fr-FR cookie; ids and codes stay", async () => {
    const english = await details()
    const french = await details({ cookie: "locale=fr-FR" })
    expect(french.answer.headers.vary).toContain("Cookie")
    expect(english.answer.headers.vary).toContain("Cookie")
    const englishRoom = english.data.roomTypes[0]!
    const frenchRoom = french.data.roomTypes[0]!
    expect([frenchRoom.id, frenchRoom.type]).toEqual([englishRoom.id, englishRoom.type])
    expect(frenchRoom.name).toBe(frFR.texts[englishRoom.name])
    expect(frenchRoom.maxOccupancy.occupancy).not.toBe(englishRoom.maxOccupancy.occupancy)
    expect(frenchRoom.amenities.map((a) => a.id)).toEqual(englishRoom.amenities.map((a) => a.id))
    expect(frenchRoom.amenities.map((a) => a.name)).toEqual(
      englishRoom.amenities.map((a) => frFR.texts[a.name]),
    )
    expect(french.data.detailPolicies.map((p) => p.type)).toEqual(
      english.data.detailPolicies.map((p) => p.type),
    )
    for (const [i, policy] of french.data.detailPolicies.entries()) {
      expect(policy.title).toBe(frFR.texts[english.data.detailPolicies[i]!.title])
      expect(policy.description).not.toBe(english.data.detailPolicies[i]!.description)
    }
    // Names are not translated; the generated description is, sentence by sentence.
    expect([french.data.name, french.data.slug]).toEqual([english.data.name, english.data.slug])
    expect(french.data.description).toBe(translateText(english.data.description, frFR))
    expect(french.data.description).not.toBe(english.data.description)
  })

  it("answers in French for ?lang=fr-FR, and in the stored English for en-IN, en-GB and unknown languages", async () => {
    const english = await details()
    expect((await details({}, "?lang=fr-FR")).data.roomTypes[0]!.name).not.toBe(
      english.data.roomTypes[0]!.name,
    )
    for (const cookie of ["locale=en-IN", "locale=en-GB", "locale=klingon"]) {
      expect((await details({ cookie })).data).toEqual(english.data)
    }
  })

  it("renders a French page from French API answers", async () => {
    const english = await details()
    const page = await call(server.url, `${english.data.path}?lang=fr-FR`)
    expect(page.status).toBe(200)
    expect(page.text).toContain(frFR.texts[english.data.roomTypes[0]!.name]!.replace("'", "&#x27;"))
  })
})

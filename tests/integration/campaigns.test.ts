import { Schema } from "effect"
import { expect, it } from "vitest"
import { CampaignBanner } from "#core/content/campaigns.ts"
import { call, firstErrorMessage } from "./lib/http.ts"
import { onEveryDatabase } from "./lib/server.ts"

const one = (json: unknown) => Schema.decodeUnknownSync(Schema.Struct({ data: CampaignBanner }))(json).data
const list = (json: unknown) =>
  Schema.decodeUnknownSync(Schema.Struct({ data: Schema.Array(CampaignBanner) }))(json).data

const ids = (json: unknown) => list(json).map((c) => c.id)

onEveryDatabase("campaign banners (spec-checkout §7)", (server) => {
  const get = (path: string) => call(server().url, path)

  it("lists the website's campaigns by default, each with its mobile detail banner or null", async () => {
    const answer = await get("/api/campaigns/campaign-banners/")
    expect(answer.status).toBe(200)
    const banners = list(answer.json)
    expect(banners.map((c) => c.id)).toEqual([101, 102, 103])
    expect(banners.find((c) => c.id === 103)!.mobile_banner_detail_image).toBeNull()
    expect(banners.find((c) => c.id === 101)!.mobile_banner_detail_image).toMatchObject({
      url: "/images/campaigns/101-mobile.svg",
      width: 750,
      height: 500,
    })
  })

  it("narrows the list by channel and page", async () => {
    expect(ids((await get("/api/campaigns/campaign-banners/?channel=gdc")).json)).toEqual([102])
    expect(ids((await get("/api/campaigns/campaign-banners/?page=listing")).json)).toEqual([101, 103])
    expect(ids((await get("/api/campaigns/campaign-banners/?channel=gdc&page=listing")).json)).toEqual([])
  })

  it("refuses an unknown channel or page with 400 and a message", async () => {
    for (const query of ["channel=app", "page=checkout"]) {
      const answer = await get(`/api/campaigns/campaign-banners/?${query}`)
      expect(answer.status).toBe(400)
      expect(firstErrorMessage(answer)).toEqual(expect.any(String))
    }
  })

  it("answers one campaign by id, 404 for an unknown id and 400 for a malformed one", async () => {
    const found = await get("/api/campaigns/campaign-banners/102/")
    expect(found.status).toBe(200)
    expect(one(found.json).name).toBe("Pay at hotel")

    const unknown = await get("/api/campaigns/campaign-banners/999/")
    expect(unknown.status).toBe(404)
    expect(firstErrorMessage(unknown)).toBe("No campaign with id 999")

    for (const bad of ["abc", "0", "-4", "1234567890"]) {
      const answer = await get(`/api/campaigns/campaign-banners/${bad}/`)
      expect(answer.status, bad).toBe(400)
      expect(firstErrorMessage(answer)).toContain("must be a campaign id")
    }
  })

  it("serves a campaign's mobile banner from our origin, and nothing for a campaign without one", async () => {
    const banner = await get("/images/campaigns/101-mobile.svg")
    expect(banner.status).toBe(200)
    expect(banner.headers["content-type"]).toContain("image/svg+xml")
    expect(banner.text).toContain("Monsoon getaways")
    expect((await get("/images/campaigns/103-mobile.svg")).status).toBe(404)
    expect((await get("/images/campaigns/999-mobile.svg")).status).toBe(404)
  })
})

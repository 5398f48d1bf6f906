import { describe, expect, it } from "vitest"
import {
  CAMPAIGN_TTL_MS,
  campaignFromQuery,
  campaignParams,
  nextCampaign,
  parseStoredCampaign,
} from "./campaign.ts"

const q = (s: string) => new URLSearchParams(s)
const day = 24 * 60 * 60 * 1000

describe("campaign values", () => {
  it("captures utm_name, utm_source, utm_medium, utm_campaign, utm_keyword, avclk and refid", () => {
    const values = campaignFromQuery(
      q(
        "utm_name=n&utm_source=google&utm_medium=cpc&utm_campaign=diwali&utm_keyword=goa&avclk=1&refid=abc&x=1",
      ),
    )
    expect(values).toEqual({
      utm_name: "n",
      utm_source: "google",
      utm_medium: "cpc",
      utm_campaign: "diwali",
      utm_keyword: "goa",
      avclk: "1",
      refid: "abc",
    })
  })

  it("defaults utm_source to 'direct'", () => {
    expect(campaignParams(undefined)).toEqual({ utm_source: "direct" })
    expect(campaignParams({ values: { utm_medium: "email" }, capturedAt: 0 })).toEqual({
      utm_medium: "email",
      utm_source: "direct",
    })
  })

  it("keeps stored values 30 days and no longer", () => {
    const stored = { values: { utm_source: "google" }, capturedAt: 1_000 }
    expect(nextCampaign(stored, q(""), 1_000 + 29 * day)).toBe(stored)
    expect(nextCampaign(stored, q(""), 1_000 + CAMPAIGN_TTL_MS)).toBeUndefined()
  })

  it("lets a new campaign replace the stored one", () => {
    const stored = { values: { utm_source: "google" }, capturedAt: 1_000 }
    expect(nextCampaign(stored, q("utm_source=newsletter"), 2_000)).toEqual({
      values: { utm_source: "newsletter" },
      capturedAt: 2_000,
    })
  })

  it("treats malformed storage as no campaign", () => {
    expect(parseStoredCampaign("{oops")).toBeUndefined()
    expect(parseStoredCampaign(JSON.stringify({ values: 3, capturedAt: 1 }))).toBeUndefined()
    expect(
      parseStoredCampaign(JSON.stringify({ values: { utm_source: 5, refid: "r" }, capturedAt: 1 })),
    ).toEqual({
      values: { refid: "r" },
      capturedAt: 1,
    })
  })
})

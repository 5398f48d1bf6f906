import { afterEach, beforeEach, describe, expect, it } from "vitest"
import { parseStoredCampaign } from "#core/tracking/campaign.ts"
import { CAMPAIGN_STORAGE_KEY, captureCampaign } from "./campaign-storage.ts"

const DAY = 86_400_000
const store = new Map<string, string>()
const localStorage = {
  getItem: (key: string) => store.get(key) ?? null,
  setItem: (key: string, value: string) => void store.set(key, value),
  removeItem: (key: string) => void store.delete(key),
}
const stored = () => parseStoredCampaign(store.get(CAMPAIGN_STORAGE_KEY))

describe("campaign storage", () => {
  beforeEach(() => {
    store.clear()
    Object.assign(globalThis, { window: { localStorage } })
  })
  afterEach(() => {
    Reflect.deleteProperty(globalThis, "window")
  })

  it("keeps trivago's reference id with the utm values a visit lands with", () => {
    captureCampaign("?utm_source=trivago&utm_medium=metasearch&trv_reference=5f3a91c2-e7", 0)
    expect(stored()).toEqual({
      values: { utm_source: "trivago", utm_medium: "metasearch", trv_reference: "5f3a91c2-e7" },
      capturedAt: 0,
    })
  })

  it("keeps the reference id across later visits without campaign values, for 30 days", () => {
    captureCampaign("?trv_reference=abc123", 0)
    captureCampaign("?q=goa", 29 * DAY)
    expect(stored()?.values.trv_reference).toBe("abc123")
    captureCampaign("", 30 * DAY)
    expect(store.has(CAMPAIGN_STORAGE_KEY)).toBe(false)
  })

  it("drops the reference id when a newer campaign arrives without one", () => {
    captureCampaign("?trv_reference=abc123&utm_source=trivago", 0)
    captureCampaign("?utm_source=newsletter", DAY)
    expect(stored()?.values).toEqual({ utm_source: "newsletter" })
  })

  it("ignores a blank reference id", () => {
    captureCampaign("?trv_reference=%20", 0)
    expect(store.has(CAMPAIGN_STORAGE_KEY)).toBe(false)
  })
})

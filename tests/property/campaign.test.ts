import { fc, test } from "@fast-check/vitest"
import { expect } from "vitest"
import {
  CAMPAIGN_KEYS,
  CAMPAIGN_TTL_MS,
  campaignParams,
  nextCampaign,
  parseStoredCampaign,
} from "#core/tracking/campaign.ts"

const valueArb = fc.string({ minLength: 1, maxLength: 300 }).filter((s) => s.trim() !== "")
const queryArb = fc
  .dictionary(fc.constantFrom(...CAMPAIGN_KEYS, "q", "page"), valueArb)
  .map((entries) => new URLSearchParams(entries))

test.prop([
  fc.option(fc.record({ capturedAt: fc.nat(), values: fc.constant({ utm_source: "ads" }) }), {
    nil: undefined,
  }),
  queryArb,
  fc.nat(),
])(
  "the stored campaign is never older than 30 days and always has a utm_source to send",
  (stored, query, now) => {
    const next = nextCampaign(stored, query, now)
    if (next !== undefined) {
      expect(now - next.capturedAt).toBeLessThan(CAMPAIGN_TTL_MS)
      expect(now - next.capturedAt).toBeGreaterThanOrEqual(0)
    }
    expect(campaignParams(next).utm_source).toBeTruthy()
  },
)

test.prop([queryArb, fc.nat()])(
  "storing and reading back keeps the values, each at most 200 characters",
  (query, now) => {
    const next = nextCampaign(undefined, query, now)
    const roundTrip = parseStoredCampaign(next === undefined ? null : JSON.stringify(next))
    expect(roundTrip).toEqual(next)
    for (const value of Object.values(roundTrip?.values ?? {})) expect(value.length).toBeLessThanOrEqual(200)
  },
)

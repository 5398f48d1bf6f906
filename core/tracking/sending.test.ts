import { describe, expect, it } from "vitest"
import type { TrackingEvent } from "../api/telemetry.ts"
import { trackingEvent } from "./event.ts"
import { TELEMETRY_LIMITS } from "./limits.ts"
import { batchBody, inBatches, isTransientStatus } from "./sending.ts"

const events = (n: number): TrackingEvent[] =>
  Array.from({ length: n }, (_, i) =>
    trackingEvent("page", `/p${i}/`, undefined, { at: 0, anonymousId: "a", channel: "website" }),
  )

describe("sending tracking events", () => {
  it("cuts events into batches the sink accepts, in order", () => {
    const cap = TELEMETRY_LIMITS.eventsPerBatch
    expect(inBatches([])).toEqual([])
    expect(inBatches(events(cap)).map((b) => b.length)).toEqual([cap])
    const split = inBatches(events(cap + 1))
    expect(split.map((b) => b.length)).toEqual([cap, 1])
    expect(split.flat()).toEqual(events(cap + 1))
    expect(JSON.parse(batchBody(split[1]!))).toEqual({ events: [events(cap + 1)[cap]] })
  })

  it("sends again after no answer, a server failure or a throttle, never after a refusal", () => {
    for (const status of [0, 429, 500, 503]) expect(isTransientStatus(status), String(status)).toBe(true)
    for (const status of [200, 202, 400, 401, 404, 413])
      expect(isTransientStatus(status), String(status)).toBe(false)
  })
})

import { fc, test } from "@fast-check/vitest"
import { describe, expect } from "vitest"
import {
  nextWebhookAttemptAt,
  WEBHOOK_FIRST_RETRY_MS,
  WEBHOOK_GIVE_UP_MS,
  WEBHOOK_MAX_RETRY_MS,
  webhookRetryDelayMs,
} from "#server/gateway/webhook-retry.ts"

const failuresArb = fc.integer({ min: 1, max: 1000 })

describe("webhook retries back off, then give up after a day", () => {
  test.prop([failuresArb])("each wait is between the first wait and the cap", (failures) => {
    const wait = webhookRetryDelayMs(failures)
    expect(wait).toBeGreaterThanOrEqual(WEBHOOK_FIRST_RETRY_MS)
    expect(wait).toBeLessThanOrEqual(WEBHOOK_MAX_RETRY_MS)
  })

  test.prop([failuresArb])("a further failure never waits less", (failures) => {
    expect(webhookRetryDelayMs(failures + 1)).toBeGreaterThanOrEqual(webhookRetryDelayMs(failures))
  })

  test.prop([fc.integer({ min: 1, max: 8 })])("below the cap, each failure doubles the wait", (failures) => {
    expect(webhookRetryDelayMs(failures)).toBe(WEBHOOK_FIRST_RETRY_MS * 2 ** (failures - 1))
  })

  test.prop([
    fc.integer({ min: 0, max: 2 ** 45 }),
    fc.integer({ min: 0, max: 2 * WEBHOOK_GIVE_UP_MS }),
    failuresArb,
  ])(
    "the next try is after the failure and within a day of the event, or none",
    (created, sinceMs, failures) => {
      const failedAt = created + sinceMs
      const next = nextWebhookAttemptAt(created, failedAt, failures)
      if (next === undefined) {
        expect(failedAt + webhookRetryDelayMs(failures) - created).toBeGreaterThan(WEBHOOK_GIVE_UP_MS)
      } else {
        expect(next).toBe(failedAt + webhookRetryDelayMs(failures))
        expect(next - created).toBeLessThanOrEqual(WEBHOOK_GIVE_UP_MS)
      }
    },
  )
})

import { fc, test } from "@fast-check/vitest"
import { describe, expect } from "vitest"
import { loadMessagesWithRetry } from "#core/i18n/load-messages.ts"
import { retryDelay, TRANSLATION_RETRY } from "#core/i18n/retry-policy.ts"

const policy = fc.record({
  retries: fc.integer({ min: 0, max: 10 }),
  firstDelayMs: fc.integer({ min: 1, max: 2000 }),
})

describe("retry policies", () => {
  test.prop([policy, fc.integer({ min: 1, max: 9 })])("each delay doubles the one before", (p, retry) => {
    const before = retryDelay(p, retry)
    const after = retryDelay(p, retry + 1)
    if (before !== null && after !== null) expect(after).toBe(before * 2)
    // A retry past the last is never allowed once one is refused.
    if (before === null) expect(after).toBeNull()
  })

  test.prop([policy])("allow exactly `retries` retries, the first after firstDelayMs", (p) => {
    const allowed = Array.from({ length: 12 }, (_, i) => retryDelay(p, i + 1)).filter((d) => d !== null)
    expect(allowed).toHaveLength(p.retries)
    if (p.retries > 0) expect(allowed[0]).toBe(p.firstDelayMs)
  })

  test.prop([fc.integer({ min: 0, max: 8 })])(
    "translations load when fewer than 6 attempts fail, and otherwise give the default text",
    async (failures) => {
      let calls = 0
      let waited = 0
      const result = await loadMessagesWithRetry(
        async () => {
          calls++
          if (calls <= failures) throw new Error("offline")
          return {}
        },
        {
          sleep: async (ms) => {
            waited += ms
          },
          onFailure: () => {},
        },
      )
      expect(result === null).toBe(failures > TRANSLATION_RETRY.retries)
      expect(calls).toBe(Math.min(failures, TRANSLATION_RETRY.retries) + 1)
      // 350 · (2^n − 1): the waits of n retries.
      expect(waited).toBe(350 * (2 ** Math.min(failures, TRANSLATION_RETRY.retries) - 1))
    },
  )
})

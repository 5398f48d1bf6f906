import { describe, expect, it } from "vitest"
import { retryDelay, retryDelays, TRANSLATION_RETRY } from "./retry-policy.ts"

describe("the translation retry policy (spec-checkout §9)", () => {
  it("retries 5 times, from 350 ms, doubling", () => {
    expect(retryDelays(TRANSLATION_RETRY)).toEqual([350, 700, 1400, 2800, 5600])
  })

  it("has no sixth retry, nor a retry 0", () => {
    expect(retryDelay(TRANSLATION_RETRY, 6)).toBeNull()
    expect(retryDelay(TRANSLATION_RETRY, 0)).toBeNull()
    expect(retryDelay(TRANSLATION_RETRY, 1.5)).toBeNull()
  })
})

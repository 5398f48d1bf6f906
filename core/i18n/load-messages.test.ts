import { describe, expect, it, vi } from "vitest"
import { loadMessagesWithRetry } from "./load-messages.ts"
import type { Messages } from "./translate.ts"

const french: Messages = { "header.signIn": "Se connecter" }

/** An importer that fails `failures` times, then gives the messages. */
const flaky = (failures: number) => {
  let calls = 0
  const importer = vi.fn(async () => {
    calls++
    if (calls <= failures) throw new Error(`chunk failed (${calls})`)
    return french
  })
  return importer
}

const recordSleeps = () => {
  const waits: number[] = []
  return { waits, sleep: async (ms: number) => void waits.push(ms) }
}

describe("loading a language's messages", () => {
  it("gives the messages at once when the chunk loads", async () => {
    const { waits, sleep } = recordSleeps()
    const onFailure = vi.fn()
    expect(await loadMessagesWithRetry(flaky(0), { sleep, onFailure })).toBe(french)
    expect(waits).toEqual([])
    expect(onFailure).not.toHaveBeenCalled()
  })

  it("retries after 350, 700 and 1400 ms when the chunk fails three times", async () => {
    const { waits, sleep } = recordSleeps()
    const importer = flaky(3)
    expect(await loadMessagesWithRetry(importer, { sleep, onFailure: vi.fn() })).toBe(french)
    expect(waits).toEqual([350, 700, 1400])
    expect(importer).toHaveBeenCalledTimes(4)
  })

  it("still succeeds on the fifth retry", async () => {
    const { sleep } = recordSleeps()
    expect(await loadMessagesWithRetry(flaky(5), { sleep, onFailure: vi.fn() })).toBe(french)
  })

  it("gives up after 5 retries, reports the last error once and gives null (default text)", async () => {
    const { waits, sleep } = recordSleeps()
    const importer = flaky(Number.POSITIVE_INFINITY)
    const onFailure = vi.fn()
    expect(await loadMessagesWithRetry(importer, { sleep, onFailure })).toBeNull()
    expect(importer).toHaveBeenCalledTimes(6)
    expect(waits).toEqual([350, 700, 1400, 2800, 5600])
    expect(onFailure).toHaveBeenCalledTimes(1)
    expect(onFailure).toHaveBeenCalledWith(new Error("chunk failed (6)"))
  })
})

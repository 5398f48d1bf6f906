import { afterEach, beforeEach, describe, expect, it, vi } from "vitest"
import { SANDBOX_MESSAGE } from "#core/auth/social-sources.ts"
import { sandboxSource } from "./sandbox-source.ts"
import { tokenSourceFor } from "./token-source.ts"

const ORIGIN = "http://localhost:3000"

/** The parts of a browser window the sandbox source uses: open, messages and timers. */
const fakeWindow = (popup: { closed: boolean } | null) => {
  const target = new EventTarget()
  const opened: string[] = []
  const win = Object.assign(target, {
    location: { origin: ORIGIN },
    open: (url: string) => {
      opened.push(url)
      return popup
    },
    setInterval: (fn: () => void, ms: number) => setInterval(fn, ms),
    clearInterval: (id: ReturnType<typeof setInterval>) => clearInterval(id),
  })
  const post = (data: unknown, from: { origin?: string; source?: unknown } = {}) =>
    target.dispatchEvent(
      Object.assign(new Event("message"), {
        data,
        origin: from.origin ?? ORIGIN,
        source: from.source ?? popup,
      }),
    )
  return { win: win as unknown as Window, opened, post }
}

beforeEach(() => vi.useFakeTimers())
afterEach(() => vi.useRealTimers())

describe("the sandbox token source", () => {
  it("opens the provider's sandbox window and answers the token it posts back", async () => {
    const { win, opened, post } = fakeWindow({ closed: false })
    const answer = sandboxSource("/social-sandbox/google/", win).requestToken("google")
    expect(opened).toEqual(["/social-sandbox/google/"])
    post(
      { type: SANDBOX_MESSAGE, provider: "google", outcome: "token", token: "minted" },
      { origin: "https://evil.example" },
    )
    post({ type: SANDBOX_MESSAGE, provider: "google", outcome: "token", token: "minted" })
    await expect(answer).resolves.toEqual({ outcome: "token", token: "minted" })
  })

  it("answers a quiet cancel when the window says Cancel", async () => {
    const { win, post } = fakeWindow({ closed: false })
    const answer = sandboxSource("/social-sandbox/facebook/", win).requestToken("facebook")
    post({ type: SANDBOX_MESSAGE, provider: "facebook", outcome: "cancelled" })
    await expect(answer).resolves.toEqual({ outcome: "cancelled" })
  })

  it("answers a cancel when the window is closed without an answer", async () => {
    const popup = { closed: false }
    const { win } = fakeWindow(popup)
    const answer = sandboxSource("/social-sandbox/google/", win).requestToken("google")
    popup.closed = true
    await vi.advanceTimersByTimeAsync(500)
    await expect(answer).resolves.toEqual({ outcome: "cancelled" })
  })

  it("fails when the browser blocks the window", async () => {
    const { win } = fakeWindow(null)
    await expect(sandboxSource("/social-sandbox/google/", win).requestToken("google")).resolves.toEqual({
      outcome: "failed",
    })
  })
})

describe("tokenSourceFor", () => {
  it("gives every kind of source the page can be told about a token source", () => {
    for (const source of [
      { kind: "google-identity", clientId: "abc" },
      { kind: "facebook-sdk", appId: "1234" },
      { kind: "sandbox", url: "/social-sandbox/google/" },
    ] as const) {
      expect(typeof tokenSourceFor(source).requestToken).toBe("function")
    }
  })
})

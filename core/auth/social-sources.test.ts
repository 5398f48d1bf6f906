import { describe, expect, it } from "vitest"
import { readSandboxMessage, SANDBOX_MESSAGE, socialSourcesOf } from "./social-sources.ts"

describe("socialSourcesOf", () => {
  it("offers no provider without a client and without the local issuer", () => {
    expect(socialSourcesOf({ localIssuer: false })).toEqual({})
  })

  it("offers both providers through the sandbox when only the local issuer is on", () => {
    expect(socialSourcesOf({ localIssuer: true })).toEqual({
      google: { kind: "sandbox", url: "/social-sandbox/google/" },
      facebook: { kind: "sandbox", url: "/social-sandbox/facebook/" },
    })
  })

  it("prefers a configured provider's own client to the sandbox, provider by provider", () => {
    expect(
      socialSourcesOf({ google: { clientId: "abc.apps.googleusercontent.com" }, localIssuer: true }),
    ).toEqual({
      google: { kind: "google-identity", clientId: "abc.apps.googleusercontent.com" },
      facebook: { kind: "sandbox", url: "/social-sandbox/facebook/" },
    })
    expect(socialSourcesOf({ facebook: { appId: "1234" }, localIssuer: false })).toEqual({
      facebook: { kind: "facebook-sdk", appId: "1234" },
    })
  })
})

describe("readSandboxMessage", () => {
  const popup = { name: "the sandbox window" }
  const expected = { origin: "http://localhost:3000", popup, provider: "google" } as const
  const message = (data: unknown, overrides: Partial<{ origin: string; source: unknown }> = {}) => ({
    origin: "http://localhost:3000",
    source: popup,
    data,
    ...overrides,
  })

  it("takes the token the sandbox window posts for the provider asked", () => {
    const data = { type: SANDBOX_MESSAGE, provider: "google", outcome: "token", token: "eyJ.a.b" }
    expect(readSandboxMessage(message(data), expected)).toEqual({ outcome: "token", token: "eyJ.a.b" })
  })

  it("takes a cancel", () => {
    const data = { type: SANDBOX_MESSAGE, provider: "google", outcome: "cancelled" }
    expect(readSandboxMessage(message(data), expected)).toEqual({ outcome: "cancelled" })
  })

  it("ignores a message from another origin or another window", () => {
    const data = { type: SANDBOX_MESSAGE, provider: "google", outcome: "token", token: "t" }
    expect(readSandboxMessage(message(data, { origin: "https://evil.example" }), expected)).toBeNull()
    expect(readSandboxMessage(message(data, { source: {} }), expected)).toBeNull()
    expect(readSandboxMessage(message(data, { source: null }), { ...expected, popup: null })).toBeNull()
  })

  it("ignores other messages, another provider's answer and an empty token", () => {
    expect(readSandboxMessage(message("hello"), expected)).toBeNull()
    expect(
      readSandboxMessage(message({ type: "gateway-sandbox", outcome: "cancelled" }), expected),
    ).toBeNull()
    const facebook = { type: SANDBOX_MESSAGE, provider: "facebook", outcome: "token", token: "t" }
    expect(readSandboxMessage(message(facebook), expected)).toBeNull()
    const empty = { type: SANDBOX_MESSAGE, provider: "google", outcome: "token", token: "" }
    expect(readSandboxMessage(message(empty), expected)).toBeNull()
  })
})

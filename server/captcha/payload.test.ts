import type { Payload } from "altcha-lib"
import { describe, expect, it } from "vitest"
import { EXPIRES_KEY, expiresAtMs, PAYLOAD_MAX, parsePayload } from "./payload.ts"

const payload: Payload = {
  challenge: {
    parameters: {
      algorithm: "PBKDF2/SHA-256",
      nonce: "ab",
      salt: "cd",
      cost: 1,
      keyLength: 32,
      keyPrefix: "00",
      keySignature: "ef",
      data: { [EXPIRES_KEY]: 1_800_000_000 },
    },
    signature: "12",
  },
  solution: { counter: 3, derivedKey: "00ff" },
}
const base64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString("base64")

describe("parsePayload", () => {
  it("reads the widget's base64 JSON as sent, keys it does not check included", () => {
    const extra = {
      ...payload,
      challenge: { ...payload.challenge, parameters: { ...payload.challenge.parameters, x: 1 } },
    }
    expect(parsePayload(base64(payload))).toEqual(payload)
    expect(parsePayload(base64(extra))).toEqual(extra)
  })

  it("refuses what is not base64, not JSON, not the payload's shape, or far too long", () => {
    const { solution: _, ...noSolution } = payload
    for (const raw of [
      "",
      "not base64!",
      Buffer.from("not json").toString("base64"),
      base64(noSolution),
      base64({ ...payload, solution: { counter: "3", derivedKey: "00ff" } }),
      base64(null),
      "A".repeat(PAYLOAD_MAX + 4),
    ]) {
      expect(parsePayload(raw), raw.slice(0, 40)).toBeUndefined()
    }
  })
})

describe("expiresAtMs", () => {
  it("reads the signed expiry in epoch ms, or nothing when the challenge has none", () => {
    expect(expiresAtMs(payload)).toBe(1_800_000_000_000)
    const without = {
      ...payload,
      challenge: { ...payload.challenge, parameters: { ...payload.challenge.parameters, data: {} } },
    }
    expect(expiresAtMs(without)).toBeUndefined()
    const text = {
      ...payload,
      challenge: {
        ...payload.challenge,
        parameters: { ...payload.challenge.parameters, data: { [EXPIRES_KEY]: "soon" } },
      },
    }
    expect(expiresAtMs(text)).toBeUndefined()
  })
})

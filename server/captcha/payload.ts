import type { Payload } from "altcha-lib"
import { Schema } from "effect"

/** A widget's payload is a few hundred characters; anything far longer is not one. */
export const PAYLOAD_MAX = 4_000

/**
 * The signed challenge data key that says when a challenge stops being accepted (epoch seconds,
 * the server's AppClock). altcha-lib's own `expiresAt` is checked against the system clock, which
 * tests cannot move, so the expiry travels in `data` and the server checks it (ADR 079).
 */
export const EXPIRES_KEY = "expires_at"

const Shape = Schema.Struct({
  challenge: Schema.Struct({
    parameters: Schema.Struct({
      algorithm: Schema.String,
      nonce: Schema.String,
      salt: Schema.String,
      cost: Schema.Number,
      keyLength: Schema.Number,
      keyPrefix: Schema.String,
    }),
    signature: Schema.String,
  }),
  solution: Schema.Struct({ counter: Schema.Number, derivedKey: Schema.String }),
})
const isShape = Schema.is(Shape)

/**
 * The widget's payload: base64 of the JSON `{ challenge, solution }`. The parsed value is returned
 * as sent, extra keys included, because the challenge's signature covers every key it was issued with.
 */
export const parsePayload = (payload: string): Payload | undefined => {
  if (payload.length === 0 || payload.length > PAYLOAD_MAX || !/^[A-Za-z0-9+/]+={0,2}$/.test(payload)) {
    return undefined
  }
  let json: unknown
  try {
    json = JSON.parse(Buffer.from(payload, "base64").toString("utf8"))
  } catch {
    return undefined
  }
  return isShape(json) ? (json as Payload) : undefined
}

/** When a challenge whose signature has been checked expires, in epoch ms; undefined if it says nothing. */
export const expiresAtMs = (payload: Payload): number | undefined => {
  const seconds = payload.challenge.parameters.data?.[EXPIRES_KEY]
  return typeof seconds === "number" && Number.isFinite(seconds) ? seconds * 1000 : undefined
}

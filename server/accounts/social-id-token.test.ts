import { createServer, type Server } from "node:http"
import type { AddressInfo } from "node:net"
import { Effect } from "effect"
import {
  createLocalJWKSet,
  createRemoteJWKSet,
  exportJWK,
  generateKeyPair,
  type JWTPayload,
  SignJWT,
  UnsecuredJWT,
} from "jose"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { GOOGLE_ISSUERS, type IdTokenPolicy, verifyIdToken } from "./social-id-token.ts"

const NOW = Date.parse("2026-12-01T04:30:00Z")
const NOW_S = NOW / 1000
const CLIENT_ID = "1234-abc.apps.googleusercontent.com"

const google = await generateKeyPair("RS256")
const attacker = await generateKeyPair("RS256")
const jwks = { keys: [{ ...(await exportJWK(google.publicKey)), kid: "google-1", alg: "RS256", use: "sig" }] }

const policy: IdTokenPolicy = {
  provider: "google",
  keys: createLocalJWKSet(jwks),
  issuers: GOOGLE_ISSUERS,
  audience: CLIENT_ID,
}

const claims: JWTPayload = {
  iss: "https://accounts.google.com",
  aud: CLIENT_ID,
  sub: "110169484474386276334",
  email: "Priya.Nair@Example.com",
  email_verified: true,
  given_name: "Priya",
  family_name: "Nair",
  name: "Priya Nair",
  iat: NOW_S - 60,
  exp: NOW_S + 3540,
}

/** A token as Google signs one; `key` and `kid` say who really signed it. */
const sign = (overrides: JWTPayload = {}, key = google.privateKey, kid = "google-1") =>
  new SignJWT({ ...claims, ...overrides }).setProtectedHeader({ alg: "RS256", kid, typ: "JWT" }).sign(key)

const verify = (token: string, with_: IdTokenPolicy = policy) =>
  Effect.runPromise(Effect.result(verifyIdToken(token, with_, NOW)))

const refusal = async (token: string) => {
  const result = await verify(token)
  if (result._tag === "Success") throw new Error("the token was accepted")
  return result.failure
}

const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString("base64url")

describe("Google ID token verification", () => {
  it("takes a token Google signed for this client and names the person it vouches for", async () => {
    const result = await verify(await sign())
    expect(result).toMatchObject({
      _tag: "Success",
      success: {
        provider: "google",
        subject: "110169484474386276334",
        email: "priya.nair@example.com",
        firstName: "Priya",
        lastName: "Nair",
      },
    })
  })

  it("accepts both spellings of Google's issuer and the old string form of email_verified", async () => {
    const token = await sign({ iss: "accounts.google.com", email_verified: "true" })
    expect((await verify(token))._tag).toBe("Success")
  })

  it("refuses a token signed with another key under Google's key id", async () => {
    expect(await refusal(await sign({}, attacker.privateKey))).toMatchObject({
      _tag: "SocialTokenRefused",
      reason: "signature",
    })
  })

  it("refuses a token signed with a key Google never published", async () => {
    expect(await refusal(await sign({}, attacker.privateKey, "attacker"))).toMatchObject({
      reason: "signature",
    })
  })

  it("refuses an expired token, beyond a minute of clock tolerance", async () => {
    expect((await verify(await sign({ exp: NOW_S - 30 })))._tag).toBe("Success")
    expect(await refusal(await sign({ iat: NOW_S - 7200, exp: NOW_S - 61 }))).toMatchObject({
      reason: "expired",
    })
  })

  it("refuses a token issued to another client", async () => {
    expect(await refusal(await sign({ aud: "other-app.apps.googleusercontent.com" }))).toMatchObject({
      reason: "audience",
    })
  })

  it("refuses a token from another issuer, even signed with a trusted key", async () => {
    expect(await refusal(await sign({ iss: "https://accounts.example.com" }))).toMatchObject({
      reason: "issuer",
    })
  })

  it("refuses an e-mail Google has not verified: it could be anyone's address", async () => {
    expect(await refusal(await sign({ email_verified: false }))).toMatchObject({ reason: "email_unverified" })
    expect(await refusal(await sign({ email_verified: undefined }))).toMatchObject({
      reason: "email_unverified",
    })
  })

  it("takes a token without an e-mail, which then names nobody's address", async () => {
    const result = await verify(await sign({ email: undefined, email_verified: undefined }))
    expect(result).toMatchObject({ _tag: "Success", success: { email: null } })
  })

  it("refuses unsigned tokens (alg none) and HMAC tokens keyed with the public key", async () => {
    const unsecured = new UnsecuredJWT({ ...claims }).encode()
    expect(await refusal(unsecured)).toMatchObject({ reason: "algorithm" })
    const noneWithKid = `${b64({ alg: "none", kid: "google-1" })}.${b64(claims)}.`
    expect(await refusal(noneWithKid)).toMatchObject({ reason: "algorithm" })
    const hmac = `${b64({ alg: "HS256", kid: "google-1" })}.${b64(claims)}.c2lnbmF0dXJl`
    expect(await refusal(hmac)).toMatchObject({ reason: "algorithm" })
  })

  it("calls anything that is not a compact JWT malformed", async () => {
    for (const token of ["not a token", "abc.def", "a.b.c"]) {
      expect(await refusal(token)).toMatchObject({ reason: "malformed" })
    }
  })

  it("refuses a token without a subject or with an address that is not one", async () => {
    expect(await refusal(await sign({ sub: undefined }))).toMatchObject({ reason: "claims" })
    expect(await refusal(await sign({ email: "not-an-address" }))).toMatchObject({ reason: "claims" })
  })

  it("names the person 'Guest' when the token gives no usable name", async () => {
    const result = await verify(
      await sign({ given_name: undefined, family_name: undefined, name: "\u0000 " }),
    )
    expect(result).toMatchObject({ success: { firstName: "Guest", lastName: "" } })
  })
})

describe("Google's published keys", () => {
  let server: Server
  let served = 0
  let url = ""
  beforeAll(async () => {
    server = createServer((_, response) => {
      served += 1
      response.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify(jwks))
    })
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/oauth2/v3/certs`
  })
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

  it("are fetched from the configured URL once and kept for the next token", async () => {
    const remote = { ...policy, keys: createRemoteJWKSet(new URL(url)) }
    expect((await verify(await sign(), remote))._tag).toBe("Success")
    expect((await verify(await sign({ sub: "another-person" }), remote))._tag).toBe("Success")
    expect(served).toBe(1)
  })

  it("not answering makes the check unavailable, not the token refused", async () => {
    const closed = { ...policy, keys: createRemoteJWKSet(new URL("http://127.0.0.1:1/certs")) }
    expect(await Effect.runPromise(Effect.flip(verifyIdToken(await sign(), closed, NOW)))).toMatchObject({
      _tag: "SocialSignInUnavailable",
      reason: "unreachable",
    })
  })
})

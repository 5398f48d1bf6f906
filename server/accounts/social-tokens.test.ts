import { Effect, Layer } from "effect"
import { describe, expect, it } from "vitest"
import { AppClock } from "#core/services/clock.ts"
import { ConfigError, configFromEnv } from "../config.ts"
import { ServerSettings } from "../settings.ts"
import { LocalSocialIssuer, type LocalTokenRequest, newLocalKey } from "./social-local-issuer.ts"
import { SocialTokens } from "./social-tokens.ts"

const NOW = Date.parse("2026-12-01T04:30:00Z")

const withTokens = <A, E>(
  env: Record<string, string>,
  program: Effect.Effect<A, E, SocialTokens | LocalSocialIssuer | AppClock>,
) =>
  Effect.runPromise(
    Effect.provide(
      program,
      SocialTokens.layer.pipe(
        Layer.provideMerge(LocalSocialIssuer.layerWithKey(newLocalKey)),
        Layer.provideMerge(AppClock.layerControlled(NOW)),
        Layer.provide(Layer.succeed(ServerSettings, configFromEnv(env))),
      ),
    ),
  )

const asha: LocalTokenRequest = {
  provider: "google",
  subject: "local-asha",
  email: "asha@journeys.example.com",
  emailVerified: true,
  name: "Asha Rao",
}

const verifyMinted = (request: LocalTokenRequest, on: "google" | "facebook", laterMs = 0) =>
  Effect.gen(function* () {
    const token = yield* (yield* LocalSocialIssuer).mint(request)
    yield* Effect.orDie((yield* AppClock).advance(laterMs))
    return yield* Effect.result((yield* SocialTokens).verify(on, token))
  })

describe("the social token verifier", () => {
  it("with the local issuer, takes its tokens for the provider they were minted for only", async () => {
    const env = { TEST_CONTROL: "1" }
    expect(await withTokens(env, verifyMinted(asha, "google"))).toMatchObject({
      success: { provider: "google", subject: "local-asha", firstName: "Asha", lastName: "Rao" },
    })
    expect(await withTokens(env, verifyMinted({ ...asha, provider: "facebook" }, "facebook"))).toMatchObject({
      success: { provider: "facebook", email: "asha@journeys.example.com" },
    })
    expect(await withTokens(env, verifyMinted(asha, "facebook"))).toMatchObject({
      failure: { _tag: "SocialTokenRefused", reason: "audience" },
    })
  })

  it("refuses a local token an hour after it was minted, by the server's clock", async () => {
    const later = await withTokens({ TEST_CONTROL: "1" }, verifyMinted(asha, "google", 61 * 60 * 1000 + 1))
    expect(later).toMatchObject({ failure: { reason: "expired" } })
  })

  it("refuses an unverified e-mail from the local issuer as from Google", async () => {
    const unverified = await withTokens(
      { TEST_CONTROL: "1" },
      verifyMinted({ ...asha, emailVerified: false }, "google"),
    )
    expect(unverified).toMatchObject({ failure: { reason: "email_unverified" } })
  })

  it("without the local issuer or Google's client id, Google sign-in is not available", async () => {
    const off = await withTokens(
      { TEST_CONTROL: "1", SOCIAL_LOCAL_ISSUER: "0" },
      verifyMinted(asha, "google"),
    )
    expect(off).toMatchObject({ failure: { _tag: "SocialSignInUnavailable", reason: "not_configured" } })
  })

  it("with Google configured, checks Google's tokens against Google's keys and local ones locally", async () => {
    const env = { TEST_CONTROL: "1", GOOGLE_CLIENT_ID: "cid", GOOGLE_JWKS_URL: "http://127.0.0.1:1/certs" }
    expect(await withTokens(env, verifyMinted(asha, "google"))).toMatchObject({ _tag: "Success" })
    const claimsGoogle =
      "eyJhbGciOiJSUzI1NiIsImtpZCI6ImsxIn0.eyJpc3MiOiJodHRwczovL2FjY291bnRzLmdvb2dsZS5jb20iLCJzdWIiOiIxIn0.c2ln"
    const unreachable = await withTokens(
      env,
      Effect.result(Effect.flatMap(SocialTokens, (tokens) => tokens.verify("google", claimsGoogle))),
    )
    expect(unreachable).toMatchObject({ failure: { _tag: "SocialSignInUnavailable", reason: "unreachable" } })
  })
})

describe("social sign-in configuration", () => {
  it("turns the local issuer on with test control, and lets 0 turn it off", () => {
    expect(configFromEnv({}).social).toEqual({ google: undefined, facebook: undefined, localIssuer: false })
    expect(configFromEnv({ TEST_CONTROL: "1" }).social.localIssuer).toBe(true)
    expect(configFromEnv({ TEST_CONTROL: "1", SOCIAL_LOCAL_ISSUER: "0" }).social.localIssuer).toBe(false)
  })

  it("never runs the local issuer in production or without test control to mint its tokens", () => {
    expect(() => configFromEnv({ SOCIAL_LOCAL_ISSUER: "1" })).toThrow(/needs TEST_CONTROL=1/)
    expect(() =>
      configFromEnv({ NODE_ENV: "production", SOCIAL_LOCAL_ISSUER: "1", CAPTCHA_HMAC_KEY: "k".repeat(32) }),
    ).toThrow(ConfigError)
    expect(() => configFromEnv({ TEST_CONTROL: "1", SOCIAL_LOCAL_ISSUER: "yes" })).toThrow(/must be 1 or 0/)
  })

  it("reads Google's client id with Google's keys by default, and Facebook's id and secret together", () => {
    const social = configFromEnv({
      GOOGLE_CLIENT_ID: "1234-abc.apps.googleusercontent.com",
      FACEBOOK_APP_ID: "881234567890",
      FACEBOOK_APP_SECRET: "secret",
    }).social
    expect(social.google).toEqual({
      clientId: "1234-abc.apps.googleusercontent.com",
      jwksUrl: "https://www.googleapis.com/oauth2/v3/certs",
    })
    expect(social.facebook?.appId).toBe("881234567890")
    expect(String(social.facebook?.appSecret)).not.toContain("secret")
    expect(() => configFromEnv({ FACEBOOK_APP_ID: "881234567890" })).toThrow(/both FACEBOOK_APP_ID/)
    expect(() => configFromEnv({ FACEBOOK_APP_ID: "app", FACEBOOK_APP_SECRET: "s" })).toThrow(/numeric id/)
    expect(() => configFromEnv({ GOOGLE_JWKS_URL: "https://keys.example/certs" })).toThrow(/GOOGLE_CLIENT_ID/)
    expect(() => configFromEnv({ GOOGLE_CLIENT_ID: "cid", GOOGLE_JWKS_URL: "ftp://x" })).toThrow(
      /http\(s\) URL/,
    )
  })
})

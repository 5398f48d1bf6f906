import { Redacted } from "effect"

/** Google's published signing keys for ID tokens (OpenID Connect discovery's `jwks_uri`). */
export const GOOGLE_JWKS_URL = "https://www.googleapis.com/oauth2/v3/certs"

/** Sign-in with Google (ADR 085): ID tokens issued to this OAuth client, checked against these keys. */
export interface GoogleSignInConfig {
  /** The OAuth client id the web page asks Google for tokens with; the tokens' audience. */
  readonly clientId: string
  readonly jwksUrl: string
}

/** Sign-in with Facebook (ADR 085): user access tokens of this app, checked with the Graph API. */
export interface FacebookSignInConfig {
  readonly appId: string
  readonly appSecret: Redacted.Redacted<string>
}

export interface SocialSignInConfig {
  /** Unset: Google's tokens are refused as 'not available here' (local issuer tokens aside). */
  readonly google: GoogleSignInConfig | undefined
  readonly facebook: FacebookSignInConfig | undefined
  /**
   * Trust tokens of the server's own local issuer for both providers, minted through test
   * control (`POST /api/test/social/token`), so sign-in can be tested offline. Never in production.
   */
  readonly localIssuer: boolean
}

type Env = Record<string, string | undefined>

/** Thrown as the caller's own configuration error, so every message reads the same way. */
type Fail = (message: string) => never

const googleFromEnv = (env: Env, fail: Fail): GoogleSignInConfig | undefined => {
  const clientId = env.GOOGLE_CLIENT_ID?.trim() ?? ""
  const jwksUrl = env.GOOGLE_JWKS_URL?.trim() ?? ""
  if (clientId === "") {
    if (jwksUrl !== "") fail("GOOGLE_JWKS_URL is set but GOOGLE_CLIENT_ID is not: set the OAuth client id")
    return undefined
  }
  if (/\s/.test(clientId)) fail(`GOOGLE_CLIENT_ID must be one client id (got ${JSON.stringify(clientId)})`)
  const url = jwksUrl === "" ? GOOGLE_JWKS_URL : jwksUrl
  if (!URL.canParse(url) || !/^https?:$/.test(new URL(url).protocol)) {
    fail(`GOOGLE_JWKS_URL must be an http(s) URL (got ${url})`)
  }
  return { clientId, jwksUrl: url }
}

const facebookFromEnv = (env: Env, fail: Fail): FacebookSignInConfig | undefined => {
  const appId = env.FACEBOOK_APP_ID?.trim() ?? ""
  const appSecret = env.FACEBOOK_APP_SECRET?.trim() ?? ""
  if (appId === "" && appSecret === "") return undefined
  if (appId === "" || appSecret === "") {
    fail("Facebook sign-in needs both FACEBOOK_APP_ID and FACEBOOK_APP_SECRET")
  }
  if (!/^\d+$/.test(appId)) fail(`FACEBOOK_APP_ID must be the app's numeric id (got ${appId})`)
  return { appId, appSecret: Redacted.make(appSecret) }
}

/**
 * SOCIAL_LOCAL_ISSUER follows TEST_CONTROL unless set: its tokens are minted through test control,
 * so it is on with it, `0` turns it off (to try a real Google client under test control), and it
 * is refused in production, where a token anyone with test access could mint would open accounts.
 */
const localIssuerFromEnv = (env: Env, production: boolean, testControl: boolean, fail: Fail): boolean => {
  const value = env.SOCIAL_LOCAL_ISSUER?.trim() ?? ""
  if (value !== "" && value !== "0" && value !== "1") {
    fail(`SOCIAL_LOCAL_ISSUER must be 1 or 0 (got ${value})`)
  }
  if (value === "1" && production) fail("SOCIAL_LOCAL_ISSUER=1 is refused when NODE_ENV=production")
  if (value === "1" && !testControl) {
    fail("SOCIAL_LOCAL_ISSUER=1 needs TEST_CONTROL=1: its tokens are minted at /api/test/social/token")
  }
  return value === "" ? testControl : value === "1"
}

export const socialFromEnv = (
  env: Env,
  production: boolean,
  testControl: boolean,
  fail: Fail,
): SocialSignInConfig => ({
  google: googleFromEnv(env, fail),
  facebook: facebookFromEnv(env, fail),
  localIssuer: localIssuerFromEnv(env, production, testControl, fail),
})

import { resolve } from "node:path"
import { Redacted } from "effect"
import type { IpNetwork } from "effect/net"
import addressparser from "nodemailer/lib/addressparser"
import { type HttpTimeouts, httpTimeoutsFromEnv } from "./config-http.ts"
import { trustedProxiesFromEnv } from "./config-proxies.ts"
import { type SocialSignInConfig, socialFromEnv } from "./config-social.ts"
import { type CrashAt, crashAtFromEnv } from "./test-control/crash-points.ts"

export type DatabaseConfig =
  /** `snapshot`: a file written by `booking db snapshot`, loaded instead of creating and seeding anew. */
  | { readonly kind: "memory"; readonly snapshot?: string }
  | { readonly kind: "pglite"; readonly dataDir: string }
  | { readonly kind: "postgres"; readonly url: string }

export type Channel = "website" | "gdc"

export interface SupportContact {
  /** As shown, e.g. '+91 80 4718 0000'. */
  readonly supportPhone: string
  readonly supportChatUrl: string
}

/** A real SMS provider (ADR 051): POST JSON {to, body} to `url` with the key as a bearer token. */
export interface SmsTransportConfig {
  readonly url: string
  readonly apiKey: Redacted.Redacted<string>
}

/** A real SMTP server (ADR 055): e-mails are also delivered through it, from `from`. */
export interface SmtpTransportConfig {
  /** smtp:// or smtps://, with the login in it when the server wants one. */
  readonly url: Redacted.Redacted<string>
  /** The From header, one mailbox, e.g. 'Treebo Hotels <no-reply@localhost>'. */
  readonly from: string
}

/** A real tile server for the results map (ADR 068), instead of the product's own offline layer. */
export interface MapTilesConfig {
  /** A Leaflet URL template, e.g. https://{s}.tile.example/{z}/{x}/{y}.png */
  readonly url: string
  /** HTML the map shows in its corner, as the tile provider's terms require. */
  readonly attribution: string
}

/** Razorpay credentials (ADR 077); without them the product's own sandbox takes payments. */
export interface PaymentGatewayConfig {
  readonly keyId: string
  readonly keySecret: Redacted.Redacted<string>
  readonly webhookSecret: Redacted.Redacted<string>
}

/** ALTCHA (ADR 079): the key that signs challenges, and how much work one asks of a browser. */
export interface CaptchaConfig {
  readonly hmacKey: Redacted.Redacted<string>
  /** PBKDF2 iterations per try. */
  readonly cost: number
  /** The counter a solver must find is drawn from half of this up to this; the mean number of tries. */
  readonly maxCounter: number
}

export interface ServerConfig {
  readonly port: number
  readonly hostname: string
  readonly database: DatabaseConfig
  /** Test control API (clock, outbox, rates); never in production. */
  readonly testControl: boolean
  readonly production: boolean
  /** Fixed start for the clock when time is under test control; epoch ms. */
  readonly initialNow: number | undefined
  /** Where the crash-consistency test kills the process (CRASH_AT, test control only; issue 11). */
  readonly crashAt: CrashAt | undefined
  /** Host names (without port) that serve the main website channel. */
  readonly mainHosts: ReadonlyArray<string>
  /** Host names of the group distribution channel (gdc). */
  readonly gdcHosts: ReadonlyArray<string>
  /** Absolute origin used in links and e-mails; never taken from a request's Host. */
  readonly publicOrigin: Readonly<Record<Channel, string>>
  /** The header's support contacts, per channel (spec-checkout §2 'Navigation bar'). */
  readonly support: Readonly<Record<Channel, SupportContact>>
  readonly logRequests: boolean
  /** Whether the fast lanes answer their requests before the router (ADR 125); FAST_LANES=0 turns them off. */
  readonly fastLanes: boolean
  /** Unset: SMS stay in the outbox (read through test control or the dev page). */
  readonly sms: SmsTransportConfig | undefined
  /** Unset: e-mails stay in the outbox, like SMS. */
  readonly smtp: SmtpTransportConfig | undefined
  /** Unset: the map draws the product's own tiles (/map-tiles/…), which work offline. */
  readonly mapTiles: MapTilesConfig | undefined
  /** Hotels in the fixture catalogue an empty database is seeded with; a seeded one keeps its own. */
  readonly catalogueHotels: number
  readonly captcha: CaptchaConfig
  /** Unset: payments go to the sandbox at /gateway-sandbox/, which works offline (ADR 077). */
  readonly paymentGateway: PaymentGatewayConfig | undefined
  /**
   * Google and Facebook sign-in (ADR 085): GOOGLE_CLIENT_ID, GOOGLE_JWKS_URL, FACEBOOK_APP_ID,
   * FACEBOOK_APP_SECRET, and SOCIAL_LOCAL_ISSUER (default: as TEST_CONTROL; never in production).
   */
  readonly social: SocialSignInConfig
  /** Proxies whose X-Forwarded-For names the client (TRUSTED_PROXIES; none by default, ADR 096). */
  readonly trustedProxies: ReadonlyArray<IpNetwork.IpNetwork>
  /** How long a slow client may take over its request and idle between requests (server/config-http.ts). */
  readonly httpTimeouts: HttpTimeouts
}

const list = (value: string | undefined, fallback: ReadonlyArray<string>) =>
  value === undefined || value.trim() === ""
    ? fallback
    : value
        .split(",")
        .map((h) => h.trim().toLowerCase())
        .filter((h) => h !== "")

/** Thrown for configuration an operator must fix; the message says how. */
export class ConfigError extends Error {
  override readonly name = "ConfigError"
}

const databaseFromEnv = (env: Record<string, string | undefined>): DatabaseConfig => {
  const snapshot = env.DATABASE_SNAPSHOT ?? ""
  if (snapshot !== "" && env.DATABASE_MEMORY !== "1") {
    throw new ConfigError(
      "DATABASE_SNAPSHOT is loaded into the in-memory database only: set DATABASE_MEMORY=1 as well",
    )
  }
  if (env.DATABASE_URL !== undefined && env.DATABASE_URL !== "") {
    if (snapshot !== "") throw new ConfigError("DATABASE_SNAPSHOT is of PGlite: unset DATABASE_URL to use it")
    return { kind: "postgres", url: env.DATABASE_URL }
  }
  if (env.DATABASE_MEMORY === "1")
    return snapshot === "" ? { kind: "memory" } : { kind: "memory", snapshot: resolve(snapshot) }
  return { kind: "pglite", dataDir: resolve(env.DATA_DIR ?? "./.data") }
}

const smsFromEnv = (env: Record<string, string | undefined>): SmsTransportConfig | undefined => {
  const url = env.SMS_URL?.trim() ?? ""
  if (url === "") return undefined
  if (!URL.canParse(url) || !/^https?:$/.test(new URL(url).protocol)) {
    throw new ConfigError(`SMS_URL must be an http(s) URL (got ${url})`)
  }
  const key = env.SMS_API_KEY?.trim() ?? ""
  if (key === "") throw new ConfigError("SMS_URL is set but SMS_API_KEY is not: set the SMS provider's key")
  return { url, apiKey: Redacted.make(key) }
}

const DEFAULT_MAIL_FROM = "Treebo Hotels <no-reply@localhost>"

/** One mailbox with an address, as nodemailer will read it; control characters would split the header. */
const mailFromEnv = (value: string | undefined): string => {
  const from = value?.trim() || DEFAULT_MAIL_FROM
  const [mailbox, ...more] = addressparser(from)
  const valid = !/\p{Cc}/u.test(from) && more.length === 0 && /^[^\s@]+@[^\s@]+$/.test(mailbox?.address ?? "")
  if (!valid) {
    throw new ConfigError(
      `MAIL_FROM must be one address, e.g. ${DEFAULT_MAIL_FROM} (got ${JSON.stringify(from)})`,
    )
  }
  return from
}

const smtpFromEnv = (env: Record<string, string | undefined>): SmtpTransportConfig | undefined => {
  const from = mailFromEnv(env.MAIL_FROM)
  const url = env.SMTP_URL?.trim() ?? ""
  if (url === "") return undefined
  const parsed = URL.canParse(url) ? new URL(url) : undefined
  if (parsed === undefined || !/^smtps?:$/.test(parsed.protocol) || parsed.hostname === "") {
    // Not echoed, unlike SMS_URL: this URL may carry the SMTP password.
    throw new ConfigError(
      "SMTP_URL must be smtp://[user:pass@]host[:port] or smtps://… (the value set is not shown: it may hold a password)",
    )
  }
  return { url: Redacted.make(url), from }
}

const mapTilesFromEnv = (env: Record<string, string | undefined>): MapTilesConfig | undefined => {
  const url = env.MAP_TILES_URL?.trim() ?? ""
  if (url === "") return undefined
  const parsed = URL.canParse(url) ? new URL(url) : undefined
  // The host goes into the CSP's img-src; `{s}` (Leaflet's subdomains) only as its first label.
  const host = parsed?.hostname.replace(/^\{s\}\./, "") ?? ""
  if (
    parsed === undefined ||
    !/^https?:$/.test(parsed.protocol) ||
    !/^[a-z0-9.-]+$/i.test(host) ||
    !["{z}", "{x}", "{y}"].every((part) => url.includes(part))
  ) {
    throw new ConfigError(`MAP_TILES_URL must be an http(s) URL template with {z}, {x} and {y} (got ${url})`)
  }
  const attribution = env.MAP_TILES_ATTRIBUTION?.trim() ?? ""
  if (attribution === "") {
    throw new ConfigError(
      "MAP_TILES_URL is set but MAP_TILES_ATTRIBUTION is not: tile providers require credit",
    )
  }
  return { url, attribution }
}

const PAYMENT_VARIABLES = ["RAZORPAY_KEY_ID", "RAZORPAY_KEY_SECRET", "RAZORPAY_WEBHOOK_SECRET"] as const

const paymentGatewayFromEnv = (
  env: Record<string, string | undefined>,
  production: boolean,
): PaymentGatewayConfig | undefined => {
  const values = PAYMENT_VARIABLES.map((name) => env[name]?.trim() ?? "")
  const [keyId = "", keySecret = "", webhookSecret = ""] = values
  const missing = PAYMENT_VARIABLES.filter((_, index) => values[index] === "")
  if (missing.length === PAYMENT_VARIABLES.length) {
    // The sandbox marks orders paid without money moving: never in front of real travellers.
    if (production) {
      throw new ConfigError(`NODE_ENV=production takes real payments: set ${PAYMENT_VARIABLES.join(", ")}`)
    }
    return undefined
  }
  if (missing.length > 0) {
    throw new ConfigError(
      `Razorpay needs all of ${PAYMENT_VARIABLES.join(", ")}; missing ${missing.join(", ")}`,
    )
  }
  if (!/^rzp_(test|live)_[A-Za-z0-9]+$/.test(keyId)) {
    throw new ConfigError(`RAZORPAY_KEY_ID must look like rzp_test_… or rzp_live_… (got ${keyId})`)
  }
  return { keyId, keySecret: Redacted.make(keySecret), webhookSecret: Redacted.make(webhookSecret) }
}

/** Whoever knows the key can sign a challenge whose answer they picked, so production sets its own. */
const DEVELOPMENT_CAPTCHA_KEY = "development captcha key: never in production"

const captchaFromEnv = (env: Record<string, string | undefined>, production: boolean): CaptchaConfig => {
  const key = env.CAPTCHA_HMAC_KEY?.trim() ?? ""
  if (key === "" && production) {
    throw new ConfigError("NODE_ENV=production needs CAPTCHA_HMAC_KEY (at least 32 random characters)")
  }
  if (key !== "" && key.length < 32) {
    throw new ConfigError(`CAPTCHA_HMAC_KEY must be at least 32 characters (got ${key.length})`)
  }
  return {
    hmacKey: Redacted.make(key === "" ? DEVELOPMENT_CAPTCHA_KEY : key),
    cost: 1_000,
    maxCounter: 5_000,
  }
}

export const configFromEnv = (env: Record<string, string | undefined>): ServerConfig => {
  const production = env.NODE_ENV === "production"
  const testControl = env.TEST_CONTROL === "1"
  if (production && testControl) {
    throw new ConfigError("TEST_CONTROL=1 is refused when NODE_ENV=production")
  }
  const port = Number(env.PORT ?? "3000")
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new ConfigError(`PORT must be a whole number from 0 to 65535 (got ${env.PORT})`)
  }
  const database = databaseFromEnv(env)
  const catalogueHotels = Number(env.CATALOGUE_HOTELS ?? "1000")
  if (!Number.isSafeInteger(catalogueHotels) || catalogueHotels < 1 || catalogueHotels > 100_000) {
    throw new ConfigError(
      `CATALOGUE_HOTELS must be a whole number from 1 to 100000 (got ${env.CATALOGUE_HOTELS})`,
    )
  }
  const initialNow = env.TEST_NOW === undefined ? undefined : Date.parse(env.TEST_NOW)
  if (initialNow !== undefined && Number.isNaN(initialNow)) {
    throw new ConfigError(`TEST_NOW must be an ISO date-time (got ${env.TEST_NOW})`)
  }
  return {
    port,
    hostname: env.HOST ?? "0.0.0.0",
    database,
    testControl,
    production,
    initialNow,
    crashAt: crashAtFromEnv(env.CRASH_AT, testControl, (message) => {
      throw new ConfigError(message)
    }),
    mainHosts: list(env.MAIN_HOSTS, ["localhost", "127.0.0.1", "[::1]"]),
    gdcHosts: list(env.GDC_HOSTS, ["gdc1.localhost", "gdc2.localhost"]),
    publicOrigin: {
      website: env.PUBLIC_ORIGIN ?? `http://localhost:${port}`,
      gdc: env.GDC_PUBLIC_ORIGIN ?? `http://gdc1.localhost:${port}`,
    },
    // Sample contacts until a deployment sets its own; the chat link is WhatsApp's click-to-chat.
    support: {
      website: {
        supportPhone: env.SUPPORT_PHONE_WEBSITE ?? "+91 80 4718 0000",
        supportChatUrl: env.SUPPORT_CHAT_URL_WEBSITE ?? "https://wa.me/918047180000",
      },
      gdc: {
        supportPhone: env.SUPPORT_PHONE_GDC ?? "+91 80 4718 0099",
        supportChatUrl: env.SUPPORT_CHAT_URL_GDC ?? "https://wa.me/918047180099",
      },
    },
    logRequests: env.LOG_REQUESTS !== "0",
    fastLanes: env.FAST_LANES !== "0",
    sms: smsFromEnv(env),
    smtp: smtpFromEnv(env),
    mapTiles: mapTilesFromEnv(env),
    catalogueHotels,
    captcha: captchaFromEnv(env, production),
    paymentGateway: paymentGatewayFromEnv(env, production),
    social: socialFromEnv(env, production, testControl, (message) => {
      throw new ConfigError(message)
    }),
    trustedProxies: trustedProxiesFromEnv(env.TRUSTED_PROXIES, (message) => {
      throw new ConfigError(message)
    }),
    httpTimeouts: httpTimeoutsFromEnv(env, (message) => {
      throw new ConfigError(message)
    }),
  }
}

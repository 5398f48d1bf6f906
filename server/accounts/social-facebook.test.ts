import { createHmac } from "node:crypto"
import { createServer, type Server } from "node:http"
import type { AddressInfo } from "node:net"
import { Effect, Redacted } from "effect"
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest"
import { facebookVerifier } from "./social-facebook.ts"

const NOW = Date.parse("2026-12-01T04:30:00Z")
const APP = { appId: "881234567890", appSecret: Redacted.make("app-secret-of-the-test") }
const TOKEN = "EAAMjZBtestUserAccessToken0123456789"

interface Person {
  readonly debug: Record<string, unknown>
  readonly me?: Record<string, unknown>
  readonly meStatus?: number
}

/** A stand-in for the Graph API's two calls, answering as its reference documents them. */
let person: Person
let seen: Array<{ readonly path: string; readonly query: URLSearchParams; readonly auth?: string }> = []
let server: Server
let graphApi = ""

beforeAll(async () => {
  server = createServer((request, response) => {
    const url = new URL(request.url ?? "/", "http://graph")
    seen.push({ path: url.pathname, query: url.searchParams, auth: request.headers.authorization })
    const json = (status: number, body: unknown) =>
      response.writeHead(status, { "content-type": "application/json" }).end(JSON.stringify(body))
    if (url.pathname === "/debug_token") return json(200, { data: person.debug })
    if (url.pathname === "/me") {
      const proof = createHmac("sha256", Redacted.value(APP.appSecret)).update(TOKEN).digest("hex")
      if (url.searchParams.get("appsecret_proof") !== proof) {
        return json(400, { error: { message: "Invalid appsecret_proof", type: "GraphMethodException" } })
      }
      return json(person.meStatus ?? 200, person.me ?? {})
    }
    json(404, {})
  })
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
  graphApi = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))
beforeEach(() => {
  seen = []
})

const live = { is_valid: true, app_id: APP.appId, user_id: "10223344556677", expires_at: NOW / 1000 + 3600 }
const me = { id: "10223344556677", email: "Arjun.Menon@Example.com", first_name: "Arjun", last_name: "Menon" }

const check = (token = TOKEN) => Effect.runPromise(Effect.result(facebookVerifier(APP, graphApi)(token, NOW)))

describe("Facebook access tokens through the Graph API", () => {
  it("takes a live token of this app and names the person with their confirmed e-mail", async () => {
    person = { debug: live, me }
    expect(await check()).toMatchObject({
      _tag: "Success",
      success: {
        provider: "facebook",
        subject: "10223344556677",
        email: "arjun.menon@example.com",
        firstName: "Arjun",
        lastName: "Menon",
      },
    })
    // The app's own token asks about the user's; the user's token travels in a header, with its proof.
    expect(seen[0]?.query.get("access_token")).toBe(`${APP.appId}|app-secret-of-the-test`)
    expect(seen[1]).toMatchObject({ path: "/me", auth: `Bearer ${TOKEN}` })
  })

  it("refuses a token of another app, an invalid one and an expired one", async () => {
    person = { debug: { ...live, app_id: "999" }, me }
    expect(await check()).toMatchObject({ failure: { _tag: "SocialTokenRefused", reason: "audience" } })
    person = { debug: { is_valid: false, app_id: APP.appId }, me }
    expect(await check()).toMatchObject({ failure: { reason: "signature" } })
    person = { debug: { ...live, is_valid: false, expires_at: NOW / 1000 - 1 }, me }
    expect(await check()).toMatchObject({ failure: { reason: "expired" } })
  })

  it("refuses a token whose person is not the one debug_token named", async () => {
    person = { debug: live, me: { ...me, id: "1" } }
    expect(await check()).toMatchObject({ failure: { reason: "claims" } })
  })

  it("takes a person who did not share an e-mail, with none", async () => {
    person = { debug: live, me: { id: me.id, name: "Arjun Menon" } }
    expect(await check()).toMatchObject({ success: { email: null, firstName: "Arjun", lastName: "Menon" } })
  })

  it("sends nothing to Facebook for what cannot be an access token", async () => {
    expect(await check("a b")).toMatchObject({ failure: { reason: "malformed" } })
    expect(seen).toEqual([])
  })

  it("answers unavailable when Graph does not answer in its contract", async () => {
    person = { debug: live, me, meStatus: 500 }
    expect(await check()).toMatchObject({
      failure: { _tag: "SocialSignInUnavailable", reason: "unreachable" },
    })
    const closed = await Effect.runPromise(
      Effect.result(facebookVerifier(APP, "http://127.0.0.1:1")(TOKEN, NOW)),
    )
    expect(closed).toMatchObject({ failure: { reason: "unreachable" } })
  })
})

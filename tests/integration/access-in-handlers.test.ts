import { Effect } from "effect"
import { SqlClient } from "effect/sql"
import { afterAll, beforeAll, expect, it } from "vitest"
import type { LoginResult, ProfileDetail } from "#core/api/auth.ts"
import type { Itinerary } from "#core/api/checkout.ts"
import type { GraphqlErrorEntry } from "#core/api/graphql.ts"
import { addDays } from "#core/dates/calendar-day.ts"
import { dayInIndia } from "#core/dates/today.ts"
import { loadCatalogue } from "#fixtures/generate/catalogue.ts"
import { FIXTURE_PASSWORD } from "#server/accounts/fixture-users.ts"
import { schema } from "#server/graphql/schema.ts"
import { recordFigures } from "../lib/reliability-figures.ts"
import { callFrom, dataOf, errorOf } from "./lib/auth.ts"
import { onEveryBookingDatabase } from "./lib/booking-server.ts"
import { watchDatabase } from "./lib/db-fingerprint.ts"
import type { Answer } from "./lib/http.ts"
import { TEST_NOW } from "./lib/server.ts"

/**
 * Access where the handler, not the `Authentication` middleware, reads the member from the bearer
 * token (server/accounts/optional-member.ts; issue 11, docs/reliability.md): GraphQL's profile
 * fields and the checkout cart, whose points wallet only a member may use. Without a token, with
 * a forged one and with a signed-out one they refuse and change nothing; another member's token
 * neither reads nor changes the first member's profile or cart.
 */

const today = dayInIndia(TEST_NOW)
const catalogue = loadCatalogue({ baseDate: today })
const hotel = catalogue.hotels.filter((h) => h.preOccupancy.length === 0)[40]!
const stay = { checkin: addDays(today, 25), checkout: addDays(today, 27) }
/** Both fixture members sign in with the fixture password; the first holds points (fixtures/data/points.ts). */
const OWNER = "akash.kapoor.18@example.com"
const OTHER = "farhan.mishra.19@example.com"

/** GraphQL root fields that need a member, each with a document that asks for it. */
const MEMBER_FIELDS: Readonly<Record<string, { readonly query: string; readonly variables?: object }>> = {
  me: { query: "query { me { id email phone_number first_name last_name } }" },
  updateProfileOtp: {
    query: "mutation ($phone: String!) { updateProfileOtp(phone_number: $phone) { otp_request_attempts } }",
    variables: { phone: "9811122233" },
  },
  updateProfile: {
    query: 'mutation { updateProfile(first_name: "Mallory", last_name: "Intruder") { id first_name } }',
  },
  updateProfileDetails: {
    query:
      "mutation { updateProfileDetails(title: null, gender: null, language: null, preferences: []) { id } }",
  },
}
/** Root fields anyone may use: a member only gets member prices from searchPrices. */
const OPEN_FIELDS = ["optinStatus", "searchPrices", "registerOptin", "deregisterOptin", "captchaVerifyV2"]

const rootFields = [
  ...Object.keys(schema.getQueryType()?.getFields() ?? {}),
  ...Object.keys(schema.getMutationType()?.getFields() ?? {}),
]

/** The cart calls that take a bid; each must find only a cart that is the asker's or a guest's. */
const cartCalls = (bid: string) => [
  { method: "GET", path: `/api/v8/checkout/itinerary/?bid=${bid}` },
  { method: "POST", path: "/api/v5/checkout/coupon/", body: { bid, couponcode: "MEMBER15" } },
  { method: "POST", path: "/api/v5/checkout/coupon/remove/", body: { bid } },
  { method: "GET", path: `/api/v2/discount/featured/?bid=${bid}` },
  { method: "POST", path: "/api/v7/checkout/wallet/apply/", body: { bid } },
  { method: "POST", path: "/api/v7/checkout/wallet/remove/", body: { bid } },
  { method: "POST", path: "/api/athena/corporate-price/", body: { bid, company_name: "Acme Travel" } },
  {
    method: "POST",
    path: "/api/v5/checkout/paynow/",
    body: { bid, name: "Mallory", mobile: "9811122233", country_code: "+91", actual_total_cost: 100 },
  },
]

const WALLET = ["/api/v7/checkout/wallet/apply/", "/api/v7/checkout/wallet/remove/"]

onEveryBookingDatabase("access: operations that read the member in their handlers", (server, backend) => {
  const ask = (method: string, path: string, body: unknown, token: string | undefined) =>
    callFrom(server().url, "127.0.0.1", path, {
      method,
      ...(body === undefined ? {} : { body }),
      ...(token === undefined ? {} : { token }),
    })
  const graphql = (field: string, token: string | undefined) =>
    ask("POST", "/api/graphql/", MEMBER_FIELDS[field], token)
  const signIn = async (email: string) => {
    const answer = await ask(
      "POST",
      "/api/v2/auth/login/email/",
      { email, password: FIXTURE_PASSWORD },
      undefined,
    )
    expect(answer.status, answer.text).toBe(200)
    return dataOf<LoginResult>(answer).token
  }
  const profileOf = async (token: string) => {
    const answer = await ask("GET", "/api/v1/profile/detail", undefined, token)
    expect(answer.status, answer.text).toBe(200)
    return dataOf<ProfileDetail>(answer)
  }

  const seen = { requests: 0, admittedWithoutMember: 0, admittedForAnotherMember: 0, databaseChanges: 0 }
  afterAll(() =>
    recordFigures(`access-in-handlers-${backend}`, {
      operations: Object.keys(MEMBER_FIELDS).length + cartCalls("").length,
      ...seen,
    }),
  )

  let owner = ""
  let other = ""
  let signedOut = ""
  let bid = ""
  let watch: Awaited<ReturnType<typeof watchDatabase>>
  beforeAll(async () => {
    owner = await signIn(OWNER)
    other = await signIn(OTHER)
    signedOut = await signIn(OWNER)
    expect((await ask("GET", "/api/v2/auth/logout/", undefined, signedOut)).status).toBe(200)
    const cart = await ask(
      "GET",
      `/api/v8/checkout/itinerary/?${new URLSearchParams({ hotel_id: hotel.id, roomtype: hotel.roomTypes[0]!.code, roomconfig: "1-0", ...stay })}`,
      undefined,
      owner,
    )
    expect(cart.status, cart.text).toBe(200)
    expect(dataOf<Itinerary>(cart).wallet_info.wallet_applied).toBe(true)
    bid = dataOf<Itinerary>(cart).bid
    // Per-client limits count every attempt by design (api-fuzz-no-change.test.ts).
    watch = await watchDatabase(
      (statement) => server().runtime.runPromise(Effect.orDie(SqlClient.SqlClient.use(statement))),
      new Set(["rate_events"]),
    )
  }, 60_000)

  /** Counts a request and what it changed in the database. */
  const sent = async (answer: Promise<Answer>) => {
    const done = await answer
    seen.requests += 1
    const changed = await watch.changed()
    if (changed.length > 0) seen.databaseChanges += 1
    return { answer: done, changed }
  }

  it("knows every GraphQL root field as needing a member or not", () => {
    expect([...rootFields].sort()).toEqual([...Object.keys(MEMBER_FIELDS), ...OPEN_FIELDS].sort())
  })

  for (const field of Object.keys(MEMBER_FIELDS)) {
    it(`GraphQL ${field} answers 401 and changes nothing without a token, with a forged one and with a signed-out one`, async () => {
      for (const token of [undefined, "forged.token.value", signedOut]) {
        const { answer, changed } = await sent(graphql(field, token))
        if (answer.status < 400) seen.admittedWithoutMember += 1
        const what = `${token ?? "no token"}: ${answer.text}`
        expect(answer.status, what).toBe(401)
        const error = (answer.json as { errors: ReadonlyArray<GraphqlErrorEntry> }).errors[0]!
        expect(error.extensions.code, what).toBe("unauthorized")
        expect(error.message.length).toBeGreaterThan(0)
        expect(changed, what).toEqual([])
      }
    })
  }

  for (const path of WALLET) {
    it(`POST ${path} refuses the points wallet and changes nothing: 400 without a token, 401 with a forged one and with a signed-out one`, async () => {
      for (const token of [undefined, "forged.token.value", signedOut]) {
        const { answer, changed } = await sent(ask("POST", path, { bid }, token))
        if (answer.status < 400) seen.admittedWithoutMember += 1
        const what = `${token ?? "no token"}: ${answer.text}`
        // A guest gets 400, not 401, which would sign a guest's client out (spec-checkout §4); a
        // token that is not live is a 401 at checkout, never a guest (ADR 105).
        const [status, code] = token === undefined ? [400, "sign_in_required"] : [401, "unauthorized"]
        expect(answer.status, what).toBe(status)
        expect(errorOf(answer).code, what).toBe(code)
        expect(changed, what).toEqual([])
      }
    })
  }

  it("answers another member's token on a member's cart as an unknown cart, for every cart call, and changes nothing", async () => {
    for (const { method, path, body } of cartCalls(bid)) {
      const { answer, changed } = await sent(ask(method, path, body, other))
      if (answer.status < 400) seen.admittedForAnotherMember += 1
      const what = `${method} ${path}: ${answer.text}`
      expect(answer.status, what).toBe(404)
      expect(changed, what).toEqual([])
    }
    // The owner still has it, wallet applied.
    const own = await ask("GET", `/api/v8/checkout/itinerary/?bid=${bid}`, undefined, owner)
    expect(own.status, own.text).toBe(200)
    expect(dataOf<Itinerary>(own).wallet_info.wallet_applied).toBe(true)
  })

  it("answers GraphQL's profile fields with another member's token about that member only", async () => {
    const before = await profileOf(owner)
    const otherBefore = await profileOf(other)
    const me = await graphql("me", other)
    seen.requests += 1
    expect(me.status, me.text).toBe(200)
    expect((me.json as { data: { me: { id: string } } }).data.me.id).toBe(otherBefore.id)
    for (const field of ["updateProfile", "updateProfileDetails"]) {
      const answer = await graphql(field, other)
      seen.requests += 1
      expect(answer.status, answer.text).toBe(200)
    }
    expect((await profileOf(other)).first_name).toBe("Mallory")
    const after = await profileOf(owner)
    if (JSON.stringify(after) !== JSON.stringify(before)) seen.admittedForAnotherMember += 1
    expect(after).toEqual(before)
  })
})

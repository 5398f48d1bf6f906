import { describe, expect, it } from "vitest"
import { AUTH_TOKEN_HEADER, type AuthUser, type ProfileDetail } from "#core/api/auth.ts"
import type { GraphqlErrorEntry } from "#core/api/graphql.ts"
import { dayInIndia } from "#core/dates/today.ts"
import { codeInSms } from "#core/otp/messages.ts"
import { PROFILE_OPERATIONS } from "#core/services/profile-graphql.ts"
import { loadCatalogue } from "#fixtures/generate/catalogue.ts"
import { FIXTURE_PASSWORD } from "#server/accounts/fixture-users.ts"
import { authClient, callFrom, dataOf } from "./lib/auth.ts"
import { type Answer, call } from "./lib/http.ts"
import { onEveryDatabase, TEST_NOW } from "./lib/server.ts"

// docs/fixtures.md: user 1 is a member who signs in with the fixture password.
const member = loadCatalogue({ baseDate: dayInIndia(TEST_NOW) }).users[0]!

interface GraphqlBody {
  readonly data?: Record<string, unknown> | null
  readonly errors?: ReadonlyArray<GraphqlErrorEntry>
}
const bodyOf = (answer: Answer) => answer.json as GraphqlBody
const firstError = (answer: Answer) => bodyOf(answer).errors![0]!

onEveryDatabase("GraphQL: the member's profile", (server) => {
  const auth = authClient(() => server().url)
  const graphql = (body: unknown, token?: string) =>
    callFrom(server().url, "127.0.0.1", "/api/graphql/", { body, token })
  const operation = (name: keyof typeof PROFILE_OPERATIONS, variables: object, token?: string) =>
    graphql({ query: PROFILE_OPERATIONS[name], operationName: name, variables }, token)

  let seq = 0
  /** A new member with a unique e-mail and phone, signed in. */
  const newMember = async () => {
    seq += 1
    const phone = auth.newPhone()
    const { token, ...user } = await auth.register({
      email: `gql.${seq}@example.in`,
      phone_number: phone,
      password: "long enough secret",
    })
    return { token, user: user as AuthUser }
  }
  const detail = async (token: string) => dataOf<ProfileDetail>(await auth.profile(token))
  /** Asks for a code to `phone` for the member and reads it from the SMS outbox. */
  const codeFor = async (token: string, phone: string) => {
    const sent = await operation("UpdateProfileOtp", { phone_number: phone }, token)
    expect(sent.status, sent.text).toBe(200)
    expect(bodyOf(sent).data).toEqual({
      updateProfileOtp: { otp_request_attempts: 1, max_otp_request_attempts: 6 },
    })
    return codeInSms((await auth.outbox(`+91${phone}`)).at(-1)!.body)!
  }

  it("answers Me for a fixture member signed in by e-mail", async () => {
    const login = await auth.login(member.email, FIXTURE_PASSWORD)
    const { token } = dataOf<{ token: string }>(login)
    const answer = await operation("Me", {}, token)
    expect(answer.status, answer.text).toBe(200)
    expect(answer.json).toEqual({
      data: {
        me: {
          id: member.id,
          email: member.email,
          phone_number: member.phone.slice(3),
          first_name: member.firstName,
          last_name: member.lastName,
          communication_type: "email",
        },
      },
    })
  })

  describe("names", () => {
    it("saves trimmed names and answers the member as login answers carry it", async () => {
      const { token, user } = await newMember()
      const answer = await operation("UpdateProfile", { first_name: "  Meera ", last_name: " Iyer " }, token)
      expect(answer.status, answer.text).toBe(200)
      const saved = { ...user, first_name: "Meera", last_name: "Iyer" }
      expect(answer.json).toEqual({ data: { updateProfile: saved } })
      expect(await detail(token)).toMatchObject(saved)
    })

    it("keeps the last name when it is not sent, and clears it when sent empty", async () => {
      const { token, user } = await newMember()
      await operation("UpdateProfile", { first_name: "Meera" }, token)
      expect(await detail(token)).toMatchObject({ first_name: "Meera", last_name: user.last_name })
      await operation("UpdateProfile", { first_name: "Meera", last_name: "" }, token)
      expect(await detail(token)).toMatchObject({ last_name: "" })
    })

    it("refuses names register refuses, as a field error naming the argument, and changes nothing", async () => {
      const { token, user } = await newMember()
      for (const [variables, field] of [
        [{ first_name: "   " }, "first_name"],
        [{ first_name: "x".repeat(61) }, "first_name"],
        [{ first_name: "Meera", last_name: "Iyer\u0000" }, "last_name"],
      ] as const) {
        const answer = await operation("UpdateProfile", variables, token)
        expect(answer.status, answer.text).toBe(200)
        expect(bodyOf(answer).data).toBeNull()
        expect(firstError(answer)).toMatchObject({
          path: ["updateProfile"],
          extensions: { code: "invalid_payload", field },
        })
        expect(firstError(answer).message).toMatch(new RegExp(`^${field}: `))
      }
      expect(await detail(token)).toMatchObject({ first_name: user.first_name, last_name: user.last_name })
    })
  })

  describe("a new phone number", () => {
    it("is saved with the code sent to it, a code that proves no other number", async () => {
      const { token, user } = await newMember()
      const phone = auth.newPhone()
      const code = await codeFor(token, phone)
      const variables = { first_name: "Asha", phone_number: phone, verification_code: code }
      const answer = await operation("UpdateProfile", variables, token)
      expect(answer.status, answer.text).toBe(200)
      expect(answer.json).toEqual({ data: { updateProfile: { ...user, phone_number: phone } } })
      expect((await detail(token)).phone_number).toBe(phone)

      const back = await operation("UpdateProfile", { ...variables, phone_number: user.phone_number }, token)
      expect(back.status).toBe(200)
      expect(firstError(back).extensions).toEqual({ code: "otp_missing", field: "verification_code" })
      expect((await detail(token)).phone_number).toBe(phone)
    })

    it("is refused without a code, or with a wrong one, and nothing changes", async () => {
      const { token, user } = await newMember()
      const phone = auth.newPhone()
      const code = await codeFor(token, phone)
      const without = await operation("UpdateProfile", { first_name: "Changed", phone_number: phone }, token)
      expect(without.status).toBe(200)
      expect(bodyOf(without).data).toBeNull()
      expect(firstError(without).extensions).toEqual({
        code: "verification_code_required",
        field: "verification_code",
      })
      const wrong = code === "000000" ? "111111" : "000000"
      const variables = { first_name: "Changed", phone_number: phone, verification_code: wrong }
      const refused = await operation("UpdateProfile", variables, token)
      expect(refused.status).toBe(200)
      expect(firstError(refused).extensions).toEqual({ code: "otp_invalid", field: "verification_code" })
      expect(await detail(token)).toMatchObject({
        first_name: user.first_name,
        phone_number: user.phone_number,
      })
    })

    it("is refused when it belongs to another account, before any code is sent", async () => {
      const { token, user } = await newMember()
      const other = await newMember()
      const taken = other.user.phone_number
      const asked = await operation("UpdateProfileOtp", { phone_number: taken }, token)
      expect(asked.status).toBe(200)
      expect(bodyOf(asked).data).toBeNull()
      expect(firstError(asked)).toMatchObject({
        message: "This mobile number belongs to another account. Please use a different number.",
        extensions: { code: "phone_taken", field: "phone_number" },
      })
      expect(await auth.outbox(`+91${taken}`)).toEqual([])
      const variables = { first_name: "Asha", phone_number: taken, verification_code: "123456" }
      const saved = await operation("UpdateProfile", variables, token)
      expect(firstError(saved).extensions.code).toBe("phone_taken")
      expect((await detail(token)).phone_number).toBe(user.phone_number)
      expect((await detail(other.token)).phone_number).toBe(taken)
    })

    it("sends no code to the member's own number", async () => {
      const { token, user } = await newMember()
      const answer = await operation("UpdateProfileOtp", { phone_number: user.phone_number }, token)
      expect(firstError(answer).extensions.code).toBe("phone_unchanged")
      expect(await auth.outbox(`+91${user.phone_number}`)).toEqual([])
    })

    it("answers a resend within 30 s with 429 and Retry-After", async () => {
      const { token } = await newMember()
      const phone = auth.newPhone()
      await codeFor(token, phone)
      const answer = await operation("UpdateProfileOtp", { phone_number: phone }, token)
      expect(answer.status).toBe(429)
      expect(answer.headers["retry-after"]).toBe("30")
      expect(bodyOf(answer).data).toBeNull()
      expect(firstError(answer)).toMatchObject({
        path: ["updateProfileOtp"],
        extensions: { code: "otp_resend_wait", retry_after: 30 },
      })
    })
  })

  describe("refusals", () => {
    it("answers 401 in the GraphQL shape without a live session, and sends nothing", async () => {
      const phone = auth.newPhone()
      for (const token of [undefined, "not-a-session"]) {
        for (const [name, variables] of [
          ["Me", {}],
          ["UpdateProfileOtp", { phone_number: phone }],
          ["UpdateProfile", { first_name: "Asha" }],
        ] as const) {
          const answer = await operation(name, variables, token)
          expect(answer.status, `${name} ${answer.text}`).toBe(401)
          expect(bodyOf(answer).data).toBeNull()
          expect(firstError(answer).extensions).toEqual({ code: "unauthorized" })
        }
      }
      expect(await auth.outbox(`+91${phone}`)).toEqual([])
    })

    it("answers 400 with GraphQL errors and no data for a document that does not parse", async () => {
      const { token } = await newMember()
      const answer = await graphql({ query: "query Me { me { id " }, token)
      expect(answer.status).toBe(400)
      expect(answer.json).toEqual({
        errors: [
          {
            message: "Syntax Error: Expected Name, found <EOF>.",
            locations: [{ line: 1, column: 20 }],
            extensions: { code: "graphql_parse_failed" },
          },
        ],
      })
    })

    it("answers 400 for a field the schema does not have", async () => {
      const { token } = await newMember()
      const answer = await graphql({ query: "{ me { id password_hash } }" }, token)
      expect(answer.status).toBe(400)
      expect(bodyOf(answer).data).toBeUndefined()
      expect(firstError(answer)).toMatchObject({
        message: 'Cannot query field "password_hash" on type "User".',
        extensions: { code: "graphql_validation_failed" },
      })
    })

    it("answers 400 for variables of the wrong type, before running anything", async () => {
      const { token } = await newMember()
      const answer = await operation("UpdateProfileOtp", { phone_number: 9_123_456_789 }, token)
      expect(answer.status).toBe(400)
      expect(firstError(answer).extensions.code).toBe("invalid_request")
    })

    it("answers 400 in the GraphQL shape for a body that is not a GraphQL request", async () => {
      const missing = await graphql({ variables: {} })
      expect(missing.status).toBe(400)
      expect(missing.json).toEqual({
        errors: [{ message: "query: Missing key", extensions: { code: "invalid_request", field: "query" } }],
      })
      const long = await graphql({ query: `{ me { id } }${" ".repeat(10_000)}` })
      expect(long.status).toBe(400)
      expect(firstError(long).extensions).toEqual({ code: "invalid_request", field: "query" })
      const broken = await call(server().url, "/api/graphql/", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: '{"query": ',
      })
      expect(broken.status).toBe(400)
      expect(firstError(broken).extensions.code).toBe("invalid_request")
    })

    it("refuses a document that selects too many fields", async () => {
      const { token } = await newMember()
      const aliases = Array.from({ length: 51 }, (_, i) => `m${i}: me { id }`).join(" ")
      const answer = await graphql({ query: `{ ${aliases} }` }, token)
      expect(answer.status).toBe(400)
      expect(firstError(answer)).toMatchObject({
        message: "A document may select at most 50 fields.",
        extensions: { code: "graphql_validation_failed" },
      })
    })
  })

  // Last: it moves the suite's clock a day on.
  it("hands out the session's replacement token like every other signed-in call (ADR 050)", async () => {
    const { token, user } = await newMember()
    await auth.advanceClock(24 * 60 * 60 * 1000 + 60 * 1000)
    const answer = await operation("Me", {}, token)
    expect(answer.status).toBe(200)
    const replacement = answer.headers[AUTH_TOKEN_HEADER]
    expect(typeof replacement === "string" && replacement !== token).toBe(true)
    const again = await operation("Me", {}, replacement as string)
    expect(bodyOf(again).data).toEqual({ me: user })
  })
})

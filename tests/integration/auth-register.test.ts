import { describe, expect, it } from "vitest"
import type { LoginResult, ProfileDetail } from "#core/api/auth.ts"
import { dayInIndia } from "#core/dates/today.ts"
import { loadCatalogue } from "#fixtures/generate/catalogue.ts"
import { FIXTURE_PASSWORD } from "#server/accounts/fixture-users.ts"
import { authClient, dataOf, errorOf } from "./lib/auth.ts"
import { onEveryDatabase, TEST_NOW } from "./lib/server.ts"

const users = loadCatalogue({ baseDate: dayInIndia(TEST_NOW) }).users
// docs/fixtures.md: user 1 is a member with a company, user 3 a guest (not a club member).
const member = users[0]!
const guest = users[2]!

onEveryDatabase("accounts: registration, e-mail sign-in, profile and logout", (server) => {
  const auth = authClient(() => server().url)

  describe("register", () => {
    it("creates a member account, signs it in, trims names and lower-cases the e-mail", async () => {
      const phone = auth.newPhone()
      const answer = await auth.post("/api/v2/auth/register/", {
        first_name: "  Meera ",
        last_name: " Iyer  ",
        email: "Meera.Iyer@Example.IN",
        phone_number: phone,
        password: "long enough secret",
      })
      expect(answer.status).toBe(200)
      const user = dataOf<LoginResult>(answer)
      expect(user).toMatchObject({
        email: "meera.iyer@example.in",
        phone_number: phone,
        first_name: "Meera",
        last_name: "Iyer",
        communication_type: "email",
      })
      expect(user.token.length).toBeGreaterThanOrEqual(22)
      expect(answer.text).not.toContain("long enough secret")
      // The e-mail signs in whatever its case, with a new token each time.
      const again = await auth.login("MEERA.IYER@example.in", "long enough secret")
      expect(again.status).toBe(200)
      expect(dataOf<LoginResult>(again)).toMatchObject({ id: user.id })
      expect(dataOf<LoginResult>(again).token).not.toBe(user.token)
    })

    it("answers 409 naming the field when the e-mail or the phone is already registered", async () => {
      const phone = auth.newPhone()
      await auth.register({ email: "taken@example.in", phone_number: phone, password: "password-1" })
      const sameEmail = await auth.post("/api/v2/auth/register/", {
        first_name: "Other",
        last_name: "",
        email: "TAKEN@example.in",
        phone_number: auth.newPhone(),
        password: "password-2",
      })
      expect(sameEmail.status).toBe(409)
      expect(errorOf(sameEmail)).toMatchObject({ code: "email_taken", field: "email" })
      expect(errorOf(sameEmail).message).toMatch(/e-mail address already exists/)
      const samePhone = await auth.post("/api/v2/auth/register/", {
        first_name: "Other",
        last_name: "",
        email: "other@example.in",
        phone_number: phone,
        password: "password-2",
      })
      expect(samePhone.status).toBe(409)
      expect(errorOf(samePhone)).toMatchObject({ code: "phone_taken", field: "phone_number" })
      expect(errorOf(samePhone).message).toMatch(/mobile number already exists/)
      // Neither attempt made an account: the e-mail of the second is still free.
      expect((await auth.login("other@example.in", "password-2")).status).toBe(400)
    })

    it("refuses bad input with a readable first message and changes nothing", async () => {
      const good = {
        first_name: "Kiran",
        last_name: "Das",
        email: "kiran@example.in",
        phone_number: auth.newPhone(),
        password: "password-ok",
      }
      const cases: ReadonlyArray<[Record<string, unknown>, RegExp]> = [
        [{ ...good, password: "short" }, /password: must be at least 8 characters/],
        [{ ...good, phone_number: "12345" }, /phone_number: must be a 10-digit mobile number/],
        [{ ...good, email: "not-an-email" }, /email: must be an e-mail address/],
        [{ ...good, first_name: "   " }, /first_name: must not be blank/],
        [{ ...good, last_name: "Das\u0000" }, /last_name: must not contain control characters/],
        [{ ...good, email: undefined }, /email is required/],
      ]
      for (const [body, message] of cases) {
        const answer = await auth.post("/api/v2/auth/register/", body)
        expect(answer.status, JSON.stringify(body)).toBe(400)
        expect(errorOf(answer).message).toMatch(message)
        expect(answer.text).not.toContain("password-ok")
      }
      expect((await auth.login(good.email, good.password)).status).toBe(400)
      await auth.register(good)
    })
  })

  describe("e-mail sign-in", () => {
    it("answers a wrong password and an unknown e-mail alike, with 400 and no hint", async () => {
      await auth.register({
        email: "nila@example.in",
        phone_number: auth.newPhone(),
        password: "nila-secret",
      })
      const wrong = await auth.login("nila@example.in", "not-her-secret", "127.0.0.9")
      const unknown = await auth.login("nobody@example.in", "not-her-secret", "127.0.0.9")
      expect([wrong.status, unknown.status]).toEqual([400, 400])
      expect(errorOf(wrong)).toEqual(errorOf(unknown))
      expect(errorOf(wrong)).toEqual({
        code: "invalid_credentials",
        message: "The e-mail address or password is incorrect. Please try again.",
      })
      expect(wrong.text).not.toContain("not-her-secret")
      // A refused password is not echoed in the validation message either.
      const tooLong = await auth.login("nila@example.in", `secret-${"x".repeat(130)}`, "127.0.0.9")
      expect(tooLong.status).toBe(400)
      expect(tooLong.text).not.toContain("secret-")
    })

    it("signs in a fixture member with the fixture password, with the company on the profile", async () => {
      const answer = await auth.login(member.email, FIXTURE_PASSWORD)
      expect(answer.status).toBe(200)
      const user = dataOf<LoginResult>(answer)
      expect(user).toMatchObject({
        id: member.id,
        phone_number: member.phone.slice(3),
        first_name: member.firstName,
      })
      const profile = await auth.profile(user.token)
      expect(profile.status).toBe(200)
      expect(dataOf<ProfileDetail>(profile)).toEqual({
        id: member.id,
        email: member.email,
        phone_number: member.phone.slice(3),
        first_name: member.firstName,
        last_name: member.lastName,
        communication_type: "email",
        has_opted_for_whatsapp: null,
        company_detail: {
          company_name: member.company!.name,
          company_address: member.company!.address,
          gstin: member.company!.gstin,
        },
      })
    })

    it("keeps fixture guests, who have no password, out of e-mail sign-in", async () => {
      expect(guest.member).toBe(false)
      const answer = await auth.login(guest.email, FIXTURE_PASSWORD, "127.0.0.10")
      expect(answer.status).toBe(400)
      expect(errorOf(answer).code).toBe("invalid_credentials")
    })
  })

  describe("profile and logout", () => {
    it("shows the profile to a live session only; logout revokes it and always answers 200", async () => {
      const user = await auth.register({
        email: "ravi@example.in",
        phone_number: auth.newPhone(),
        password: "ravi-secret",
      })
      const profile = await auth.profile(user.token)
      expect(profile.status).toBe(200)
      expect(dataOf<ProfileDetail>(profile)).toMatchObject({
        id: user.id,
        company_detail: null,
        has_opted_for_whatsapp: null,
      })

      const out = await auth.get("/api/v2/auth/logout/", user.token)
      expect(out.status).toBe(200)
      expect(dataOf(out)).toEqual({ signed_out: true })
      const after = await auth.profile(user.token)
      expect(after.status).toBe(401)
      expect(errorOf(after).code).toBe("unauthorized")
      // Logging out again, or with no token at all, is harmless.
      expect((await auth.get("/api/v2/auth/logout/", user.token)).status).toBe(200)
      expect((await auth.get("/api/v2/auth/logout/")).status).toBe(200)
    })

    it("answers 401 in the contract's shape without a token or with a made-up one", async () => {
      for (const token of [undefined, "made-up-token"]) {
        const answer = await auth.get("/api/v1/profile/detail", token)
        expect(answer.status).toBe(401)
        expect(errorOf(answer)).toEqual({
          code: "unauthorized",
          message: "Your session has ended or is not valid. Please sign in again.",
        })
      }
    })
  })
})

import { expect, it } from "vitest"
import type { LoginResult } from "#core/api/auth.ts"
import { dayInIndia } from "#core/dates/today.ts"
import { loadCatalogue } from "#fixtures/generate/catalogue.ts"
import { authClient, dataOf, errorOf } from "./lib/auth.ts"
import { call } from "./lib/http.ts"
import { onEveryDatabase, TEST_NOW } from "./lib/server.ts"

const ORIGIN = "https://stay.example.test"
const MINUTE = 60 * 1000
const guest = loadCatalogue({ baseDate: dayInIndia(TEST_NOW) }).users[2]!

onEveryDatabase(
  "accounts: forgotten password and reset links",
  (server) => {
    const auth = authClient(() => server().url)
    const forgot = (email: string) => auth.post("/api/v2/auth/forgot-password/", { email })
    const reset = (token: string, password: string) =>
      auth.post("/api/v2/auth/reset-password/", { token, password })
    /** The token of the newest reset e-mail to `email`, after checking the link's shape. */
    const linkToken = async (email: string) => {
      const mails = await auth.outbox(email)
      const mail = mails.at(-1)!
      expect(mail).toMatchObject({ kind: "email", subject: "Reset your password" })
      const link = /https?:\/\/\S+/.exec(mail.body)![0]
      expect(link.startsWith(`${ORIGIN}/forgot-password/?token=`)).toBe(true)
      const token = new URL(link).searchParams.get("token")!
      expect(Buffer.from(token, "base64url").length).toBeGreaterThanOrEqual(16)
      return token
    }

    it("answers the same for unknown addresses and sends nothing", async () => {
      const answer = await forgot("stranger@example.in")
      expect(answer.status).toBe(200)
      expect(dataOf(answer)).toEqual({ sent: true })
      expect(await auth.outbox("stranger@example.in")).toEqual([])
    })

    it("mails a link built from configuration that resets once, signs in and ends other sessions", async () => {
      const before = await auth.register({
        email: "lost@example.in",
        phone_number: auth.newPhone(),
        password: "old-password",
      })
      // A request on another channel's host still gets the configured website origin.
      const answer = await call(server().url, "/api/v2/auth/forgot-password/", {
        method: "POST",
        host: "gdc1.localhost",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ email: "LOST@example.in" }),
      })
      expect(answer.status, answer.text).toBe(200)
      const token = await linkToken("lost@example.in")

      const done = await reset(token, "new-password")
      expect(done.status, done.text).toBe(200)
      const user = dataOf<LoginResult>(done)
      expect(user).toMatchObject({ id: before.id, email: "lost@example.in" })
      expect(done.text).not.toContain("new-password")
      expect((await auth.profile(user.token)).status).toBe(200)
      expect((await auth.profile(before.token)).status).toBe(401)
      expect((await auth.login("lost@example.in", "old-password")).status).toBe(400)
      expect((await auth.login("lost@example.in", "new-password")).status).toBe(200)

      const again = await reset(token, "third-password")
      expect(again.status).toBe(400)
      expect(errorOf(again)).toMatchObject({ code: "reset_link_invalid", field: "token" })
      expect(errorOf(again).message).toMatch(/expired or has already been used/)
      expect((await auth.login("lost@example.in", "third-password")).status).toBe(400)
    })

    it("refuses an unknown token and a link older than an hour", async () => {
      expect(errorOf(await reset("not-a-real-token", "any-password")).code).toBe("reset_link_invalid")
      await auth.register({
        email: "slow@example.in",
        phone_number: auth.newPhone(),
        password: "slow-password",
      })
      await forgot("slow@example.in")
      const token = await linkToken("slow@example.in")
      await auth.advanceClock(60 * MINUTE + 1000)
      const late = await reset(token, "late-password")
      expect(late.status).toBe(400)
      expect(errorOf(late).code).toBe("reset_link_invalid")
      expect((await auth.login("slow@example.in", "slow-password")).status).toBe(200)
    })

    it("gives a fixture guest without a password a way into e-mail sign-in", async () => {
      await forgot(guest.email)
      expect((await reset(await linkToken(guest.email), "guest-password")).status).toBe(200)
      const answer = await auth.login(guest.email, "guest-password")
      expect(answer.status).toBe(200)
      expect(dataOf<LoginResult>(answer).id).toBe(guest.id)
    })

    it("sends at most 5 reset e-mails an hour per address, known or not", async () => {
      await auth.register({
        email: "spam@example.in",
        phone_number: auth.newPhone(),
        password: "spam-password",
      })
      for (const email of ["spam@example.in", "ghost@example.in"]) {
        for (let i = 0; i < 5; i++) expect((await forgot(email)).status).toBe(200)
        const refused = await forgot(email)
        expect(refused.status).toBe(429)
        const retryAfter = (refused.json as { retry_after: number }).retry_after
        expect(retryAfter).toBeGreaterThan(0)
        expect(refused.headers["retry-after"]).toBe(String(retryAfter))
      }
      expect(await auth.outbox("spam@example.in")).toHaveLength(5)
      await auth.advanceClock(60 * MINUTE + 1000)
      expect((await forgot("spam@example.in")).status).toBe(200)
      expect(await auth.outbox("spam@example.in")).toHaveLength(6)
    })
  },
  { publicOrigin: { website: ORIGIN, gdc: "https://gdc.example.test" } },
)

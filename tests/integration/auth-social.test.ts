import { createServer } from "node:http"
import { NodeHttpServer } from "@effect/platform-node"
import { Context, Effect, Exit, Layer, ManagedRuntime, Scope } from "effect"
import { HttpRouter, HttpServer } from "effect/http"
import { SqlClient } from "effect/sql"
import { generateKeyPair, SignJWT } from "jose"
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest"
import type { LoginResult, ProfileDetail } from "#core/api/auth.ts"
import { LOCAL_ISSUER, localAudience } from "#core/api/test-social.ts"
import { dayInIndia } from "#core/dates/today.ts"
import { loadCatalogue } from "#fixtures/generate/catalogue.ts"
import { FIXTURE_PASSWORD } from "#server/accounts/fixture-users.ts"
import { AppRoutes } from "#server/app.ts"
import type { DatabaseConfig } from "#server/config.ts"
import { servicesLayer } from "#server/start.ts"
import { authClient, dataOf, errorOf } from "./lib/auth.ts"
import { freshPostgresDatabase, postgresAvailable } from "./lib/backends.ts"
import { TEST_NOW, testConfig } from "./lib/server.ts"

// docs/fixtures.md: user 1 is a member (e-mail and password).
const member = loadCatalogue({ baseDate: dayInIndia(TEST_NOW) }).users[0]!

/** The server as `startServer` builds it (request log on), and a runtime on its database to count rows. */
const startProcess = async (database: DatabaseConfig) => {
  const scope = await Effect.runPromise(Scope.make())
  const layer = HttpRouter.serve(AppRoutes, { disableLogger: true, disableListenLog: true }).pipe(
    Layer.provideMerge(NodeHttpServer.layer(createServer, { port: 0, host: "127.0.0.1" })),
    Layer.provideMerge(servicesLayer(testConfig(database, { logRequests: true }))),
  )
  const context = await Effect.runPromise(Layer.buildWithScope(layer, scope))
  const address = Context.get(context, HttpServer.HttpServer).address
  const runtime = ManagedRuntime.make(Layer.succeedContext(context))
  return {
    url: `http://127.0.0.1:${address._tag === "UnixPathAddress" ? 0 : address.port}`,
    count: (table: string) =>
      runtime
        .runPromise(
          Effect.orDie(
            SqlClient.SqlClient.use(
              (sql) => sql<{ n: number }>`SELECT count(*)::int AS n FROM ${sql(table)}`,
            ),
          ),
        )
        .then((rows) => rows[0]!.n),
    identity: (provider: string, email: string) =>
      runtime.runPromise(
        Effect.orDie(
          SqlClient.SqlClient.use(
            (sql) => sql<{ user_id: string }>`
              SELECT s.user_id::text AS user_id FROM social_identities s JOIN users u ON u.id = s.user_id
              WHERE s.provider = ${provider} AND u.email = ${email}`,
          ),
        ),
      ),
    close: async () => {
      await runtime.dispose()
      await Effect.runPromise(Scope.close(scope, Exit.void))
    },
  }
}

const hasPostgres = await postgresAvailable()

for (const backend of ["pglite", "postgres"] as const) {
  describe.skipIf(backend === "postgres" && !hasPostgres)(
    `social sign-in: Google and Facebook [${backend}]`,
    () => {
      let server: Awaited<ReturnType<typeof startProcess>>
      let drop: (() => Promise<void>) | undefined
      beforeAll(async () => {
        let database: DatabaseConfig = { kind: "memory" }
        if (backend === "postgres") {
          const fresh = await freshPostgresDatabase()
          database = fresh.config
          drop = fresh.drop
        }
        // The request log goes to stdout; these tests read it where they need it, and keep it quiet.
        vi.spyOn(process.stdout, "write").mockImplementation(() => true)
        server = await startProcess(database)
      }, 120_000)
      afterAll(async () => {
        await server?.close()
        await drop?.()
        vi.restoreAllMocks()
      }, 60_000)

      const auth = authClient(() => server.url)
      const mint = async (body: Record<string, unknown>) => {
        const answer = await auth.post("/api/test/social/token", body)
        expect(answer.status, answer.text).toBe(200)
        return dataOf<{ token: string }>(answer).token
      }
      const signIn = (provider: "google" | "facebook", token: string) =>
        auth.post(`/api/v2/auth/login/${provider}/`, { token })
      const rows = async () => ({
        users: await server.count("users"),
        sessions: await server.count("sessions"),
        identities: await server.count("social_identities"),
      })

      it("creates an account and a session at a first Google sign-in, with the name Google gives", async () => {
        const before = await rows()
        const token = await mint({
          provider: "google",
          email: "Kavya.Reddy@Journeys.Example.com",
          name: "Kavya Reddy",
        })
        const answer = await signIn("google", token)
        expect(answer.status, answer.text).toBe(200)
        const user = dataOf<LoginResult>(answer)
        expect(user).toMatchObject({
          email: "kavya.reddy@journeys.example.com",
          phone_number: "",
          first_name: "Kavya",
          last_name: "Reddy",
          communication_type: "email",
        })
        expect(await rows()).toEqual({
          users: before.users + 1,
          sessions: before.sessions + 1,
          identities: before.identities + 1,
        })
        const profile = await auth.profile(user.token)
        expect(profile.status).toBe(200)
        expect(dataOf<ProfileDetail>(profile)).toMatchObject({ id: user.id, phone_number: "" })
        // An account without a password: e-mail sign-in refuses it as any wrong password.
        expect((await auth.login("kavya.reddy@journeys.example.com", "any password")).status).toBe(400)
      })

      it("finds the same account at the next Google sign-in, with a new session", async () => {
        const email = "rohan.das@journeys.example.com"
        const first = dataOf<LoginResult>(await signIn("google", await mint({ provider: "google", email })))
        const before = await rows()
        const again = await signIn("google", await mint({ provider: "google", email }))
        expect(again.status).toBe(200)
        expect(dataOf<LoginResult>(again)).toMatchObject({ id: first.id })
        expect(dataOf<LoginResult>(again).token).not.toBe(first.token)
        expect(await rows()).toEqual({ ...before, sessions: before.sessions + 1 })
      })

      it("links an account with that e-mail instead of making another, and keeps its password and number", async () => {
        const phone = auth.newPhone()
        const registered = await auth.register({
          email: "meera.iyer@journeys.example.com",
          phone_number: phone,
          password: "a long password",
          first_name: "Meera",
        })
        const before = await rows()
        const token = await mint({
          provider: "google",
          email: "MEERA.IYER@journeys.example.com",
          name: "M Iyer",
        })
        const answer = await signIn("google", token)
        expect(answer.status).toBe(200)
        expect(dataOf<LoginResult>(answer)).toMatchObject({
          id: registered.id,
          phone_number: phone,
          first_name: "Meera",
        })
        expect(await rows()).toEqual({
          ...before,
          sessions: before.sessions + 1,
          identities: before.identities + 1,
        })
        expect((await auth.login("meera.iyer@journeys.example.com", "a long password")).status).toBe(200)
      })

      it("signs a fixture member in to their own account by Google", async () => {
        const answer = await signIn("google", await mint({ provider: "google", email: member.email }))
        expect(dataOf<LoginResult>(answer)).toMatchObject({
          id: String(member.id),
          first_name: member.firstName,
        })
        expect((await auth.login(member.email, FIXTURE_PASSWORD)).status).toBe(200)
      })

      it("does the same for Facebook: creates, finds again, and links to the Google-made account", async () => {
        const email = "farhan.sheikh@journeys.example.com"
        const created = await signIn(
          "facebook",
          await mint({ provider: "facebook", email, name: "Farhan Sheikh" }),
        )
        expect(created.status, created.text).toBe(200)
        const user = dataOf<LoginResult>(created)
        expect(user).toMatchObject({ email, first_name: "Farhan", last_name: "Sheikh" })
        const again = await signIn("facebook", await mint({ provider: "facebook", email }))
        expect(dataOf<LoginResult>(again).id).toBe(user.id)
        const google = await signIn("google", await mint({ provider: "google", email }))
        expect(dataOf<LoginResult>(google).id).toBe(user.id)
        expect(await server.identity("facebook", email)).toEqual([{ user_id: user.id }])
        expect(await server.identity("google", email)).toEqual([{ user_id: user.id }])
      })

      it("makes one account of two first sign-ins at once", async () => {
        const token = await mint({ provider: "google", email: "twin.start@journeys.example.com" })
        const before = await rows()
        const [a, b] = await Promise.all([signIn("google", token), signIn("google", token)])
        expect([a.status, b.status]).toEqual([200, 200])
        expect(dataOf<LoginResult>(a).id).toBe(dataOf<LoginResult>(b).id)
        expect((await rows()).users).toBe(before.users + 1)
      })

      it("refuses a forged token, changing nothing, and never writes the token to the log", async () => {
        const forger = await generateKeyPair("RS256")
        const forged = await new SignJWT({ email: member.email, email_verified: true, name: "Not Them" })
          .setProtectedHeader({ alg: "RS256", kid: "forged" })
          .setIssuer(LOCAL_ISSUER)
          .setAudience(localAudience("google"))
          .setSubject("local-forged")
          .setIssuedAt(Math.floor(TEST_NOW / 1000))
          .setExpirationTime("1h")
          .sign(forger.privateKey)
        const before = await rows()
        const write = vi.mocked(process.stdout.write)
        write.mockClear()
        const answer = await signIn("google", forged)
        expect(answer.status).toBe(400)
        expect(errorOf(answer)).toMatchObject({ code: "token_refused", field: "token" })
        expect(errorOf(answer).message).toBe(
          "Google did not confirm this sign-in. Please sign in with Google again.",
        )
        expect(await rows()).toEqual(before)
        const logged = write.mock.calls.map(([chunk]) => String(chunk)).join("")
        expect(logged).toContain('"path":"/api/v2/auth/login/google/"')
        expect(logged).not.toContain(forged.slice(-20))
      })

      it("refuses expired, misdirected, unverified and malformed tokens with what to do", async () => {
        const before = await rows()
        const old = await mint({ provider: "google", email: "late.comer@journeys.example.com" })
        const forFacebook = await mint({ provider: "facebook", email: "wrong.door@journeys.example.com" })
        const unverified = await mint({ provider: "google", email: member.email, email_verified: false })
        const cases = [
          [
            await signIn("facebook", await mint({ provider: "google", email: "x@journeys.example.com" })),
            "token_refused",
          ],
          [await signIn("google", forFacebook), "token_refused"],
          [await signIn("google", unverified), "email_not_verified"],
          [await signIn("google", "not-a-token"), "malformed_token"],
          [await auth.post("/api/v2/auth/login/google/", { token: "" }), "invalid_payload"],
          [await auth.post("/api/v2/auth/login/facebook/", {}), "invalid_payload"],
        ] as const
        for (const [answer, code] of cases) {
          expect(answer.status, answer.text).toBe(400)
          expect(errorOf(answer).code).toBe(code)
        }
        await auth.advanceClock(61 * 60 * 1000 + 1000)
        const expired = await signIn("google", old)
        expect(errorOf(expired)).toMatchObject({ code: "token_expired" })
        expect(errorOf(expired).message).toMatch(/has expired\. Please sign in with Google again/)
        expect(await rows()).toEqual(before)
      })
    },
  )
}

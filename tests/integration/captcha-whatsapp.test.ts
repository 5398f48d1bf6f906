import { type Challenge, type Payload, solveChallenge } from "altcha-lib"
import { deriveKey } from "altcha-lib/algorithms/pbkdf2"
import { Effect, Layer, ManagedRuntime, Redacted } from "effect"
import { describe, expect, it } from "vitest"
import { CAPTCHA_CHALLENGE_PATH, CHECKOUT_GUARD_OPERATIONS } from "#core/api/captcha.ts"
import type { GraphqlErrorEntry } from "#core/api/graphql.ts"
import { AppClock } from "#core/services/clock.ts"
import { Captcha, CHALLENGE_TTL_MS, PROOF_TTL_MS } from "#server/captcha/service.ts"
import { type CaptchaConfig, configFromEnv, type DatabaseConfig } from "#server/config.ts"
import { layerDatabase } from "#server/db/layer.ts"
import { migrate } from "#server/db/migrations.ts"
import { ServerSettings } from "#server/settings.ts"
import { OPTIN_LIMIT, OPTIN_WINDOW_SECONDS } from "#server/whatsapp/graphql.ts"
import { authClient, callFrom } from "./lib/auth.ts"
import { postgresAvailable, twoProcesses } from "./lib/backends.ts"
import type { Answer } from "./lib/http.ts"
import { call } from "./lib/http.ts"
import { onEveryDatabase, TEST_NOW } from "./lib/server.ts"

/** Little work per challenge, so solving in the test takes milliseconds; the checks are the same. */
const captcha: CaptchaConfig = { hmacKey: Redacted.make("k".repeat(32)), cost: 1, maxCounter: 40 }

interface GraphqlBody {
  readonly data?: Record<string, unknown> | null
  readonly errors?: ReadonlyArray<GraphqlErrorEntry>
}
const bodyOf = (answer: Answer) => answer.json as GraphqlBody
const firstError = (answer: Answer) => bodyOf(answer).errors![0]!

/** What the widget puts in its hidden field: base64 of the JSON challenge and solution. */
const encode = (payload: Payload) => Buffer.from(JSON.stringify(payload)).toString("base64")
const solved = async (challenge: Challenge): Promise<Payload> => {
  const solution = await solveChallenge({ challenge, deriveKey, timeout: 10_000 })
  if (solution === null) throw new Error("the challenge was not solved")
  return { challenge: { parameters: challenge.parameters, signature: challenge.signature! }, solution }
}

onEveryDatabase(
  "Checkout guards: captcha and WhatsApp opt-in",
  (server) => {
    const auth = authClient(() => server().url)
    const operation = (name: keyof typeof CHECKOUT_GUARD_OPERATIONS, variables: object, from = "127.0.0.1") =>
      callFrom(server().url, from, "/api/graphql/", {
        body: { query: CHECKOUT_GUARD_OPERATIONS[name], operationName: name, variables },
      })
    const newChallenge = async () => {
      const answer = await call(server().url, CAPTCHA_CHALLENGE_PATH)
      expect(answer.status, answer.text).toBe(200)
      return answer.json as Challenge
    }
    const verify = (payload: string) => operation("CaptchaVerifyV2", { payload })

    describe("captcha", () => {
      it("hands the widget a signed challenge that is never cached", async () => {
        const answer = await call(server().url, CAPTCHA_CHALLENGE_PATH)
        expect(answer.status).toBe(200)
        expect(answer.headers["cache-control"]).toBe("no-store")
        const challenge = answer.json as Challenge
        expect(challenge.parameters).toMatchObject({ algorithm: "PBKDF2/SHA-256", cost: 1 })
        expect(challenge.signature).toMatch(/^[0-9a-f]{64}$/)
        expect((await newChallenge()).parameters.nonce).not.toBe(challenge.parameters.nonce)
      })

      it("answers a solved challenge with a proof once, and refuses the same solution again", async () => {
        const payload = encode(await solved(await newChallenge()))
        const answer = await verify(payload)
        expect(answer.status, answer.text).toBe(200)
        const result = bodyOf(answer).data!.captchaVerifyV2 as {
          success: boolean
          token: string
          message: string
        }
        expect(result).toMatchObject({ success: true, message: "Verified" })
        // 256 random bits in base64url.
        expect(result.token).toMatch(/^[A-Za-z0-9_-]{43}$/)

        const again = await verify(payload)
        expect(again.status).toBe(200)
        expect(bodyOf(again).data).toBeNull()
        expect(firstError(again)).toMatchObject({
          path: ["captchaVerifyV2"],
          extensions: { code: "captcha_used", field: "payload" },
        })
        // spec §8: the client shows what follows the first colon of 'CaptchaVerifyV2: <message>'.
        expect(firstError(again).message).toBe(
          "This security check has already been used. Please complete it again.",
        )
      })

      it("refuses a wrong solution, a changed challenge and a payload that is not one", async () => {
        const good = await solved(await newChallenge())
        const wrongKey = good.solution.derivedKey.replace(/^./, (c) => (c === "0" ? "1" : "0"))
        const easier = { ...good.challenge.parameters, keyPrefix: "0" }
        for (const [payload, code] of [
          [encode({ ...good, solution: { ...good.solution, derivedKey: wrongKey } }), "captcha_failed"],
          [encode({ ...good, challenge: { ...good.challenge, parameters: easier } }), "captcha_failed"],
          [
            encode({ ...good, challenge: { ...good.challenge, signature: "0".repeat(64) } }),
            "captcha_failed",
          ],
          ["not base64!", "captcha_unreadable"],
          [Buffer.from('{"challenge":1}').toString("base64"), "captcha_unreadable"],
          ["A".repeat(5_000), "captcha_unreadable"],
        ] as const) {
          const answer = await verify(payload)
          expect(answer.status, answer.text).toBe(200)
          expect(bodyOf(answer).data).toBeNull()
          expect(firstError(answer).extensions).toEqual({ code, field: "payload" })
        }
        // None of the refusals spent the challenge: its right solution still passes.
        expect(bodyOf(await verify(encode(good))).data).not.toBeNull()
      })

      it("refuses a challenge solved after it expired", async () => {
        const late = await solved(await newChallenge())
        const inTime = await solved(await newChallenge())
        await auth.advanceClock(CHALLENGE_TTL_MS - 1_000)
        expect(bodyOf(await verify(encode(inTime))).data).not.toBeNull()
        await auth.advanceClock(2_000)
        const answer = await verify(encode(late))
        expect(firstError(answer).extensions).toEqual({ code: "captcha_expired", field: "payload" })
        expect(firstError(answer).message).toBe("The security check has expired. Please complete it again.")
      })
    })

    describe("WhatsApp opt-in", () => {
      // Each test starts with a fresh allowance: the throttle counts every opt-in call of a client.
      const freshWindow = () => auth.advanceClock(OPTIN_WINDOW_SECONDS * 1000)
      const status = async (id: string) => {
        const answer = await operation("WhatsappStatus", { id })
        expect(answer.status, answer.text).toBe(200)
        return (bodyOf(answer).data!.optinStatus as { status: boolean | null }).status
      }

      it("is unknown until asked, then what the traveller last chose", async () => {
        await freshWindow()
        const id = "+919876543210"
        expect(await status(id)).toBeNull()
        const registered = await operation("WhatsappRegister", { id })
        expect(registered.json).toEqual({ data: { registerOptin: { success: true } } })
        expect(await status(id)).toBe(true)
        const deregistered = await operation("WhatsappDeregister", { id })
        expect(deregistered.json).toEqual({ data: { deregisterOptin: { success: true } } })
        expect(await status(id)).toBe(false)
        // Another number is still unknown; a number of another country follows its own rules.
        expect(await status("+919876543211")).toBeNull()
        await operation("WhatsappRegister", { id: "+447911123456" })
        expect(await status("+447911123456")).toBe(true)
      })

      it("refuses an id that is not a country code and mobile number, changing nothing", async () => {
        await freshWindow()
        for (const id of [
          "9876543210",
          "+91987654321",
          "+915876543210",
          "+9198765432100",
          "+91 9876543210",
          "",
        ]) {
          for (const name of ["WhatsappStatus", "WhatsappRegister"] as const) {
            const answer = await operation(name, { id })
            expect(answer.status, answer.text).toBe(200)
            expect(bodyOf(answer).data).toBeNull()
            expect(firstError(answer).extensions).toEqual({ code: "invalid_payload", field: "id" })
            expect(firstError(answer).message).toMatch(/^id: /)
          }
        }
        // The refusals used none of the allowance.
        for (let i = 0; i < OPTIN_LIMIT; i += 1) expect(await status("+919812345678")).toBeNull()
      })

      it("refuses a type or channel other than whatsapp and direct before running", async () => {
        const answer = await callFrom(server().url, "127.0.0.1", "/api/graphql/", {
          body: { query: '{ optinStatus(id: "+919876543210", type: sms, channel: direct) { status } }' },
        })
        expect(answer.status).toBe(400)
        expect(firstError(answer).extensions.code).toBe("graphql_validation_failed")
      })

      it("throttles a client walking through numbers, until the window passes", async () => {
        await freshWindow()
        for (let i = 0; i < OPTIN_LIMIT; i += 1) {
          expect(await status(`+9198000000${String(i).padStart(2, "0")}`)).toBeNull()
        }
        const refused = await operation("WhatsappRegister", { id: "+919800000099" })
        expect(refused.status).toBe(429)
        expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0)
        expect(firstError(refused).extensions).toMatchObject({ code: "too_many_requests" })
        expect(firstError(refused).message).toMatch(/^Too many WhatsApp preference requests/)
        // The allowance is the caller's own: another address is not held back by this one.
        const other = await operation("WhatsappStatus", { id: "+919800000099" }, "127.0.0.2")
        expect(other.status, other.text).toBe(200)
        await freshWindow()
        expect(await status("+919800000099")).toBeNull()
      })
    })
  },
  { captcha },
)

const hasPostgres = await postgresAvailable()

/** One server process's captcha service over a shared database. */
const processOn = (database: DatabaseConfig) =>
  ManagedRuntime.make(
    Captcha.layer.pipe(
      Layer.provideMerge(Layer.effectDiscard(Effect.orDie(migrate))),
      Layer.provideMerge(layerDatabase(database)),
      Layer.provideMerge(AppClock.layerControlled(TEST_NOW)),
      Layer.provideMerge(Layer.succeed(ServerSettings, { ...configFromEnv({}), captcha })),
    ),
  )

for (const backend of ["pglite", "postgres"] as const) {
  describe.skipIf(backend === "postgres" && !hasPostgres)(`Captcha.consume [${backend}]`, () => {
    const processes = twoProcesses(backend, processOn)
    const proof = async () => {
      const challenge = await processes.first.runPromise(Captcha.use((c) => c.challenge))
      const payload = encode(await solved(challenge))
      return processes.first.runPromise(Captcha.use((c) => c.verify(payload)))
    }
    const consume = (token: string, process = processes.first) =>
      process.runPromise(Captcha.use((c) => c.consume(token)))

    it("is true once for a proof, then false", async () => {
      const { token } = await proof()
      expect(await consume(token)).toBe(true)
      expect(await consume(token)).toBe(false)
      expect(await consume("not a token")).toBe(false)
    })

    it("lets one of two processes consuming the same proof at once have it", async () => {
      const { token } = await proof()
      const results = await Promise.all([consume(token, processes.first), consume(token, processes.second)])
      expect(results.filter(Boolean)).toHaveLength(1)
    })

    it("is false for a proof that has expired", async () => {
      const kept = await proof()
      const lapsed = await proof()
      await processes.first.runPromise(AppClock.use((clock) => clock.advance(PROOF_TTL_MS - 1)))
      expect(await consume(kept.token)).toBe(true)
      await processes.first.runPromise(AppClock.use((clock) => clock.advance(1)))
      expect(await consume(lapsed.token)).toBe(false)
    })
  })
}

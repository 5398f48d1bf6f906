import { Effect, Layer, ManagedRuntime } from "effect"
import { SqlClient } from "effect/sql"
import { describe, expect, it } from "vitest"
import { codeInSms } from "#core/otp/messages.ts"
import { AppClock } from "#core/services/clock.ts"
import { configFromEnv, type DatabaseConfig } from "#server/config.ts"
import { layerDatabase } from "#server/db/layer.ts"
import { migrate } from "#server/db/migrations.ts"
import { Otp, type OtpPurpose } from "#server/otp/service.ts"
import { Outbox } from "#server/outbox/repo.ts"
import { ServerSettings } from "#server/settings.ts"
import { postgresAvailable, twoProcesses } from "./lib/backends.ts"

const NOW = Date.parse("2026-12-01T04:30:00Z")
const hasPostgres = await postgresAvailable()

/** One server process: its own connections, clock and services over a shared database. */
const processOn = (database: DatabaseConfig) =>
  ManagedRuntime.make(
    Otp.layer.pipe(
      Layer.provideMerge(Outbox.layer),
      Layer.provideMerge(Layer.effectDiscard(Effect.orDie(migrate))),
      Layer.provideMerge(layerDatabase(database)),
      Layer.provideMerge(AppClock.layerControlled(NOW)),
      Layer.provideMerge(Layer.succeed(ServerSettings, configFromEnv({}))),
    ),
  )
type Process = ReturnType<typeof processOn>

let nextNumber = 0
const newNumber = () => `91234${String(nextNumber++).padStart(5, "0")}`

for (const backend of ["pglite", "postgres"] as const) {
  describe.skipIf(backend === "postgres" && !hasPostgres)(`the OTP service [${backend}]`, () => {
    const processes = twoProcesses(backend, processOn)

    /** "ok", or the code of the failure's first error entry. */
    const attempt = (
      process: Process,
      effect: Effect.Effect<unknown, { errors: ReadonlyArray<{ code: string }> }, Otp>,
    ) =>
      process.runPromise(Effect.match(effect, { onSuccess: () => "ok", onFailure: (e) => e.errors[0]!.code }))
    const issue = async (purpose: OtpPurpose, phone: string, process = processes.first) => {
      await process.runPromise(Otp.use((otp) => otp.issue(purpose, phone)))
      const sent = await process.runPromise(Outbox.use((outbox) => outbox.list(`+91${phone}`)))
      return codeInSms(sent.at(-1)!.body)!
    }
    const verify = (purpose: OtpPurpose, phone: string, code: string, process = processes.first) =>
      attempt(
        process,
        Otp.use((otp) => otp.verify(purpose, phone, code)),
      )
    const advance = (ms: number) =>
      Promise.all(
        [...new Set([processes.first, processes.second])].map((p) =>
          p.runPromise(AppClock.use((clock) => clock.advance(ms))),
        ),
      )
    /** A second code for the same number that differs from `other` (equal codes are 1 in a million). */
    const issueDifferent = async (purpose: OtpPurpose, phone: string, other: string) => {
      let code = await issue(purpose, phone)
      while (code === other) {
        await advance(30_000)
        code = await issue(purpose, phone)
      }
      return code
    }

    it("verifies a code only for the purpose and number it was sent for", async () => {
      const phone = newNumber()
      const other = newNumber()
      const payCode = await issue("pay_at_hotel", phone)
      expect(await verify("sign_in", phone, payCode)).toBe("otp_missing")
      expect(await verify("profile_phone", phone, payCode)).toBe("otp_missing")
      const signInCode = await issueDifferent("sign_in", phone, payCode)
      expect(await verify("sign_in", phone, payCode)).toBe("otp_invalid")
      const otherCode = await issueDifferent("pay_at_hotel", other, payCode)
      expect(await verify("pay_at_hotel", other, payCode)).toBe("otp_invalid")

      expect(await verify("pay_at_hotel", phone, payCode)).toBe("ok")
      expect(await verify("sign_in", phone, signInCode)).toBe("ok")
      expect(await verify("pay_at_hotel", other, otherCode)).toBe("ok")
    })

    it("invalidates the previous code when a new one is issued", async () => {
      const phone = newNumber()
      const old = await issue("sign_in", phone)
      await advance(30_000)
      const current = await issueDifferent("sign_in", phone, old)
      expect(await verify("sign_in", phone, old)).toBe("otp_invalid")
      expect(await verify("sign_in", phone, current)).toBe("ok")
    })

    it("stores a salted digest, never the code", async () => {
      const phone = newNumber()
      const code = await issue("profile_phone", phone)
      const [row] = await processes.first.runPromise(
        Effect.orDie(SqlClient.SqlClient.use((sql) => sql`SELECT * FROM otp_codes WHERE phone = ${phone}`)),
      )
      expect(code).toMatch(/^\d{6}$/)
      expect(row!.code_hash).toMatch(/^[0-9a-f]{64}$/)
      expect(row!.salt).toMatch(/^[0-9a-f]{32}$/)
      expect(Object.values(row!).map(String)).not.toContain(code)
    })

    it(`lets concurrent verifications of one code succeed once${backend === "postgres" ? ", across two processes" : ""}`, async () => {
      const phone = newNumber()
      const code = await issue("pay_at_hotel", phone)
      const outcomes = await Promise.all(
        Array.from({ length: 10 }, (_, i) =>
          verify("pay_at_hotel", phone, code, i % 2 === 0 ? processes.first : processes.second),
        ),
      )
      expect(outcomes.filter((o) => o === "ok")).toHaveLength(1)
      expect(outcomes.filter((o) => o === "otp_used")).toHaveLength(9)
    })

    it("sends one code when first sends to a number race each other", async () => {
      const phone = newNumber()
      const outcomes = await Promise.all(
        Array.from({ length: 6 }, (_, i) =>
          attempt(
            i % 2 === 0 ? processes.first : processes.second,
            Otp.use((otp) => otp.issue("pay_at_hotel", phone)),
          ),
        ),
      )
      expect(outcomes.filter((o) => o === "ok")).toHaveLength(1)
      expect(outcomes.filter((o) => o === "otp_resend_wait")).toHaveLength(5)
      expect(
        await processes.first.runPromise(Outbox.use((outbox) => outbox.list(`+91${phone}`))),
      ).toHaveLength(1)
    })

    it("counts sends and wrong tries in the database, so every process applies the same limits", async () => {
      const phone = newNumber()
      const code = await issue("sign_in", phone, processes.first)
      expect(
        await attempt(
          processes.second,
          Otp.use((otp) => otp.issue("sign_in", phone)),
        ),
      ).toBe("otp_resend_wait")
      const wrong = code.slice(0, 5) + ((Number(code[5]) + 1) % 10)
      const tries = []
      for (let i = 0; i < 5; i++)
        tries.push(await verify("sign_in", phone, wrong, i < 3 ? processes.first : processes.second))
      expect(tries).toEqual(["otp_invalid", "otp_invalid", "otp_invalid", "otp_invalid", "otp_exhausted"])
      expect(await verify("sign_in", phone, code, processes.first)).toBe("otp_exhausted")
    })
  })
}

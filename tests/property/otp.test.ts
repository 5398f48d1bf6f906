import { fc, test } from "@fast-check/vitest"
import { Effect, Layer, ManagedRuntime } from "effect"
import { afterAll, beforeAll, describe, expect } from "vitest"
import { codeInSms } from "#core/otp/messages.ts"
import {
  type CodeState,
  canSend,
  OTP_MAX_FAILURES_PER_CODE,
  OTP_MAX_FAILURES_PER_NUMBER,
  OTP_RESEND_DELAY_MS,
  OTP_TTL_MS,
  type VerifyOutcome,
  verifyOutcome,
} from "#core/otp/rules.ts"
import { AppClock } from "#core/services/clock.ts"
import { configFromEnv } from "#server/config.ts"
import { layerDatabase } from "#server/db/layer.ts"
import { migrate } from "#server/db/migrations.ts"
import { Otp, type OtpPurpose } from "#server/otp/service.ts"
import { Outbox } from "#server/outbox/repo.ts"
import { ServerSettings } from "#server/settings.ts"

const NOW = Date.parse("2026-12-01T04:30:00Z")
const MINUTE = 60_000

// The service itself, on an embedded database: each run uses numbers of its own.
const runtime = ManagedRuntime.make(
  Otp.layer.pipe(
    Layer.provideMerge(Outbox.layer),
    Layer.provideMerge(Layer.effectDiscard(Effect.orDie(migrate))),
    Layer.provideMerge(layerDatabase({ kind: "memory" })),
    Layer.provideMerge(AppClock.layerControlled(NOW)),
    Layer.provideMerge(Layer.succeed(ServerSettings, configFromEnv({}))),
  ),
)
beforeAll(() => runtime.runPromise(Effect.void), 60_000)
afterAll(() => runtime.dispose())

let nextNumber = 0
const newNumber = () => `7${String(nextNumber++).padStart(9, "0")}`
const answer = (effect: Effect.Effect<unknown, { errors: ReadonlyArray<{ code: string }> }, Otp>) =>
  runtime.runPromise(Effect.match(effect, { onSuccess: () => "ok", onFailure: (e) => e.errors[0]!.code }))
const issue = (purpose: OtpPurpose, phone: string) => answer(Otp.use((otp) => otp.issue(purpose, phone)))
const verify = (purpose: OtpPurpose, phone: string, code: string) =>
  answer(Otp.use((otp) => otp.verify(purpose, phone, code)))
const now = () => runtime.runPromise(AppClock.use((clock) => clock.now))
const advance = (ms: number) => runtime.runPromise(AppClock.use((clock) => clock.advance(ms)))
const lastCode = async (phone: string) =>
  codeInSms((await runtime.runPromise(Outbox.use((o) => o.list(`+91${phone}`)))).at(-1)!.body)!

/** The wire code the API answers for each outcome (ADR 051). */
const wireCode = (outcome: VerifyOutcome) => {
  switch (outcome._tag) {
    case "Verified":
      return "ok"
    case "Wrong":
      return outcome.lockedForMs !== undefined
        ? "otp_locked"
        : outcome.codeExhausted
          ? "otp_exhausted"
          : "otp_invalid"
    default:
      return `otp_${outcome._tag.toLowerCase()}`
  }
}

const purposes: ReadonlyArray<OtpPurpose> = ["sign_in", "pay_at_hotel"]
/**
 * Four targets: two purposes × two numbers; codes are submitted to one target, taken from any.
 * Target 0 gets most of the traffic, so runs reach the per-code and per-number limits too.
 */
const target = fc.oneof({ arbitrary: fc.constant(0), weight: 3 }, { arbitrary: fc.nat(3), weight: 2 })
const step = fc.oneof(
  { arbitrary: fc.record({ kind: fc.constant("issue" as const), target }), weight: 2 },
  { arbitrary: fc.record({ kind: fc.constant("verify" as const), target, from: fc.nat(3) }), weight: 1 },
  { arbitrary: target.map((t) => ({ kind: "verify" as const, target: t, from: t })), weight: 2 },
  {
    arbitrary: fc.record({ kind: fc.constant("guess" as const), target, code: fc.stringMatching(/^\d{6}$/) }),
    weight: 2,
  },
  // Bursts of guesses and of resends, so runs reach the per-code, per-number and send limits.
  {
    arbitrary: fc
      .tuple(target, fc.array(fc.stringMatching(/^\d{6}$/), { minLength: 2, maxLength: 8 }))
      .map(([t, codes]) => codes.map((code) => ({ kind: "guess" as const, target: t, code }))),
    weight: 2,
  },
  {
    arbitrary: fc.tuple(target, fc.integer({ min: 2, max: 7 })).map(([t, n]) =>
      Array.from({ length: n }, () => [
        { kind: "advance" as const, ms: 31_000 },
        { kind: "issue" as const, target: t },
      ]).flat(),
    ),
    weight: 1,
  },
  {
    arbitrary: fc.record({
      kind: fc.constant("advance" as const),
      ms: fc.constantFrom(1000, 31_000, 31_000, 5 * MINUTE, 10 * MINUTE, 6 * 3600_000),
    }),
    weight: 2,
  },
)

interface Model {
  readonly sends: Array<number>
  readonly failures: Array<number>
  code: (CodeState & { readonly value: string }) | undefined
  /** Every code this target was sent, so reuse of superseded codes is tried too. */
  readonly issued: Array<string>
}

describe("the OTP service against its rules", () => {
  test.prop([fc.array(step, { minLength: 10, maxLength: 60 })], { numRuns: 50 })(
    "a code verifies at most once, only for its purpose and number, only within 10 minutes",
    async (plan) => {
      const steps = plan.flat()
      const phones = [newNumber(), newNumber()]
      const targets = purposes.flatMap((purpose) => phones.map((phone) => ({ purpose, phone })))
      const models: Array<Model> = targets.map(() => ({
        sends: [],
        failures: [],
        code: undefined,
        issued: [],
      }))
      const verifiedCodes = new Set<string>()
      for (const s of steps) {
        if (s.kind === "advance") {
          await advance(s.ms)
          continue
        }
        const at = await now()
        const { purpose, phone } = targets[s.target]!
        const model = models[s.target]!
        if (s.kind === "issue") {
          const decision = canSend(model.sends, at)
          const expected = { Send: "ok", ResendWait: "otp_resend_wait", SendLimit: "otp_send_limit" }[
            decision._tag
          ]
          expect(await issue(purpose, phone)).toBe(expected)
          if (decision._tag !== "Send") continue
          const value = await lastCode(phone)
          model.sends.push(at)
          model.code = { value, sentAt: at, usedAt: undefined, failedAttempts: 0 }
          model.issued.push(value)
          continue
        }
        const submitted = s.kind === "guess" ? s.code : models[s.from]!.issued.at(-1)
        if (submitted === undefined) continue
        const outcome = verifyOutcome(model.code, model.failures, at, submitted === model.code?.value)
        const got = await verify(purpose, phone, submitted)
        expect(got).toBe(wireCode(outcome))
        if (got === "ok") {
          // Independent of the rules: the target's own current code, fresh, never verified before.
          expect(submitted).toBe(model.code!.value)
          expect(at - model.code!.sentAt).toBeLessThan(OTP_TTL_MS)
          const key = `${s.target}:${model.issued.length}`
          expect(verifiedCodes.has(key)).toBe(false)
          verifiedCodes.add(key)
          model.code = { ...model.code!, usedAt: at }
        }
        if (outcome._tag === "Wrong") {
          model.failures.push(at)
          model.code = { ...model.code!, failedAttempts: model.code!.failedAttempts + 1 }
        }
      }
    },
    120_000,
  )

  test.prop(
    [fc.array(fc.integer({ min: 1, max: OTP_MAX_FAILURES_PER_CODE }), { minLength: 1, maxLength: 5 })],
    {
      numRuns: 30,
    },
  )(
    "never forgets wrong tries when a new code is issued: 10 in a day lock the number",
    async (wrongPerCode) => {
      const phone = newNumber()
      for (const wrongTries of wrongPerCode) {
        expect(await issue("sign_in", phone)).toBe("ok")
        const code = await lastCode(phone)
        const wrong = code.slice(0, 5) + ((Number(code[5]) + 1) % 10)
        for (let i = 0; i < wrongTries; i++) await verify("sign_in", phone, wrong)
        await advance(OTP_RESEND_DELAY_MS)
      }
      expect(await issue("sign_in", phone)).toBe("ok")
      const total = wrongPerCode.reduce((a, b) => a + b, 0)
      const expected = total >= OTP_MAX_FAILURES_PER_NUMBER ? "otp_locked" : "ok"
      expect(await verify("sign_in", phone, await lastCode(phone))).toBe(expected)
    },
    120_000,
  )
})

import { describe, expect, it } from "vitest"
import { createActor, fromPromise, SimulatedClock } from "xstate"
import { createTestModel } from "xstate/graph"
import type { LoginResult, OtpAttempts } from "#core/api/auth.ts"
import { translatorFor } from "#core/i18n/locales.ts"
import { ApiError } from "#core/services/api-client.ts"
import { otpMachine } from "#machines/otp.machine.ts"
import type { SendCodeRequest, VerifyCodeRequest } from "#machines/otp.types.ts"
import { type EmailLoginRequest, signInError, signInMachine, signInOtp } from "#machines/sign-in.machine.ts"
import { asha } from "#machines/test-support/accounts.ts"
import { settle } from "#machines/test-support/actors.ts"
import { leafStates, reachedStates } from "./reached.ts"
import {
  events,
  modelEvents,
  SERVER_MESSAGE,
  type SignInDriver,
  signInModel,
  states,
  VALUES,
} from "./sign-in.model.ts"

const t = translatorFor("en-IN")

interface Pending {
  readonly answer: unknown
  readonly resolve: (answer: unknown) => void
  readonly reject: (error: unknown) => void
}

/** The member at /login/, and a fake server holding each request until the test answers it. */
const headless = (): SignInDriver => {
  const pending: Array<Pending> = []
  const held = <O, I>(answer: O) =>
    fromPromise<O, I>(
      () =>
        new Promise<O>((resolve, reject) =>
          pending.push({ answer, resolve: (a) => resolve(a as O), reject }),
        ),
    )
  const machine = signInMachine.provide({
    actors: {
      loginEmail: held<LoginResult, EmailLoginRequest>(asha),
      otp: otpMachine.provide({
        actors: {
          sendCode: held<OtpAttempts, SendCodeRequest>({
            otp_request_attempts: 1,
            max_otp_request_attempts: 6,
          }),
          verifyCode: held<unknown, VerifyCodeRequest>(asha),
        },
      }),
    },
  })
  const actor = createActor(machine, { clock: new SimulatedClock() }).start()
  const inFlight = () => {
    expect(pending).toHaveLength(1)
    return pending.shift()!
  }
  return {
    chooseEmail: async () => actor.send({ type: "mode.select", mode: "email" }),
    choosePhone: async () => actor.send({ type: "mode.select", mode: "phone" }),
    fill: async (fill) => {
      const values = actor.getSnapshot().hasTag("email") ? VALUES.email[fill] : VALUES.phone[fill]
      for (const [field, value] of Object.entries(values)) {
        actor.send({ type: "field.change", field: field as "email", value })
      }
    },
    submit: async () => actor.send({ type: "form.submit" }),
    serverAnswers: async () => {
      const request = inFlight()
      request.resolve(request.answer)
      await settle()
    },
    serverFails: async () => {
      inFlight().reject(
        new ApiError({ status: 400, code: "invalid", message: SERVER_MESSAGE, isNetworkError: false }),
      )
      await settle()
    },
    submitCode: async () => actor.send({ type: "otp.submit", code: "123456" }),
    closeCodeModal: async () => actor.send({ type: "otp.close" }),
    see: async () => {
      const snapshot = actor.getSnapshot()
      const otp = signInOtp(snapshot)
      const done = snapshot.status === "done"
      return {
        mode: done ? null : snapshot.hasTag("email") ? "email" : "phone",
        fieldErrors: Object.fromEntries(
          Object.entries(snapshot.context.errors).map(([field, key]) => [field, t(key!)]),
        ),
        busy:
          snapshot.hasTag("submitting") ||
          otp?.hasTag("sending") === true ||
          otp?.hasTag("verifying") === true,
        error: signInError(snapshot)?.message ?? null,
        codeModal: otp?.hasTag("modalOpen") === true,
        signedInAs: done ? snapshot.output!.email : null,
      }
    },
  }
}

const testModel = createTestModel(signInModel, {
  events: [...modelEvents],
  filterEvents: (state, event) => state.can(event),
})
const paths = testModel.getShortestPaths()
/**
 * The first path to each state that shows the server's message. From the start there is no
 * message to clear, so every state is walked again from each of these (spec-checkout §4: a new
 * request clears the error; an edited field clears it too).
 */
const failures = [
  ...new Map(
    paths.filter((p) => p.state.context.error !== null).map((p) => [JSON.stringify(p.state.value), p]),
  ).values(),
]

describe("sign-in, model-based (headless)", () => {
  it("has a path to every state of the model", () => {
    expect(reachedStates(paths)).toEqual(leafStates(signInModel))
  })

  for (const path of paths) {
    it(path.description, async () => {
      const I = headless()
      await path.test({ events: events(I), states: states(I) })
    })
  }

  for (const failure of failures) {
    for (const path of testModel.getShortestPaths({ fromState: failure.state })) {
      it(`after "${failure.description}": ${path.description}`, async () => {
        const I = headless()
        const params = { events: events(I), states: states(I) }
        await failure.test(params)
        await path.test(params)
      })
    }
  }
})

import { describe, expect, it } from "vitest"
import { createActor, fromPromise, SimulatedClock } from "xstate"
import { createTestModel } from "xstate/graph"
import type { OtpAttempts } from "#core/api/auth.ts"
import { OTP_RESEND_DELAY_MS } from "#core/otp/rules.ts"
import { ApiError } from "#core/services/api-client.ts"
import { otpMachine } from "#machines/otp.machine.ts"
import type { SendCodeRequest, VerifyCodeRequest } from "#machines/otp.types.ts"
import { settle } from "#machines/test-support/actors.ts"
import {
  events,
  type Flow,
  MESSAGES,
  type OtpDriver,
  otpModel,
  SERVER_MAX_ATTEMPTS,
  states,
} from "./otp.model.ts"
import { leafStates, reachedStates } from "./reached.ts"

interface Pending {
  readonly kind: "send" | "verify"
  readonly resolve: (answer: unknown) => void
  readonly reject: (error: unknown) => void
}

/** The member and a fake server that allows SERVER_MAX_ATTEMPTS codes per number. */
const headless = (flow: Flow): OtpDriver => {
  const clock = new SimulatedClock()
  const pending: Array<Pending> = []
  let sent = 0
  const held = <O, I>(kind: Pending["kind"]) =>
    fromPromise<O, I>(
      () =>
        new Promise<O>((resolve, reject) =>
          pending.push({ kind, resolve: (answer) => resolve(answer as O), reject }),
        ),
    )
  const machine = otpMachine.provide({
    actors: {
      sendCode: held<OtpAttempts, SendCodeRequest>("send"),
      verifyCode: held<unknown, VerifyCodeRequest>("verify"),
    },
  })
  const actor = createActor(machine, { clock, input: { payAtHotel: flow === "payAtHotel" } }).start()
  /** The one request in flight; the model expects one whenever the server is to answer. */
  const inFlight = () => {
    expect(pending).toHaveLength(1)
    return pending.shift()!
  }
  const fail = async (status: number, message: string) => {
    inFlight().reject(new ApiError({ status, code: String(status), message, isNetworkError: false }))
    await settle()
  }
  return {
    requestCode: async () => actor.send({ type: "otp.send", phoneNumber: "9876543210" }),
    serverAnswers: async () => {
      const request = inFlight()
      if (request.kind === "send") {
        sent += 1
        const answer: OtpAttempts = {
          otp_request_attempts: sent,
          max_otp_request_attempts: SERVER_MAX_ATTEMPTS,
        }
        request.resolve(answer)
      } else {
        request.resolve({ token: "token-1" })
      }
      await settle()
    },
    serverFails: () => fail(400, MESSAGES.fail),
    serverTooMany: () => fail(429, MESSAGES.tooMany),
    waitCooldown: async () => clock.increment(OTP_RESEND_DELAY_MS),
    resend: async () => actor.send({ type: "otp.resend" }),
    submitCode: async () => actor.send({ type: "otp.submit", code: "123456" }),
    close: async () => actor.send({ type: "otp.close" }),
    reset: async () => actor.send({ type: "otp.reset" }),
    see: async () => {
      const snapshot = actor.getSnapshot()
      const { resend, error } = snapshot.context
      return {
        codeModal: snapshot.hasTag("modalOpen"),
        blockedModal: snapshot.hasTag("payAtHotelBlocked"),
        busy: snapshot.hasTag("sending") || snapshot.hasTag("verifying"),
        canResend: snapshot.hasTag("canResend"),
        resendExhausted: snapshot.hasTag("resendExhausted"),
        attempts: { current: resend.currentAttempts, max: resend.maxAttempts },
        error: error?.message ?? null,
        verified: snapshot.status === "done",
      }
    },
  }
}

const testModel = createTestModel(otpModel, { filterEvents: (state, event) => state.can(event) })

const leaves = leafStates(otpModel)

for (const flow of ["signIn", "payAtHotel"] as const) {
  describe(`OTP in a ${flow} flow, model-based (headless)`, () => {
    const paths = testModel.getShortestPaths({ input: { flow } })

    it("has a path to every state the flow can reach", () => {
      const expected = flow === "payAtHotel" ? leaves : leaves.filter((leaf) => leaf !== "blocked")
      expect(reachedStates(paths)).toEqual(expected)
    })

    for (const path of paths) {
      it(path.description, async () => {
        const I = headless(flow)
        await path.test({ events: events(I), states: states(I) })
      })
    }

    // spec-checkout §4: every new request clears the error; from the start there is none to clear,
    // so every state is walked again from a member who was just shown one.
    const failedOnce = paths.find(
      ({ state }) =>
        state.matches("closed") && state.context.sent === 0 && state.context.error === MESSAGES.fail,
    )
    for (const path of testModel.getShortestPaths({ fromState: failedOnce!.state })) {
      it(`after a failed request: ${path.description}`, async () => {
        const I = headless(flow)
        const params = { events: events(I), states: states(I) }
        await failedOnce!.test(params)
        await path.test(params)
      })
    }
  })
}

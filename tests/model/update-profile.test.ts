import { describe, expect, it } from "vitest"
import { createActor, fromPromise, SimulatedClock } from "xstate"
import { createTestModel } from "xstate/graph"
import type { AuthUser, OtpAttempts } from "#core/api/auth.ts"
import { displayName } from "#core/auth/display-name.ts"
import { translatorFor } from "#core/i18n/locales.ts"
import { ApiError } from "#core/services/api-client.ts"
import type { ProfileUpdate } from "#core/services/profile-graphql.ts"
import { otpMachine } from "#machines/otp.machine.ts"
import type { SendCodeRequest } from "#machines/otp.types.ts"
import { settle } from "#machines/test-support/actors.ts"
import {
  type ProfileField,
  updateProfileError,
  updateProfileMachine,
  updateProfileOtp,
} from "#machines/update-profile.machine.ts"
import { leafStates, reachedStates } from "./reached.ts"
import {
  events,
  LOADED,
  modelEvents,
  SERVER_MESSAGE,
  states,
  type UpdateProfileDriver,
  updateProfileModel,
  VALUES,
} from "./update-profile.model.ts"

const t = translatorFor("en-IN")
const loaded: AuthUser = {
  id: "42",
  email: "",
  phone_number: LOADED.phoneNumber,
  first_name: LOADED.firstName,
  last_name: LOADED.lastName,
  communication_type: "sms",
}

interface Pending {
  readonly answer: () => unknown
  readonly resolve: (answer: unknown) => void
  readonly reject: (error: unknown) => void
}

/** The member at /update-profile/, and a fake server holding each request until the test answers. */
const headless = (): UpdateProfileDriver => {
  const pending: Array<Pending> = []
  const held = <O, I>(answer: (input: I) => O) =>
    fromPromise<O, I>(
      ({ input }) =>
        new Promise<O>((resolve, reject) =>
          pending.push({ answer: () => answer(input), resolve: (a) => resolve(a as O), reject }),
        ),
    )
  const machine = updateProfileMachine.provide({
    actors: {
      loadProfile: held<AuthUser, void>(() => loaded),
      // The server saves what it is sent.
      saveProfile: held<AuthUser, ProfileUpdate>((update) => ({
        ...loaded,
        first_name: update.first_name,
        last_name: update.last_name ?? loaded.last_name,
        phone_number: update.phone_number ?? loaded.phone_number,
      })),
      otp: otpMachine.provide({
        actors: {
          sendCode: held<OtpAttempts, SendCodeRequest>(() => ({
            otp_request_attempts: 1,
            max_otp_request_attempts: 6,
          })),
        },
      }),
    },
  })
  const actor = createActor(machine, { clock: new SimulatedClock() }).start()
  const inFlight = () => {
    expect(pending).toHaveLength(1)
    return pending.shift()!
  }
  const type = (field: ProfileField, value: string) => actor.send({ type: "field.change", field, value })
  return {
    fillNames: async (fill) => {
      type("firstName", VALUES.names[fill].firstName)
      type("lastName", VALUES.names[fill].lastName)
    },
    fillPhone: async (fill) => type("phoneNumber", VALUES.phone[fill]),
    submit: async () => actor.send({ type: "form.submit" }),
    serverAnswers: async () => {
      const request = inFlight()
      request.resolve(request.answer())
      await settle()
    },
    serverFails: async () => {
      inFlight().reject(
        new ApiError({ status: 200, code: "invalid", message: SERVER_MESSAGE, isNetworkError: false }),
      )
      await settle()
    },
    submitCode: async () => actor.send({ type: "otp.submit", code: "123456" }),
    closeCodeModal: async () => actor.send({ type: "otp.close" }),
    retry: async () => actor.send({ type: "profile.retry" }),
    see: async () => {
      const snapshot = actor.getSnapshot()
      const otp = updateProfileOtp(snapshot)
      const output = snapshot.status === "done" ? snapshot.output! : null
      return {
        loading: snapshot.hasTag("loading"),
        loadFailed: snapshot.hasTag("loadFailed"),
        fieldErrors: Object.fromEntries(
          Object.entries(snapshot.context.errors).map(([field, key]) => [field, t(key!)]),
        ),
        busy: snapshot.hasTag("saving") || otp?.hasTag("sending") === true,
        error: updateProfileError(snapshot)?.message ?? null,
        codeModal: otp?.hasTag("modalOpen") === true,
        savedAs: output === null ? null : displayName(output.first_name, output.last_name),
      }
    },
  }
}

const model = createTestModel(updateProfileModel, {
  events: [...modelEvents],
  filterEvents: (state, event) => state.can(event),
})
const paths = model.getShortestPaths()
/**
 * The first path to each state that shows the server's message. From the start there is no
 * message to clear, so every state is walked again from each of these (ADR 052).
 */
const failures = [
  ...new Map(
    paths
      .filter((p) => p.state.context.error !== null)
      .map((p) => [`${JSON.stringify(p.state.value)}:${p.state.context.error}`, p]),
  ).values(),
]

describe("update profile, model-based (headless)", () => {
  it("has a path to every state of the model", () => {
    expect(reachedStates(paths)).toEqual(leafStates(updateProfileModel))
  })

  for (const path of paths) {
    it(path.description, async () => {
      const I = headless()
      await path.test({ events: events(I), states: states(I) })
    })
  }

  for (const failure of failures) {
    for (const path of model.getShortestPaths({ fromState: failure.state })) {
      it(`after "${failure.description}": ${path.description}`, async () => {
        const I = headless()
        const params = { events: events(I), states: states(I) }
        await failure.test(params)
        await path.test(params)
      })
    }
  }
})

import { describe, expect, it } from "vitest"
import { createActor, fromPromise, type InspectionEvent, SimulatedClock } from "xstate"
import { createTestModel } from "xstate/graph"
import type { LoginResult } from "#core/api/auth.ts"
import { translatorFor } from "#core/i18n/locales.ts"
import { ApiError } from "#core/services/api-client.ts"
import { type RegisterRequest, type SignUpField, signUpMachine } from "#machines/sign-up.machine.ts"
import { asha } from "#machines/test-support/accounts.ts"
import { settle } from "#machines/test-support/actors.ts"
import { leafStates, reachedStates, transitionsOf, walkedMachine } from "./reached.ts"
import {
  events,
  modelEvents,
  SERVER_MESSAGE,
  type SignUpDriver,
  signUpModel,
  states,
  VALUES,
} from "./sign-up.model.ts"

const t = translatorFor("en-IN")

interface Pending {
  readonly request: RegisterRequest
  readonly resolve: (answer: LoginResult) => void
  readonly reject: (error: unknown) => void
}

/** The new member at /signup/, and a fake server holding each request until the test answers it. */
const headless = (inspect?: (event: InspectionEvent) => void): SignUpDriver => {
  const pending: Array<Pending> = []
  const machine = signUpMachine.provide({
    actors: {
      register: fromPromise<LoginResult, RegisterRequest>(
        ({ input }) => new Promise((resolve, reject) => pending.push({ request: input, resolve, reject })),
      ),
    },
  })
  const actor = createActor(machine, { clock: new SimulatedClock(), ...(inspect ? { inspect } : {}) }).start()
  const inFlight = () => {
    expect(pending).toHaveLength(1)
    return pending.shift()!
  }
  return {
    fill: async (fill) => {
      for (const [field, value] of Object.entries(VALUES[fill])) {
        actor.send({ type: "field.change", field: field as SignUpField, value })
      }
    },
    submit: async () => actor.send({ type: "form.submit" }),
    // The server makes the account it is sent.
    serverAnswers: async () => {
      const { request, resolve } = inFlight()
      resolve({
        ...asha,
        first_name: request.first_name,
        last_name: request.last_name,
        email: request.email,
        phone_number: request.phone_number,
      })
      await settle()
    },
    serverFails: async () => {
      inFlight().reject(
        new ApiError({ status: 409, code: "email_taken", message: SERVER_MESSAGE, isNetworkError: false }),
      )
      await settle()
    },
    see: async () => {
      const snapshot = actor.getSnapshot()
      const account = snapshot.status === "done" ? snapshot.output! : null
      return {
        fieldErrors: Object.fromEntries(
          Object.entries(snapshot.context.errors).map(([field, key]) => [field, t(key!)]),
        ),
        busy: snapshot.hasTag("submitting"),
        error: snapshot.context.serverError?.message ?? null,
        signedInAs:
          account === null
            ? null
            : {
                firstName: account.first_name,
                lastName: account.last_name,
                email: account.email,
                phoneNumber: account.phone_number,
              },
      }
    },
  }
}

const testModel = createTestModel(signUpModel, {
  events: [...modelEvents],
  filterEvents: (state, event) => state.can(event),
})
const paths = testModel.getShortestPaths()
/**
 * The first path to each state that shows the server's message. From the start there is no
 * message to clear, so every state is walked again from each of these (an edited field or a new
 * request clears it).
 */
const failures = [
  ...new Map(
    paths.filter((p) => p.state.context.error !== null).map((p) => [JSON.stringify(p.state.value), p]),
  ).values(),
]

interface Run {
  readonly name: string
  /** Walks the path; unchecked, it only sends the events. */
  readonly run: (I: SignUpDriver, checked?: boolean) => Promise<void>
}

const runs: Array<Run> = [
  ...paths.map((path) => ({
    name: path.description,
    run: async (I: SignUpDriver, checked = true) => {
      await path.test({ events: events(I), states: checked ? states(I) : {} })
    },
  })),
  ...failures.flatMap((failure) =>
    testModel.getShortestPaths({ fromState: failure.state }).map((path) => ({
      name: `after "${failure.description}": ${path.description}`,
      run: async (I: SignUpDriver, checked = true) => {
        const params = { events: events(I), states: checked ? states(I) : {} }
        await failure.test(params)
        await path.test(params)
      },
    })),
  ),
]

describe("sign-up, model-based (headless)", () => {
  it("has a path to every state of the model", () => {
    expect(reachedStates(paths)).toEqual(leafStates(signUpModel))
  })

  for (const { name, run } of runs) it(name, () => run(headless()))

  it("walks the real machine through every state and every transition", async () => {
    const walked = walkedMachine()
    // Only the events: each path's own test checks what the page shows on the way.
    for (const { run } of runs) await run(headless(walked.inspect), false)
    expect(walked.states()).toEqual(leafStates(signUpMachine))
    expect(walked.transitions()).toEqual(transitionsOf(signUpMachine))
  })
})

import { describe, expect, it } from "vitest"
import { createActor, fromPromise, type InspectionEvent, SimulatedClock } from "xstate"
import { createTestModel } from "xstate/graph"
import type { LoginResult } from "#core/api/auth.ts"
import { translatorFor } from "#core/i18n/locales.ts"
import { ApiError } from "#core/services/api-client.ts"
import { passwordResetMachine } from "#machines/password-reset.machine.ts"
import { asha } from "#machines/test-support/accounts.ts"
import { settle } from "#machines/test-support/actors.ts"
import {
  events,
  LINK_TOKEN,
  modelEvents,
  type PasswordResetDriver,
  requestLinkModel,
  resetModel,
  SERVER_MESSAGES,
  states,
  VALUES,
} from "./password-reset.model.ts"
import { leafStates, reachedStates, transitionsOf, walkedMachine } from "./reached.ts"

const t = translatorFor("en-IN")

interface Pending {
  /** What the server answers; it refuses any request the valid form would not send. */
  readonly answer: () => unknown
  readonly resolve: (answer: unknown) => void
  readonly reject: (error: unknown) => void
}

/** The member at /forgot-password/ (with the link's token, or none), and a fake server. */
const headless = (token: string | null, inspect?: (event: InspectionEvent) => void): PasswordResetDriver => {
  const pending: Array<Pending> = []
  const held = <O, I>(answer: (input: I) => O) =>
    fromPromise<O, I>(
      ({ input }) =>
        new Promise<O>((resolve, reject) =>
          pending.push({ answer: () => answer(input), resolve: (a) => resolve(a as O), reject }),
        ),
    )
  const unexpected = (request: unknown) => {
    throw new Error(`unexpected request ${JSON.stringify(request)}`)
  }
  const machine = passwordResetMachine.provide({
    actors: {
      forgotPassword: held<{ readonly sent: boolean }, { readonly email: string }>((request) =>
        request.email === VALUES.email.valid.trim() ? { sent: true } : unexpected(request),
      ),
      resetPassword: held<LoginResult, { readonly token: string; readonly password: string }>((request) =>
        request.token === LINK_TOKEN && request.password === VALUES.password.valid
          ? asha
          : unexpected(request),
      ),
    },
  })
  const actor = createActor(machine, {
    clock: new SimulatedClock(),
    input: { token },
    ...(inspect ? { inspect } : {}),
  }).start()
  const inFlight = () => {
    expect(pending).toHaveLength(1)
    return pending.shift()!
  }
  const resetting = () => actor.getSnapshot().hasTag("resetting")
  return {
    fill: async (fill) =>
      resetting()
        ? actor.send({ type: "field.change", field: "password", value: VALUES.password[fill] })
        : actor.send({ type: "field.change", field: "email", value: VALUES.email[fill] }),
    submit: async () => actor.send({ type: "form.submit" }),
    serverAnswers: async () => {
      const request = inFlight()
      try {
        request.resolve(request.answer())
      } catch (error) {
        request.reject(error)
      }
      await settle()
    },
    serverFails: async () => {
      const message = resetting() ? SERVER_MESSAGES.reset : SERVER_MESSAGES.request
      inFlight().reject(new ApiError({ status: 400, code: "invalid", message, isNetworkError: false }))
      await settle()
    },
    see: async () => {
      const snapshot = actor.getSnapshot()
      const done = snapshot.status === "done"
      return {
        form: done ? null : snapshot.hasTag("resetting") ? "reset" : "request",
        fieldErrors: Object.fromEntries(
          Object.entries(snapshot.context.errors).map(([field, key]) => [field, t(key!)]),
        ),
        busy: snapshot.hasTag("submitting"),
        error: snapshot.context.serverError?.message ?? null,
        // As web/features/account/forgot-password-page.tsx words it.
        notice: snapshot.hasTag("linkSent")
          ? t("forgot.sentBody", { email: snapshot.context.sentTo ?? "" })
          : null,
        signedInAs: done ? snapshot.output!.email : null,
      }
    },
  }
}

interface Run {
  readonly name: string
  /** Walks the path; unchecked, it only sends the events. */
  readonly run: (I: PasswordResetDriver, checked?: boolean) => Promise<void>
}

/**
 * Every shortest path of a model, then every one again from the first path to each state that
 * shows the server's message: from the start there is none to clear (an edit or a new request
 * clears it).
 */
const runsOf = (model: typeof requestLinkModel | typeof resetModel, form: "request" | "reset") => {
  const testModel = createTestModel(model, {
    events: [...modelEvents],
    filterEvents: (state, event) => state.can(event),
  })
  const paths = testModel.getShortestPaths()
  const failures = [
    ...new Map(
      paths.filter((p) => p.state.context.error !== null).map((p) => [JSON.stringify(p.state.value), p]),
    ).values(),
  ]
  const runs: Array<Run> = [
    ...paths.map((path) => ({
      name: path.description,
      run: async (I: PasswordResetDriver, checked = true) => {
        await path.test({ events: events(I), states: checked ? states(I, form) : {} })
      },
    })),
    ...failures.flatMap((failure) =>
      testModel.getShortestPaths({ fromState: failure.state }).map((path) => ({
        name: `after "${failure.description}": ${path.description}`,
        run: async (I: PasswordResetDriver, checked = true) => {
          const params = { events: events(I), states: checked ? states(I, form) : {} }
          await failure.test(params)
          await path.test(params)
        },
      })),
    ),
  ]
  return { paths, runs }
}

// A blank token reads as none (the page then asks for the e-mail).
const flows = [
  { name: "asking for a link", model: requestLinkModel, form: "request", token: null },
  { name: "asking for a link, with a blank ?token=", model: requestLinkModel, form: "request", token: "  " },
  { name: "setting a new password from the link", model: resetModel, form: "reset", token: LINK_TOKEN },
] as const
const walks = flows.map((flow) => ({ ...flow, ...runsOf(flow.model, flow.form) }))

for (const { name, model, token, paths, runs } of walks) {
  describe(`forgot password, ${name}, model-based (headless)`, () => {
    it("has a path to every state of the model", () => {
      expect(reachedStates(paths)).toEqual(leafStates(model))
    })

    for (const { name, run } of runs) it(name, () => run(headless(token)))
  })
}

describe("forgot password, model-based (headless)", () => {
  it("walks the real machine through every state and every transition", async () => {
    const walked = walkedMachine()
    for (const { token, runs } of walks) {
      // Only the events: each path's own test checks what the page shows on the way.
      for (const { run } of runs) await run(headless(token, walked.inspect), false)
    }
    expect(walked.states()).toEqual(leafStates(passwordResetMachine))
    expect(walked.transitions()).toEqual(transitionsOf(passwordResetMachine))
  })
})

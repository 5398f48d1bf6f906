import { describe, expect, it } from "vitest"
import { assign, createActor, type InspectionEvent, type SnapshotFrom, setup } from "xstate"
import { createTestModel, type TestParam } from "xstate/graph"
import type { LoginResult } from "#core/api/auth.ts"
import type { SocialProvider } from "#core/auth/social-provider.ts"
import { ApiError } from "#core/services/api-client.ts"
import type { SocialLoginRequest } from "#core/services/sign-in-calls.ts"
import { socialSignInMachine } from "#machines/social-sign-in.machine.ts"
import { asha } from "#machines/test-support/accounts.ts"
import { type Call, controlled, settle } from "#machines/test-support/actors.ts"
import { leafStates, reachedStates, transitionsOf, walkedMachine } from "./reached.ts"

/**
 * Social sign-in as a traveller meets it (spec-checkout §7, ADR 085), written apart from the
 * machine: a provider hands the page a token; the server signs the traveller in or refuses it,
 * and a refusal shows its message until the next try.
 */

type ModelEvent =
  | { readonly type: "provider.token"; readonly provider: SocialProvider }
  | { readonly type: "server.accept" }
  | { readonly type: "server.refuse" }

const modelEvents: ReadonlyArray<ModelEvent> = [
  { type: "provider.token", provider: "google" },
  { type: "provider.token", provider: "facebook" },
  { type: "server.accept" },
  { type: "server.refuse" },
]

const model = setup({
  types: {
    context: {} as { readonly provider: SocialProvider | null; readonly refused: boolean },
    events: {} as ModelEvent,
  },
}).createMachine({
  id: "socialSignInModel",
  context: { provider: null, refused: false },
  initial: "buttons",
  states: {
    buttons: {
      on: {
        "provider.token": {
          target: "checking",
          actions: assign(({ event }) => ({ provider: event.provider, refused: false })),
        },
      },
    },
    checking: {
      on: {
        "server.accept": "signedIn",
        "server.refuse": { target: "buttons", actions: assign({ refused: true }) },
      },
    },
    signedIn: { type: "final" },
  },
})

const REFUSAL = "Google did not confirm this sign-in. Please sign in with Google again."

const headless = (inspect?: (event: InspectionEvent) => void) => {
  const calls: Array<Call<SocialLoginRequest, LoginResult>> = []
  const actor = createActor(socialSignInMachine.provide({ actors: { loginSocial: controlled(calls) } }), {
    ...(inspect ? { inspect } : {}),
  }).start()
  const answer = async (ok: boolean) => {
    const call = calls.shift()!
    if (ok) call.resolve(asha)
    else
      call.reject(
        new ApiError({ status: 400, code: "token_refused", message: REFUSAL, isNetworkError: false }),
      )
    await settle()
  }
  return { actor, calls, answer }
}

type Driver = ReturnType<typeof headless>
type Params = TestParam<SnapshotFrom<typeof model>, ModelEvent>

const events = (I: Driver): NonNullable<Params["events"]> => ({
  "provider.token": ({ event }) => {
    const { provider } = event as Extract<ModelEvent, { type: "provider.token" }>
    I.actor.send({ type: "social.token", provider, token: `${provider}-token` })
  },
  "server.accept": () => I.answer(true),
  "server.refuse": () => I.answer(false),
})

const states = (I: Driver): NonNullable<Params["states"]> => ({
  buttons: (state) => {
    const snapshot = I.actor.getSnapshot()
    expect(snapshot.hasTag("submitting")).toBe(false)
    expect(snapshot.context.error?.message ?? null).toBe(state.context.refused ? REFUSAL : null)
  },
  checking: (state) => {
    const snapshot = I.actor.getSnapshot()
    expect(snapshot.hasTag("submitting")).toBe(true)
    expect(snapshot.context.error).toBeNull()
    expect(I.calls.map((c) => c.input.provider)).toEqual([state.context.provider])
  },
  signedIn: () => {
    expect(I.actor.getSnapshot().status).toBe("done")
    expect(I.actor.getSnapshot().output).toEqual(asha)
  },
})

const paths = createTestModel(model, {
  events: [...modelEvents],
  filterEvents: (state, event) => state.can(event),
}).getSimplePaths()

describe("social sign-in, model-based (headless)", () => {
  it("has a path to every state of the model", () => {
    expect(reachedStates(paths)).toEqual(leafStates(model))
  })

  for (const path of paths) {
    it(path.description, async () => {
      const I = headless()
      await path.test({ events: events(I), states: states(I) })
    })
  }

  it("walks every transition of the real machine", async () => {
    const walked = walkedMachine()
    for (const path of paths) await path.test({ events: events(headless(walked.inspect)), states: {} })
    expect(walked.transitions()).toEqual(transitionsOf(socialSignInMachine))
  })
})

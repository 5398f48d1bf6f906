import { describe, expect, it } from "vitest"
import { assign, createActor, type SnapshotFrom, setup } from "xstate"
import { createTestModel, type TestParam } from "xstate/graph"
import { NO_PROFILE_DETAILS } from "#core/account/profile-constants.ts"
import { ApiError } from "#core/services/api-client.ts"
import {
  type LoadedProfile,
  type ProfileSave,
  type ProfileSaved,
  profileMachine,
} from "#machines/profile.machine.ts"
import { type Call, controlled, settle } from "#machines/test-support/actors.ts"
import { leafStates, reachedStates } from "./reached.ts"

/**
 * The /account/profile/ page as a member uses it (spec-checkout §3 'Constants of the profile',
 * §4 'WhatsApp opt-in'; ADR 089), written from the spec apart from machines/profile.machine.ts.
 */

type ModelEvent =
  | { readonly type: "load.answer" }
  | { readonly type: "load.fail" }
  | { readonly type: "retry" }
  | { readonly type: "edit" }
  | { readonly type: "save" }
  | { readonly type: "save.answer" }
  | { readonly type: "save.fail" }

const model = setup({
  types: { context: {} as { edited: boolean }, events: {} as ModelEvent },
}).createMachine({
  context: { edited: false },
  initial: "loading",
  states: {
    loading: { on: { "load.answer": "editing", "load.fail": "loadFailed" } },
    loadFailed: { on: { retry: "loading" } },
    editing: { on: { edit: { actions: assign({ edited: true }) }, save: "saving" } },
    saving: { on: { "save.answer": "saved", "save.fail": "error" } },
    saved: { on: { edit: { target: "editing", actions: assign({ edited: true }) }, save: "saving" } },
    error: { on: { edit: { target: "editing", actions: assign({ edited: true }) }, save: "saving" } },
  },
})

const loaded: LoadedProfile = {
  member: { firstName: "Meera", lastName: "", email: "meera@example.in", phone: "9876543210" },
  details: NO_PROFILE_DETAILS,
  whatsapp: false,
}

const headless = () => {
  const loads: Array<Call<void, LoadedProfile>> = []
  const saves: Array<Call<ProfileSave, ProfileSaved>> = []
  const actor = createActor(
    profileMachine.provide({ actors: { loadProfile: controlled(loads), saveProfile: controlled(saves) } }),
  ).start()
  return { actor, loads, saves }
}

type Driver = ReturnType<typeof headless>
type Params = TestParam<SnapshotFrom<typeof model>, ModelEvent>

const events = (I: Driver): NonNullable<Params["events"]> => ({
  "load.answer": async () => {
    I.loads.shift()!.resolve(loaded)
    await settle()
  },
  "load.fail": async () => {
    I.loads.shift()!.reject(new TypeError("fetch failed"))
    await settle()
  },
  retry: async () => I.actor.send({ type: "profile.retry" }),
  edit: async () => {
    I.actor.send({ type: "field.change", field: "title", value: "Mstr." })
    I.actor.send({ type: "preference.toggle", preference: "transfers" })
    I.actor.send({ type: "whatsapp.toggle", optIn: true })
  },
  save: async () => I.actor.send({ type: "profile.save" }),
  "save.answer": async () => {
    const call = I.saves.shift()!
    call.resolve({
      details: call.input.details,
      ...(call.input.whatsapp === undefined ? {} : { whatsapp: call.input.whatsapp }),
    })
    await settle()
  },
  "save.fail": async () => {
    I.saves.shift()!.reject(new ApiError({ status: 503, code: "x", message: "Down", isNetworkError: false }))
    await settle()
  },
})

const states = (I: Driver): NonNullable<Params["states"]> => ({
  loading: async () => expect(I.actor.getSnapshot().hasTag("loading")).toBe(true),
  loadFailed: async () => expect(I.actor.getSnapshot().context.error?.isNetworkError).toBe(true),
  editing: async (state) => {
    const snapshot = I.actor.getSnapshot()
    expect(snapshot.hasTag("editing")).toBe(true)
    expect(snapshot.context.draft.title).toBe(state.context.edited ? "Mstr." : null)
  },
  saving: async () => expect(I.actor.getSnapshot().hasTag("busy")).toBe(true),
  // What was saved is what the form now shows, opt-in included.
  saved: async () => {
    const { context, value } = I.actor.getSnapshot()
    expect(value).toBe("saved")
    expect(context.draft).toEqual(context.saved)
    expect(context.whatsappDraft).toBe(context.whatsapp)
  },
  error: async () => expect(I.actor.getSnapshot().context.error?.message).toBe("Down"),
})

const paths = createTestModel(model, {
  events: [
    { type: "load.answer" },
    { type: "load.fail" },
    { type: "retry" },
    { type: "edit" },
    { type: "save" },
    { type: "save.answer" },
    { type: "save.fail" },
  ],
  filterEvents: (state, event) => state.can(event),
}).getShortestPaths()

describe("the profile page, model-based (headless)", () => {
  it("has a path to every state of the model", () => {
    expect(reachedStates(paths)).toEqual(leafStates(model))
  })

  for (const path of paths) {
    it(path.description, async () => {
      const I = headless()
      await path.test({ events: events(I), states: states(I) })
    })
  }
})

import { describe, expect, it } from "vitest"
import { createActor } from "xstate"
import { NO_PROFILE_DETAILS } from "#core/account/profile-constants.ts"
import { ApiError } from "#core/services/api-client.ts"
import { type LoadedProfile, type ProfileSave, type ProfileSaved, profileMachine } from "./profile.machine.ts"
import { type Call, controlled, settle } from "./test-support/actors.ts"

const loaded: LoadedProfile = {
  member: { firstName: "Meera", lastName: "Iyer", email: "meera@example.in", phone: "9876543210" },
  details: { ...NO_PROFILE_DETAILS, title: "Dr." },
  whatsapp: null,
}

const start = async (profile: LoadedProfile = loaded) => {
  const loads: Array<Call<void, LoadedProfile>> = []
  const saves: Array<Call<ProfileSave, ProfileSaved>> = []
  const actor = createActor(
    profileMachine.provide({ actors: { loadProfile: controlled(loads), saveProfile: controlled(saves) } }),
  ).start()
  loads.shift()!.resolve(profile)
  await settle()
  return { actor, loads, saves }
}

describe("the profile page (spec-checkout §3 'Constants of the profile', ADR 089)", () => {
  it("loads the member, their details and opt-in, then edits a copy", async () => {
    const { actor } = await start()
    const snapshot = actor.getSnapshot()
    expect(snapshot.value).toBe("editing")
    expect(snapshot.hasTag("editing")).toBe(true)
    expect(snapshot.context.draft.title).toBe("Dr.")
  })

  it("offers a retry when the load fails", async () => {
    const loads: Array<Call<void, LoadedProfile>> = []
    const actor = createActor(profileMachine.provide({ actors: { loadProfile: controlled(loads) } })).start()
    loads.shift()!.reject(new ApiError({ status: 503, code: "x", message: "Down", isNetworkError: false }))
    await settle()
    expect(actor.getSnapshot().value).toBe("loadFailed")
    actor.send({ type: "profile.retry" })
    expect(actor.getSnapshot().hasTag("loading")).toBe(true)
  })

  it("sets and clears selects; preferences stay in the constants' order with their notes", async () => {
    const { actor } = await start()
    actor.send({ type: "field.change", field: "gender", value: "female" })
    actor.send({ type: "field.change", field: "title", value: "" })
    actor.send({ type: "preference.toggle", preference: "spa" })
    actor.send({ type: "preference.toggle", preference: "room" })
    actor.send({ type: "preference.note", preference: "room", note: "High floor" })
    const { draft } = actor.getSnapshot().context
    expect(draft).toMatchObject({ title: null, gender: "female" })
    expect(draft.preferences).toEqual([
      { type: "room", note: "High floor" },
      { type: "spa", note: "" },
    ])
    actor.send({ type: "preference.toggle", preference: "spa" })
    expect(actor.getSnapshot().context.draft.preferences.map((p) => p.type)).toEqual(["room"])
  })

  it("saves the draft, and the opt-in only when the toggle moved", async () => {
    const { actor, saves } = await start()
    actor.send({ type: "field.change", field: "language", value: "en-IN" })
    actor.send({ type: "profile.save" })
    expect(actor.getSnapshot().hasTag("busy")).toBe(true)
    expect(saves[0]!.input).toEqual({
      phone: "9876543210",
      details: { ...loaded.details, language: "en-IN" },
    })
    saves.shift()!.resolve({ details: { ...loaded.details, language: "en-IN" } })
    await settle()
    expect(actor.getSnapshot().value).toBe("saved")

    actor.send({ type: "whatsapp.toggle", optIn: true })
    expect(actor.getSnapshot().value).toBe("editing")
    actor.send({ type: "profile.save" })
    expect(saves[0]!.input.whatsapp).toBe(true)
  })

  it("keeps the draft after a failed save and saves it again on request", async () => {
    const { actor, saves } = await start()
    actor.send({ type: "preference.toggle", preference: "F&B" })
    actor.send({ type: "profile.save" })
    saves
      .shift()!
      .reject(new ApiError({ status: 200, code: "invalid_payload", message: "No", isNetworkError: false }))
    await settle()
    const snapshot = actor.getSnapshot()
    expect(snapshot.value).toBe("error")
    expect(snapshot.context.error?.message).toBe("No")
    expect(snapshot.context.draft.preferences).toEqual([{ type: "F&B", note: "" }])
    actor.send({ type: "profile.save" })
    expect(saves).toHaveLength(1)
  })

  it("does not save a note over 200 characters", async () => {
    const { actor } = await start()
    actor.send({ type: "preference.toggle", preference: "room" })
    actor.send({ type: "preference.note", preference: "room", note: "x".repeat(201) })
    expect(actor.getSnapshot().can({ type: "profile.save" })).toBe(false)
  })

  it("has no WhatsApp toggle for an account without a mobile", async () => {
    const { actor } = await start({ ...loaded, member: { ...loaded.member, phone: "" } })
    expect(actor.getSnapshot().can({ type: "whatsapp.toggle", optIn: true })).toBe(false)
  })
})

import { fromPromise } from "xstate"
import { profileMachine } from "#machines/profile.machine.ts"
import { afterEffect } from "../../lib/after-effect.ts"

const calls = () => afterEffect(() => import("./profile-calls.ts"))

/** The profile page's machine with the browser's calls, which load (with the Effect runtime) on first use. */
export const browserProfileMachine = profileMachine.provide({
  actors: {
    loadProfile: fromPromise(async ({ signal }) => (await calls()).loadProfile(signal)),
    saveProfile: fromPromise(async ({ input, signal }) => (await calls()).saveProfile(input, signal)),
  },
})

import { describe, expect, it } from "vitest"
import { createActor } from "xstate"
import type { LoginResult } from "#core/api/auth.ts"
import { ApiError } from "#core/services/api-client.ts"
import type { SocialLoginRequest } from "#core/services/sign-in-calls.ts"
import { socialSignInMachine } from "./social-sign-in.machine.ts"
import { asha } from "./test-support/accounts.ts"
import { type Call, controlled, settle } from "./test-support/actors.ts"

const refused = new ApiError({
  status: 400,
  code: "token_refused",
  message: "Google did not confirm this sign-in. Please sign in with Google again.",
  isNetworkError: false,
})

const start = () => {
  const calls: Array<Call<SocialLoginRequest, LoginResult>> = []
  const actor = createActor(
    socialSignInMachine.provide({ actors: { loginSocial: controlled(calls) } }),
  ).start()
  return { actor, calls, state: () => actor.getSnapshot() }
}

describe("social sign-in", () => {
  it("sends the provider's token and ends with the login answer for the session", async () => {
    const { actor, calls, state } = start()
    actor.send({ type: "social.token", provider: "google", token: "id-token" })
    expect(state().hasTag("submitting")).toBe(true)
    expect(calls.map((c) => c.input)).toEqual([{ provider: "google", token: "id-token" }])
    calls[0]!.resolve(asha)
    await settle()
    expect(state().status).toBe("done")
    expect(state().output).toEqual(asha)
  })

  it("takes one token at a time: a second while the first is checked is not sent", () => {
    const { actor, calls, state } = start()
    actor.send({ type: "social.token", provider: "facebook", token: "access-token" })
    expect(state().can({ type: "social.token", provider: "google", token: "other" })).toBe(false)
    actor.send({ type: "social.token", provider: "google", token: "other" })
    expect(calls).toHaveLength(1)
    expect(state().context.provider).toBe("facebook")
  })

  it("keeps the server's refusal to show, and clears it when the traveller tries again", async () => {
    const { actor, calls, state } = start()
    actor.send({ type: "social.token", provider: "google", token: "forged" })
    calls[0]!.reject(refused)
    await settle()
    expect(state().value).toBe("idle")
    expect(state().context.error).toMatchObject({ code: "token_refused", message: refused.message })
    actor.send({ type: "social.token", provider: "google", token: "genuine" })
    expect(state().context.error).toBeNull()
    calls[1]!.resolve(asha)
    await settle()
    expect(state().output).toEqual(asha)
  })

  it("reports a network failure as the client sees one", async () => {
    const { actor, calls, state } = start()
    actor.send({ type: "social.token", provider: "google", token: "id-token" })
    calls[0]!.reject(new TypeError("fetch failed"))
    await settle()
    expect(state().context.error).toMatchObject({ isNetworkError: true, message: "Network error" })
  })

  it("ignores an empty token: the provider gave none", () => {
    const { actor, calls, state } = start()
    expect(state().can({ type: "social.token", provider: "google", token: "" })).toBe(false)
    actor.send({ type: "social.token", provider: "google", token: "" })
    expect(calls).toHaveLength(0)
  })
})

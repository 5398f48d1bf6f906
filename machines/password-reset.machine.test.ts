import { describe, expect, it } from "vitest"
import { createActor, fromPromise } from "xstate"
import type { LoginResult } from "#core/api/auth.ts"
import { ApiError } from "#core/services/api-client.ts"
import { passwordResetMachine } from "./password-reset.machine.ts"
import { asha } from "./test-support/accounts.ts"
import { settle } from "./test-support/actors.ts"

const expired = new ApiError({
  status: 400,
  code: "invalid_token",
  message: "This link has expired",
  isNetworkError: false,
})

const start = (token: string | null, fail = false) => {
  const links: Array<string> = []
  const resets: Array<{ readonly token: string; readonly password: string }> = []
  const machine = passwordResetMachine.provide({
    actors: {
      forgotPassword: fromPromise<{ readonly sent: boolean }, { readonly email: string }>(
        async ({ input }) => {
          links.push(input.email)
          return { sent: true }
        },
      ),
      resetPassword: fromPromise<LoginResult, { readonly token: string; readonly password: string }>(
        async ({ input }) => {
          resets.push(input)
          if (fail) throw expired
          return asha
        },
      ),
    },
  })
  const actor = createActor(machine, { input: { token } }).start()
  return { actor, links, resets, state: () => actor.getSnapshot() }
}

describe("forgot password: requesting a link", () => {
  it("asks for the e-mail when the page has no token", () => {
    const { actor, links, state } = start(null)
    expect(state().hasTag("requesting")).toBe(true)
    actor.send({ type: "form.submit" })
    expect(state().context.errors).toEqual({ email: "auth.email.required" })
    expect(links).toEqual([])
  })

  it("sends the link to the trimmed e-mail and says it was sent; it can be sent again", async () => {
    const { actor, links, state } = start(null)
    actor.send({ type: "field.change", field: "email", value: " asha@example.com " })
    actor.send({ type: "form.submit" })
    await settle()
    expect(links).toEqual(["asha@example.com"])
    expect(state().hasTag("linkSent")).toBe(true)
    actor.send({ type: "form.submit" })
    await settle()
    expect(links).toHaveLength(2)
  })
})

describe("forgot password: setting a new password from the link", () => {
  it("asks for a new password of at least 8 characters when the page has ?token=", () => {
    const { actor, resets, state } = start("tok-1")
    expect(state().hasTag("resetting")).toBe(true)
    actor.send({ type: "field.change", field: "password", value: "short" })
    actor.send({ type: "form.submit" })
    expect(state().context.errors).toEqual({ password: "auth.password.tooShort" })
    expect(resets).toEqual([])
  })

  it("resets with the token and ends signed in", async () => {
    const { actor, resets, state } = start("tok-1")
    actor.send({ type: "field.change", field: "password", value: "a long secret" })
    actor.send({ type: "form.submit" })
    await settle()
    expect(resets).toEqual([{ token: "tok-1", password: "a long secret" }])
    expect(state().output).toEqual(asha)
  })

  it("shows the server's message for an expired link", async () => {
    const { actor, state } = start("tok-1", true)
    actor.send({ type: "field.change", field: "password", value: "a long secret" })
    actor.send({ type: "form.submit" })
    await settle()
    expect(state().context.serverError?.message).toBe("This link has expired")
    expect(state().hasTag("resetting")).toBe(true)
  })

  it("reads a blank token as none", () => {
    expect(start("  ").state().hasTag("requesting")).toBe(true)
  })
})

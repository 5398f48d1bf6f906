import { describe, expect, it } from "vitest"
import { createActor, fromPromise } from "xstate"
import type { LoginResult } from "#core/api/auth.ts"
import { ApiError } from "#core/services/api-client.ts"
import { type RegisterRequest, type SignUpField, signUpMachine } from "./sign-up.machine.ts"
import { asha } from "./test-support/accounts.ts"
import { settle } from "./test-support/actors.ts"

/** The account the valid form below makes: it gives no last name. */
const registered: LoginResult = { ...asha, last_name: "" }

const start = (answer: (request: RegisterRequest) => Promise<LoginResult>) => {
  const requests: Array<RegisterRequest> = []
  const machine = signUpMachine.provide({
    actors: {
      register: fromPromise<LoginResult, RegisterRequest>(({ input }) => {
        requests.push(input)
        return answer(input)
      }),
    },
  })
  const actor = createActor(machine).start()
  const fill = (values: Partial<Record<SignUpField, string>>) => {
    for (const [field, value] of Object.entries(values)) {
      actor.send({ type: "field.change", field: field as SignUpField, value })
    }
  }
  return { actor, requests, fill, state: () => actor.getSnapshot() }
}

const valid = {
  firstName: " Asha ",
  email: "asha@example.com",
  phoneNumber: "9876543210",
  password: "a long secret",
}

describe("sign-up", () => {
  it("names every field it cannot send, by the contract's rules", () => {
    const { actor, requests, fill, state } = start(async () => registered)
    fill({ lastName: "x".repeat(61), email: "asha", phoneNumber: "98765", password: "short" })
    actor.send({ type: "form.submit" })
    expect(state().context.errors).toEqual({
      firstName: "auth.firstName.required",
      lastName: "auth.name.tooLong",
      email: "auth.email.invalid",
      phoneNumber: "auth.phone.invalid",
      password: "auth.password.tooShort",
    })
    expect(requests).toEqual([])
  })

  it("registers with trimmed values, an empty last name allowed, and ends signed in", async () => {
    const { actor, requests, fill, state } = start(async () => registered)
    fill(valid)
    actor.send({ type: "form.submit" })
    expect(state().hasTag("submitting")).toBe(true)
    await settle()
    expect(requests).toEqual([
      {
        first_name: "Asha",
        last_name: "",
        email: "asha@example.com",
        phone_number: "9876543210",
        password: "a long secret",
      },
    ])
    expect(state().output).toEqual(registered)
  })

  it("shows the server's message when the account exists, and lets the member try again", async () => {
    const taken = new ApiError({
      status: 409,
      code: "email_taken",
      message: "An account with this e-mail exists",
      isNetworkError: false,
    })
    const { actor, fill, state } = start(() => Promise.reject(taken))
    fill(valid)
    actor.send({ type: "form.submit" })
    await settle()
    expect(state().context.serverError?.message).toBe("An account with this e-mail exists")
    expect(state().can({ type: "form.submit" })).toBe(true)
  })
})

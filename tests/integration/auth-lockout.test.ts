import { expect, it } from "vitest"
import type { LoginResult } from "#core/api/auth.ts"
import { authClient, dataOf, errorOf } from "./lib/auth.ts"
import type { Answer } from "./lib/http.ts"
import { onEveryDatabase } from "./lib/server.ts"

const LIMIT = 10
const WINDOW_MS = 15 * 60 * 1000

const expectLocked = (answer: Answer) => {
  expect(answer.status, answer.text).toBe(429)
  const retryAfter = (answer.json as { retry_after?: number }).retry_after
  expect(retryAfter).toBeGreaterThan(0)
  expect(retryAfter).toBeLessThanOrEqual(WINDOW_MS / 1000)
  expect(answer.headers["retry-after"]).toBe(String(retryAfter))
  expect(errorOf(answer).message).toMatch(/Too many failed sign-in attempts/)
  return retryAfter!
}

// Each test signs in from its own loopback addresses, so the per-client counts stay apart.
onEveryDatabase("accounts: lockout after failed e-mail sign-ins", (server) => {
  const auth = authClient(() => server().url)
  const account = (email: string, password: string) =>
    auth.register({ email, phone_number: auth.newPhone(), password })
  const fail = async (email: string, from: string, times: number) => {
    for (let i = 0; i < times; i++) {
      const answer = await auth.login(email, `wrong-${i}-password`, from)
      expect(answer.status, answer.text).toBe(400)
    }
  }

  it("locks an account after 10 failures, even from other clients and with the right password", async () => {
    await account("lock.me@example.in", "right-password")
    await fail("lock.me@example.in", "127.0.1.1", LIMIT)
    expectLocked(await auth.login("lock.me@example.in", "right-password", "127.0.1.1"))
    // The account's count is shared: a client that never failed is refused too.
    expectLocked(await auth.login("lock.me@example.in", "right-password", "127.0.1.2"))
  })

  it("locks a client after 10 failures across accounts, while other clients still sign in", async () => {
    await account("victim@example.in", "victim-password")
    for (let i = 0; i < LIMIT; i++) {
      expect((await auth.login(`guess-${i}@example.in`, "guess-password", "127.0.2.1")).status).toBe(400)
    }
    expectLocked(await auth.login("victim@example.in", "victim-password", "127.0.2.1"))
    expect((await auth.login("victim@example.in", "victim-password", "127.0.2.2")).status).toBe(200)
  })

  it("locks unknown e-mails the same way, so the lockout does not reveal accounts", async () => {
    await fail("no-such-account@example.in", "127.0.3.1", LIMIT)
    expectLocked(await auth.login("no-such-account@example.in", "whatever-password", "127.0.3.2"))
  })

  it("clears the account's count on success, but not the client's", async () => {
    await account("forgetful@example.in", "remembered")
    await fail("forgetful@example.in", "127.0.4.1", 6)
    expect((await auth.login("forgetful@example.in", "remembered", "127.0.4.1")).status).toBe(200)
    // Without the reset these 6 would make 12 failures on the account.
    await fail("forgetful@example.in", "127.0.4.2", 6)
    expect((await auth.login("forgetful@example.in", "remembered", "127.0.4.2")).status).toBe(200)
    // Client 127.0.4.1 still carries its 6: four more lock it.
    await fail("someone-else@example.in", "127.0.4.1", LIMIT - 6)
    expectLocked(await auth.login("forgetful@example.in", "remembered", "127.0.4.1"))
  })

  it("lets the account sign in again once the failures are 15 minutes old", async () => {
    await account("patient@example.in", "patient-password")
    await fail("patient@example.in", "127.0.5.1", LIMIT)
    const retryAfter = expectLocked(await auth.login("patient@example.in", "patient-password", "127.0.5.2"))
    await auth.advanceClock(retryAfter * 1000 - 2000)
    expectLocked(await auth.login("patient@example.in", "patient-password", "127.0.5.2"))
    await auth.advanceClock(2000)
    const answer = await auth.login("patient@example.in", "patient-password", "127.0.5.2")
    expect(answer.status, answer.text).toBe(200)
    expect(dataOf<LoginResult>(answer).email).toBe("patient@example.in")
  })
})

import { expect } from "vitest"
import type { LoginResult } from "#core/api/auth.ts"
import type { OutboxMessage } from "#core/api/test-control.ts"
import { type Answer, call, dataOf } from "./http.ts"

// Also here for the suites that import the rest of this module.
export { dataOf }
export const errorOf = (answer: Answer) =>
  (answer.json as { errors: Array<{ code: string; message: string; field?: string }> }).errors[0]!

/**
 * A JSON request from a chosen loopback address (127.0.0.2, 127.0.0.3…): Linux routes all of
 * 127/8 to the server on 127.0.0.1, so tests can act as different clients.
 */
export const callFrom = (
  baseUrl: string,
  from: string,
  path: string,
  options: { method?: string; body?: unknown; token?: string } = {},
): Promise<Answer> =>
  call(baseUrl, path, {
    from,
    method: options.method ?? (options.body === undefined ? "GET" : "POST"),
    headers: {
      ...(options.body === undefined ? {} : { "content-type": "application/json" }),
      ...(options.token === undefined ? {} : { authorization: `Bearer ${options.token}` }),
    },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  })

/** The calls the auth suites make, from 127.0.0.1 unless `from` says otherwise. */
export const authClient = (baseUrl: () => string) => {
  const post = (path: string, body: unknown, from = "127.0.0.1") => callFrom(baseUrl(), from, path, { body })
  let phoneSeq = 0
  return {
    post,
    get: (path: string, token?: string) => callFrom(baseUrl(), "127.0.0.1", path, { token }),
    /** A new, unique 10-digit mobile number for this suite. */
    newPhone: () => `9${String(700_000_000 + ++phoneSeq).padStart(9, "0")}`,
    register: async (fields: {
      email: string
      phone_number: string
      password: string
      first_name?: string
    }) => {
      const answer = await post("/api/v2/auth/register/", { first_name: "Asha", last_name: "Rao", ...fields })
      expect(answer.status, answer.text).toBe(200)
      return dataOf<LoginResult>(answer)
    },
    login: (email: string, password: string, from?: string) =>
      post("/api/v2/auth/login/email/", { email, password }, from),
    profile: (token: string) => callFrom(baseUrl(), "127.0.0.1", "/api/v1/profile/detail", { token }),
    outbox: async (recipient: string) =>
      dataOf<ReadonlyArray<OutboxMessage>>(
        await call(baseUrl(), `/api/test/outbox?${new URLSearchParams({ recipient })}`),
      ),
    advanceClock: async (ms: number) => {
      const answer = await callFrom(baseUrl(), "127.0.0.1", "/api/test/clock/advance", { body: { ms } })
      expect(answer.status, answer.text).toBe(200)
    },
  }
}

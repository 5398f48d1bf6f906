import { HttpApi } from "effect/http-api"
import { afterAll, beforeAll, expect, it } from "vitest"
import { Authentication } from "#core/api/auth.ts"
import { Api } from "#core/api/contract.ts"
import { recordFigures } from "../lib/reliability-figures.ts"
import { authClient, callFrom, errorOf } from "./lib/auth.ts"
import { onEveryDatabase } from "./lib/server.ts"

/**
 * Access (issue 11, docs/reliability.md): every operation the contract guards with Authentication,
 * found by reflection, so a new member-only endpoint is covered the day it is added. Without a
 * token, with a forged one and with one whose session was signed out, each answers 401 with a
 * message, before it reads anything else of the request.
 */

const guarded: Array<{ readonly method: string; readonly path: string }> = []
HttpApi.reflect(Api, {
  onGroup: () => {},
  onEndpoint: ({ endpoint, middleware }) => {
    if ([...middleware].some((m) => (m as unknown) === Authentication))
      guarded.push({ method: endpoint.method, path: endpoint.path })
  },
})

/** Path parameters filled with ids of the right form; the answer must not depend on them. */
const address = (path: string) =>
  path.replace(/:(\w+)/g, (_, name: string) => (name === "hotelId" ? "1037" : "TRB-1"))

onEveryDatabase("access: member-only operations refuse whoever is not signed in", (server, backend) => {
  const auth = authClient(() => server().url)
  const ask = (method: string, path: string, token?: string) =>
    callFrom(server().url, "127.0.0.1", address(path), {
      method,
      ...(method === "GET" ? {} : { body: {} }),
      ...(token === undefined ? {} : { token }),
    })

  const seen = { requests: 0, admittedWithoutMember: 0 }
  afterAll(() => recordFigures(`access-${backend}`, { operations: guarded.length, ...seen }))

  it("finds the guarded operations by reflection", () => {
    expect(guarded.length).toBeGreaterThanOrEqual(10)
    expect(guarded.map((g) => g.path)).toContain("/api/v1/profile/detail")
  })

  // A member who signed out: their session's token is dead.
  let signedOut = ""
  beforeAll(async () => {
    const member = await auth.register({
      email: "access.check@example.in",
      phone_number: auth.newPhone(),
      password: "long enough secret",
    })
    expect((await auth.get("/api/v2/auth/logout/", member.token)).status).toBe(200)
    signedOut = member.token
  })

  for (const { method, path } of guarded) {
    it(`${method} ${path} answers 401 without a token, with a forged one and with a signed-out one`, async () => {
      for (const token of [undefined, "forged.token.value", signedOut]) {
        const answer = await ask(method, path, token)
        seen.requests += 1
        if (answer.status < 400) seen.admittedWithoutMember += 1
        expect(answer.status, `${token ?? "no token"}: ${answer.text}`).toBe(401)
        expect(errorOf(answer).message.length).toBeGreaterThan(0)
      }
    })
  }
})

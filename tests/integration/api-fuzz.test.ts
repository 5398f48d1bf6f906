import { Result, Schema } from "effect"
import { HttpApi } from "effect/http-api"
import fc from "fast-check"
import { afterAll, expect, it } from "vitest"
import { Api } from "#core/api/contract.ts"
import { recordFigures } from "../lib/reliability-figures.ts"
import { call } from "./lib/http.ts"
import { loopbackAddress, operations, requestOf } from "./lib/openapi-requests.ts"
import { onEveryDatabase } from "./lib/server.ts"

/**
 * API fuzzing (issue 11, docs/reliability.md): every operation of the contract's OpenAPI document
 * gets random inputs, shaped by its schemas or not at all (wrong types, missing and extra
 * fields, injections, huge and odd strings, malformed JSON, wrong content types, forged tokens).
 * No answer may be a 5xx, every success is one the contract documents, and every refusal carries
 * `errors[0].message`. FUZZ_RUNS sets the runs
 * per operation (default 200).
 */

const RUNS = Number(process.env.FUZZ_RUNS ?? 200)

/** Per operation ("GET /api/…/{id}/"), the schemas of its successful answers by status. */
const successes = new Map<string, ReadonlyMap<number, ReadonlyArray<Schema.Top>>>()
HttpApi.reflect(Api, {
  onGroup: () => {},
  onEndpoint: ({ endpoint, successes: byStatus }) => {
    successes.set(`${endpoint.method} ${endpoint.path.replace(/:(\w+)/g, "{$1}")}`, byStatus)
  },
})

/**
 * Whether a JSON body is one of the operation's documented answers for its status. Reflection
 * types schemas as Top; the contract's answers need no services to decode.
 */
const documented = (operation: string, status: number, body: unknown): boolean =>
  (successes.get(operation)?.get(status) ?? []).some((schema) =>
    Result.isSuccess(
      Schema.decodeUnknownResult(Schema.toCodecJson(schema) as unknown as Schema.Codec<unknown>)(body),
    ),
  )

onEveryDatabase("API fuzzing: every operation of the OpenAPI document", (server, backend) => {
  // Counted as answers arrive, so a failing run records what it saw too.
  const seen = { requests: 0, serverErrors: 0, undocumentedSuccesses: 0, refusalsWithoutMessage: 0 }
  afterAll(() => recordFigures(`api-fuzz-${backend}`, { operations: operations.length, ...seen }))

  it("covers the contract", () => {
    expect(operations.length).toBeGreaterThan(60)
    for (const { path, method } of operations)
      expect(successes.has(`${method} ${path}`), `${method} ${path}`).toBe(true)
  })

  for (const { path, method, operation } of operations) {
    it(`${method} ${path}: no 5xx, every refusal says why`, async () => {
      await fc.assert(
        fc.asyncProperty(requestOf(path, operation), loopbackAddress, async (request, from) => {
          const answer = await call(server().url, request.path, {
            method,
            headers: request.headers,
            body: method === "GET" ? undefined : request.body,
            from,
          })
          seen.requests += 1
          const what = `${method} ${request.path} ${request.body?.slice(0, 200) ?? ""} → ${answer.status} ${answer.text.slice(0, 300)}`
          const json = String(answer.headers["content-type"]).includes("json")
          // A path with an empty segment ("/banners//") may be another operation's address.
          const routed = !request.path.split("?")[0]!.includes("//")
          const undocumented =
            routed &&
            answer.status < 300 &&
            json &&
            !documented(`${method} ${path}`, answer.status, answer.json)
          const message = (answer.json as { errors?: Array<{ message?: unknown }> } | undefined)?.errors?.[0]
            ?.message
          const silent = answer.status >= 400 && json && !(typeof message === "string" && message.length > 0)
          if (answer.status >= 500) seen.serverErrors += 1
          if (undocumented) seen.undocumentedSuccesses += 1
          if (silent) seen.refusalsWithoutMessage += 1
          expect(answer.status, what).toBeLessThan(500)
          expect(undocumented, `undocumented answer: ${what}`).toBe(false)
          expect(silent, `refusal without a message: ${what}`).toBe(false)
        }),
        { numRuns: RUNS },
      )
    }, 120_000)
  }
})

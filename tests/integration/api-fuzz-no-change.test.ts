import { Effect } from "effect"
import { SqlClient } from "effect/sql"
import fc from "fast-check"
import { afterAll, beforeAll, expect, it } from "vitest"
import { recordFigures } from "../lib/reliability-figures.ts"
import { onEveryBookingDatabase } from "./lib/booking-server.ts"
import { watchDatabase } from "./lib/db-fingerprint.ts"
import { call } from "./lib/http.ts"
import { loopbackAddress, operations, requestOf } from "./lib/openapi-requests.ts"

/**
 * Invalid input changes nothing (issue 11, docs/reliability.md): for every operation of the
 * contract, random requests (the fuzz suite's, lib/openapi-requests.ts) that the server refuses
 * with a 4xx leave every table of the schema as it was. The database's fingerprint
 * (lib/db-fingerprint.ts) is taken before and after each request; only an answer that is not a
 * refusal may move it. 50 requests per operation; FUZZ_RUNS (default 200) scales them.
 */

const REQUESTS = Math.max(1, Math.round(Number(process.env.FUZZ_RUNS ?? 200) / 4))

/** Tables a refusal writes to by design, each counting refused attempts toward a limit. */
const COUNTING_REFUSALS: ReadonlyMap<string, string> = new Map([
  ["rate_events", "every attempt counts toward per-client and per-account limits, failed sign-ins too"],
  ["otp_codes", "a wrong code for a number sent one raises its failed_attempts"],
  ["otp_events", "a wrong code is a 'failed' event, counted toward the lock-out window"],
])

onEveryBookingDatabase("API fuzzing: refused requests change nothing in the database", (server, backend) => {
  let watch: Awaited<ReturnType<typeof watchDatabase>>
  beforeAll(async () => {
    watch = await watchDatabase(
      (statement) => server().runtime.runPromise(Effect.orDie(SqlClient.SqlClient.use(statement))),
      new Set(COUNTING_REFUSALS.keys()),
    )
  })

  const seen = { refusedRequests: 0, databaseChanges: 0 }
  afterAll(() => recordFigures(`api-fuzz-no-change-${backend}`, { operations: operations.length, ...seen }))

  it("fingerprints every table of the schema but the ones that count refusals", () => {
    expect(watch.tables.length).toBeGreaterThan(30)
    expect(watch.tables).toContain("users")
    expect(watch.tables).toContain("orders")
    // A table renamed or dropped must not leave a stale exception behind.
    for (const [name, reason] of COUNTING_REFUSALS) expect(watch.schemaTables, reason).toContain(name)
  })

  for (const { path, method, operation } of operations) {
    it(`${method} ${path}: a refused request leaves every table as it was`, async () => {
      const requests = fc.sample(fc.tuple(requestOf(path, operation), loopbackAddress), REQUESTS)
      for (const [request, from] of requests) {
        const answer = await call(server().url, request.path, {
          method,
          headers: request.headers,
          body: method === "GET" ? undefined : request.body,
          from,
        })
        const tablesChanged = await watch.changed()
        if (answer.status >= 400 && answer.status < 500) {
          seen.refusedRequests += 1
          if (tablesChanged.length > 0) seen.databaseChanges += 1
          expect(
            tablesChanged,
            `${method} ${request.path} ${request.body?.slice(0, 200) ?? ""} → ${answer.status} ${answer.text.slice(0, 300)}`,
          ).toEqual([])
        }
      }
    }, 120_000)
  }
})

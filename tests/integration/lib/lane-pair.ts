import fc from "fast-check"
import { afterAll, beforeAll, expect } from "vitest"
import { type RunningServer, startServer } from "#server/start.ts"
import { fetchRaw, type RawAnswer } from "./raw-http.ts"
import { testConfig } from "./server.ts"

/**
 * Two servers on the same seeded data, one with its fast lanes (ADR 125) and one without, for
 * suites that send both the same request and compare the answers.
 */
export const lanePair = () => {
  let laned: RunningServer | undefined
  let routed: RunningServer | undefined
  beforeAll(async () => {
    ;[laned, routed] = await Promise.all([
      startServer(testConfig({ kind: "memory" }, { fastLanes: true })),
      startServer(testConfig({ kind: "memory" }, { fastLanes: false })),
    ])
  }, 120_000)
  afterAll(async () => {
    await Promise.all([laned?.close(), routed?.close()])
  }, 60_000)

  const servers = () => {
    if (laned === undefined || routed === undefined) throw new Error("servers not started")
    return { laned, routed }
  }
  /** The same request to both servers, at once. */
  const both = async (path: string, headers: Record<string, string>, method = "GET") => {
    const pair = servers()
    const [fast, slow] = await Promise.all([
      fetchRaw(pair.laned.url, path, headers, method),
      fetchRaw(pair.routed.url, path, headers, method),
    ])
    return { fast, slow }
  }
  /**
   * Sends every generated request to both servers `times` times in a row (a second time may find
   * what the first left in a cache); each pair of answers must match. The comparison means
   * something only if the lanes answered a good share, so they must have answered more than
   * `laneAnswersAbove`, and the server without lanes none.
   */
  const assertSameAnswers = async <R>(
    requests: fc.Arbitrary<R>,
    toRequest: (r: R) => {
      readonly path: string
      readonly headers: Record<string, string>
      readonly method: string
    },
    options: { readonly numRuns: number; readonly times: number; readonly laneAnswersAbove: number },
  ) => {
    const { laned, routed } = servers()
    const before = laned.laneAnswers()
    await fc.assert(
      fc.asyncProperty(requests, async (r) => {
        const { path, headers, method } = toRequest(r)
        for (let time = 0; time < options.times; time++) {
          const { fast, slow } = await both(path, headers, method)
          expect(comparable(fast)).toEqual(comparable(slow))
        }
      }),
      { numRuns: options.numRuns },
    )
    expect(laned.laneAnswers() - before).toBeGreaterThan(options.laneAnswersAbove)
    expect(routed.laneAnswers()).toBe(0)
  }
  return { servers, both, assertSameAnswers }
}

/** Request headers from a generated request's optional parts. */
export const headersOf = (parts: Record<string, string | undefined>): Record<string, string> =>
  Object.fromEntries(
    Object.entries(parts).filter((entry): entry is [string, string] => entry[1] !== undefined),
  )

/** What may differ between two servers' answers to one request: the clock and the connection. */
export const comparable = (answer: RawAnswer) => {
  const { date: _date, "keep-alive": _keepAlive, connection: _connection, ...headers } = answer.headers
  return { status: answer.status, headers, body: answer.body.toString("base64") }
}

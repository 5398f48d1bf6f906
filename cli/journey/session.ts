import { Effect, Layer, ManagedRuntime } from "effect"
import { HttpClient, HttpClientRequest } from "effect/http"
import { SimulatedClock } from "xstate"
import { ApiClientSettings, BookingApi } from "#core/services/api-client.ts"
import type { ResponseView } from "./expect.ts"
import { CookieJar, journeyHttpClient } from "./http.ts"
import { ACTORS, type ActorName } from "./schema.ts"

/**
 * Everything one journey talks through: the same typed API client the website uses (over a
 * ManagedRuntime, the one bridge a non-Effect host has), its cookie jar, and bookkeeping the
 * runner needs to wait for the machine and to answer `expect.calls`.
 */
export interface Session {
  readonly origin: string
  readonly runtime: ManagedRuntime.ManagedRuntime<
    BookingApi | ApiClientSettings | HttpClient.HttpClient,
    never
  >
  readonly jar: CookieJar
  /** The one clock of every machine in the journey; `time.advance` moves it. */
  readonly clock: SimulatedClock
  /**
   * What the API client asks about the signed-in member and tells back (ApiClientSettings' `token`
   * and `session`); the auth driver points these at the journey's auth-session actor.
   */
  readonly account: AccountLink
  /** Journey time in epoch ms: its `now` plus every `time.advance` so far. */
  nowMs: number
  /** The answer of the last `api.get`, `api.post` or `profile.load`. */
  lastResponse: ResponseView | undefined
  /** How often each actor was started. */
  readonly calls: Record<ActorName, number>
  /** Counts a lookup the machine started; call the result when it has finished, however it ended. */
  readonly begin: (actor: ActorName) => () => void
  /** Resolves once no tracked work is in flight and the machine has taken the answers in. */
  readonly settle: () => Promise<void>
  readonly dispose: () => Promise<void>
}

export interface AccountLink {
  token: () => string | null
  unauthorized: () => void
  tokenRefreshed: (token: string) => void
}

export interface SessionOptions {
  readonly origin: string
  readonly nowMs: number
  /** The anonymous A/B user id the client sends on every call. */
  readonly abUserId: string
  /** The loopback address calls leave from, so the server tells this journey's client apart. */
  readonly localAddress?: string | undefined
}

const nextMacrotask = () => new Promise<void>((resolve) => setImmediate(resolve))

export const openSession = (options: SessionOptions): Session => {
  const jar = new CookieJar()
  const account: AccountLink = { token: () => null, unauthorized: () => {}, tokenRefreshed: () => {} }
  const settings = Layer.succeed(ApiClientSettings, {
    baseUrl: options.origin,
    token: () => account.token(),
    abUserId: () => options.abUserId,
    session: {
      unauthorized: () => account.unauthorized(),
      tokenRefreshed: (token) => account.tokenRefreshed(token),
    },
  })
  const http = journeyHttpClient(jar, options.localAddress)
  const layer = BookingApi.layer.pipe(Layer.provideMerge(Layer.merge(settings, http)))
  const runtime = ManagedRuntime.make(layer)
  const inFlight = new Set<Promise<unknown>>()
  const calls = Object.fromEntries(ACTORS.map((a) => [a, 0])) as Record<ActorName, number>
  const clock = new SimulatedClock()
  clock.set(options.nowMs)
  return {
    origin: options.origin,
    runtime,
    jar,
    clock,
    account,
    nowMs: options.nowMs,
    lastResponse: undefined,
    calls,
    begin: (actor) => {
      calls[actor] += 1
      let finish = () => {}
      const done = new Promise<void>((resolve) => {
        finish = resolve
      })
      inFlight.add(done)
      return () => {
        inFlight.delete(done)
        finish()
      }
    },
    settle: async () => {
      // An answer can start more work (a selection starts its place lookup), so loop until quiet.
      for (let round = 0; round < 100; round++) {
        if (inFlight.size === 0) {
          await nextMacrotask()
          if (inFlight.size === 0) return
        }
        await Promise.all(inFlight)
        await nextMacrotask()
      }
      throw new Error("the machine kept starting lookups; it never settled")
    },
    dispose: () => runtime.dispose(),
  }
}

/**
 * A raw call: whatever status, headers and body come back are the result (a non-JSON body is
 * kept as text). Used for contract checks (`api.get`, `api.post`) and for test control, whose
 * failures a journey reports with the server's own message. It passes the API client by, so
 * nothing it answers reaches the session.
 */
export const rawRequest = (
  session: Session,
  request: {
    readonly method: "GET" | "PUT" | "POST"
    readonly path: string
    readonly query?: Readonly<Record<string, string>>
    readonly json?: unknown
    readonly bearer?: string | undefined
  },
): Promise<ResponseView> =>
  session.runtime.runPromise(
    Effect.gen(function* () {
      const client = yield* HttpClient.HttpClient
      const url = new URL(request.path, session.origin)
      for (const [k, v] of Object.entries(request.query ?? {})) url.searchParams.append(k, v)
      const plain = HttpClientRequest.make(request.method)(url.toString())
      const base = request.bearer === undefined ? plain : HttpClientRequest.bearerToken(plain, request.bearer)
      const response = yield* client.execute(
        request.json === undefined ? base : HttpClientRequest.bodyJsonUnsafe(base, request.json),
      )
      const text = yield* response.text
      let body: unknown = text
      try {
        body = JSON.parse(text)
      } catch {
        // Not JSON: the text itself is what the journey sees.
      }
      return { status: response.status, headers: { ...response.headers }, body }
    }),
  )

/** The first error message of an answer, or its status: what a person needs to act on. */
export const reasonOf = (response: ResponseView): string => {
  const first = (response.body as { errors?: Array<{ message?: unknown }> } | null)?.errors?.[0]?.message
  return `HTTP ${response.status}${typeof first === "string" ? `: ${first}` : ""}`
}

/** Drives the target's clock through test control (ADR 006). */
export const testClock = {
  set: (session: Session, epochMs: number) =>
    rawRequest(session, {
      method: "PUT",
      path: "/api/test/clock",
      json: { now: new Date(epochMs).toISOString() },
    }),
  advance: (session: Session, ms: number) =>
    rawRequest(session, { method: "POST", path: "/api/test/clock/advance", json: { ms } }),
}

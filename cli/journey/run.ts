import { createHash } from "node:crypto"
import { startAuth } from "./auth.ts"
import { startLocation } from "./location.ts"
import type { Outcome } from "./outcome.ts"
import type { JourneyResult, RunEvent, StepResult } from "./result.ts"
import type { Channel, Journey, Step } from "./schema.ts"
import { startSearch } from "./search.ts"
import { openSession, reasonOf, type Session, testClock } from "./session.ts"
import { runStep, type StepContext } from "./steps.ts"
import type { CheckoutHolder } from "./steps-checkout.ts"
import type { HotelHolder } from "./steps-hotel.ts"
import { openTarget, type Target } from "./target.ts"

export interface RunOptions {
  /** A running deployment with TEST_CONTROL=1; absent = an in-process server for this run. */
  readonly baseUrl?: string | undefined
  readonly gdcUrl?: string | undefined
  /** Stop after the first failed journey; the rest are not run and not reported. */
  readonly bail?: boolean | undefined
  /** Seeds each journey's anonymous A/B user id. */
  readonly seed?: number | undefined
  /** A step that takes longer fails; lookups here answer in milliseconds. */
  readonly stepTimeoutMs?: number | undefined
  readonly onEvent?: ((event: RunEvent) => void) | undefined
  /** The in-process server's first "now"; default: the earliest journey's (see serverStart). */
  readonly serverNow?: number | undefined
}

const DEFAULT_STEP_TIMEOUT_MS = 15_000

const errorText = (e: unknown): string => (e instanceof Error ? e.message : String(e))

/** The same journey gets the same A/B id on every run with the same seed, whatever else runs. */
const abUserId = (seed: number, journey: Journey): string => {
  const h = createHash("sha256").update(`${seed}\n${journey.file}\n${journey.name}`).digest("hex")
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-8${h.slice(17, 20)}-${h.slice(20, 32)}`
}

/**
 * Each journey is its own visitor on its own device: its calls leave from an address of its own
 * in 127.0.0.0/8, so per-client limits (ADR 050: failed sign-ins per client) count its requests
 * alone, whatever ran before it. Stable per journey, never 127.0.0.x.
 */
const clientAddress = (journey: Journey): string => {
  const [a = 0, b = 0, c = 0] = createHash("sha256").update(`${journey.file}\n${journey.name}`).digest()
  return `127.${1 + (a % 254)}.${b}.${1 + (c % 254)}`
}

const withTimeout = <A>(p: Promise<A>, ms: number, what: string): Promise<A> => {
  let timer: NodeJS.Timeout | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} did not finish within ${ms} ms`)), ms)
  })
  return Promise.race([p, timeout]).finally(() => clearTimeout(timer))
}

const skippedAll = (journey: Journey): Array<StepResult> =>
  journey.steps.map((s, index) => ({ index, kind: s.kind, line: s.line, status: "skipped", durationMs: 0 }))

/**
 * Fixes the target's clock at the journey's "now". Journeys need test control; a deployment
 * without it answers 404 and the journey says so instead of running on the wrong day.
 */
const fixClock = async (session: Session, nowMs: number): Promise<string | undefined> => {
  const answer = await testClock.set(session, nowMs)
  if (answer.status === 200) return undefined
  return answer.status === 404
    ? "the target has no test control (HTTP 404 from /api/test/clock): start it with TEST_CONTROL=1"
    : `the target refused to set its clock (${reasonOf(answer)}) at ${session.origin}`
}

/** One visitor on a target, driven step by step: what a journey runs on, open for a test to drive. */
export interface JourneySession {
  readonly ctx: StepContext
  readonly run: (step: Step) => Promise<Outcome>
  readonly close: () => Promise<void>
}

export interface SessionOptions {
  readonly channel: Channel
  /** The target's clock is fixed here before anything is driven. */
  readonly nowMs: number
  readonly abUserId: string
  /** The visitor's own address in 127.0.0.0/8; absent = the system's. */
  readonly localAddress?: string | undefined
  readonly stepTimeoutMs?: number | undefined
}

/**
 * Opens a visitor on the target with the website's machines started, its clock fixed. A target
 * without test control is refused with the reason, as a string.
 */
export const openJourneySession = async (
  target: Target,
  options: SessionOptions,
): Promise<JourneySession | string> => {
  const origin = target.originFor(options.channel)
  if (typeof origin !== "string") return origin.error
  const session = openSession({
    origin,
    nowMs: options.nowMs,
    abUserId: options.abUserId,
    localAddress: options.localAddress,
  })
  const timeoutMs = options.stepTimeoutMs ?? DEFAULT_STEP_TIMEOUT_MS
  const refused = await withTimeout(fixClock(session, options.nowMs), timeoutMs, "setting the clock").catch(
    errorText,
  )
  if (refused !== undefined) {
    await session.dispose()
    return refused
  }
  const location = startLocation(session)
  const auth = startAuth(session)
  const search = startSearch(session, location)
  const hotel: HotelHolder = { page: null }
  const checkout: CheckoutHolder = { page: null }
  await session.settle()
  const ctx: StepContext = { session, location, auth, search, hotel, checkout, channel: options.channel }
  return {
    ctx,
    run: (step) =>
      withTimeout(runStep(step, ctx), timeoutMs, `step ${step.kind} (line ${step.line})`).catch(
        (e: unknown): Outcome => ({ status: "failed", error: errorText(e) }),
      ),
    close: async () => {
      search.stop()
      search.results?.actor.stop()
      hotel.page?.stop()
      checkout.page?.stop()
      location.stop()
      auth.stop()
      await session.dispose()
    },
  }
}

const runOne = async (journey: Journey, target: Target, options: RunOptions): Promise<JourneyResult> => {
  const started = performance.now()
  const base = { name: journey.name, file: journey.file, tags: journey.tags }
  const done = (steps: ReadonlyArray<StepResult>, error?: string): JourneyResult => ({
    ...base,
    passed: error === undefined && steps.every((s) => s.status === "passed"),
    durationMs: performance.now() - started,
    steps,
    ...(error === undefined ? {} : { error }),
  })
  let visitor: JourneySession | string | undefined
  try {
    visitor = await openJourneySession(target, {
      channel: journey.channel,
      nowMs: Date.parse(journey.now),
      abUserId: abUserId(options.seed ?? 1, journey),
      localAddress: target.separateClients ? clientAddress(journey) : undefined,
      stepTimeoutMs: options.stepTimeoutMs,
    })
    if (typeof visitor === "string") return done(skippedAll(journey), visitor)
    const results: Array<StepResult> = []
    let failed = false
    for (const [index, step] of journey.steps.entries()) {
      const head = { index, kind: step.kind, line: step.line }
      if (failed) {
        results.push({ ...head, status: "skipped", durationMs: 0 })
        continue
      }
      const t0 = performance.now()
      const outcome = await visitor.run(step)
      const result: StepResult = { ...head, durationMs: performance.now() - t0, ...outcome }
      failed = outcome.status === "failed"
      results.push(result)
      options.onEvent?.({ type: "step.end", journey, step: result })
    }
    return done(results)
  } catch (e) {
    return done(skippedAll(journey), `the runner failed: ${errorText(e)}`)
  } finally {
    if (typeof visitor === "object") await visitor.close()
  }
}

/**
 * The instant the in-process server starts at, which is also the day it seeds its fixture
 * catalogue on: the earliest journey's "now". The catalogue's history (past stays, reviews,
 * questions) is dated before that day, so it lies in every journey's past and a journey's own
 * posts are the newest, whichever journeys run and in whatever order (ADR 030).
 */
export const serverStart = (journeys: ReadonlyArray<Pick<Journey, "now">>): number | undefined =>
  journeys.length === 0 ? undefined : Math.min(...journeys.map((j) => Date.parse(j.now)))

/**
 * Runs journeys one after another and returns their results; a failing journey is data, never
 * an exception. Without `baseUrl` the server starts once in this process for the whole run
 * (in-memory database, test control on) and stops at the end.
 */
export const runJourneys = async (
  journeys: ReadonlyArray<Journey>,
  options: RunOptions = {},
): Promise<Array<JourneyResult>> => {
  const results: Array<JourneyResult> = []
  let target: Target
  try {
    target = await openTarget({
      baseUrl: options.baseUrl,
      gdcUrl: options.gdcUrl,
      initialNow: options.serverNow ?? serverStart(journeys),
    })
  } catch (e) {
    const error = `could not start the in-process server: ${errorText(e)}`
    for (const journey of journeys) {
      const result: JourneyResult = {
        name: journey.name,
        file: journey.file,
        tags: journey.tags,
        passed: false,
        durationMs: 0,
        steps: skippedAll(journey),
        error,
      }
      options.onEvent?.({ type: "journey.end", result })
      results.push(result)
    }
    return results
  }
  try {
    for (const [index, journey] of journeys.entries()) {
      options.onEvent?.({ type: "journey.start", journey, index, total: journeys.length })
      const result = await runOne(journey, target, options)
      options.onEvent?.({ type: "journey.end", result })
      results.push(result)
      if (options.bail === true && !result.passed) break
    }
  } finally {
    await target.close()
  }
  return results
}

import { Worker } from "node:worker_threads"
import type { JourneyResult, StepResult } from "./result.ts"
import { type RunOptions, runJourneys, serverStart } from "./run.ts"
import type { Journey } from "./schema.ts"
import type { WorkerMessage, WorkerTask } from "./worker.ts"

/**
 * Runs in-process journeys across worker threads, each with its own server and in-memory
 * database (docs/journeys.md 'Running'). Every worker's server starts at the same "now" as a
 * one-worker run would, so a journey sees the same catalogue whichever worker runs it.
 */

/** Longest first onto the least loaded worker, counting steps: shares that end together. */
export const shareOut = <J extends { readonly steps: ReadonlyArray<unknown> }>(
  journeys: ReadonlyArray<J>,
  workers: number,
): Array<Array<J>> => {
  const shares = Array.from({ length: Math.max(1, Math.min(workers, journeys.length)) }, () => ({
    load: 0,
    journeys: [] as Array<J>,
  }))
  for (const journey of [...journeys].sort((a, b) => b.steps.length - a.steps.length)) {
    const lightest = shares.reduce((min, share) => (share.load < min.load ? share : min))
    lightest.journeys.push(journey)
    lightest.load += journey.steps.length
  }
  const order = new Map(journeys.map((journey, index) => [journey, index]))
  return shares.map((share) => share.journeys.sort((a, b) => (order.get(a) ?? 0) - (order.get(b) ?? 0)))
}

const failedWith = (journey: Journey, error: string): JourneyResult => ({
  name: journey.name,
  file: journey.file,
  tags: journey.tags,
  passed: false,
  durationMs: 0,
  steps: journey.steps.map((s, index) => ({
    index,
    kind: s.kind,
    line: s.line,
    status: "skipped",
    durationMs: 0,
  })),
  error,
})

/**
 * Like runJourneys, with `workers` threads. One worker, or journeys that share a file, run in
 * this thread instead; results come back in the journeys' order whichever worker ran them.
 */
export const runJourneysInParallel = async (
  journeys: ReadonlyArray<Journey>,
  options: RunOptions & { readonly workers: number },
): Promise<Array<JourneyResult>> => {
  const byFile = new Map(journeys.map((journey) => [journey.file, journey]))
  if (options.workers <= 1 || journeys.length <= 1 || byFile.size < journeys.length) {
    return runJourneys(journeys, options)
  }
  const results = new Map<string, JourneyResult>()
  const threads: Array<Worker> = []
  let started = 0
  let bailed = false
  const finish = (result: JourneyResult) => {
    if (bailed) return
    results.set(result.file, result)
    options.onEvent?.({ type: "journey.end", result })
    if (options.bail === true && !result.passed) {
      bailed = true
      for (const thread of threads) void thread.terminate()
    }
  }
  const runShare = (share: ReadonlyArray<Journey>) =>
    new Promise<void>((resolve) => {
      const task: WorkerTask = {
        files: share.map((journey) => journey.file),
        serverNow: options.serverNow ?? serverStart(journeys),
        seed: options.seed ?? 1,
        stepTimeoutMs: options.stepTimeoutMs,
      }
      const thread = new Worker(new URL("./worker.ts", import.meta.url), { workerData: task })
      threads.push(thread)
      const unfinished = (error: string) => {
        for (const journey of share) if (!results.has(journey.file)) finish(failedWith(journey, error))
      }
      thread.on("message", (message: WorkerMessage) => {
        if (bailed) return
        if (message.type === "failed") return unfinished(message.error)
        if (message.type === "journey.end") return finish(message.result)
        const journey = byFile.get(message.file)
        if (journey === undefined) return
        if (message.type === "journey.start") {
          options.onEvent?.({ type: "journey.start", journey, index: started++, total: journeys.length })
        } else {
          options.onEvent?.({ type: "step.end", journey, step: message.step as StepResult })
        }
      })
      thread.on("error", (error: Error) => unfinished(`the worker failed: ${error.message}`))
      thread.on("exit", () => {
        if (!bailed) unfinished("the worker stopped before running this journey")
        resolve()
      })
    })
  await Promise.all(shareOut(journeys, options.workers).map(runShare))
  return journeys.flatMap((journey) => {
    const result = results.get(journey.file)
    return result === undefined ? [] : [result]
  })
}

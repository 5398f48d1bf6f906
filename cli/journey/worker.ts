import { parentPort, workerData } from "node:worker_threads"
import { loadJourneys } from "./load.ts"
import type { JourneyResult, StepResult } from "./result.ts"
import { runJourneys } from "./run.ts"

/**
 * One worker of a parallel run (parallel.ts): its share of the journeys on a server and in-memory
 * database of its own, each event posted to the main thread. Journeys are sent as their files
 * and loaded again here: a decoded journey is data, but loading keeps this side the same code
 * path as any run.
 */

export interface WorkerTask {
  readonly files: ReadonlyArray<string>
  readonly serverNow: number | undefined
  readonly seed: number
  readonly stepTimeoutMs: number | undefined
}

export type WorkerMessage =
  | { readonly type: "journey.start"; readonly file: string }
  | { readonly type: "step.end"; readonly file: string; readonly step: StepResult }
  | { readonly type: "journey.end"; readonly result: JourneyResult }
  | { readonly type: "failed"; readonly error: string }

const port = parentPort
if (port === null) throw new Error("cli/journey/worker.ts runs only as a worker thread")
const post = (message: WorkerMessage) => port.postMessage(message)
const task = workerData as WorkerTask

const { journeys, problems } = await loadJourneys(task.files)
if (problems.length > 0) {
  post({ type: "failed", error: `the worker could not load its journeys: ${problems[0]?.message}` })
} else {
  await runJourneys(journeys, {
    serverNow: task.serverNow,
    seed: task.seed,
    stepTimeoutMs: task.stepTimeoutMs,
    onEvent: (event) => {
      if (event.type === "journey.start") post({ type: "journey.start", file: event.journey.file })
      else if (event.type === "step.end")
        post({ type: "step.end", file: event.journey.file, step: event.step })
      else post({ type: "journey.end", result: event.result })
    },
  })
}

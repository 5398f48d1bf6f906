import { spawn } from "node:child_process"
import { mkdtempSync, readFileSync, rmSync } from "node:fs"
import { availableParallelism, loadavg, tmpdir } from "node:os"
import { join } from "node:path"

/**
 * The journey library's wall time in process (issue 9: ≤ 60 s here), one worker against the
 * default share-out across worker threads; the one-worker run is the baseline of the same run.
 */

const root = join(import.meta.dirname, "..", "..", "..")
export const LIBRARY_TARGET_S = 60

interface LibraryRun {
  readonly workers: number
  readonly seconds: number
  readonly journeys: number
  readonly passed: number
  readonly failed: number
}

/** `booking journey run fixtures/journeys --workers N` in a process of its own, timed from outside. */
const runLibrary = (workers: number): Promise<LibraryRun> =>
  new Promise((resolve, reject) => {
    const dir = mkdtempSync(join(tmpdir(), "bench-journeys-"))
    const report = join(dir, "report.json")
    const started = performance.now()
    const child = spawn(
      process.execPath,
      [
        join(root, "cli/bin.ts"),
        "journey",
        "run",
        "fixtures/journeys",
        "--reporter",
        "json",
        "--out",
        report,
        "--workers",
        String(workers),
      ],
      { cwd: root, stdio: "ignore" },
    )
    child.once("error", reject)
    child.once("exit", () => {
      const seconds = Number(((performance.now() - started) / 1000).toFixed(1))
      try {
        const { summary } = JSON.parse(readFileSync(report, "utf8")) as {
          summary: { total: number; passed: number; failed: number }
        }
        resolve({ workers, seconds, journeys: summary.total, passed: summary.passed, failed: summary.failed })
      } catch (error) {
        reject(new Error(`the journey run wrote no JSON report: ${(error as Error).message}`))
      } finally {
        rmSync(dir, { recursive: true, force: true })
      }
    })
  })

export const benchJourneys = async () => {
  const cores = availableParallelism()
  const workers = Math.min(4, cores)
  const loadBefore = Number(loadavg()[0]!.toFixed(2))
  const one = await runLibrary(1)
  const shared = await runLibrary(workers)
  return {
    cores,
    loadBefore,
    one,
    shared,
    speedUp: Number((one.seconds / shared.seconds).toFixed(2)),
    meetsTarget: shared.seconds <= LIBRARY_TARGET_S,
  }
}

export type JourneysFigures = Awaited<ReturnType<typeof benchJourneys>>

export const journeysSection = (f: JourneysFigures, run: { readonly measuredAt: string }) =>
  [
    "<!-- journeys:start -->",
    "## Journey library",
    "",
    `Measured ${run.measuredAt}: \`booking journey run fixtures/journeys\` in process, timed from the`,
    `command's start to its exit (server start-up included), ${f.cores} cores, load average ${f.loadBefore} before.`,
    "",
    "| workers | journeys | passed | failed | seconds |",
    "|---|---|---|---|---|",
    ...[f.one, f.shared].map(
      (r) => `| ${r.workers} | ${r.journeys} | ${r.passed} | ${r.failed} | ${r.seconds} |`,
    ),
    "",
    `- ${f.shared.workers} workers against one: ${f.speedUp}× as fast. Each worker starts its own server and`,
    "  database, so the gain is below the worker count.",
    `- Target ≤ ${LIBRARY_TARGET_S} s with the default workers: ${f.meetsTarget ? "meets" : "MISSES"}.`,
    "<!-- journeys:end -->",
  ].join("\n")

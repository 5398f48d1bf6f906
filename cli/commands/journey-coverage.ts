import { mkdir, writeFile } from "node:fs/promises"
import { dirname, resolve } from "node:path"
import type { Command } from "commander"
import { InvalidArgumentError } from "commander"
import { type MachineCoverage, readableEvent, type Transition } from "../journey/coverage.ts"
import type { Journey } from "../journey/schema.ts"
import { type Cli, EXIT } from "./cli.ts"

const percent = (value: string): number => {
  const n = Number(value)
  if (value.trim() === "" || !Number.isFinite(n) || n < 0 || n > 100)
    throw new InvalidArgumentError("expected a percentage from 0 to 100.")
  return n
}

const pct = (reached: number, total: number) => (total === 0 ? 100 : (100 * reached) / total)

const transitionLine = (t: Transition) =>
  `    ${t.state === "" ? "(root)" : t.state} --${readableEvent(t.event)}--> ${t.target === "" ? "(stays)" : t.target}${t.guard === undefined ? "" : `  [${t.guard}]`}`

const table = (coverage: ReadonlyArray<MachineCoverage>): string => {
  const width = Math.max(...coverage.map((c) => c.machine.length))
  return coverage
    .map((c) => {
      const share = `${c.reached}/${c.total}`.padStart(8)
      return `  ${c.machine.padEnd(width)}  ${share}  ${pct(c.reached, c.total).toFixed(0).padStart(3)}%`
    })
    .join("\n")
}

/**
 * `booking journey coverage`: runs journeys in process while watching every machine they drive,
 * then prints, per machine, the transitions reached and the ones missed (docs/journeys.md).
 */
export const registerJourneyCoverage = (
  journey: Command,
  cli: Cli,
  library: string,
  load: (files: ReadonlyArray<string>) => Promise<ReadonlyArray<Journey>>,
): void => {
  journey
    .command("coverage")
    .description(`run journeys and show the machine transitions they reach (default: ${library})`)
    .argument("[files...]", "journey files or directories")
    .option("--min <percent>", "fail (exit 1) when fewer of all transitions are reached", percent)
    .option(
      "--html <file>",
      "also write a page that draws every machine with its reached and missed transitions",
    )
    .action(async (files: Array<string>, flags: { min?: number; html?: string }) => {
      const journeys = await load(files.length > 0 ? files : [library])
      const [{ runJourneys }, { inspectJourneyActors }, coverage, { allMachines }] = await Promise.all([
        import("../journey/run.ts"),
        import("../journey/actors.ts"),
        import("../journey/coverage.ts"),
        import("../journey/machines.ts"),
      ])
      const recorder = coverage.transitionRecorder()
      inspectJourneyActors(recorder.inspect)
      const results = await runJourneys(journeys).finally(() => inspectJourneyActors(undefined))
      const failed = results.filter((r) => !r.passed)
      const machines = await allMachines()
      const byMachine = coverage.coverageOf(machines, recorder.taken)
      const reached = byMachine.reduce((sum, c) => sum + c.reached, 0)
      const total = byMachine.reduce((sum, c) => sum + c.total, 0)
      const overall = coverage.overallPercent(byMachine)
      const missed = byMachine.filter((c) => c.missed.length > 0)
      cli.stdout.write(
        [
          `${journeys.length} journeys run (${journeys.length - failed.length} passed, ${failed.length} failed)`,
          table(byMachine),
          `transitions reached: ${reached} of ${total} (${overall.toFixed(1)}%)`,
          ...(missed.length === 0
            ? []
            : ["", "missed:", ...missed.flatMap((c) => [`  ${c.machine}`, ...c.missed.map(transitionLine)])]),
          ...failed.map((r) => `failed journey (its later transitions are not counted): ${r.file}`),
          "",
        ].join("\n"),
      )
      if (flags.html !== undefined) {
        const { coverageHtml } = await import("../journey/coverage-html.ts")
        const page = coverageHtml({
          machines,
          coverage: byMachine,
          taken: recorder.taken,
          journeys: { total: journeys.length, failed: failed.map((r) => r.file) },
          generatedAt: new Date(),
        })
        await mkdir(dirname(resolve(flags.html)), { recursive: true })
        await writeFile(flags.html, page)
        cli.stdout.write(`coverage page: ${resolve(flags.html)}\n`)
      }
      if (flags.min !== undefined && overall < flags.min) {
        cli.stderr.write(`coverage ${overall.toFixed(1)}% is below --min ${flags.min}%\n`)
        cli.fail(EXIT.failed)
      }
    })
}

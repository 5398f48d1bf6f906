import { writeFile } from "node:fs/promises"
import { availableParallelism } from "node:os"
import { type Command, Option } from "commander"
import { type Loaded, loadJourneys, type Problem } from "../journey/load.ts"
import { makeReporter, REPORTERS, type ReporterName } from "../journey/reporter.ts"
import { summarise } from "../journey/result.ts"
import { journeyJsonSchema } from "../journey/schema.ts"
import { type Cli, EXIT, UsageError, wholeNumber } from "./cli.ts"
import { registerJourneyCoverage } from "./journey-coverage.ts"
import { registerJourneyGenerate } from "./journey-generate.ts"

/** One worker per core, up to four: each holds a server and its database in memory. */
const DEFAULT_WORKERS = Math.min(4, availableParallelism())

/** Where the journey library lives; `journey list` with no arguments lists it. */
export const LIBRARY = "fixtures/journeys"

export const formatProblem = (p: Problem): string => {
  const where = p.line === undefined ? p.file : `${p.file}:${p.line}:${p.column ?? 1}`
  const at = p.at === "" ? "" : `${p.at}: `
  return `${where}  ${at}${p.message}${p.hint === undefined ? "" : `\n    hint: ${p.hint}`}`
}

/** Loads journeys; any problem in any file is a usage error, reported all at once. */
const loadOrExplain = async (cli: Cli, files: ReadonlyArray<string>): Promise<Loaded["journeys"]> => {
  const { journeys, problems } = await loadJourneys(files)
  if (problems.length > 0) {
    cli.stderr.write(`${problems.map(formatProblem).join("\n")}\n`)
    const n = new Set(problems.map((p) => p.file)).size
    throw new UsageError(
      `${problems.length} problem${problems.length === 1 ? "" : "s"} in ${n} file${n === 1 ? "" : "s"}`,
    )
  }
  return journeys
}

const grepFilter = (pattern: string | undefined) => {
  if (pattern === undefined) return () => true
  let re: RegExp
  try {
    re = new RegExp(pattern, "i")
  } catch {
    throw new UsageError(`--grep: not a regular expression: ${pattern}`)
  }
  return (j: { name: string; file: string; tags: ReadonlyArray<string> }) =>
    re.test(j.name) || re.test(j.file) || j.tags.some((t) => re.test(t))
}

interface RunFlags {
  readonly baseUrl?: string
  readonly gdcUrl?: string
  readonly reporter: ReporterName
  readonly grep?: string
  readonly bail?: boolean
  readonly seed?: number
  readonly out?: string
  readonly workers?: number
}

const url = (flag: string) => (value: string) => {
  try {
    return new URL(value).toString()
  } catch {
    throw new UsageError(`${flag}: not a URL: ${value}`)
  }
}

export const registerJourney = (program: Command, cli: Cli): void => {
  const journey = program.command("journey").description("replay scripted booking journeys (YAML or JSON)")

  journey
    .command("run")
    .description("run journeys: in-process against a fresh server (default) or against --base-url")
    .argument("<files...>", "journey files or directories")
    .option("--base-url <url>", "a running deployment (needs TEST_CONTROL=1 there)")
    .option(
      "--gdc-url <url>",
      "origin of the gdc channel for --base-url (default: gdc1.localhost on the same port)",
    )
    .addOption(new Option("--reporter <name>", "output format").choices(REPORTERS).default("pretty"))
    .option(
      "--grep <pattern>",
      "only journeys whose name, file or tag matches (regular expression, any case)",
    )
    .option("--bail", "stop after the first failed journey")
    .option("--seed <n>", "seed for each journey's anonymous A/B user id (default 1)", wholeNumber)
    .option("--out <file>", "write the report to a file instead of stdout")
    .option(
      "--workers <n>",
      `in-process runs: worker threads, each with its own server and database (default ${DEFAULT_WORKERS})`,
      wholeNumber,
    )
    .action(async (files: Array<string>, flags: RunFlags) => {
      const baseUrl = flags.baseUrl === undefined ? undefined : url("--base-url")(flags.baseUrl)
      if (baseUrl !== undefined && (flags.workers ?? 1) > 1)
        throw new UsageError("--workers: a deployment has one clock, so its journeys run one at a time")
      if (flags.workers === 0) throw new UsageError("--workers: at least 1")
      const gdcUrl = flags.gdcUrl === undefined ? undefined : url("--gdc-url")(flags.gdcUrl)
      const matches = grepFilter(flags.grep)
      const journeys = (await loadOrExplain(cli, files)).filter(matches)
      if (journeys.length === 0) throw new UsageError(`no journey matches --grep ${flags.grep}`)
      const chunks: Array<string> = []
      const out =
        flags.out === undefined ? cli.stdout : { write: (t: string) => void chunks.push(t), isTTY: false }
      const reporter = makeReporter(flags.reporter, out)
      // The runner pulls in the server and the machines: load it only when journeys run.
      const { runJourneysInParallel } = await import("../journey/parallel.ts")
      const started = performance.now()
      const results = await runJourneysInParallel(journeys, {
        workers: baseUrl === undefined ? (flags.workers ?? DEFAULT_WORKERS) : 1,
        baseUrl,
        gdcUrl,
        bail: flags.bail === true,
        seed: flags.seed ?? 1,
        onEvent: reporter.onEvent,
      })
      const summary = summarise(results, performance.now() - started)
      reporter.finish(results, summary)
      if (flags.out !== undefined) {
        await writeFile(flags.out, chunks.join(""))
        cli.stdout.write(`${summary.passed} passed, ${summary.failed} failed; report in ${flags.out}\n`)
      }
      if (summary.failed > 0) cli.fail(EXIT.failed)
    })

  journey
    .command("list")
    .description(`list journeys with their tags and step counts (default: ${LIBRARY})`)
    .argument("[files...]", "journey files or directories")
    .option("--grep <pattern>", "only journeys whose name, file or tag matches")
    .action(async (files: Array<string>, flags: { grep?: string }) => {
      const journeys = (await loadOrExplain(cli, files.length > 0 ? files : [LIBRARY])).filter(
        grepFilter(flags.grep),
      )
      for (const j of journeys) {
        const tags = j.tags.length > 0 ? `  [${j.tags.join(", ")}]` : ""
        cli.stdout.write(`${j.name}  (${j.steps.length} steps, ${j.channel})${tags}\n    ${j.file}\n`)
      }
      cli.stdout.write(`${journeys.length} journey${journeys.length === 1 ? "" : "s"}\n`)
    })

  journey
    .command("validate")
    .description("check journey files against the schema without running them")
    .argument("<files...>", "journey files or directories")
    .action(async (files: Array<string>) => {
      const journeys = await loadOrExplain(cli, files)
      cli.stdout.write(`${journeys.length} journey${journeys.length === 1 ? "" : "s"} valid\n`)
    })

  registerJourneyCoverage(journey, cli, LIBRARY, (files) => loadOrExplain(cli, files))
  registerJourneyGenerate(journey, cli)

  journey
    .command("schema")
    .description("print the JSON Schema of journey files (for editors and other tools)")
    .option("--out <file>", "write it to a file instead of stdout")
    .action(async (flags: { out?: string }) => {
      const text = `${JSON.stringify(journeyJsonSchema(), null, 2)}\n`
      if (flags.out === undefined) cli.stdout.write(text)
      else await writeFile(flags.out, text)
    })
}

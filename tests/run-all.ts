// `npm test`: every test runner in turn, then one closing line summed from the runners' own
// JSON reports: `N passed, N failed[, N skipped]`. CI reads that line, so nothing may print
// after it and no other line starts with a digit. Exit 1 when anything failed or crashed.

import { existsSync, mkdirSync, readFileSync, rmSync } from "node:fs"
import { join, resolve } from "node:path"
import { chromium } from "./lib/chromium.ts"
import { FIGURES_DIR } from "./lib/reliability-figures.ts"
import { type ChildExit, runChild } from "./lib/run-child.ts"
import { parseSelection, usage, vitestProjects } from "./lib/selection.ts"
import {
  countsLine,
  crashed,
  emptyTally,
  fromPlaywright,
  fromVitest,
  type Tally,
  total,
  withUnhandled,
} from "./lib/tally.ts"
import { specDir } from "./spec-coverage/paths.ts"

const root = resolve(import.meta.dirname, "..")
const binDir = join(root, "node_modules/.bin")
const reportDir = join(root, "test-results")
const inCi = process.env.CI === "true"
// Tests that spawn `node` must get the project's Node 24, not the machine's older one.
const env = { ...process.env, PATH: `${binDir}:${process.env.PATH ?? ""}` }
const minutes = 60_000

// Each runner runs on the Node running this script (the project's, via npm's PATH).
const node = (
  script: string,
  args: readonly string[],
  timeoutMs: number,
  extraEnv = {},
): Promise<ChildExit> =>
  runChild(process.execPath, [script, ...args], { cwd: root, env: { ...env, ...extraEnv }, timeoutMs })

async function vitest(projects: readonly string[]): Promise<Tally> {
  heading(`vitest: ${projects.join(", ")}`)
  const report = join(reportDir, "vitest.json")
  const unhandled = join(reportDir, "vitest-unhandled.json")
  rmSync(report, { force: true })
  rmSync(unhandled, { force: true })
  // Figures from an earlier run must not pass for this one's (a suite skipped now would leave them).
  if (projects.includes("integration")) rmSync(FIGURES_DIR, { recursive: true, force: true })
  const filter = projects.length === vitestProjects.length ? [] : projects.map((p) => `--project=${p}`)
  const args = [
    "run",
    "--reporter=default",
    "--reporter=json",
    `--reporter=${join(root, "tests/lib/unhandled-errors-reporter.ts")}`,
    `--outputFile.json=${report}`,
    ...filter,
  ]
  // A guard against a hung run, not a budget: on the slow host of 2026-12-06 a passing run took
  // about 43 minutes, close to the 45 this guard allowed then.
  const exit = await node(join(binDir, "vitest"), args, 55 * minutes, { VITEST_UNHANDLED_REPORT: unhandled })
  const tally = readReport("vitest", report, exit, fromVitest)
  return existsSync(unhandled) ? withUnhandled(tally, JSON.parse(readFileSync(unhandled, "utf8"))) : tally
}

async function playwright(): Promise<Tally> {
  heading("playwright: tests/e2e in Chromium")
  if (!existsSync(chromium.executablePath)) {
    const why = `Chromium not installed at ${chromium.executablePath} (apt-get install -y chromium)`
    if (inCi)
      return { ...emptyTally("playwright"), failed: 1, notes: [`browser tests cannot run under CI: ${why}`] }
    console.log(`browser tests skipped: ${why}`)
    return { ...emptyTally("playwright"), skipped: 1, notes: [`browser tests skipped: ${why}`] }
  }
  const report = join(reportDir, "playwright.json")
  rmSync(report, { force: true })
  const exit = await node(join(binDir, "playwright"), ["test", "--pass-with-no-tests"], 45 * minutes, {
    E2E_JSON_REPORT: report,
  })
  return readReport("playwright", report, exit, fromPlaywright)
}

async function specCoverage(): Promise<Tally> {
  heading("spec coverage")
  // The specs live beside the project (../shared/seeds), as in CI; a lone clone has none to check.
  if (!existsSync(specDir) && process.env.CI !== "true") {
    console.log(`spec coverage skipped: no specs at ${specDir} (set SPEC_DIR; required under CI=true)`)
    return { ...emptyTally("spec coverage"), skipped: 1 }
  }
  const exit = await node(join(root, "tests/spec-coverage/check.ts"), [], 2 * minutes)
  if (exit.code === 0) return { ...emptyTally("spec coverage"), passed: 1 }
  return {
    ...emptyTally("spec coverage"),
    failed: 1,
    notes: [`spec coverage failed (${exit.how}): see above`],
  }
}

function readReport(
  runner: string,
  file: string,
  exit: ChildExit,
  parse: (report: unknown, code: number | null) => Tally,
): Tally {
  if (!existsSync(file)) return crashed(runner, exit.how)
  try {
    return parse(JSON.parse(readFileSync(file, "utf8")), exit.code)
  } catch (error) {
    return crashed(runner, `${exit.how}; report unreadable: ${(error as Error).message}`)
  }
}

function heading(title: string): void {
  console.log(`\n━━ ${title}`)
}

async function main(): Promise<number> {
  const selection = parseSelection(process.argv.slice(2))
  if ("error" in selection) {
    console.error(`${selection.error}\n${usage}`)
    return 2
  }
  mkdirSync(reportDir, { recursive: true })
  const tallies: Tally[] = []
  if (selection.vitest.length > 0) tallies.push(await vitest(selection.vitest))
  if (selection.e2e) tallies.push(await playwright())
  if (selection.coverage) tallies.push(await specCoverage())

  const sum = total(tallies)
  heading("summary")
  for (const t of tallies) console.log(`  ${t.runner.padEnd(14)}${countsLine(t)}`)
  for (const note of sum.notes) console.log(`  note: ${note}`)
  console.log(countsLine(sum))
  return sum.failed > 0 ? 1 : 0
}

process.exitCode = await main()

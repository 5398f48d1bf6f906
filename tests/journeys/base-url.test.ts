import { afterAll, beforeAll, describe, expect, it } from "vitest"
import type { Cli } from "#cli/commands/cli.ts"
import { loadJourneys } from "#cli/journey/load.ts"
import { runJourneys } from "#cli/journey/run.ts"
import { main } from "#cli/program.ts"
import { configFromEnv, type RunningServer, startServer } from "#server/start.ts"
import { explain } from "./explain.ts"

// A deployment started on its own, as an operator would with TEST_CONTROL=1, and the same
// journeys run against its URL: they must come out exactly as they do in-process.
let server: RunningServer
beforeAll(async () => {
  server = await startServer({
    ...configFromEnv({ PORT: "0", DATABASE_MEMORY: "1", TEST_CONTROL: "1", LOG_REQUESTS: "0" }),
    hostname: "127.0.0.1",
  })
}, 120_000)
afterAll(() => server?.close())

describe("journeys against --base-url", () => {
  // library.test.ts runs the same files in-process and requires every step to pass; requiring
  // the same here makes the two verdicts identical, step by step.
  it("pass exactly as they do in-process", async () => {
    const { journeys } = await loadJourneys(["fixtures/journeys"])
    const remote = await runJourneys(journeys, { baseUrl: server.url })
    expect(remote.map((r) => r.file)).toEqual(journeys.map((j) => j.file))
    for (const [i, r] of remote.entries()) {
      expect(r.passed, `${r.name}: ${explain(r)}`).toBe(true)
      expect(r.steps.map((s) => s.status)).toEqual(journeys[i]!.steps.map(() => "passed"))
    }
  }, 300_000)

  it("exit 0 from the CLI with a JSON report when all pass", async () => {
    const out: Array<string> = []
    let code = 0
    const cli: Cli = {
      stdout: { write: (t) => void out.push(t), isTTY: false },
      stderr: { write: () => {}, isTTY: false },
      env: {},
      cwd: process.cwd(),
      fail: (c) => {
        code = Math.max(code, c)
      },
      exitCode: () => code,
    }
    const file = "fixtures/journeys/finds-koramangala-by-typing-kora.yaml"
    const exit = await main(
      ["node", "booking", "journey", "run", file, "--base-url", server.url, "--reporter", "json"],
      cli,
    )
    expect(exit).toBe(0)
    const report = JSON.parse(out.join(""))
    expect(report.summary).toMatchObject({ total: 1, passed: 1, failed: 0 })
    expect(report.journeys[0].file).toBe(file)
  }, 60_000)
})

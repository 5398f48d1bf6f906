import { mkdtemp, readdir, rm } from "node:fs/promises"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { GENERATED_MACHINES } from "#cli/journey/generate-machines.ts"
import { runBooking } from "../lib/run-booking.ts"

// Model-based: the journeys xstate/graph derives from each supported machine's chart, run
// against the real server like any other journey (ADR 099). A generated step the machine or the
// server disagrees with fails here: the chart, the step mapping or the representative data is wrong.
let dir = ""
const machines = [...GENERATED_MACHINES.keys()]

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), "generated-journeys-"))
})
afterAll(async () => {
  await rm(dir, { recursive: true, force: true })
})

describe("generated journeys", () => {
  it("are written for every supported machine", async () => {
    for (const machine of machines) {
      const { exit, out } = await runBooking(
        "journey",
        "generate",
        "--machine",
        machine,
        "--out",
        join(dir, machine),
      )
      expect(exit, out).toBe(0)
      expect(out).toMatch(
        new RegExp(`^[1-9]\\d* journeys written to .* \\(shortest paths of ${machine}\\)$`, "m"),
      )
      const files = await readdir(join(dir, machine))
      expect(files.every((f) => new RegExp(`^${machine}-\\d+-[a-z0-9-]+\\.yaml$`).test(f))).toBe(true)
    }
  })

  it("pass in-process against the real server", async () => {
    const { exit, out } = await runBooking("journey", "run", ...machines.map((m) => join(dir, m)))
    expect(exit, out).toBe(0)
    expect(out).toMatch(/^[1-9]\d* passed, 0 failed/m)
  }, 300_000)
})

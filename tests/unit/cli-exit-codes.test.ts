import { spawnSync } from "node:child_process"
import { mkdtemp, readFile, writeFile } from "node:fs/promises"
import { createServer, type Server } from "node:http"
import type { AddressInfo } from "node:net"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { runBooking } from "../lib/run-booking.ts"

const good = `name: Types kora
now: 2026-11-20T10:00:00+05:30
steps:
  - location.type: kora
`
const bad = `name: Types kora
now: 2026-11-20T10:00:00+05:30
steps:
  - location.tpye: kora
`

let dir: string
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), "booking-cli-"))
  await writeFile(join(dir, "good.yaml"), good)
  await writeFile(join(dir, "good-again.yaml"), good.replace("Types kora", "Types kora again"))
  await writeFile(join(dir, "bad.yaml"), bad)
})

const run = runBooking

describe("booking exit codes", () => {
  it("exits 2 from the real binary on an invalid journey, naming file, line and fix", () => {
    const r = spawnSync(process.execPath, ["cli/bin.ts", "journey", "validate", join(dir, "bad.yaml")], {
      encoding: "utf8",
    })
    expect(r.status).toBe(2)
    expect(r.stderr).toContain(
      `${join(dir, "bad.yaml")}:4:5  steps[0].location.tpye: Unknown step 'location.tpye'`,
    )
    expect(r.stderr).toContain("hint: did you mean 'location.type'?")
  })

  it("exits 1 with one readable line when the database does not answer", () => {
    const r = spawnSync(process.execPath, ["cli/bin.ts", "db", "migrate"], {
      encoding: "utf8",
      env: { ...process.env, DATABASE_URL: "postgres://postgres@127.0.0.1:1/none", DEBUG: "" },
    })
    expect(r.status).toBe(1)
    expect(r.stderr.trim().split("\n")).toEqual([expect.stringMatching(/^booking: .*connect/i)])
  })

  it("exits 0 when every file is valid", async () => {
    expect(await run("journey", "validate", join(dir, "good.yaml"))).toMatchObject({
      exit: 0,
      out: "1 journey valid\n",
    })
  })

  it("exits 2 on unreadable files, unknown flags, bad flag values and no command", async () => {
    expect((await run("journey", "run", join(dir, "missing.yaml"))).exit).toBe(2)
    expect((await run("journey", "run", join(dir, "good.yaml"), "--reporter", "xml")).exit).toBe(2)
    expect((await run("journey", "run", join(dir, "good.yaml"), "--seed", "many")).exit).toBe(2)
    expect((await run("journey", "run", join(dir, "good.yaml"), "--frobnicate")).exit).toBe(2)
    expect((await run("journey", "run", join(dir, "good.yaml"), "--base-url", "not a url")).exit).toBe(2)
    const none = await run("journey", "run", join(dir, "good.yaml"), "--grep", "^nothing$")
    expect(none).toMatchObject({ exit: 2, err: "no journey matches --grep ^nothing$\n" })
    expect((await run()).exit).toBe(2)
  })

  it("exits 0 for help", async () => {
    const help = await run("journey", "run", "--help")
    expect(help.exit).toBe(0)
    expect(help.out).toContain("--reporter <name>")
  })

  it("lists the journey library by default", async () => {
    const list = await run("journey", "list")
    expect(list.exit).toBe(0)
    expect(list.out).toMatch(/\d+ journeys\n$/)
  })

  it("prints the JSON Schema", async () => {
    const schema = await run("journey", "schema")
    expect(JSON.parse(schema.out).title).toBe("Booking journey")
  })
})

describe("a journey that fails exits 1", () => {
  // A deployment without test control: every path answers 404, as the real server does then.
  let server: Server
  let baseUrl: string
  beforeAll(async () => {
    server = createServer((_, res) => {
      res.writeHead(404, { "content-type": "application/json" })
      res.end(JSON.stringify({ errors: [{ code: "not_found", message: "Not Found" }] }))
    })
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  })
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

  it("against a deployment without test control, and says why", async () => {
    const r = await run("journey", "run", join(dir, "good.yaml"), "--base-url", baseUrl)
    expect(r.exit).toBe(1)
    expect(r.out).toContain("✗ Types kora")
    expect(r.out).toContain("start it with TEST_CONTROL=1")
  })

  it("and with --bail stops after the first failed journey", async () => {
    const both = [join(dir, "good.yaml"), join(dir, "good-again.yaml")]
    const r = await run("journey", "run", ...both, "--base-url", baseUrl, "--bail", "--reporter", "json")
    expect(r.exit).toBe(1)
    const report = JSON.parse(r.out)
    expect(report.summary).toMatchObject({ total: 1, failed: 1 })
    expect(report.journeys[0].steps.every((s: { status: string }) => s.status === "skipped")).toBe(true)
  })

  it("and writes the report to --out", async () => {
    const out = join(dir, "report.xml")
    const r = await run(
      "journey",
      "run",
      join(dir, "good.yaml"),
      "--base-url",
      baseUrl,
      "--reporter",
      "junit",
      "--out",
      out,
    )
    expect(r.exit).toBe(1)
    expect(r.out).toBe(`0 passed, 1 failed; report in ${out}\n`)
    expect(await readFile(out, "utf8")).toContain(
      '<testsuites name="booking journeys" tests="1" failures="1"',
    )
  })
})

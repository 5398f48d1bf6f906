import { mkdtemp, readFile, writeFile } from "node:fs/promises"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { describe, expect, it } from "vitest"
import { loadJourneys, parseJourney } from "#cli/journey/load.ts"
import { durationMs, journeyJsonSchema } from "#cli/journey/schema.ts"

const valid = `name: Finds Koramangala by typing kora
now: 2026-11-20T10:00:00+05:30
steps:
  - location.focus
  - location.type: kora
  - time.advance: 500ms
  - expect.location:
      open: true
      options:
        first: { label: Koramangala, type: locality }
`

const problemsOf = (source: string) => parseJourney(source, "j.yaml").problems

describe("journey files", () => {
  it("reads a valid YAML journey into normalised steps with their lines", () => {
    const { journey, problems } = parseJourney(valid, "j.yaml")
    expect(problems).toEqual([])
    expect(journey?.channel).toBe("website")
    expect(journey?.steps.map((s) => [s.kind, s.line])).toEqual([
      ["location.focus", 4],
      ["location.type", 5],
      ["time.advance", 6],
      ["expect.location", 7],
    ])
    expect(journey?.steps[0]?.arg).toBeNull()
  })

  it("reads JSON with line numbers too", () => {
    const json = `{
  "name": "Short text shows nothing",
  "now": "2026-11-20T10:00:00Z",
  "steps": [
    { "location.type": "ko" },
    { "time.advanse": 500 }
  ]
}`
    const problems = problemsOf(json)
    expect(problems).toHaveLength(1)
    expect(problems[0]).toMatchObject({ file: "j.yaml", line: 6, message: "Unknown step 'time.advanse'" })
    expect(problems[0]?.hint).toContain("did you mean 'time.advance'?")
  })

  it("names the line and suggests the spelling of a mistyped key", () => {
    const problems = problemsOf(valid.replace("options:", "optoins:"))
    expect(problems).toHaveLength(1)
    expect(problems[0]).toMatchObject({
      line: 9,
      at: "steps[3].expect.location.optoins",
      message: "Unknown key 'optoins'",
    })
    expect(problems[0]?.hint).toMatch(
      /did you mean 'options'\?.*allowed here: text, placeholder, open, valid/,
    )
  })

  it("explains a missing or malformed now with an example", () => {
    const missing = problemsOf(valid.replace("now: 2026-11-20T10:00:00+05:30\n", ""))
    expect(missing).toEqual([expect.objectContaining({ at: "now", message: "Missing key", line: 1 })])
    expect(missing[0]?.hint).toContain("2026-11-20T10:00:00+05:30")
    const local = problemsOf(valid.replace("+05:30", ""))
    expect(local[0]).toMatchObject({ at: "now", line: 2 })
    expect(local[0]?.message).toContain("with an offset")
  })

  it("reports every problem of a file at once, each on its own line", () => {
    const source = `name: x
now: 2026-11-20T10:00:00Z
channel: phone
steps:
  - location.type
  - location.select: { index: -1 }
  - location.focus: now
  - [1, 2]
`
    const problems = problemsOf(source)
    expect(problems.map((p) => [p.line, p.at])).toEqual([
      [3, "channel"],
      [5, "steps[0]"],
      [6, "steps[1].location.select.index"],
      [7, "steps[2].location.focus"],
      [8, "steps[3]"],
    ])
    expect(problems[1]?.hint).toBe("write `- location.type: …`")
    expect(problems[3]?.hint).toContain("takes no argument")
    expect(problems[4]?.hint).toContain("its own list item")
  })

  it("gives the line of a YAML syntax error", () => {
    const problems = problemsOf(`name: x\nnow: 2026-11-20T10:00:00Z\nsteps:\n  - location.type: "kora\n`)
    expect(problems).toHaveLength(1)
    expect(problems[0]?.line).toBe(4)
    expect(problems[0]?.hint).toContain("unclosed quote")
  })

  it("wants either a cookie value or recent searches, and recent searches only in their cookie", () => {
    const base = "name: x\nnow: 2026-11-20T10:00:00Z\nsteps:\n"
    expect(problemsOf(`${base}  - cookie.set: { name: a }\n`)[0]?.message).toBe(
      "Give either value or recentSearches",
    )
    expect(
      problemsOf(`${base}  - cookie.set: { name: a, recentSearches: [{ label: Goa }] }\n`)[0],
    ).toMatchObject({
      at: "steps[0].cookie.set.name",
      message: "recentSearches needs name: recent_searches",
    })
  })

  it("wants a call before the first expect.response", () => {
    const problems = problemsOf(
      "name: x\nnow: 2026-11-20T10:00:00Z\nsteps:\n  - expect.response: { status: 400 }\n",
    )
    expect(problems).toEqual([
      expect.objectContaining({
        line: 4,
        message: "expect.response has no response to check",
        hint: "put an api.get, api.post or profile.load before it",
      }),
    ])
  })

  it("reads durations with units", () => {
    expect([
      durationMs(500),
      durationMs("500ms"),
      durationMs("30s"),
      durationMs("2h"),
      durationMs("31d"),
    ]).toEqual([500, 500, 30_000, 7_200_000, 31 * 86_400_000])
  })

  it("loads a directory's journey files in name order and skips the schema beside them", async () => {
    const dir = await mkdtemp(join(tmpdir(), "journeys-"))
    await writeFile(join(dir, "b.yaml"), valid.replace("Finds", "B finds"))
    await writeFile(
      join(dir, "a.json"),
      JSON.stringify({ name: "A", now: "2026-11-20T10:00:00Z", steps: ["location.focus"] }),
    )
    await writeFile(join(dir, "journey.schema.json"), "{}")
    await writeFile(join(dir, "notes.txt"), "not a journey")
    const { journeys, problems } = await loadJourneys([dir, join(dir, "missing.yaml")])
    expect(journeys.map((j) => j.name)).toEqual(["A", "B finds Koramangala by typing kora"])
    expect(problems).toEqual([
      expect.objectContaining({ file: join(dir, "missing.yaml"), message: "cannot read: ENOENT" }),
    ])
  })
})

describe("the journey JSON Schema", () => {
  it("describes every step kind and rejects unknown top-level keys", () => {
    const schema = journeyJsonSchema() as {
      additionalProperties: boolean
      required: Array<string>
      properties: { now: { pattern: string } }
    }
    expect(schema.additionalProperties).toBe(false)
    expect(schema.required).toEqual(["name", "now", "steps"])
    expect(new RegExp(schema.properties.now.pattern).test("2026-11-20T10:00:00+05:30")).toBe(true)
    const text = JSON.stringify(schema)
    for (const kind of [
      "location.type",
      "time.advance",
      "cookie.set",
      "api.get",
      "expect.location",
      "expect.response",
      "route.open",
      "otp.enter",
      "expect.session",
    ]) {
      expect(text).toContain(`"${kind}"`)
    }
  })

  it("is the file shipped beside the journeys (regenerate with `booking journey schema --out`)", async () => {
    const shipped = JSON.parse(await readFile("fixtures/journeys/journey.schema.json", "utf8"))
    expect(shipped).toEqual(journeyJsonSchema())
  })
})

import { describe, expect, it } from "vitest"
import { escapeXml } from "#cli/journey/report-junit.ts"
import { makeReporter, type ReporterName } from "#cli/journey/reporter.ts"
import { type JourneyResult, summarise } from "#cli/journey/result.ts"
import type { Journey } from "#cli/journey/schema.ts"

const passedJourney: JourneyResult = {
  name: "Finds Koramangala by typing kora",
  file: "fixtures/journeys/finds-koramangala-by-typing-kora.yaml",
  tags: ["autocomplete"],
  passed: true,
  durationMs: 120,
  steps: [
    { index: 0, kind: "location.type", line: 5, status: "passed", durationMs: 2 },
    { index: 1, kind: "expect.location", line: 6, status: "passed", durationMs: 0 },
  ],
}

const failedJourney: JourneyResult = {
  name: 'Sees <no> results for "zzzq" & more',
  file: "fixtures/journeys/sees-no-results-for-gibberish.yaml",
  tags: [],
  passed: false,
  durationMs: 1530,
  steps: [
    { index: 0, kind: "location.type", line: 5, status: "passed", durationMs: 3 },
    {
      index: 1,
      kind: "expect.location",
      line: 7,
      status: "failed",
      durationMs: 1,
      error: "1 expectation not met",
      mismatches: [{ at: "options", expected: [{ label: "No Results Found", disabled: true }], actual: [] }],
    },
    { index: 2, kind: "location.select", line: 11, status: "skipped", durationMs: 0 },
  ],
}

const refused: JourneyResult = {
  name: "Runs on gdc",
  file: "fixtures/journeys/gdc.yaml",
  tags: [],
  passed: false,
  durationMs: 5,
  steps: [{ index: 0, kind: "api.get", line: 4, status: "skipped", durationMs: 0 }],
  error: "the target has no test control (HTTP 404 from /api/test/clock): start it with TEST_CONTROL=1",
}

const results = [passedJourney, failedJourney, refused]

const render = (name: ReporterName, isTTY = false): string => {
  const chunks: Array<string> = []
  const reporter = makeReporter(name, { write: (t) => void chunks.push(t), isTTY })
  for (const [index, result] of results.entries()) {
    const journey = { name: result.name } as Journey
    reporter.onEvent({ type: "journey.start", journey, index, total: results.length })
    reporter.onEvent({ type: "journey.end", result })
  }
  reporter.finish(results, summarise(results, 1700))
  return chunks.join("")
}

describe("pretty reporter", () => {
  it("prints one line per journey with its mark and time, then each failure's step, place and diff", () => {
    const text = render("pretty")
    expect(text).toContain("  ✓ Finds Koramangala by typing kora (120 ms)\n")
    expect(text).toContain(`  ✗ Sees <no> results for "zzzq" & more (1.5 s)\n`)
    expect(text).toContain("step 2 expect.location  fixtures/journeys/sees-no-results-for-gibberish.yaml:7")
    expect(text).toMatch(
      /options\n\s+- expected \[ \{ label: 'No Results Found', disabled: true \} \]\n\s+\+ actual\s+\[\]/,
    )
    expect(text).toContain("1 later step skipped")
    expect(text).toContain("start it with TEST_CONTROL=1")
    expect(text.trimEnd().split("\n").at(-1)).toBe("1 passed, 2 failed (1.7 s)")
  })

  it("uses colours and in-place progress only on a terminal", () => {
    // biome-ignore lint/suspicious/noControlCharactersInRegex: looking for ANSI escapes is the point
    const ansi = /\x1b\[/
    expect(render("pretty", false)).not.toMatch(ansi)
    const tty = render("pretty", true)
    expect(tty).toMatch(ansi)
    expect(tty).toContain("\r\x1b[2K")
  })
})

describe("json reporter", () => {
  it("writes the summary and the runner's results as one JSON document", () => {
    const doc = JSON.parse(render("json"))
    expect(doc.summary).toEqual({ total: 3, passed: 1, failed: 2, durationMs: 1700 })
    expect(doc.journeys).toEqual(results)
    expect(doc.journeys[1].steps.map((s: { status: string }) => s.status)).toEqual([
      "passed",
      "failed",
      "skipped",
    ])
  })
})

/** A small well-formedness check: balanced tags, quoted attributes, only known entities. */
const checkXml = (xml: string): Array<{ name: string; attrs: Record<string, string> }> => {
  const body = xml.replace(/^<\?xml version="1\.0" encoding="UTF-8"\?>\n/, "")
  expect(body).not.toMatch(/&(?!(amp|lt|gt|quot|apos);)/)
  const stack: Array<string> = []
  const opened: Array<{ name: string; attrs: Record<string, string> }> = []
  const tag = /<(\/?)([A-Za-z][\w-]*)((?:\s+[\w-]+="[^"<]*")*)\s*(\/?)>/g
  let last = 0
  for (const m of body.matchAll(tag)) {
    expect(body.slice(last, m.index)).not.toMatch(/[<>]/)
    last = m.index + m[0].length
    const [, close, name, attrText, selfClose] = m
    if (close === "/") {
      expect(stack.pop()).toBe(name)
      continue
    }
    const attrs = Object.fromEntries(
      [...attrText!.matchAll(/([\w-]+)="([^"]*)"/g)].map((a) => [a[1]!, a[2]!]),
    )
    opened.push({ name: name!, attrs })
    if (selfClose !== "/") stack.push(name!)
  }
  expect(body.slice(last).trim()).toBe("")
  expect(stack).toEqual([])
  return opened
}

describe("junit reporter", () => {
  it("writes well-formed JUnit XML with a testcase per journey and the failed step in <failure>", () => {
    const xml = render("junit")
    const elements = checkXml(xml)
    const root = elements[0]!
    expect(root).toEqual({
      name: "testsuites",
      attrs: { name: "booking journeys", tests: "3", failures: "2", errors: "0", time: "1.700" },
    })
    expect(elements.filter((e) => e.name === "testsuite")).toHaveLength(3)
    const cases = elements.filter((e) => e.name === "testcase")
    expect(cases.map((c) => c.attrs.name)).toEqual([
      "Finds Koramangala by typing kora",
      "Sees &lt;no&gt; results for &quot;zzzq&quot; &amp; more",
      "Runs on gdc",
    ])
    const failures = elements.filter((e) => e.name === "failure")
    expect(failures).toHaveLength(2)
    expect(failures[0]?.attrs.message).toContain(
      "step 2 expect.location (fixtures/journeys/sees-no-results-for-gibberish.yaml:7)",
    )
    expect(xml).toContain("skipped 3. location.select (line 11)")
  })

  it("escapes markup and drops characters XML cannot hold", () => {
    expect(escapeXml(`a<b>&"c'\x1b[31md\x00`)).toBe("a&lt;b&gt;&amp;&quot;c&apos;[31md")
  })
})

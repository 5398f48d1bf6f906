import { describe, expect, it } from "vitest"
import {
  type CoverageMap,
  formatTestRefs,
  parseCoverageMap,
  parseTestRefs,
} from "../spec-coverage/coverage-map.ts"
import { containsText, evaluate, type SpecFile } from "../spec-coverage/evaluate.ts"
import { extractQuotedTexts } from "../spec-coverage/extract.ts"
import { splitCells } from "../spec-coverage/markdown-table.ts"
import { renderCoverageMap } from "../spec-coverage/render.ts"
import { excerpt, specLines } from "../spec-coverage/spec-lines.ts"

// Made-up texts only: real spec texts here would not count (the checker skips this file),
// but they would mislead a reader about where the product's texts are tested.
const texts = (md: string) => extractQuotedTexts(md).map((q) => q.text)

describe("extractQuotedTexts", () => {
  it("finds every quoted text on a line, with its line number", () => {
    const md = "intro\n- A banner reads 'Hello there' and then 'Goodbye now'."
    expect(extractQuotedTexts(md)).toEqual([
      { text: "Hello there", line: 2 },
      { text: "Goodbye now", line: 2 },
    ])
  })

  it("keeps a typographic apostrophe inside a quoted text", () => {
    expect(texts("- 'We’re nearly done.'")).toEqual(["We’re nearly done."])
  })

  it("does not take possessives or contractions for quote marks", () => {
    expect(texts("The guests' list; don't stop; the hotel's rooms.")).toEqual([])
    expect(texts("Label 'Our rooms' on the owners' page")).toEqual(["Our rooms"])
    expect(texts("a 'Don't panic' sign")).toEqual(["Don't panic"])
  })

  it("accepts punctuation inside and around a quote, and a quote at a line start", () => {
    expect(texts("'Start' here, ('inside'), then 'Done.'; and 'x-y'.")).toEqual([
      "Start",
      "inside",
      "Done.",
      "x-y",
    ])
  })

  it("never joins quotes across lines", () => {
    expect(texts("an 'open\nclose' pair")).toEqual([])
  })
})

describe("containsText", () => {
  it("needs the exact text", () => {
    expect(containsText('expect(x).toBe("Seats left")', "Seats left")).toBe(true)
    expect(containsText('expect(x).toBe("seats left")', "Seats left")).toBe(false)
  })

  it("matches whole words only, whatever punctuation the text holds", () => {
    expect(containsText("two Guests", "Guest")).toBe(false)
    expect(containsText('name: "Guest"', "Guest")).toBe(true)
    expect(containsText("sort=-checkout", "-check")).toBe(false)
    expect(containsText("a (1+2) b?", "(1+2) b?")).toBe(true)
  })

  it("lets placeholders stand for any value", () => {
    expect(containsText('"Hello Asha, see you"', "Hello {name}, see you")).toBe(true)
    expect(containsText('"Hello Asha"', "Hello {name}, see you")).toBe(false)
    // No literal part with letters: only the verbatim form counts.
    expect(containsText("12|oak", "{id}|{type}")).toBe(false)
  })
})

const spec: SpecFile = {
  name: "spec-demo.md",
  markdown: "# Demo\n\n- Button 'Book a bed' shows.\n\n| A | B |\n|---|---|\n| x | 'Late fee' |\n",
}

function mapWith(md: string): CoverageMap {
  const { map, problems } = parseCoverageMap(md)
  expect(problems).toEqual([])
  return map
}

const lineMap = "## Line map: `spec-demo.md`\n\n| Line | Spec text | Areas | Tests |\n|---|---|---|---|\n"
const fullLineMap = `${lineMap}| 3 | Button 'Book a bed' shows. | #2 | |\n| 7 | x / 'Late fee' | #4 | |\n`

describe("evaluate", () => {
  it("passes when built texts are in their named files and the rest are pending", () => {
    const map = mapWith(
      "### Built\n\n| Text | Issue | Test files |\n|---|---|---|\n| 'Book a bed' | #2 | `web/**` |\n\n" +
        `### Not yet built\n\n| Text | Issue |\n|---|---|\n| 'Late fee' | #6 |\n\n${fullLineMap}`,
    )
    const verdict = evaluate([spec], map, [{ path: "web/a/b.test.tsx", content: "getByText('Book a bed')" }])
    expect(verdict.errors).toEqual([])
    expect(verdict.counts).toEqual({
      texts: 2,
      built: 1,
      tested: 0,
      pending: 1,
      prose: 0,
      lines: 2,
      linesTested: 0,
    })
  })

  it("fails on a built text outside its named files, and on an unlisted untested text", () => {
    const map = mapWith(
      `### Built\n\n| Text | Issue | Test files |\n|---|---|---|\n| 'Book a bed' | #2 | \`web/**\` |\n\n${fullLineMap}`,
    )
    const verdict = evaluate([spec], map, [{ path: "tests/unit/x.test.ts", content: "Book a bed" }])
    expect(verdict.errors).toEqual([
      "'Book a bed' (built by #2) is in none of web/**; it is in tests/unit/x.test.ts",
      "'Late fee' (spec-demo.md:7) appears in no test and is not listed under 'Not yet built'",
    ])
  })

  it("notes a pending text that a test already holds", () => {
    const map = mapWith(
      `### Not yet built\n\n| Text | Issue |\n|---|---|\n| 'Late fee' | #6 |\n\n${fullLineMap}`,
    )
    const verdict = evaluate([spec], map, [{ path: "tests/e2e/a.spec.ts", content: "Late fee; Book a bed" }])
    expect(verdict.errors).toEqual([])
    expect(verdict.warnings).toEqual([
      "'Late fee' now appears in tests/e2e/a.spec.ts: move it to the Built table",
    ])
  })

  it("asks no test for a word the spec quotes in its own prose", () => {
    const map = mapWith(
      "### Not yet built\n\n| Text | Issue |\n|---|---|\n| 'Late fee' | #6 |\n\n" +
        `### Not product text\n\n| Text | Why |\n|---|---|\n| 'Book a bed' | a remark |\n\n${fullLineMap}`,
    )
    const verdict = evaluate([spec], map, [])
    expect(verdict.errors).toEqual([])
    expect(verdict.counts.prose).toBe(1)
  })

  it("fails when a spec line has no row, has changed, or names no area", () => {
    const changed = `${lineMap}| 3 | Button 'Book a cot' shows. | #2 | |\n| 7 | x / 'Late fee' | | |\n| 9 | gone | #2 | |\n`
    const verdict = evaluate([spec], mapWith(changed), [{ path: "tests/x", content: "Book a bed Late fee" }])
    expect(verdict.errors).toEqual([
      `line map of spec-demo.md: line 3 changed: now "Button 'Book a bed' shows."`,
      "line map of spec-demo.md: line 7 names no issue area",
      "line map of spec-demo.md: row for line 9 matches no spec line",
    ])
    const none = evaluate([spec], mapWith(""), [])
    expect(none.errors).toContain("no 'Line map: spec-demo.md' table")
  })

  it("reports malformed rows instead of dropping them", () => {
    const { problems } = parseCoverageMap(
      "### Not yet built\n\n| Text | Issue |\n|---|---|\n| 'Late fee' | #? |\n",
    )
    expect(problems).toEqual(["'Not yet built' row for 'Late fee' needs one #issue"])
  })
})

describe("the tests a line map names", () => {
  const pendingOnly = "### Not yet built\n\n| Text | Issue |\n|---|---|\n| 'Late fee' | #6 |\n\n"
  const withTests = (line3: string, line7 = "") =>
    mapWith(
      `${pendingOnly}${lineMap}| 3 | Button 'Book a bed' shows. | #2 | ${line3} |\n| 7 | x / 'Late fee' | #4 | ${line7} |\n`,
    )
  const files = [
    {
      path: "web/bed/bed.test.tsx",
      content: 'it("shows the bed button", () => expect(x).toBe("Book a bed"))',
    },
    { path: "fixtures/journeys/books-a-bed.yaml", content: "name: Books a bed" },
  ]

  it("passes when each named file is a test file that holds the named title", () => {
    const verdict = evaluate(
      [spec],
      withTests(
        "`web/bed/bed.test.tsx` › shows the bed button<br>`fixtures/journeys/books-a-bed.yaml`",
        "none yet",
      ),
      files,
    )
    expect(verdict.errors).toEqual([])
    expect(verdict.counts.linesTested).toBe(1)
  })

  it("fails when a named file does not exist or is no test file", () => {
    const verdict = evaluate(
      [spec],
      withTests("`web/bed/gone.test.tsx` › shows the bed button<br>`web/bed/bed.tsx` › shows the bed button"),
      files,
    )
    expect(verdict.errors).toEqual([
      "line map of spec-demo.md: line 3 names web/bed/gone.test.tsx, which is no test file (missing, " +
        "or not under tests/ or fixtures/journeys/ and not a *.test.ts, *.test.tsx or *.spec.ts)",
      "line map of spec-demo.md: line 3 names web/bed/bed.tsx, which is no test file (missing, " +
        "or not under tests/ or fixtures/journeys/ and not a *.test.ts, *.test.tsx or *.spec.ts)",
    ])
    expect(verdict.counts.linesTested).toBe(1)
  })

  it("fails when the named title is not in the file, in any row", () => {
    const verdict = evaluate(
      [spec],
      withTests(
        "`web/bed/bed.test.tsx` › shows the cot button",
        "`web/bed/bed.test.tsx` › Shows the bed button",
      ),
      files,
    )
    expect(verdict.errors).toEqual([
      'line map of spec-demo.md: line 3: "shows the cot button" is not in web/bed/bed.test.tsx',
      'line map of spec-demo.md: line 7: "Shows the bed button" is not in web/bed/bed.test.tsx',
    ])
  })

  it("fails on an entry that is not `file` or `file` › title", () => {
    const verdict = evaluate(
      [spec],
      withTests("web/bed/bed.test.tsx › shows the bed button; `web/bed/bed.test.tsx` ›"),
      files,
    )
    expect(verdict.errors).toEqual([
      'line map of spec-demo.md: line 3: "web/bed/bed.test.tsx › shows the bed button; `web/bed/bed.test.tsx` ›" ' +
        "is not `file` or `file` › test title",
    ])
  })

  it("reads entries split by <br>, and none from an empty cell or 'none yet'", () => {
    expect(parseTestRefs(" `a.test.ts` ›  one title <br> `b.yaml` ")).toEqual({
      refs: [
        { file: "a.test.ts", title: "one title" },
        { file: "b.yaml", title: null },
      ],
      malformed: [],
    })
    expect(parseTestRefs("")).toEqual({ refs: [], malformed: [] })
    expect(parseTestRefs(" none yet ")).toEqual({ refs: [], malformed: [] })
    expect(parseTestRefs("`a.test.ts` › x<br>")).toEqual({
      refs: [{ file: "a.test.ts", title: "x" }],
      malformed: [""],
    })
    expect(formatTestRefs(parseTestRefs("`a.test.ts`›x<br>`b.yaml`").refs)).toBe(
      "`a.test.ts` › x<br>`b.yaml`",
    )
  })

  it("survives regeneration: the generator keeps each row's tests in its own layout", () => {
    const specs = [spec]
    const old = withTests(
      "`web/bed/bed.test.tsx`›shows the bed button <br>`fixtures/journeys/books-a-bed.yaml`",
      "none yet",
    )
    // 'Book a bed' is untested and unlisted here, so the rewrite leaves it for a person (#?).
    const again = parseCoverageMap(renderCoverageMap(specs, old)).map
    expect(again.lineMaps.get("spec-demo.md")!.map((r) => r.tests)).toEqual([
      "`web/bed/bed.test.tsx` › shows the bed button<br>`fixtures/journeys/books-a-bed.yaml`",
      "none yet",
    ])
    // A malformed cell is kept as written, so the check still names it.
    const broken = withTests("web/bed/bed.test.tsx")
    expect(
      parseCoverageMap(renderCoverageMap(specs, broken)).map.lineMaps.get("spec-demo.md")![0]!.tests,
    ).toBe("web/bed/bed.test.tsx")
  })
})

describe("the map file", () => {
  it("renders what it parses, keeping decisions and escaping pipes", () => {
    const md = renderCoverageMap(
      [{ name: "spec-demo.md", markdown: "- Id is '{a}|{b}' here" }],
      mapWith(
        "### Not yet built\n\n| Text | Issue |\n|---|---|\n| '{a}\\|{b}' | #5 |\n\n" +
          "## Line map: `spec-demo.md`\n\n| Line | Spec text | Areas | Tests |\n|---|---|---|---|\n" +
          "| 1 | Id is '{a}/{b}' here | #5 | `tests/unit/id.test.ts` |\n",
      ),
    )
    const again = mapWith(md)
    expect(again.pending).toEqual([{ text: "{a}|{b}", issue: 5 }])
    expect(again.lineMaps.get("spec-demo.md")).toEqual([
      { line: 1, excerpt: "Id is '{a}/{b}' here", areas: [5], tests: "`tests/unit/id.test.ts`" },
    ])
    expect(renderCoverageMap([{ name: "spec-demo.md", markdown: "- Id is '{a}|{b}' here" }], again)).toBe(md)
  })

  it("splits table cells on unescaped pipes only", () => {
    expect(splitCells("| 'a\\|b' | #5 |")).toEqual(["'a|b'", "#5"])
  })

  it("maps bullets, paragraphs and table rows but not headings or table headers", () => {
    const lines = specLines("# T\n\npara\n- bullet\n| H |\n|---|\n| row |\n")
    expect(lines).toEqual([
      { line: 3, text: "para" },
      { line: 4, text: "bullet" },
      { line: 7, text: "row" },
    ])
    expect(excerpt("word ".repeat(30)).endsWith("…")).toBe(true)
  })
})

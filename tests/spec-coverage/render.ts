import {
  type BuiltText,
  builtHeading,
  type CoverageMap,
  formatTestRefs,
  type LineRow,
  lineMapPrefix,
  noTestsYet,
  type PendingText,
  parseTestRefs,
  pendingHeading,
  proseHeading,
} from "./coverage-map.ts"
import type { SpecFile } from "./evaluate.ts"
import { extractQuotedTexts } from "./extract.ts"
import { escapeCell, tableRow } from "./markdown-table.ts"
import { excerpt, specLines } from "./spec-lines.ts"

export const areas: ReadonlyArray<readonly [number, string]> = [
  [2, "Foundation: skeleton, storage, contract, catalogue, rendering, journey runner, autocomplete"],
  [3, "Sign-in and sessions"],
  [4, "Search and discovery: widget, pricing engine, results, listings, filters, sort, map"],
  [5, "Hotel page"],
  [6, "Checkout, payment and confirmation"],
  [7, "Account: profile, booking history, cancellation, login interrupt"],
  [8, "Rewards, feedback and reviews, content pages, languages"],
  [9, "QA harness"],
  [10, "Performance"],
  [11, "Reliability and security"],
  [12, "Accessibility, visual quality, error states"],
]

const intro = `# Spec coverage

Where each line of the two specs (\`../shared/seeds/\`) is built and tested. \`npm test\` runs
\`tests/spec-coverage/check.ts\`, which fails when:

- a text the specs quote in single quotes appears in no test (a file under \`tests/\`, a journey
  under \`fixtures/journeys/\`, or a \`*.test.ts\`, \`*.test.tsx\`, \`*.spec.ts\` anywhere), unless the
  'Not yet built' table lists it (or 'Not product text', for a word the spec quotes in its own
  prose);
- a 'Built' text is missing from the test files its row names (globs);
- a spec line has no row in its line map, its row names no issue, or the line has changed since
  the row was written;
- a Tests entry of a line map names a file that is not a test file, or a test title that file
  does not contain.

A text with \`{placeholders}\` counts as present when each of its literal parts is in one file.
When a feature lands, move its texts from 'Not yet built' to 'Built' and name the tests; fill
the Tests column of the line maps as tests are written. A Tests entry is \`path\` › test
title, or a path alone for a journey or a file of generated (model-based) tests; entries are
separated by \`<br>\`. \`none yet\` marks a line of a built area that no test checks yet. After
a spec change, \`node tests/spec-coverage/generate.ts\` rewrites this file, keeping every
decision already made and leaving new lines and texts for a person to assign.`

export function renderCoverageMap(specs: readonly SpecFile[], old: CoverageMap): string {
  const quoted = [...new Set(specs.flatMap((s) => extractQuotedTexts(s.markdown).map((q) => q.text)))]
  const known = new Set([...old.built, ...old.pending, ...old.prose].map((r) => r.text))
  const fresh = quoted.filter((t) => !known.has(t)).map((text) => ({ text, issue: Number.NaN }))
  const parts = [
    intro,
    "## Issue areas",
    table(
      ["Area", "Issue"],
      areas.map(([n, title]) => [`#${n}`, title]),
    ),
    "## Quoted texts",
    `### ${builtHeading}`,
    table(["Text", "Issue", "Test files"], old.built.map(builtRow)),
    `### ${pendingHeading}`,
    table(["Text", "Issue"], [...old.pending, ...fresh].map(pendingRow)),
    `### ${proseHeading}`,
    table(
      ["Text", "Why no test needs it"],
      old.prose.map((p) => [quote(p.text), escapeCell(p.why)]),
    ),
    ...specs.flatMap((spec) => [
      `## ${lineMapPrefix}\`${spec.name}\``,
      table(["Line", "Spec text", "Areas", "Tests"], lineRows(spec, old.lineMaps.get(spec.name) ?? [])),
    ]),
  ]
  return `${parts.join("\n\n")}\n`
}

const quote = (text: string): string => `'${escapeCell(text)}'`
const issueCell = (n: number): string => (Number.isNaN(n) ? "#?" : `#${n}`)

const builtRow = (b: BuiltText): string[] => [
  quote(b.text),
  issueCell(b.issue),
  b.testFiles.map((f) => `\`${f}\``).join(", "),
]
const pendingRow = (p: PendingText): string[] => [quote(p.text), issueCell(p.issue)]

// A row keeps its decisions when its line is unchanged, or moved but still word for word.
function lineRows(spec: SpecFile, oldRows: readonly LineRow[]): string[][] {
  return specLines(spec.markdown).map(({ line, text }) => {
    const cut = excerpt(text)
    const kept =
      oldRows.find((r) => r.line === line && r.excerpt === cut) ?? oldRows.find((r) => r.excerpt === cut)
    const areasCell = (kept?.areas ?? []).map((n) => `#${n}`).join(", ")
    return [String(line), cut, areasCell, escapeCell(testsCell(kept?.tests ?? ""))]
  })
}

// The Tests cell in the generator's own layout; a malformed one stays as written for the check to name.
function testsCell(cell: string): string {
  if (cell.trim() === noTestsYet) return noTestsYet
  const { refs, malformed } = parseTestRefs(cell)
  return malformed.length > 0 ? cell : formatTestRefs(refs)
}

const table = (head: readonly string[], rows: readonly (readonly string[])[]): string =>
  [tableRow(head), tableRow(head.map(() => "---")), ...rows.map(tableRow)].join("\n")

import { matchesGlob } from "node:path"
import { type CoverageMap, type LineRow, parseTestRefs } from "./coverage-map.ts"
import { extractQuotedTexts } from "./extract.ts"
import { excerpt, specLines } from "./spec-lines.ts"

export interface SpecFile {
  /** File name only, as the map's 'Line map:' headings name it. */
  readonly name: string
  readonly markdown: string
}

export interface TestFile {
  /** Relative to the repository root, with forward slashes. */
  readonly path: string
  readonly content: string
}

export interface Verdict {
  readonly errors: string[]
  readonly warnings: string[]
  readonly counts: {
    texts: number
    built: number
    tested: number
    pending: number
    prose: number
    lines: number
    /** Line-map rows that name at least one test. */
    linesTested: number
  }
}

/**
 * Whether a test file holds a quoted text, as whole words ('Guest' is not in "Guests"). A
 * text with `{placeholders}` counts when every literal part of it that has a letter or digit
 * appears in the file, since a test writes the filled-in value ('Welcome {name}' → "Welcome Asha").
 */
export function containsText(content: string, text: string): boolean {
  const placeholder = /\{[^}]*\}/
  const parts = text
    .split(new RegExp(placeholder, "g"))
    .map((p) => p.trim())
    .filter((p) => /[\p{L}\p{N}]/u.test(p))
  if (parts.length === 0 || !placeholder.test(text)) return wholeWords(text).test(content)
  return parts.every((p) => wholeWords(p).test(content))
}

function wholeWords(text: string): RegExp {
  const escaped = text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")
  const before = /^[\p{L}\p{N}_]/u.test(text) ? "(?<![\\p{L}\\p{N}_])" : ""
  const after = /[\p{L}\p{N}_]$/u.test(text) ? "(?![\\p{L}\\p{N}_])" : ""
  return new RegExp(`${before}${escaped}${after}`, "u")
}

export function evaluate(specs: readonly SpecFile[], map: CoverageMap, tests: readonly TestFile[]): Verdict {
  const errors: string[] = []
  const warnings: string[] = []
  const counts = { texts: 0, built: 0, tested: 0, pending: 0, prose: 0, lines: 0, linesTested: 0 }

  const quoted = new Map<string, string>()
  for (const spec of specs) {
    for (const q of extractQuotedTexts(spec.markdown)) {
      if (!quoted.has(q.text)) quoted.set(q.text, `${spec.name}:${q.line}`)
    }
  }
  counts.texts = quoted.size

  for (const [text, where] of quoted) {
    if (map.prose.some((p) => p.text === text)) {
      counts.prose++
      continue
    }
    const built = map.built.find((b) => b.text === text)
    const pending = map.pending.find((p) => p.text === text)
    const holders = tests.filter((t) => containsText(t.content, text))
    if (built && pending) errors.push(`'${text}' is listed both as built and as not yet built`)
    if (built) {
      const named = holders.filter((t) => built.testFiles.some((glob) => matchesGlob(t.path, glob)))
      if (named.length > 0) counts.built++
      else {
        const elsewhere = holders[0] ? `; it is in ${holders[0].path}` : ""
        errors.push(
          `'${text}' (built by #${built.issue}) is in none of ${built.testFiles.join(", ")}${elsewhere}`,
        )
      }
    } else if (holders.length > 0) {
      counts.tested++
      if (pending) warnings.push(`'${text}' now appears in ${holders[0]!.path}: move it to the Built table`)
    } else if (pending) counts.pending++
    else errors.push(`'${text}' (${where}) appears in no test and is not listed under 'Not yet built'`)
  }

  for (const row of [...map.built, ...map.pending, ...map.prose]) {
    if (!quoted.has(row.text)) warnings.push(`'${row.text}' is in the map but no spec quotes it any more`)
  }

  for (const spec of specs) counts.lines += checkLineMap(spec, map, errors)
  const byPath = new Map(tests.map((t) => [t.path, t.content]))
  for (const [name, rows] of map.lineMaps) counts.linesTested += checkTestRefs(name, rows, byPath, errors)
  return { errors, warnings, counts }
}

/**
 * Every test a line map names exists: its file is one of the test files, and the title after
 * › appears in that file. Returns how many rows name at least one test.
 */
function checkTestRefs(
  specName: string,
  rows: readonly LineRow[],
  tests: ReadonlyMap<string, string>,
  errors: string[],
): number {
  let named = 0
  for (const row of rows) {
    const where = `line map of ${specName}: line ${row.line}`
    errors.push(...testRefProblems(row.tests, tests, where))
    if (parseTestRefs(row.tests).refs.length > 0) named++
  }
  return named
}

/**
 * What is wrong with a Tests cell, each problem starting with `where`: an entry in another shape
 * than `` `file` `` or `` `file` › test title ``, a file that is not one of `tests`, or a title
 * that file does not contain. Other documents that name tests the same way
 * (docs/error-states.md) are checked by it too.
 */
export function testRefProblems(cell: string, tests: ReadonlyMap<string, string>, where: string): string[] {
  const problems: string[] = []
  const { refs, malformed } = parseTestRefs(cell)
  for (const entry of malformed)
    problems.push(`${where}: "${entry}" is not \`file\` or \`file\` › test title`)
  for (const { file, title } of refs) {
    const content = tests.get(file)
    if (content === undefined)
      problems.push(
        `${where} names ${file}, which is no test file (missing, or not under tests/ or ` +
          "fixtures/journeys/ and not a *.test.ts, *.test.tsx or *.spec.ts)",
      )
    else if (title !== null && !content.includes(title))
      problems.push(`${where}: "${title}" is not in ${file}`)
  }
  return problems
}

/** Every line of the spec has a row naming it, its start unchanged, with at least one issue area. */
function checkLineMap(spec: SpecFile, map: CoverageMap, errors: string[]): number {
  const rows = map.lineMaps.get(spec.name)
  if (!rows) {
    errors.push(`no 'Line map: ${spec.name}' table`)
    return 0
  }
  const byLine = new Map(rows.map((r) => [r.line, r]))
  const lines = specLines(spec.markdown)
  const problems: string[] = []
  for (const { line, text } of lines) {
    const row = byLine.get(line)
    if (!row) problems.push(`line ${line} has no row`)
    else if (row.excerpt !== excerpt(text)) problems.push(`line ${line} changed: now "${excerpt(text)}"`)
    else if (row.areas.length === 0) problems.push(`line ${line} names no issue area`)
  }
  const wanted = new Set(lines.map((l) => l.line))
  for (const row of rows)
    if (!wanted.has(row.line)) problems.push(`row for line ${row.line} matches no spec line`)
  // A changed spec can shift every row; the first few say enough.
  for (const p of problems.slice(0, 8)) errors.push(`line map of ${spec.name}: ${p}`)
  if (problems.length > 8) errors.push(`line map of ${spec.name}: ${problems.length - 8} more like these`)
  return problems.length === 0 ? lines.length : 0
}

import { tablesByHeading } from "./markdown-table.ts"

/** A quoted text that is built: the named test files (globs) must contain it. */
export interface BuiltText {
  readonly text: string
  readonly issue: number
  readonly testFiles: readonly string[]
}

/** A quoted text whose feature a later issue builds; until then no test needs to hold it. */
export interface PendingText {
  readonly text: string
  readonly issue: number
}

/** A quoted word the spec uses in its own prose, not a text the product shows or stores. */
export interface ProseText {
  readonly text: string
  readonly why: string
}

/** One row of a line map: a spec line, the issue areas it belongs to and the tests that check it. */
export interface LineRow {
  readonly line: number
  readonly excerpt: string
  readonly areas: readonly number[]
  readonly tests: string
}

/**
 * One entry of a line map's Tests cell: a test file and the title of one test in it, written
 * `` `path` › title ``. A journey, or a file whose tests are generated (model-based paths),
 * is named by its file alone.
 */
export interface TestRef {
  readonly file: string
  readonly title: string | null
}

export interface CoverageMap {
  readonly built: readonly BuiltText[]
  readonly pending: readonly PendingText[]
  readonly prose: readonly ProseText[]
  /** Keyed by the spec's file name. */
  readonly lineMaps: ReadonlyMap<string, readonly LineRow[]>
}

export const builtHeading = "Built"
export const pendingHeading = "Not yet built"
export const proseHeading = "Not product text"
export const lineMapPrefix = "Line map: "
/** What a Tests cell says when the line's area is built but no test checks the line yet. */
export const noTestsYet = "none yet"
/** Between the entries of a Tests cell; a Markdown table cell holds no line breaks of its own. */
export const testRefSeparator = "<br>"
const titleMark = "›"

/** Reads docs/spec-coverage.md. Malformed rows are reported, not dropped silently. */
export function parseCoverageMap(markdown: string): { map: CoverageMap; problems: string[] } {
  const problems: string[] = []
  const tables = tablesByHeading(markdown)
  const built: BuiltText[] = []
  for (const [text, issue, files] of tables.get(builtHeading) ?? []) {
    const parsed = issueNumbers(issue ?? "")
    const testFiles = codeSpans(files ?? "")
    if (parsed.length !== 1 || testFiles.length === 0)
      problems.push(`Built row for ${text} needs #issue and test files`)
    else built.push({ text: unquote(text ?? ""), issue: parsed[0]!, testFiles })
  }
  const pending: PendingText[] = []
  for (const [text, issue] of tables.get(pendingHeading) ?? []) {
    const parsed = issueNumbers(issue ?? "")
    if (parsed.length !== 1) problems.push(`'Not yet built' row for ${text} needs one #issue`)
    else pending.push({ text: unquote(text ?? ""), issue: parsed[0]! })
  }
  const prose = (tables.get(proseHeading) ?? []).map(([text, why]) => ({
    text: unquote(text ?? ""),
    why: why ?? "",
  }))
  const lineMaps = new Map<string, LineRow[]>()
  for (const [heading, rows] of tables) {
    if (!heading.startsWith(lineMapPrefix)) continue
    const file = heading.slice(lineMapPrefix.length).replaceAll("`", "").trim()
    lineMaps.set(
      file,
      rows.map(([line, text, areas, tests]) => ({
        line: Number(line),
        excerpt: text ?? "",
        areas: issueNumbers(areas ?? ""),
        tests: tests ?? "",
      })),
    )
  }
  return { map: { built, pending, prose, lineMaps }, problems }
}

/** `#2, #4` → [2, 4]. */
export const issueNumbers = (cell: string): number[] => [...cell.matchAll(/#(\d+)/g)].map((m) => Number(m[1]))

const codeSpans = (cell: string): string[] => [...cell.matchAll(/`([^`]+)`/g)].map((m) => m[1]!.trim())

// The map writes each text in single quotes, as the spec does.
const unquote = (cell: string): string => (/^'.*'$/s.test(cell) ? cell.slice(1, -1) : cell)

const testRefPattern = /^`([^`]+)`(?:\s*›\s*(\S.*))?$/su

/**
 * The entries of a Tests cell. An empty cell and `none yet` name no tests; an entry in any
 * other shape than `` `path` `` or `` `path` › title `` comes back in `malformed`.
 */
export function parseTestRefs(cell: string): { refs: TestRef[]; malformed: string[] } {
  const refs: TestRef[] = []
  const malformed: string[] = []
  const trimmed = cell.trim()
  if (trimmed === "" || trimmed === noTestsYet) return { refs, malformed }
  for (const entry of trimmed.split(testRefSeparator).map((e) => e.trim())) {
    const match = testRefPattern.exec(entry)
    if (match === null) malformed.push(entry)
    else refs.push({ file: match[1]!.trim(), title: match[2]?.trim() ?? null })
  }
  return { refs, malformed }
}

/** The Tests cell for `refs`, as the generator writes it. */
export const formatTestRefs = (refs: readonly TestRef[]): string =>
  refs
    .map((r) => (r.title === null ? `\`${r.file}\`` : `\`${r.file}\` ${titleMark} ${r.title}`))
    .join(testRefSeparator)

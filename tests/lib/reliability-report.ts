import type { Figures } from "./reliability-figures.ts"

/** One suite's file as `recordFigures` wrote it. */
export interface SuiteFigures {
  readonly suite: string
  readonly recordedAt: string
  readonly figures: Figures
}

/** Figures that must be 0 for the product to keep its promises; summed over every suite that reports them. */
export const MUST_BE_ZERO = ["bookingsLost", "oversells", "serverErrors"] as const

/** Figures worth a total over the suites that report them: how much was tried. */
export const SUMMED = ["requests", "commands", "crashesInjected", "racesRun", "checkouts"] as const

const START = "<!-- figures:start -->"
const END = "<!-- figures:end -->"

/** `serverErrors` → `server errors`, so the table reads as words. */
const words = (name: string) => name.replace(/([a-z0-9])([A-Z])/g, "$1 $2").toLowerCase()

const number = (value: number) => value.toLocaleString("en-GB")

/** A Markdown table with its columns padded to one width, as the repository's formatter writes them. */
const table = (rows: ReadonlyArray<ReadonlyArray<string>>): string => {
  const widths = rows[0]!.map((_, i) => Math.max(3, ...rows.map((row) => row[i]!.length)))
  const line = (cells: ReadonlyArray<string>) =>
    `| ${cells.map((c, i) => c.padEnd(widths[i]!)).join(" | ")} |`
  return [line(rows[0]!), line(widths.map((w) => "-".repeat(w))), ...rows.slice(1).map(line)].join("\n")
}

/** The figures section: the totals of what must be 0 and of what was tried, then one table per suite. */
export const figuresSection = (suites: ReadonlyArray<SuiteFigures>): string => {
  if (suites.length === 0) return "No reliability suite has recorded figures yet: run `npm test`.\n"
  const sorted = [...suites].sort((a, b) => a.suite.localeCompare(b.suite))
  const total = (name: string) => {
    const reporting = sorted.filter((s) => typeof s.figures[name] === "number")
    const sum = reporting.reduce((acc, s) => acc + (s.figures[name] ?? 0), 0)
    return [words(name), number(sum), String(reporting.length)]
  }
  const tables = sorted.map((s) => {
    const rows = Object.entries(s.figures).map(([name, value]) => [words(name), number(value)])
    return [
      `### ${s.suite}`,
      "",
      `Recorded ${s.recordedAt}.`,
      "",
      table([["figure", "value"], ...rows]),
    ].join("\n")
  })
  return [
    table([["must be 0", "total", "suites reporting it"], ...MUST_BE_ZERO.map(total)]),
    "",
    table([["tried", "total", "suites reporting it"], ...SUMMED.map(total)]),
    "",
    ...tables.flatMap((t) => [t, ""]),
  ].join("\n")
}

/** `document` with the text between the figures markers replaced; an error when the markers are missing. */
export const withFigures = (document: string, section: string): string => {
  const start = document.indexOf(START)
  const end = document.indexOf(END)
  if (start < 0 || end < start) throw new Error(`the document lacks the markers ${START} … ${END}`)
  return `${document.slice(0, start + START.length)}\n${section}${document.slice(end)}`
}

import { isSeparatorRow, isTableRow, splitCells } from "./markdown-table.ts"

/** One line of a spec that says something: a bullet, a table row or a paragraph. */
export interface SpecLine {
  /** 1-based. */
  readonly line: number
  /** The line's words without Markdown list or table marks. */
  readonly text: string
}

/** Lines the coverage map must account for: everything but headings, blanks and table headers. */
export function specLines(markdown: string): SpecLine[] {
  const lines = markdown.split(/\r?\n/)
  const out: SpecLine[] = []
  lines.forEach((raw, i) => {
    if (raw.trim() === "" || /^#{1,6}\s/.test(raw)) return
    if (isTableRow(raw) && (isSeparatorRow(raw) || isSeparatorRow(lines[i + 1] ?? ""))) return
    out.push({ line: i + 1, text: plain(raw) })
  })
  return out
}

function plain(raw: string): string {
  if (isTableRow(raw)) return splitCells(raw).join(" / ")
  return raw
    .trim()
    .replace(/^[-*+]\s+/, "")
    .replace(/^\d+\.\s+/, "")
}

const excerptLength = 60

/**
 * The start of a line, short enough for a table cell and long enough to notice when the
 * spec line it names has changed. Never contains a pipe, so it needs no escaping.
 */
export function excerpt(text: string): string {
  const clean = text.replaceAll("|", "/")
  if (clean.length <= excerptLength) return clean
  const cut = clean.lastIndexOf(" ", excerptLength)
  return `${clean.slice(0, cut > 20 ? cut : excerptLength)}…`
}

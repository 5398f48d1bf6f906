/** The rows of every Markdown table, grouped by the heading they stand under (header row left out). */
export function tablesByHeading(markdown: string): Map<string, string[][]> {
  const tables = new Map<string, string[][]>()
  let heading = ""
  const lines = markdown.split(/\r?\n/)
  lines.forEach((line, i) => {
    const headingMatch = /^#{1,6}\s+(.*?)\s*$/.exec(line)
    if (headingMatch) {
      heading = headingMatch[1]!
      return
    }
    if (!isTableRow(line) || isSeparatorRow(line) || isSeparatorRow(lines[i + 1] ?? "")) return
    const rows = tables.get(heading) ?? []
    rows.push(splitCells(line))
    tables.set(heading, rows)
  })
  return tables
}

export const isTableRow = (line: string): boolean => line.trimStart().startsWith("|")

export const isSeparatorRow = (line: string): boolean => /^\s*\|(\s*:?-+:?\s*\|)+\s*$/.test(line)

/** Cells of one row; `\|` stands for a pipe inside a cell. */
export function splitCells(row: string): string[] {
  const inner = row.trim().replace(/^\|/, "").replace(/\|$/, "")
  return inner.split(/(?<!\\)\|/).map((cell) => cell.trim().replaceAll("\\|", "|"))
}

/** A cell holding `text`, escaped so the table keeps its shape. */
export const escapeCell = (text: string): string => text.replaceAll("|", "\\|")

export const tableRow = (cells: readonly string[]): string => `| ${cells.join(" | ")} |`

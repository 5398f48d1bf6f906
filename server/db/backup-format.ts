/**
 * The file `booking db backup` writes and `booking db restore` reads (ADR draft 'Durability'): our
 * own tables as text, the same for PGlite and PostgreSQL. One record a line:
 *
 *   {"format":"booking-backup","version":1,"createdAt":…,"source":…,"migrations":[…]}
 *   row<TAB><table><TAB><the row as PostgreSQL's row_to_json wrote it>
 *   sequence<TAB><name><TAB><last value><TAB><true|false: is_called>
 *   end<TAB>{"rows":{<table>:<count>,…},"sequences":<count>}
 *
 * Rows stay as PostgreSQL wrote them and go back through json_populate_recordset, so every column
 * type round-trips without JavaScript reading numbers (a bigint would lose digits). The end line
 * proves the file was not cut short.
 */
export const BACKUP_FORMAT = "booking-backup"
export const BACKUP_VERSION = 1

export interface BackupHeader {
  readonly format: typeof BACKUP_FORMAT
  readonly version: typeof BACKUP_VERSION
  /** ISO date-time. */
  readonly createdAt: string
  /** Where it was taken, for people: "PostgreSQL", "PGlite in /var/lib/booking". */
  readonly source: string
  /** The migrations the database had, in order (`<id>_<name>`): the schema the rows fit. */
  readonly migrations: ReadonlyArray<string>
}

export interface BackupSequence {
  readonly name: string
  /** A bigint, as text. */
  readonly lastValue: string
  readonly isCalled: boolean
}

export interface Backup {
  readonly header: BackupHeader
  /** Each table's rows as JSON object texts, in the order they were written. */
  readonly rows: ReadonlyMap<string, ReadonlyArray<string>>
  readonly sequences: ReadonlyArray<BackupSequence>
}

export const formatHeader = (header: BackupHeader): string => `${JSON.stringify(header)}\n`
export const formatRow = (table: string, json: string): string => `row\t${table}\t${json}\n`
export const formatSequence = (s: BackupSequence): string =>
  `sequence\t${s.name}\t${s.lastValue}\t${s.isCalled}\n`
export const formatEnd = (rows: Readonly<Record<string, number>>, sequences: number): string =>
  `end\t${JSON.stringify({ rows, sequences })}\n`

/** Why a file is not a backup this version can restore; restoring changes nothing then. */
export class NotABackup extends Error {
  override readonly name = "NotABackup"
}

const NAME = /^[a-z_][a-z0-9_]*$/

const parseHeader = (line: string | undefined): BackupHeader => {
  let value: unknown
  try {
    value = JSON.parse(line ?? "")
  } catch {
    throw new NotABackup("its first line is not a backup header")
  }
  const header = (typeof value === "object" && value !== null ? value : {}) as Record<string, unknown>
  if (header.format !== BACKUP_FORMAT) throw new NotABackup("its first line is not a backup header")
  if (header.version !== BACKUP_VERSION) {
    throw new NotABackup(
      `it is format version ${String(header.version)}; this version reads ${BACKUP_VERSION}`,
    )
  }
  const { createdAt, source, migrations } = header
  if (
    typeof createdAt !== "string" ||
    typeof source !== "string" ||
    !Array.isArray(migrations) ||
    !migrations.every((m) => typeof m === "string")
  ) {
    throw new NotABackup("its header is incomplete")
  }
  return { format: BACKUP_FORMAT, version: BACKUP_VERSION, createdAt, source, migrations }
}

const isObjectJson = (text: string): boolean => {
  try {
    const value: unknown = JSON.parse(text)
    return typeof value === "object" && value !== null && !Array.isArray(value)
  } catch {
    return false
  }
}

/**
 * Reads a whole backup, checking every line before anything is restored. `tables` and
 * `migrations` are what this version knows: a backup naming others came from a newer version.
 */
export const parseBackup = (
  text: string,
  known: { readonly tables: ReadonlyArray<string>; readonly migrations: ReadonlyArray<string> },
): Backup => {
  const lines = (text.endsWith("\n") ? text.slice(0, -1) : text).split("\n")
  const header = parseHeader(lines[0])
  const unknown = header.migrations.find((m, i) => known.migrations[i] !== m)
  if (unknown !== undefined) {
    throw new NotABackup(
      `it was made by another version of booking (migration ${unknown} is not this version's)`,
    )
  }
  const rows = new Map<string, Array<string>>()
  const sequences: Array<BackupSequence> = []
  let end: unknown
  for (const [index, line] of lines.slice(1).entries()) {
    const at = `line ${index + 2}`
    if (end !== undefined) throw new NotABackup(`${at} follows the end line`)
    const [kind, name = "", value = "", extra, ...rest] = line.split("\t")
    if (kind === "row" && NAME.test(name) && extra === undefined && isObjectJson(value)) {
      if (!known.tables.includes(name))
        throw new NotABackup(`${at} is for a table booking does not have: ${name}`)
      rows.set(name, [...(rows.get(name) ?? []), value])
    } else if (kind === "sequence" && NAME.test(name) && /^-?\d+$/.test(value) && rest.length === 0) {
      if (extra !== "true" && extra !== "false") throw new NotABackup(`${at} is not a valid record`)
      sequences.push({ name, lastValue: value, isCalled: extra === "true" })
    } else if (kind === "end" && value === "") {
      try {
        end = JSON.parse(name)
      } catch {
        throw new NotABackup(`${at} is not a valid record`)
      }
    } else {
      throw new NotABackup(`${at} is not a valid record`)
    }
  }
  const counts = (end as { rows?: unknown } | undefined)?.rows
  if (end === undefined || typeof counts !== "object" || counts === null) {
    throw new NotABackup("it has no end line: the file was cut short")
  }
  // A table without rows may be listed with 0 or left out.
  const expected = Object.entries(counts as Record<string, unknown>).filter(([, n]) => n !== 0)
  const complete =
    expected.length === rows.size &&
    expected.every(([table, n]) => rows.get(table)?.length === n) &&
    (end as { sequences?: unknown }).sequences === sequences.length
  if (!complete) throw new NotABackup("its end line does not match its records: the file is incomplete")
  return { header, rows, sequences }
}

import { Effect } from "effect"
import { SqlClient } from "effect/sql"
import {
  BACKUP_FORMAT,
  BACKUP_VERSION,
  type Backup,
  formatEnd,
  formatHeader,
  formatRow,
  formatSequence,
} from "./backup-format.ts"
import { dropAll, migrate, migrateOnly, OUR_TABLES } from "./migrations.ts"

const MIGRATIONS_TABLE = "effect_sql_migrations"

/** OUR_TABLES lists dependants first; rows go back in the other way round, so references resolve. */
const PARENTS_FIRST = OUR_TABLES.filter((t) => t !== MIGRATIONS_TABLE).reverse()

/** Rows per INSERT when restoring. */
const BATCH = 500

/** Our tables that exist in this database (an older schema has fewer). */
const existingTables = Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  const found = yield* sql<{ name: string }>`SELECT table_name AS name FROM information_schema.tables
    WHERE table_schema = current_schema() AND table_name IN ${sql.in(PARENTS_FIRST)}`
  const names = new Set(found.map((r) => r.name))
  return PARENTS_FIRST.filter((t) => names.has(t))
})

/** The sequences behind our tables' serial columns, so ids carry on where they were. */
const ourSequences = (tables: ReadonlyArray<string>) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    if (tables.length === 0) return []
    const found = yield* sql<{ name: string }>`SELECT s.relname AS name FROM pg_class s
      JOIN pg_depend d ON d.classid = 'pg_class'::regclass AND d.objid = s.oid AND d.deptype IN ('a', 'i')
      JOIN pg_class t ON t.oid = d.refobjid
      WHERE s.relkind = 'S' AND pg_table_is_visible(t.oid) AND t.relname IN ${sql.in(tables)}
      ORDER BY s.relname`
    return found.map((r) => r.name)
  })

const appliedMigrations = Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  const [exists] = yield* sql<{
    found: boolean
  }>`SELECT to_regclass(${MIGRATIONS_TABLE}) IS NOT NULL AS found`
  if (exists?.found !== true) return []
  const rows = yield* sql<{ id: number; name: string }>`SELECT migration_id AS id, name
    FROM ${sql(MIGRATIONS_TABLE)} ORDER BY migration_id`
  return rows.map((r) => `${r.id}_${r.name}`)
})

/**
 * Everything of ours as backup text (backup-format.ts), read in one transaction so the rows are one
 * consistent moment even while servers write (on PostgreSQL, a repeatable-read snapshot).
 */
export const writeBackup = (source: string, now: Date) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    return yield* sql.withTransaction(
      Effect.gen(function* () {
        if (sql.onDialectOrElse({ pg: () => true, orElse: () => false })) {
          yield* sql`SET TRANSACTION ISOLATION LEVEL REPEATABLE READ READ ONLY`
        }
        const migrations = yield* appliedMigrations
        const parts = [
          formatHeader({
            format: BACKUP_FORMAT,
            version: BACKUP_VERSION,
            createdAt: now.toISOString(),
            source,
            migrations,
          }),
        ]
        const tables = yield* existingTables
        const counts: Record<string, number> = {}
        for (const table of tables) {
          const rows = yield* sql<{ row: string }>`SELECT row_to_json(t)::text AS row FROM ${sql(table)} AS t`
          counts[table] = rows.length
          for (const { row } of rows) parts.push(formatRow(table, row))
        }
        const sequences = yield* ourSequences(tables)
        for (const name of sequences) {
          const [state] = yield* sql<{
            lastValue: string
            isCalled: boolean
          }>`SELECT last_value::text AS "lastValue",
            is_called AS "isCalled" FROM ${sql(name)}`
          if (state !== undefined) parts.push(formatSequence({ name, ...state }))
        }
        parts.push(formatEnd(counts, sequences.length))
        const rowCount = Object.values(counts).reduce((a, b) => a + b, 0)
        return { text: parts.join(""), rowCount, tableCount: tables.length }
      }),
    )
  })

/**
 * Replaces our tables with a backup's, in one transaction: drop them, build the schema the backup
 * was taken on, put its rows and sequence positions back, then apply the migrations that came
 * since. Triggers stay off while rows go in: the version rows they keep are in the backup too.
 */
export const restoreBackup = (backup: Backup) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    return yield* sql.withTransaction(
      Effect.gen(function* () {
        yield* dropAll
        yield* migrateOnly(backup.header.migrations)
        const tables = yield* existingTables
        const missing = [...backup.rows.keys()].find((t) => !tables.includes(t))
        if (missing !== undefined) {
          return yield* Effect.die(
            new Error(`the backup has rows for ${missing}, which its schema does not have`),
          )
        }
        for (const table of tables) yield* sql`ALTER TABLE ${sql(table)} DISABLE TRIGGER USER`
        // Rows the migrations themselves inserted (e.g. data_versions) make way for the backup's.
        if (tables.length > 0) yield* sql.unsafe(`TRUNCATE ${tables.map((t) => `"${t}"`).join(", ")}`)
        let rowCount = 0
        for (const table of tables) {
          const rows = backup.rows.get(table) ?? []
          for (let start = 0; start < rows.length; start += BATCH) {
            const batch = rows.slice(start, start + BATCH)
            yield* sql.unsafe(
              `INSERT INTO "${table}" SELECT * FROM json_populate_recordset(NULL::"${table}", $1::json)`,
              [`[${batch.join(",")}]`],
            )
            rowCount += batch.length
          }
        }
        for (const s of backup.sequences) {
          yield* sql`SELECT setval(${s.name}::regclass, ${s.lastValue}::bigint, ${s.isCalled})`
        }
        for (const table of tables) yield* sql`ALTER TABLE ${sql(table)} ENABLE TRIGGER USER`
        const later = yield* migrate
        return { rowCount, tableCount: tables.length, later: later.map(([id, name]) => `${id}_${name}`) }
      }),
    )
  })

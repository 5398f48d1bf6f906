import type { Effect } from "effect"
import type { SqlClient } from "effect/sql"

/** Runs one statement on the server's own database. */
export type RunSql = <A>(statement: (sql: SqlClient.SqlClient) => Effect.Effect<A, unknown>) => Promise<A>

/** A table's rows as they are: their count and an md5 of them in order. */
interface Contents {
  readonly rows: number
  readonly digest: string
}

/**
 * Watches every table of the schema but `ignored` for changes of contents (issue 11: invalid
 * input changes nothing). `changed()` names the tables whose rows differ since the last call.
 *
 * Reading every row after each request would be slow (the catalogue alone is megabytes), so two
 * cheap reads come first. Only a transaction that writes takes a transaction id: while the next
 * id stands still, nothing was written. Otherwise each table's row count and sum of creating
 * transaction ids (xmin) tell which tables were written to, since any insert, update or delete
 * changes the count or raises the sum; only those tables' rows are read and compared.
 */
export const watchDatabase = async (run: RunSql, ignored: ReadonlySet<string> = new Set()) => {
  const schemaTables = (
    await run(
      (sql) => sql<{ table_name: string }>`SELECT table_name FROM information_schema.tables
        WHERE table_schema = current_schema() AND table_type = 'BASE TABLE' ORDER BY table_name`,
    )
  ).map((row) => row.table_name)
  const tables = schemaTables.filter((name) => !ignored.has(name))

  const nextTransaction = async () =>
    (
      await run((sql) => sql<{ next: string }>`SELECT pg_snapshot_xmax(pg_current_snapshot())::text AS next`)
    )[0]!.next

  const versions = async () =>
    new Map(
      (
        await run((sql) =>
          sql.unsafe<{ name: string; versions: string }>(
            tables
              .map(
                (name) =>
                  `SELECT '${name}' AS name, count(*) || ':' || coalesce(sum(xmin::text::bigint), 0) AS versions FROM "${name}"`,
              )
              .join(" UNION ALL "),
          ),
        )
      ).map((row) => [row.name, row.versions]),
    )

  const contentsOf = async (name: string): Promise<Contents> =>
    (
      await run((sql) =>
        sql.unsafe<Contents>(
          `SELECT count(*)::int AS rows, md5(coalesce(string_agg(t::text, E'\\n' ORDER BY t::text), '')) AS digest
            FROM "${name}" t`,
        ),
      )
    )[0]!

  let next = await nextTransaction()
  let seenVersions = await versions()
  const contents = new Map<string, Contents>()
  for (const name of tables) contents.set(name, await contentsOf(name))

  const changed = async (): Promise<ReadonlyArray<string>> => {
    const now = await nextTransaction()
    if (now === next) return []
    next = now
    const nowVersions = await versions()
    const differ: Array<string> = []
    for (const name of tables) {
      if (nowVersions.get(name) === seenVersions.get(name)) continue
      const was = contents.get(name)
      const is = await contentsOf(name)
      if (is.rows !== was?.rows || is.digest !== was.digest) differ.push(name)
      contents.set(name, is)
    }
    seenVersions = nowVersions
    return differ
  }

  return { schemaTables, tables, changed }
}

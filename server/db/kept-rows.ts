import { Lru } from "../lru.ts"

/**
 * Rows of one table kept in memory by key while this process hears the database's change
 * notifications (server/db/data-versions.ts, which calls `changed`): a notification for a key drops
 * its row, one for the whole table drops them all. A reader takes a stamp before its statement and
 * keeps the row it read only if no notification for the table arrived meanwhile, so a row changed
 * while it was being read is never kept. The least recently used row goes first past `max`.
 */
export class KeptRows<A> {
  private readonly rows: Lru<A>
  private changes = 0

  constructor(max: number) {
    this.rows = new Lru(max)
  }

  get size(): number {
    return this.rows.size
  }

  /** Taken before the statement that reads a row, and handed back to `keep`. */
  stamp(): number {
    return this.changes
  }

  get(key: string): A | undefined {
    return this.rows.get(key)
  }

  keep(key: string, row: A, stamp: number): void {
    if (stamp === this.changes) this.rows.set(key, row)
  }

  /** The row of `key` changed, or, without a key, any row may have. */
  changed(key?: string): void {
    this.changes++
    if (key === undefined) this.rows.clear()
    else this.rows.delete(key)
  }
}

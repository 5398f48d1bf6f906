import { existsSync, readdirSync, readFileSync } from "node:fs"
import { join } from "node:path"
import { LOCK_FILE } from "./data-dir-lock.ts"

/**
 * A data directory that cannot be opened as it is. It is left untouched: PGlite would otherwise
 * initialise a new, empty database over what may still be recoverable.
 */
export class DataDirDamaged extends Error {
  override readonly name = "DataDirDamaged"
  readonly dataDir: string
  readonly reason: string
  constructor(dataDir: string, reason: string) {
    super(
      `the data directory ${dataDir} is damaged (${reason}) and was left untouched; move it aside ` +
        `(mv ${dataDir} ${dataDir}.damaged) and restore a backup: DATA_DIR=${dataDir} booking db restore <file>`,
    )
    this.dataDir = dataDir
    this.reason = reason
  }
}

/** What a PostgreSQL data directory cannot be without. */
const REQUIRED = ["base", "global/pg_control"]

/**
 * Why the directory is not a usable database, or undefined when it is one or is new (missing, or
 * holding nothing but our lock file: PGlite initialises it).
 */
export const damageIn = (dataDir: string): string | undefined => {
  const entries = existsSync(dataDir) ? readdirSync(dataDir).filter((name) => name !== LOCK_FILE) : []
  if (entries.length === 0) return undefined
  if (!entries.includes("PG_VERSION")) return "PG_VERSION is missing"
  if (!/^\d+\n?$/.test(readFileSync(join(dataDir, "PG_VERSION"), "utf8"))) return "PG_VERSION is garbled"
  const missing = REQUIRED.filter((path) => !existsSync(join(dataDir, path)))
  return missing.length === 0
    ? undefined
    : `${missing.join(" and ")} ${missing.length === 1 ? "is" : "are"} missing`
}

import { execFile } from "node:child_process"
import { mkdtempSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { promisify } from "node:util"
import { dayInIndia } from "#core/dates/today.ts"

const root = join(import.meta.dirname, "..", "..")
const dir = mkdtempSync(join(tmpdir(), "bench-catalogue-"))
process.once("exit", () => rmSync(dir, { recursive: true, force: true }))
const written = new Map<string, Promise<string>>()

/**
 * The environment of a product server whose in-memory database starts from a catalogue of
 * `hotels` hotels migrated and seeded once per bench run (`booking db snapshot`, DATABASE_SNAPSHOT):
 * creating and seeding a database took 5–7 s of each server's 8–12 s start here, and the suites
 * start eight such servers. The seed anchors pre-booked nights to today, so a new day gets a new one.
 */
export const catalogueSnapshot = async (hotels: number): Promise<Record<string, string>> => {
  const key = `${hotels}-${dayInIndia(Date.now())}`
  let file = written.get(key)
  if (file === undefined) {
    const path = join(dir, `${key}.snapshot`)
    const { DATABASE_URL: _url, DATA_DIR: _dir, ...env } = process.env
    file = promisify(execFile)(process.execPath, [join(root, "cli/bin.ts"), "db", "snapshot", path], {
      cwd: root,
      env: { ...env, DATABASE_MEMORY: "1", CATALOGUE_HOTELS: String(hotels) },
    }).then(() => path)
    written.set(key, file)
  }
  return { CATALOGUE_HOTELS: String(hotels), DATABASE_SNAPSHOT: await file }
}

import { linkSync, mkdirSync, readFileSync, rmdirSync, statSync, unlinkSync, writeFileSync } from "node:fs"
import { hostname } from "node:os"
import { join } from "node:path"
import { setTimeout as sleep } from "node:timers/promises"
import {
  formatLockHolder,
  holderIsLive,
  type LockHolder,
  type ProcessProbe,
  parseLockHolder,
  startTimeFromStat,
} from "./lock-holder.ts"

/** The file inside a data directory that names the process using it. PostgreSQL ignores it. */
export const LOCK_FILE = "booking.lock"

/** A second process may not open a data directory: two PGlite instances on one directory corrupt it. */
export class DataDirInUse extends Error {
  override readonly name = "DataDirInUse"
  readonly dataDir: string
  readonly holder: LockHolder | undefined
  constructor(dataDir: string, holder: LockHolder | undefined) {
    const who =
      holder === undefined
        ? "another process"
        : holder.host === hostname()
          ? `another process (pid ${holder.pid})`
          : `a process on ${holder.host} (pid ${holder.pid})`
    super(
      `the data directory ${dataDir} is in use by ${who}; stop that process first, or set DATA_DIR to another directory`,
    )
    this.dataDir = dataDir
    this.holder = holder
  }
}

const startTimeOf = (pid: number): string | undefined => {
  try {
    return startTimeFromStat(readFileSync(`/proc/${pid}/stat`, "utf8"))
  } catch {
    return undefined
  }
}

const probe = (pid: number): ProcessProbe => {
  try {
    process.kill(pid, 0)
  } catch (error) {
    // EPERM: it exists but belongs to another user.
    if ((error as NodeJS.ErrnoException).code !== "EPERM") return { running: false }
  }
  const startedAt = startTimeOf(pid)
  return startedAt === undefined ? { running: true } : { running: true, startedAt }
}

const readOrUndefined = (path: string): string | undefined => {
  try {
    return readFileSync(path, "utf8")
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return undefined
    throw error
  }
}

/** Creates the lock file with its whole content at once (a link never exists half-written). */
const tryCreate = (lockPath: string, content: string): boolean => {
  const draft = `${lockPath}.${process.pid}.tmp`
  writeFileSync(draft, content)
  try {
    linkSync(draft, lockPath)
    return true
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "EEXIST") return false
    throw error
  } finally {
    unlinkSync(draft)
  }
}

/** A takeover left behind by a process killed in the middle of one is this old at least. */
const STALE_TAKEOVER_MS = 10_000

/**
 * Removes a stale lock file, but only while it still holds `staleContent`: two processes that both
 * found it stale take turns (a directory is made atomically), so neither removes the other's new lock.
 */
const removeStale = async (lockPath: string, staleContent: string): Promise<void> => {
  const turn = `${lockPath}.takeover`
  try {
    mkdirSync(turn)
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error
    const age = Date.now() - (statSync(turn, { throwIfNoEntry: false })?.mtimeMs ?? Date.now())
    if (age > STALE_TAKEOVER_MS) rmdirSync(turn)
    await sleep(50)
    return
  }
  try {
    if (readOrUndefined(lockPath) === staleContent) unlinkSync(lockPath)
  } finally {
    rmdirSync(turn)
  }
}

/**
 * Takes the data directory's lock for this process (creating the directory if need be) and returns
 * what releases it. Refuses with DataDirInUse while a live process holds it; a lock left by a
 * process that died (kill -9, a crash) is taken over. Also released when the process exits.
 */
export const lockDataDir = async (dataDir: string): Promise<() => void> => {
  mkdirSync(dataDir, { recursive: true })
  const lockPath = join(dataDir, LOCK_FILE)
  const mine = formatLockHolder({ pid: process.pid, startedAt: startTimeOf(process.pid), host: hostname() })
  for (let attempt = 0; attempt < 50; attempt++) {
    if (tryCreate(lockPath, mine)) {
      const release = () => {
        process.off("exit", release)
        if (readOrUndefined(lockPath) === mine) unlinkSync(lockPath)
      }
      process.on("exit", release)
      return release
    }
    const content = readOrUndefined(lockPath)
    if (content === undefined) continue
    const holder = parseLockHolder(content)
    if (holder !== undefined && holderIsLive(holder, hostname(), probe(holder.pid))) {
      throw new DataDirInUse(dataDir, holder)
    }
    await removeStale(lockPath, content)
  }
  throw new DataDirInUse(dataDir, undefined)
}

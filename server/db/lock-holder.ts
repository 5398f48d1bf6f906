/**
 * Who holds a data directory's lock file (ADR draft 'Durability'): pure parsing and the liveness
 * rule, kept apart from the file system so they can be tested on their own.
 */
export interface LockHolder {
  readonly pid: number
  /**
   * The holder's start time as the kernel counts it (field 22 of /proc/<pid>/stat), so a pid the
   * system has since given to another process is not mistaken for the holder; undefined where
   * there is no /proc.
   */
  readonly startedAt: string | undefined
  readonly host: string
}

/** A lock file's content: one line of JSON, written in one step (see data-dir-lock.ts). */
export const formatLockHolder = (holder: LockHolder): string => `${JSON.stringify(holder)}\n`

/** The holder a lock file names, or undefined when it is not one of ours (empty, cut short, garbled). */
export const parseLockHolder = (text: string): LockHolder | undefined => {
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch {
    return undefined
  }
  if (typeof value !== "object" || value === null) return undefined
  const { pid, startedAt, host } = value as Record<string, unknown>
  if (typeof pid !== "number" || !Number.isSafeInteger(pid) || pid <= 0) return undefined
  if (startedAt !== undefined && (typeof startedAt !== "string" || !/^\d+$/.test(startedAt))) return undefined
  if (typeof host !== "string") return undefined
  return { pid, startedAt, host }
}

/**
 * The start time in /proc/<pid>/stat: the 22nd field, counted after the command name, which is in
 * parentheses and may itself hold spaces and parentheses.
 */
export const startTimeFromStat = (stat: string): string | undefined => {
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ")
  // Fields 3 onwards follow the name; the start time is field 22.
  const startedAt = fields[22 - 3]
  return startedAt !== undefined && /^\d+$/.test(startedAt) ? startedAt : undefined
}

/** What the machine says about a pid now: not running, or running since `startedAt`. */
export type ProcessProbe =
  | { readonly running: false }
  | { readonly running: true; readonly startedAt?: string }

/**
 * Whether the lock still belongs to a live process. A holder on another host cannot be checked
 * from here, so it counts as live: refusing is safe, taking over could corrupt the data.
 */
export const holderIsLive = (holder: LockHolder, thisHost: string, probe: ProcessProbe): boolean => {
  if (holder.host !== thisHost) return true
  if (!probe.running) return false
  return (
    holder.startedAt === undefined || probe.startedAt === undefined || holder.startedAt === probe.startedAt
  )
}

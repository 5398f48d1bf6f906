// CPU time of the whole machine and of PostgreSQL's processes, from /proc: what a unit of work costs
// every process that takes part in it (the server, the database, the load generator), so that two
// workloads can be compared by what they cost the machine and not only by their throughput.
import { readdirSync, readFileSync } from "node:fs"
import { cpuSeconds, type ProcessStat, processStat, TICKS_PER_S } from "./processes.ts"

/**
 * CPU seconds every core of this machine spent busy so far (user, nice, system, irq, softirq; guest
 * time is inside user), from /proc/stat. Idle, I/O wait and time the hypervisor gave to others are
 * not counted.
 */
export const machineBusySeconds = (): number => {
  const first = readFileSync("/proc/stat", "utf8").split("\n", 1)[0]!
  const [user, nice, system, , , irq, softirq] = first.trim().split(/\s+/).slice(1).map(Number)
  return (user! + nice! + system! + irq! + softirq!) / TICKS_PER_S
}

/** A process's stat, or undefined when it ended between the listing and the read. */
const statIfAlive = (pid: number): ProcessStat | undefined => {
  try {
    return processStat(pid)
  } catch {
    return undefined
  }
}

/**
 * CPU seconds PostgreSQL's servers on this machine have used so far: each postmaster's own and its
 * exited backends' (the postmaster waits for them, so their time is in its children's counters),
 * and every live backend's and auxiliary process's. A connection's backend that ended between two
 * readings is counted by the second through its postmaster.
 */
export const postgresSeconds = (): number => {
  const all = readdirSync("/proc")
    .filter((name) => /^\d+$/.test(name))
    .map((name) => statIfAlive(Number(name)))
    .filter((stat): stat is ProcessStat => stat?.command === "postgres")
  const pids = new Set(all.map((stat) => stat.pid))
  const ticks = all.reduce((sum, stat) => sum + stat.own + (pids.has(stat.ppid) ? 0 : stat.reaped), 0)
  return ticks / TICKS_PER_S
}

/** Where a run's CPU went: the server process, PostgreSQL, and the rest of the machine. */
export interface CpuSplit {
  readonly machineS: number
  readonly serverS: number
  readonly postgresS: number
  /** The machine's busy time outside the server and PostgreSQL: the load generator, mostly. */
  readonly otherS: number
}

/** Starts counting; the function returned gives what was spent since. */
export const cpuSplit = (serverPid?: number): (() => CpuSplit) => {
  const machine = machineBusySeconds()
  const postgres = postgresSeconds()
  const server = serverPid === undefined ? 0 : cpuSeconds(serverPid)
  return () => {
    const machineS = machineBusySeconds() - machine
    const postgresS = postgresSeconds() - postgres
    const serverS = serverPid === undefined ? 0 : cpuSeconds(serverPid) - server
    return { machineS, serverS, postgresS, otherS: Math.max(0, machineS - serverS - postgresS) }
  }
}

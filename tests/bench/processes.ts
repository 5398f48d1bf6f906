import { type ChildProcess, spawn } from "node:child_process"
import { once } from "node:events"
import { readFileSync } from "node:fs"
import { join } from "node:path"

const root = join(import.meta.dirname, "..", "..")

/** Starts a Node script in its own process (so load and server do not share a core) and waits for its URL. */
export const startProcess = (
  script: string,
  env: Record<string, string>,
  ready: RegExp,
): Promise<{ url: string; stop: () => void; child: ChildProcess }> =>
  new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [join(root, script)], {
      cwd: root,
      env: { ...process.env, ...env },
      stdio: ["ignore", "pipe", "inherit"],
    })
    let output = ""
    child.stdout!.on("data", (chunk: Buffer) => {
      output += chunk.toString()
      const match = ready.exec(output)
      if (match) resolve({ url: match[1]!, stop: () => child.kill("SIGTERM"), child })
    })
    child.once("exit", (code) =>
      reject(new Error(`${script} exited with ${code} before it was ready:\n${output}`)),
    )
  })

/** Linux's USER_HZ: /proc counts CPU time in these ticks. */
export const TICKS_PER_S = 100

export interface ProcessStat {
  readonly pid: number
  readonly command: string
  readonly ppid: number
  /** utime + stime, in ticks. */
  readonly own: number
  /** cutime + cstime: children that exited and were waited for, in ticks. */
  readonly reaped: number
}

/** A process's line of /proc/<pid>/stat; throws when the process is gone. */
export const processStat = (pid: number): ProcessStat => {
  const text = readFileSync(`/proc/${pid}/stat`, "utf8")
  const fields = text.slice(text.lastIndexOf(")") + 2).split(" ")
  return {
    pid,
    command: text.slice(text.indexOf("(") + 1, text.lastIndexOf(")")),
    ppid: Number(fields[1]),
    own: Number(fields[11]) + Number(fields[12]),
    reaped: Number(fields[13]) + Number(fields[14]),
  }
}

/** A process's CPU time so far, user + system, from /proc: steadier than latency on a shared machine. */
export const cpuSeconds = (pid: number): number => processStat(pid).own / TICKS_PER_S

/** Stops a process `startProcess` started and waits until it has exited. */
export const stopped = async (server: { readonly stop: () => void; readonly child: ChildProcess }) => {
  const exited = once(server.child, "exit")
  server.stop()
  await exited
}

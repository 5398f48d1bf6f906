import { spawn } from "node:child_process"
import { createServer } from "node:net"
import { join } from "node:path"

const root = join(import.meta.dirname, "..", "..", "..")

/** How a server process ended: its exit code, or the signal that killed it. */
export interface Ending {
  readonly code: number | null
  readonly signal: NodeJS.Signals | null
  /** What it wrote to stderr, where a crash point names itself before it kills the process. */
  readonly stderr: string
}

/** `booking serve` in a process of its own, which a test may kill -9 at any moment. */
export interface CrashingServer {
  readonly url: string
  /** Settles when the process has gone, however it went. */
  readonly ended: Promise<Ending>
  /** SIGKILL from outside, as an operator's kill -9 or the kernel's OOM killer would. */
  readonly kill9: () => Promise<Ending>
  /** SIGTERM: the graceful stop an orchestrator asks for. */
  readonly stop: () => Promise<Ending>
}

/** True when the process has ended within `ms`. */
export const endsWithin = (server: CrashingServer, ms: number): Promise<boolean> =>
  new Promise((resolve) => {
    const timer = setTimeout(() => resolve(false), ms)
    void server.ended.then(() => {
      clearTimeout(timer)
      resolve(true)
    })
  })

/** The process ended before it listened, e.g. killed at a crash point on its start-up path. */
export class EndedBeforeListening extends Error {
  readonly ending: Ending
  constructor(ending: Ending) {
    super(`the server ended (${ending.signal ?? ending.code}) before it listened:\n${ending.stderr}`)
    this.ending = ending
  }
}

/** A TCP port nothing listens on now, for a server restarted on the same address after each crash. */
export const freePort = (): Promise<number> =>
  new Promise((resolve, reject) => {
    const probe = createServer()
    probe.once("error", reject)
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address()
      probe.close(() => resolve(typeof address === "object" && address !== null ? address.port : 0))
    })
  })

/**
 * Starts the product's own `serve` command with `env` (DATABASE_URL, PORT, TEST_CONTROL, CRASH_AT…)
 * and resolves once it listens; rejects with EndedBeforeListening when it ends before that.
 */
export const startCrashingServer = (env: Record<string, string>): Promise<CrashingServer> =>
  new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [join(root, "cli/bin.ts"), "serve"], {
      cwd: root,
      env: { ...process.env, ...env },
      stdio: ["ignore", "pipe", "pipe"],
    })
    let stdout = ""
    let stderr = ""
    let url: string | undefined
    child.stderr.on("data", (chunk: Buffer) => {
      stderr += chunk.toString()
    })
    const ended: Promise<Ending> = new Promise((done) =>
      child.once("exit", (code, signal) => done({ code, signal, stderr })),
    )
    child.stdout.on("data", (chunk: Buffer) => {
      stdout += chunk.toString()
      const listening = /Listening on (\S+)/.exec(stdout)
      if (listening === null || url !== undefined) return
      url = listening[1]!
      resolve({
        url,
        ended,
        kill9: () => {
          child.kill("SIGKILL")
          return ended
        },
        stop: () => {
          child.kill("SIGTERM")
          return ended
        },
      })
    })
    void ended.then((ending) => {
      if (url === undefined) reject(new EndedBeforeListening(ending))
    })
  })

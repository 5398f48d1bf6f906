import { spawn } from "node:child_process"
import { join } from "node:path"

const root = join(import.meta.dirname, "..", "..", "..")

/** A product server in a process of its own, and the structured lines it wrote to stdout. */
export interface ServerProcess {
  readonly url: string
  /** Every stdout line that was a JSON object, in order, e.g. the lost-race lines of orderTransaction. */
  readonly logLines: () => ReadonlyArray<Record<string, unknown>>
  /** Ends the process and waits until it has gone. */
  readonly stop: () => Promise<void>
}

/**
 * Starts tests/bench/product-server.ts (no request log) with `env` and keeps what it logs, so a
 * test can count events such as retried transactions in every process it runs.
 */
export const startServerProcess = (env: Record<string, string>): Promise<ServerProcess> =>
  new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [join(root, "tests/bench/product-server.ts")], {
      cwd: root,
      env: { ...process.env, ...env },
      stdio: ["ignore", "pipe", "inherit"],
    })
    const lines: Array<Record<string, unknown>> = []
    let partial = ""
    let url: string | undefined
    const exited = new Promise<void>((done) => child.once("exit", () => done()))
    child.stdout.on("data", (chunk: Buffer) => {
      const text = partial + chunk.toString()
      const complete = text.split("\n")
      partial = complete.pop()!
      for (const line of complete) {
        const listening = /product listening on (\S+)/.exec(line)
        if (listening !== null && url === undefined) {
          url = listening[1]!
          resolve({
            url,
            logLines: () => lines,
            stop: () => {
              child.kill("SIGTERM")
              return exited
            },
          })
        } else if (line.startsWith("{")) {
          try {
            lines.push(JSON.parse(line) as Record<string, unknown>)
          } catch {
            // Not a structured line after all: only those are counted.
          }
        }
      }
    })
    child.once("exit", (code) => {
      if (url === undefined) reject(new Error(`the product server exited with ${code} before it listened`))
    })
  })

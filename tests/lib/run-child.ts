import { spawn } from "node:child_process"

export interface ChildExit {
  /** null when a signal ended it. */
  readonly code: number | null
  /** For messages: "exit 1", "signal SIGKILL", "timed out after 40 min". */
  readonly how: string
}

const running = new Set<number>()

// Children get their own process group (so a whole tree can be stopped), which also means a
// terminal's Ctrl-C no longer reaches them: pass it on.
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => {
    for (const pid of running) killGroup(pid, signal)
    process.exit(130)
  })
}

/** Runs a command with the terminal's output, stopping its whole process tree after `timeoutMs`. */
export function runChild(
  command: string,
  args: readonly string[],
  options: { env: NodeJS.ProcessEnv; cwd: string; timeoutMs: number },
): Promise<ChildExit> {
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd: options.cwd,
      env: options.env,
      stdio: "inherit",
      detached: true,
    })
    let timedOut = false
    const timer = setTimeout(() => {
      timedOut = true
      if (child.pid) killGroup(child.pid, "SIGKILL")
    }, options.timeoutMs)
    if (child.pid) running.add(child.pid)
    child.on("error", (error) => {
      clearTimeout(timer)
      resolve({ code: null, how: `could not start: ${error.message}` })
    })
    child.on("exit", (code, signal) => {
      clearTimeout(timer)
      if (child.pid) running.delete(child.pid)
      const minutes = Math.round(options.timeoutMs / 60_000)
      const how = timedOut ? `timed out after ${minutes} min` : signal ? `signal ${signal}` : `exit ${code}`
      resolve({ code: timedOut ? null : code, how })
    })
  })
}

function killGroup(pid: number, signal: NodeJS.Signals): void {
  try {
    process.kill(-pid, signal)
  } catch {
    // Already gone.
  }
}

import type { Cli } from "#cli/commands/cli.ts"
import { main } from "#cli/program.ts"

/** Runs `booking …` in this process with captured output: its exit code, stdout and stderr. */
export const runBooking = async (...args: Array<string>) => {
  const out: Array<string> = []
  const err: Array<string> = []
  let code = 0
  const cli: Cli = {
    stdout: { write: (t) => void out.push(t), isTTY: false },
    stderr: { write: (t) => void err.push(t), isTTY: false },
    env: {},
    cwd: process.cwd(),
    fail: (c) => {
      code = Math.max(code, c)
    },
    exitCode: () => code,
  }
  const exit = await main(["node", "booking", ...args], cli)
  return { exit, out: out.join(""), err: err.join("") }
}

import { InvalidArgumentError } from "commander"
import type { Output } from "../journey/reporter.ts"

/** The exit codes the harness promises (DESIGN.md 'The journey harness'). */
export const EXIT = { ok: 0, failed: 1, usage: 2 } as const

/** Bad input from the person at the terminal: printed without a stack, exit 2. */
export class UsageError extends Error {
  override readonly name = "UsageError"
}

/** What commands need from the process, passed in so tests can run the CLI in memory. */
export interface Cli {
  readonly stdout: Output
  readonly stderr: Output
  readonly env: Readonly<Record<string, string | undefined>>
  readonly cwd: string
  /** Records the exit code a command wants; the highest one wins. */
  readonly fail: (code: number) => void
  readonly exitCode: () => number
}

export const processCli = (): Cli => {
  let code = 0
  return {
    stdout: { write: (t) => void process.stdout.write(t), isTTY: process.stdout.isTTY === true },
    stderr: { write: (t) => void process.stderr.write(t), isTTY: process.stderr.isTTY === true },
    env: process.env,
    cwd: process.cwd(),
    fail: (c) => {
      code = Math.max(code, c)
    },
    exitCode: () => code,
  }
}

/** Parses a whole non-negative number given on the command line (commander reports the error, exit 2). */
export const wholeNumber = (value: string): number => {
  const n = Number(value)
  if (!/^\d+$/.test(value) || !Number.isSafeInteger(n))
    throw new InvalidArgumentError("expected a whole number.")
  return n
}

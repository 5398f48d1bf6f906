#!/usr/bin/env node
import { processCli } from "./commands/cli.ts"
import { main } from "./program.ts"

// `booking … | head` closes the pipe early; that is the reader's choice, not a crash.
process.stdout.on("error", (error: NodeJS.ErrnoException) => {
  if (error.code === "EPIPE") process.exit(process.exitCode ?? 0)
  throw error
})

// `serve` resolves once listening and keeps the process alive through its server handle.
process.exitCode = await main(process.argv, processCli())

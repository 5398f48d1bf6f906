import type { Command } from "commander"
import type { ServerConfig } from "#server/start.ts"
import { type Cli, UsageError } from "./cli.ts"

/** How long a graceful shutdown may take before the process gives up waiting. */
const SHUTDOWN_GRACE_MS = 10_000

const describeDatabase = (config: ServerConfig): string =>
  config.database.kind === "postgres"
    ? "PostgreSQL (DATABASE_URL)"
    : config.database.kind === "memory"
      ? `in-memory PGlite${config.database.snapshot === undefined ? "" : ` from the snapshot ${config.database.snapshot}`}`
      : `embedded PGlite in ${config.database.dataDir}`

export const registerServe = (program: Command, cli: Cli): void => {
  program
    .command("serve")
    .description("serve the site and API (configured by PORT, DATABASE_URL, DATA_DIR, TEST_CONTROL, …)")
    .action(async () => {
      // Loaded here so that commands which never start the server do not load it.
      const { ConfigError } = await import("#server/config.ts")
      const { configFromEnv, startServer } = await import("#server/start.ts")
      let config: ServerConfig
      try {
        config = configFromEnv(cli.env)
      } catch (error) {
        if (error instanceof ConfigError) throw new UsageError(error.message)
        throw error
      }
      const server = await startServer(config)
      cli.stdout.write(`Listening on ${server.url}\n`)
      cli.stdout.write(
        `  database: ${describeDatabase(config)}${config.testControl ? "; test control on" : ""}\n`,
      )
      let stopping = false
      const stop = (signal: NodeJS.Signals) => {
        // A second Ctrl-C means "now": do not wait for open connections again.
        if (stopping) process.exit(1)
        stopping = true
        cli.stderr.write(`${signal}: closing connections and the database…\n`)
        const force = setTimeout(() => process.exit(1), SHUTDOWN_GRACE_MS)
        force.unref()
        server.close().then(
          () => process.exit(0),
          (error: unknown) => {
            cli.stderr.write(`shutdown failed: ${String(error)}\n`)
            process.exit(1)
          },
        )
      }
      process.on("SIGINT", stop)
      process.on("SIGTERM", stop)
    })
}

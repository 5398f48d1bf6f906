import type { Command } from "commander"
import { type Cli, UsageError } from "./cli.ts"

const config = async (cli: Cli) => {
  const { ConfigError, configFromEnv } = await import("#server/config.ts")
  try {
    return configFromEnv(cli.env)
  } catch (error) {
    if (error instanceof ConfigError) throw new UsageError(error.message)
    throw error
  }
}

/** `booking db migrate|seed|reset` on the database the environment names (DATABASE_URL or DATA_DIR). */
export const registerDb = (program: Command, cli: Cli): void => {
  const db = program
    .command("db")
    .description("manage the database named by DATABASE_URL, or the embedded one")
  // The admin module loads the database drivers; load it only for db commands.
  const admin = () => import("#server/db/admin.ts")
  db.command("migrate")
    .description("apply pending migrations")
    .action(async () => {
      cli.stdout.write(`${await (await admin()).migrate(await config(cli))}\n`)
    })
  db.command("seed")
    .description("load the fixture catalogue (migrates first)")
    .action(async () => {
      cli.stdout.write(`${await (await admin()).seed(await config(cli))}\n`)
    })
  db.command("reset")
    .description("drop everything, migrate and seed again")
    .option("--force", "allow a reset when NODE_ENV=production")
    .action(async (options: { force?: boolean }) => {
      const c = await config(cli)
      // Losing real bookings to a typo is worse than typing one more flag.
      if (c.production && options.force !== true) {
        throw new UsageError("refusing to reset a production database; add --force if you mean it")
      }
      cli.stdout.write(`${await (await admin()).reset(c)}\n`)
    })
}

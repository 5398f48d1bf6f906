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

/** Losing real bookings to a typo is worse than typing one more flag. */
const refuseProduction = (production: boolean, force: boolean | undefined, what: string) => {
  if (production && force !== true) {
    throw new UsageError(`refusing to ${what} a production database; add --force if you mean it`)
  }
}

/** `booking db migrate|seed|reset|snapshot|backup|restore` on the database the environment names (DATABASE_URL or DATA_DIR). */
export const registerDb = (program: Command, cli: Cli): void => {
  const db = program
    .command("db")
    .description("manage the database named by DATABASE_URL, or the embedded one")
    .addHelpText(
      "after",
      [
        "",
        "The embedded database (DATA_DIR) is used by one process at a time: while a server or another",
        "db command has it open, a second is refused. A damaged one is refused and left as it is; move",
        "it aside and `booking db restore <file>` a backup into a new one.",
      ].join("\n"),
    )
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
      refuseProduction(c.production, options.force, "reset")
      cli.stdout.write(`${await (await admin()).reset(c)}\n`)
    })
  db.command("backup")
    .argument("<file>", "where to write the backup (replaced if it exists)")
    .description(
      "write our tables to a file, one format for both databases (PostgreSQL's servers may keep running)",
    )
    .action(async (file: string) => {
      cli.stdout.write(`${await (await admin()).backup(await config(cli), file)}\n`)
    })
  db.command("snapshot")
    .argument("<file>", "where to write the snapshot (replaced if it exists)")
    .description(
      "migrate and seed the embedded database and write it whole to a file, which DATABASE_SNAPSHOT loads into memory",
    )
    .action(async (file: string) => {
      const { snapshot, NotEmbedded } = await admin()
      try {
        cli.stdout.write(`${await snapshot(await config(cli), file)}\n`)
      } catch (error) {
        if (error instanceof NotEmbedded) throw new UsageError(`${error.message}; nothing was changed`)
        throw error
      }
    })
  db.command("restore")
    .argument("<file>", "a file written by `db backup`")
    .description("replace our tables with a backup's, from either database (stop the servers first)")
    .option("--force", "allow a restore when NODE_ENV=production")
    .action(async (file: string, options: { force?: boolean }) => {
      const c = await config(cli)
      refuseProduction(c.production, options.force, "restore over")
      const { NotABackup } = await import("#server/db/backup-format.ts")
      try {
        cli.stdout.write(`${await (await admin()).restore(c, file)}\n`)
      } catch (error) {
        if (error instanceof NotABackup) throw new UsageError(`${error.message}; nothing was changed`)
        throw error
      }
    })
}

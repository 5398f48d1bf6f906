import { Command, CommanderError } from "commander"
import { type Cli, EXIT, UsageError } from "./commands/cli.ts"
import { registerDb } from "./commands/db.ts"
import { registerFixtures } from "./commands/fixtures.ts"
import { registerJourney } from "./commands/journey.ts"
import { registerServe } from "./commands/serve.ts"

/** The `booking` command: every subcommand is registered from its own file under commands/. */
export const buildProgram = (cli: Cli): Command => {
  const program = new Command("booking")
    .description(
      "Hotel booking for travellers in India: serve the site, manage its database, replay journeys",
    )
    .showHelpAfterError("(run with --help for usage)")
    .configureOutput({
      writeOut: (text) => cli.stdout.write(text),
      writeErr: (text) => cli.stderr.write(text),
    })
    // Commander would exit by itself with 1 on a bad flag; the harness promises 2 for usage errors.
    .exitOverride()
  registerServe(program, cli)
  registerDb(program, cli)
  registerFixtures(program, cli)
  registerJourney(program, cli)
  // Subcommands inherit neither setting: without these a bad flag on `journey run` exits 1.
  for (const command of allCommands(program)) {
    command.exitOverride().configureOutput(program.configureOutput())
  }
  return program
}

const allCommands = (command: Command): Array<Command> =>
  command.commands.flatMap((c) => [c as Command, ...allCommands(c as Command)])

/**
 * Runs the CLI and returns its exit code: 0 success, 1 a journey failed, 2 a usage error
 * (bad flags, unreadable or invalid journey files). Long-running commands (serve) resolve once
 * started and keep the process alive themselves.
 */
export const main = async (argv: ReadonlyArray<string>, cli: Cli): Promise<number> => {
  const program = buildProgram(cli)
  if (argv.length <= 2) {
    program.outputHelp()
    return EXIT.usage
  }
  try {
    await program.parseAsync([...argv])
    return cli.exitCode()
  } catch (error) {
    if (error instanceof CommanderError) {
      // --help and --version arrive here too, with exit code 0.
      return error.exitCode === 0 ? EXIT.ok : EXIT.usage
    }
    if (error instanceof UsageError) {
      cli.stderr.write(`${error.message}\n`)
      return EXIT.usage
    }
    // An operator gets one readable line (a database that does not answer, a port in use), not a
    // stack; DEBUG=1 shows the whole error.
    const message = error instanceof Error ? error.message : String(error)
    cli.stderr.write(`booking: ${message.split("\n", 1)[0]}\n`)
    if (process.env.DEBUG === "1") cli.stderr.write(`${error instanceof Error ? error.stack : ""}\n`)
    return EXIT.failed
  }
}

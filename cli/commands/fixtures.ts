import { writeFile } from "node:fs/promises"
import { type Command, InvalidArgumentError } from "commander"
import { isCalendarDay } from "#core/dates/calendar-day.ts"
import { type Cli, wholeNumber } from "./cli.ts"

const calendarDay = (value: string): string => {
  if (!isCalendarDay(value)) throw new InvalidArgumentError("expected a calendar day, YYYY-MM-DD.")
  return value
}

/** `booking fixtures generate`: the deterministic catalogue as JSON, for inspection or other tools. */
export const registerFixtures = (program: Command, cli: Cli): void => {
  const fixtures = program.command("fixtures").description("the deterministic fixture catalogue")
  fixtures
    .command("generate")
    .description("generate the catalogue (cities, places, hotels, rooms, users, stays, reviews) as JSON")
    .option("--seed <n>", "generator seed; the same options give the same catalogue", wholeNumber)
    .option("--hotels <n>", "number of hotels", wholeNumber)
    .option(
      "--base-date <day>",
      "YYYY-MM-DD: past stays end by it, pre-booked nights start from it",
      calendarDay,
    )
    .option("--out <file>", "write to a file instead of stdout")
    .action(async (flags: { seed?: number; hotels?: number; baseDate?: string; out?: string }) => {
      // The generator is large; only this command needs it.
      const { loadCatalogue } = await import("#fixtures/generate/catalogue.ts")
      const catalogue = loadCatalogue({
        ...(flags.seed === undefined ? {} : { seed: flags.seed }),
        ...(flags.hotels === undefined ? {} : { hotelCount: flags.hotels }),
        ...(flags.baseDate === undefined ? {} : { baseDate: flags.baseDate }),
      })
      const text = `${JSON.stringify(catalogue, null, 2)}\n`
      if (flags.out === undefined) {
        cli.stdout.write(text)
        return
      }
      await writeFile(flags.out, text)
      const counts = Object.entries(catalogue)
        .filter(([, v]) => Array.isArray(v))
        .map(([k, v]) => `${(v as ReadonlyArray<unknown>).length} ${k}`)
      cli.stdout.write(`wrote ${flags.out}: ${counts.join(", ")}\n`)
    })
}

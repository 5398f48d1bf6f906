import { mkdirSync, writeFileSync } from "node:fs"
import { join } from "node:path"

/** Where reliability suites leave their figures for `docs/reliability.md` (issue 11). */
export const FIGURES_DIR = join(import.meta.dirname, "..", "..", "test-results", "reliability")

/** One suite's figures: counts it measured in this run, e.g. `{ requests: 29600, serverErrors: 0 }`. */
export type Figures = Readonly<Record<string, number>>

/**
 * Records what a reliability suite measured in this run, so the figures in `docs/reliability.md`
 * come from a real run and are never typed in. `suite` names the file written, one per suite and
 * database (e.g. `api-fuzz-postgres`); a later run of the same suite replaces it.
 */
export const recordFigures = (suite: string, figures: Figures): void => {
  mkdirSync(FIGURES_DIR, { recursive: true })
  writeFileSync(
    join(FIGURES_DIR, `${suite}.json`),
    `${JSON.stringify({ suite, recordedAt: new Date().toISOString(), figures }, null, 2)}\n`,
  )
}

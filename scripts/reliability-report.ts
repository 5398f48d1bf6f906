// `npm run reliability-report`: writes the figures the reliability suites recorded in the last
// test run (test-results/reliability/*.json) into docs/reliability.md, so no figure is typed in.

import { existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs"
import { join } from "node:path"
import { FIGURES_DIR } from "../tests/lib/reliability-figures.ts"
import { figuresSection, type SuiteFigures, withFigures } from "../tests/lib/reliability-report.ts"

const doc = join(import.meta.dirname, "..", "docs", "reliability.md")
const files = existsSync(FIGURES_DIR) ? readdirSync(FIGURES_DIR).filter((f) => f.endsWith(".json")) : []
const suites = files.map((f) => JSON.parse(readFileSync(join(FIGURES_DIR, f), "utf8")) as SuiteFigures)
writeFileSync(doc, withFigures(readFileSync(doc, "utf8"), figuresSection(suites)))
console.log(`docs/reliability.md: figures of ${suites.length} suites from ${FIGURES_DIR}`)

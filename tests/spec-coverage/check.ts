// Run by `npm test` (tests/run-all.ts): exit 0 when every quoted spec text is tested or
// marked not yet built, every spec line is mapped and every test the line maps name exists;
// exit 1 with the reasons otherwise.
import { existsSync, readFileSync } from "node:fs"
import { parseCoverageMap } from "./coverage-map.ts"
import { evaluate } from "./evaluate.ts"
import { readSpecs, readTestFiles } from "./files.ts"
import { mapPath, repoRoot, specDir } from "./paths.ts"

function main(): number {
  if (!existsSync(specDir)) {
    console.error(`spec coverage: no specs at ${specDir} (set SPEC_DIR to the folder of spec-*.md)`)
    return 1
  }
  const specs = readSpecs(specDir)
  if (specs.length === 0) {
    console.error(`spec coverage: ${specDir} holds no spec-*.md`)
    return 1
  }
  if (!existsSync(mapPath)) {
    console.error(`spec coverage: ${mapPath} is missing (node tests/spec-coverage/generate.ts makes one)`)
    return 1
  }
  const { map, problems } = parseCoverageMap(readFileSync(mapPath, "utf8"))
  const verdict = evaluate(specs, map, readTestFiles(repoRoot))
  const errors = [...problems, ...verdict.errors]
  const c = verdict.counts
  console.log(
    `spec coverage: ${c.texts} quoted texts (built and tested ${c.built}, tested ahead ${c.tested}, ` +
      `not yet built ${c.pending}, prose ${c.prose}); spec lines mapped ${c.lines}, ` +
      `${c.linesTested} of them naming tests`,
  )
  for (const w of verdict.warnings) console.log(`  note: ${w}`)
  for (const e of errors) console.log(`  missing: ${e}`)
  console.log(errors.length === 0 ? "spec coverage: ok" : `spec coverage: FAILED (${errors.length} problems)`)
  return errors.length === 0 ? 0 : 1
}

process.exitCode = main()

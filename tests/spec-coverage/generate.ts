// Rewrites docs/spec-coverage.md from the specs, keeping every row already decided: a line
// map row keeps its areas and tests while its spec line is unchanged (render.ts).
// Usage: node tests/spec-coverage/generate.ts
import { existsSync, readFileSync, writeFileSync } from "node:fs"
import { parseCoverageMap } from "./coverage-map.ts"
import { readSpecs } from "./files.ts"
import { mapPath, specDir } from "./paths.ts"
import { renderCoverageMap } from "./render.ts"

const old = parseCoverageMap(existsSync(mapPath) ? readFileSync(mapPath, "utf8") : "")
for (const problem of old.problems) console.warn(`kept out: ${problem}`)
writeFileSync(mapPath, renderCoverageMap(readSpecs(specDir), old.map))
console.log(`wrote ${mapPath}`)

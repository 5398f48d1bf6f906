// Rewrites docs/spec-coverage.md from the specs, keeping every row already decided.
// Usage: node tests/spec-coverage/generate.ts
import { execFileSync } from "node:child_process"
import { existsSync, readFileSync, writeFileSync } from "node:fs"
import { join } from "node:path"
import { parseCoverageMap } from "./coverage-map.ts"
import { readSpecs } from "./files.ts"
import { mapPath, repoRoot, specDir } from "./paths.ts"
import { renderCoverageMap } from "./render.ts"

const old = parseCoverageMap(existsSync(mapPath) ? readFileSync(mapPath, "utf8") : "")
for (const problem of old.problems) console.warn(`kept out: ${problem}`)
writeFileSync(mapPath, renderCoverageMap(readSpecs(specDir), old.map))
// Biome formats Markdown too (it aligns the tables); `npm run check` expects its layout.
execFileSync(process.execPath, [join(repoRoot, "node_modules/.bin/biome"), "format", "--write", mapPath], {
  stdio: "ignore",
})
console.log(`wrote ${mapPath}`)

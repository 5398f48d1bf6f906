import { globSync, readdirSync, readFileSync, statSync } from "node:fs"
import { join } from "node:path"
import type { SpecFile, TestFile } from "./evaluate.ts"

// Where a test can hold a spec text: anything under tests/, the journey files the harness
// replays, and test files beside the code.
const testPatterns = ["tests/**", "fixtures/journeys/**", "**/*.test.ts", "**/*.test.tsx", "**/*.spec.ts"]
const skippedDirs = /(^|\/)(node_modules|\.git|dist|\.data|test-results|playwright-report)$/
// The checker and its own test would otherwise count as tests holding every text they name.
const checkerItself = /(^|\/)spec-coverage(\/|[.-])/

const maxBytes = 5 * 1024 * 1024

export function readTestFiles(root: string): TestFile[] {
  const paths = globSync(testPatterns, { cwd: root, exclude: (p) => skippedDirs.test(String(p)) })
  const files: TestFile[] = []
  for (const path of new Set(paths)) {
    const normalised = path.replaceAll("\\", "/")
    if (checkerItself.test(normalised)) continue
    const full = join(root, path)
    const stat = statSync(full)
    if (!stat.isFile() || stat.size > maxBytes) continue
    const content = readFileSync(full, "utf8")
    if (!content.includes("\u0000")) files.push({ path: normalised, content })
  }
  return files
}

/** The specs: every spec-*.md in the seeds folder (`../shared/seeds` beside the clone). */
export function readSpecs(dir: string): SpecFile[] {
  return readdirSync(dir)
    .filter((name) => /^spec-.*\.md$/.test(name))
    .sort()
    .map((name) => ({ name, markdown: readFileSync(join(dir, name), "utf8") }))
}

import { join, resolve } from "node:path"

export const repoRoot = resolve(import.meta.dirname, "../..")
export const mapPath = join(repoRoot, "docs/spec-coverage.md")
/** CI clones the project with shared/ beside it; SPEC_DIR points elsewhere when needed. */
export const specDir = process.env.SPEC_DIR ?? join(repoRoot, "../shared/seeds")

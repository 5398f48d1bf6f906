// The integration project's global setup: one in-memory database migrated and seeded as a test
// server's would be (`booking db snapshot`), written once, for every server of the run that would
// be seeded alike to start from (testConfig, ADR 126).
import { mkdtempSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import type { TestProject } from "vitest/node"
import { snapshot } from "#server/db/admin.ts"
import { freshTestConfig, seedInputsOf } from "./test-config.ts"

export default async function writeSeededSnapshot(project: TestProject) {
  const config = freshTestConfig({ kind: "memory" })
  const inputs = seedInputsOf(config)
  if (inputs === undefined) throw new Error("the default test configuration must start on a known day")
  const dir = mkdtempSync(join(tmpdir(), "integration-snapshot-"))
  const file = join(dir, "seeded.snapshot")
  await snapshot(config, file)
  project.provide("seededSnapshot", { ...inputs, file })
  return () => rmSync(dir, { recursive: true, force: true })
}

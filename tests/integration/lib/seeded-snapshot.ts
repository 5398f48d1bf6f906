// The integration project's global setup: one in-memory database migrated and seeded as a test
// server's would be, written once, for every server of the run that would be seeded alike to start
// from (testConfig, ADR 126).
import { mkdtempSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { Context, Effect, Exit, Layer, Scope } from "effect"
import type { TestProject } from "vitest/node"
import { AppClock } from "#core/services/clock.ts"
import { Migrations } from "#server/db/migrations.ts"
import { layerPglite, PgliteSnapshot } from "#server/db/pglite-client.ts"
import { ServerSettings } from "#server/settings.ts"
import { freshTestConfig, seedInputsOf } from "./test-config.ts"

export default async function writeSeededSnapshot(project: TestProject) {
  const config = freshTestConfig({ kind: "memory" })
  const inputs = seedInputsOf(config)
  if (inputs === undefined) throw new Error("the default test configuration must start on a known day")
  const dir = mkdtempSync(join(tmpdir(), "integration-snapshot-"))
  const file = join(dir, "seeded.snapshot")
  const seeded = Migrations.layerSeeded.pipe(
    Layer.provideMerge(layerPglite({ memory: true })),
    Layer.provideMerge(AppClock.layerControlled(inputs.initialNow)),
    Layer.provideMerge(Layer.succeed(ServerSettings, config)),
  )
  const scope = await Effect.runPromise(Scope.make())
  try {
    const context = await Effect.runPromise(Layer.buildWithScope(seeded, scope))
    writeFileSync(file, await Effect.runPromise(Context.get(context, PgliteSnapshot).take))
  } finally {
    await Effect.runPromise(Scope.close(scope, Exit.void))
  }
  project.provide("seededSnapshot", { ...inputs, file })
  return () => rmSync(dir, { recursive: true, force: true })
}

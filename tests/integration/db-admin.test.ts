import { mkdtempSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { PGlite } from "@electric-sql/pglite"
import { describe, expect, it } from "vitest"
import { configFromEnv } from "#server/config.ts"
import { migrate, reset, seed } from "#server/db/admin.ts"

describe("booking db migrate, seed and reset", () => {
  it("migrates, seeds once, and resets only our own tables", async () => {
    const dataDir = join(mkdtempSync(join(tmpdir(), "booking-admin-")), "db")
    const config = configFromEnv({ DATA_DIR: dataDir })
    expect(await migrate(config)).toMatch(/applied 1_catalogue, 2_outbox/)
    expect(await migrate(config)).toMatch(/already up to date/)
    expect(await seed(config)).toMatch(/catalogue loaded: \d+ cities/)
    expect(await seed(config)).toMatch(/catalogue already loaded/)

    const other = await PGlite.create(dataDir)
    await other.exec("CREATE TABLE someone_elses (id int); INSERT INTO someone_elses VALUES (1)")
    await other.close()

    expect(await reset(config)).toMatch(/reset; catalogue loaded/)
    const after = await PGlite.create(dataDir)
    const kept = await after.query<{ n: number }>("SELECT count(*)::int AS n FROM someone_elses")
    const hotels = await after.query<{ n: number }>("SELECT count(*)::int AS n FROM hotels")
    await after.close()
    expect(kept.rows[0]?.n).toBe(1)
    expect(hotels.rows[0]?.n).toBeGreaterThan(800)
  }, 120_000)
})

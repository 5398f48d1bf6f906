import { availableParallelism } from "node:os"
import { defineConfig } from "vitest/config"

// Playwright owns tests/e2e; vitest must never collect its specs.
const neverCollect = ["**/node_modules/**", "**/dist/**", "tests/e2e/**", "**/*.spec.ts"]

// Projects run group by group: the quick ones first so a broken rule shows in seconds, then
// the suites that boot servers, which should not compete with them for two cores. (Vitest
// moves group 0 to the end on a one-worker machine, so the first group is 1.)
const quick = { groupOrder: 1 }
// Rules, machines and handlers keep nothing between files: one module graph per worker instead of
// one per file, which took 51–71 % of these projects' time (docs/decisions/126-test-workers.md).
const quickFiles = { isolate: false, maxWorkers: availableParallelism(), sequence: quick }
const servers = { groupOrder: 2 }
const harness = { groupOrder: 3 }

export default defineConfig({
  test: {
    environment: "node",
    exclude: neverCollect,
    // A developer filtering with --project on an area that has no tests yet gets
    // "0 passed", not a crash; run-all still reports the real counts.
    passWithNoTests: true,
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          include: [
            "core/**/*.test.ts",
            "machines/**/*.test.ts",
            "server/**/*.test.ts",
            "cli/**/*.test.ts",
            "web/**/*.test.{ts,tsx}",
            "tests/unit/**/*.test.ts",
          ],
          testTimeout: 10_000,
          ...quickFiles,
        },
      },
      {
        extends: true,
        // fast-check runs a few hundred cases per property: allow more than a unit test.
        test: {
          name: "property",
          include: ["tests/property/**/*.test.ts"],
          testTimeout: 60_000,
          ...quickFiles,
        },
      },
      {
        extends: true,
        test: { name: "model", include: ["tests/model/**/*.test.ts"], testTimeout: 30_000, ...quickFiles },
      },
      {
        extends: true,
        test: {
          name: "integration",
          include: ["tests/integration/**/*.test.ts"],
          // Each file boots its own server on a database of its own (an in-memory PGlite, from
          // the run's seeded snapshot when it would be seeded alike, or a fresh PostgreSQL
          // database). One file at a time: two side by side only fought for the cores (ADR 126).
          // A slow host's cold start takes many seconds, hence the long hook timeout.
          globalSetup: ["tests/integration/lib/seeded-snapshot.ts"],
          testTimeout: 60_000,
          hookTimeout: 60_000,
          sequence: servers,
        },
      },
      {
        extends: true,
        test: {
          name: "journeys",
          include: ["tests/journeys/**/*.test.ts"],
          testTimeout: 60_000,
          hookTimeout: 60_000,
          sequence: harness,
        },
      },
    ],
  },
})

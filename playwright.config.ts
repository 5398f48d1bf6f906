import { tmpdir } from "node:os"
import { join } from "node:path"
import { defineConfig } from "@playwright/test"
import { chromium } from "./tests/lib/chromium.ts"

const port = Number(process.env.E2E_PORT ?? 3917)
// Set E2E_BASE_URL to test a server that is already running (a deployment, or
// `npm start` in another terminal); then no server is started here.
const externalBaseUrl = process.env.E2E_BASE_URL
const baseURL = externalBaseUrl ?? `http://127.0.0.1:${port}`

export default defineConfig({
  testDir: "tests/e2e",
  outputDir: "test-results/e2e",
  forbidOnly: process.env.CI === "true",
  retries: process.env.CI === "true" ? 1 : 0,
  // Two browsers at once: no test moves the server's clock past another's stay (completedStay in
  // support/stays.ts asks test control to finish its own booking, ADR 109).
  workers: 2,
  timeout: 30_000,
  // A page that answers in 1 s here took 3-6 s on a shared host three times slower (CI, 2026-12-06):
  // assertions wait up to 10 s, which only a failing one ever spends.
  expect: { timeout: 10_000 },
  reporter: [
    ["list"],
    // tests/run-all.ts reads the counts from this file.
    ["json", { outputFile: process.env.E2E_JSON_REPORT ?? "test-results/playwright.json" }],
  ],
  use: {
    baseURL,
    browserName: "chromium",
    headless: true,
    launchOptions: { executablePath: chromium.executablePath, args: [...chromium.args] },
    screenshot: "only-on-failure",
    trace: "retain-on-failure",
  },
  projects: [
    { name: "desktop", use: { viewport: { width: 1280, height: 800 } } },
    { name: "mobile", use: { viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true } },
  ],
  webServer: externalBaseUrl
    ? undefined
    : {
        command: serveCommand(),
        url: `${baseURL}/`,
        // Room for a web build on a fresh clone (2 cores) plus the catalogue seed.
        timeout: 240_000,
        // A port already taken means a stale server: fail rather than test it.
        reuseExistingServer: false,
        stdout: "ignore",
        stderr: "pipe",
        gracefulShutdown: { signal: "SIGTERM", timeout: 5_000 },
        env: {
          ...inheritedEnv(),
          PORT: String(port),
          // Each run starts from the seeded catalogue in memory; DATA_DIR is a
          // fallback so nothing is ever written into the developer's ./.data.
          DATABASE_MEMORY: "1",
          DATA_DIR: join(tmpdir(), `stayfinder-e2e-${process.pid}`),
          TEST_CONTROL: "1",
          // Tests send X-Forwarded-For as their own client address (support/fixtures.ts).
          TRUSTED_PROXIES: "127.0.0.1/32,::1/128",
        },
      },
})

// The runner's own Node (24); the system one is too old for the server. Server rendering needs
// the built web app, so build it first when it is missing or stale, as `npm start` does.
function serveCommand(): string {
  const node = `"${process.execPath}"`
  const serve = `${node} cli/bin.ts serve`
  return `${node} scripts/build-if-stale.ts && ${serve}`
}

// The browser suite always runs on the embedded database, even when the shell
// points DATABASE_URL at a PostgreSQL server (the integration suite uses DATABASE_TEST_URL).
function inheritedEnv(): Record<string, string> {
  const out: Record<string, string> = {}
  for (const [key, value] of Object.entries(process.env)) {
    if (value !== undefined && key !== "DATABASE_URL") out[key] = value
  }
  return out
}

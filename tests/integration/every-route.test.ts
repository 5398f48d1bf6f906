import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { type RouteId, routes } from "#core/routes/registry.ts"
import { type RunningServer, startServer } from "#server/start.ts"
import { routeExamples } from "../lib/route-examples.ts"
import { call } from "./lib/http.ts"
import { testConfig } from "./lib/server.ts"

/**
 * Every route of both route tables answers (issue 8 'Done when'), as a visitor who follows a link
 * would find it: a page, or the redirect the route table gives. Needs `npm run build` first.
 */
describe("every registered route answers", () => {
  let server: RunningServer
  beforeAll(async () => {
    server = await startServer(testConfig({ kind: "memory" }))
  }, 120_000)
  afterAll(() => server.close())

  it.each(Object.keys(routes) as Array<RouteId>)("%s", async (id) => {
    const { path, status = 200 } = routeExamples[id]
    const page = await call(server.url, path)
    expect(page.status, path).toBe(status)
    if (status !== 302) {
      expect(page.headers["content-type"], path).toContain("text/html")
      expect(page.text, path).toContain('id="app-data"')
      // The Not Found page says so in its title; every other page is the route's own.
      expect(page.text.includes("<title>Page not found"), path).toBe(status === 404)
    }
  })
})

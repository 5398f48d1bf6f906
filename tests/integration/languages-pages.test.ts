import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { type RunningServer, startServer } from "#server/start.ts"
import { call } from "./lib/http.ts"
import { testConfig } from "./lib/server.ts"

/** The page's language through the whole server (ADR 094); needs `npm run build`. */
describe("server-rendered pages in the visitor's language", () => {
  let server: RunningServer

  beforeAll(async () => {
    server = await startServer(testConfig({ kind: "memory" }))
  }, 120_000)
  afterAll(() => server.close())

  const htmlLang = (html: string) => /<html lang="([^"]+)">/.exec(html)?.[1]

  it("renders the home page in French for the locale cookie, and says caches must key on the cookie", async () => {
    const page = await call(server.url, "/", { headers: { cookie: "recent_searches=%5B%5D; locale=fr-FR" } })
    expect(page.status).toBe(200)
    expect(htmlLang(page.text)).toBe("fr-FR")
    expect(page.text).toContain("Trouvez votre séjour partout en Inde")
    expect(page.headers["cache-control"]).toBe("public, max-age=3600")
    expect(page.headers.vary).toContain("Cookie")
  })

  it("renders one page in French for ?lang=fr-FR: its title, and a listing's heading from its loader", async () => {
    const home = await call(server.url, "/?lang=fr-FR")
    expect(htmlLang(home.text)).toBe("fr-FR")
    expect(home.text).toContain("<title>Treebo Hotels : réservez des hôtels partout en Inde</title>")
    const listing = await call(server.url, "/hotels-in-bengaluru/?lang=fr-FR")
    expect(listing.status).toBe(200)
    expect(listing.text).toMatch(/<h1[^>]*>Hôtels à Bengaluru<\/h1>/)
  })

  it("keeps the default language for everyone else, between French renders", async () => {
    await call(server.url, "/", { headers: { cookie: "locale=fr-FR" } })
    const page = await call(server.url, "/")
    expect(htmlLang(page.text)).toBe("en-IN")
    expect(page.text).toContain("Find your stay across India")
    expect(page.text).not.toContain("Trouvez")
  })

  it("ignores a language it does not ship", async () => {
    const page = await call(server.url, "/?lang=de-DE", { headers: { cookie: "locale=klingon" } })
    expect(page.status).toBe(200)
    expect(htmlLang(page.text)).toBe("en-IN")
  })
})

import { describe, expect, it } from "vitest"
import { CLIENT_ENTRY } from "./app/assets.ts"
import { render } from "./entry-server.tsx"

const manifest = {
  [CLIENT_ENTRY]: { file: "assets/entry-1.js" },
  "web/features/home/home-page.tsx": { file: "assets/home-page-1.js" },
  "web/app/not-found-page.tsx": { file: "assets/not-found-page-1.js" },
}

/** No API behind these renders: the home page renders its own texts without one. */
const api = {
  fetch: async () => Response.json({ errors: [{ code: "unavailable", message: "No API" }] }, { status: 503 }),
  origin: "http://www.example.in",
}

const page = (url: string, cookie?: string) =>
  render({
    url,
    cookie,
    channel: "website",
    origin: "https://www.example.in",
    manifest,
    support: { supportPhone: "+91 80 4718 0000", supportChatUrl: "https://wa.me/918047180000" },
    api,
    now: Date.parse("2026-12-01T04:30:00Z"),
  })

const configLocale = (html: string) => /"locale":"([^"]+)"/.exec(html)?.[1]

describe("the page's language (ADR 094)", () => {
  it("is en-IN by default", async () => {
    const { body } = await page("/")
    expect(body).toContain('<html lang="en-IN">')
    expect(body).toContain("Find your stay across India")
    expect(configLocale(body)).toBe("en-IN")
  })

  it("follows the locale cookie: lang attribute, texts, title and the hydration data", async () => {
    const { body, headers } = await page("/", "recent_searches=%5B%5D; locale=fr-FR")
    expect(body).toContain('<html lang="fr-FR">')
    expect(body).toContain("Trouvez votre séjour partout en Inde")
    expect(body).not.toContain("Find your stay across India")
    expect(body).toContain("<title>Treebo Hotels : réservez des hôtels partout en Inde</title>")
    expect(configLocale(body)).toBe("fr-FR")
    // A shared cache keys the page on the cookie too, so no language is served to another.
    expect(headers.vary).toBe("Host, Cookie")
  })

  it("follows ?lang= for one page, over the cookie", async () => {
    const { body } = await page("/?lang=fr-FR", "locale=en-GB")
    expect(body).toContain('<html lang="fr-FR">')
    expect(body).toContain("Trouvez votre séjour partout en Inde")
  })

  it("shows British texts in en-GB and the default for keys it does not change", async () => {
    const { body } = await page("/", "locale=en-GB")
    expect(body).toContain('<html lang="en-GB">')
    expect(body).toContain("Find your stay across India")
    expect(body).toContain("guest houses")
  })

  it("ignores an unsupported language instead of failing", async () => {
    const { status, body } = await page("/?lang=de-DE", "locale=xx")
    expect(status).toBe(200)
    expect(body).toContain('<html lang="en-IN">')
  })

  it("keeps languages apart from one render to the next", async () => {
    await page("/", "locale=fr-FR")
    const { body } = await page("/")
    expect(body).toContain("Find your stay across India")
    expect(body).not.toContain("Trouvez")
  })
})

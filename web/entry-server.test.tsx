import { describe, expect, it } from "vitest"
import { CLIENT_ENTRY } from "./app/assets.ts"
import { render } from "./entry-server.tsx"
import { HYDRATION_ELEMENT_ID } from "./lib/hydration-data.ts"

const manifest = {
  [CLIENT_ENTRY]: { file: "assets/entry-1.js", css: ["assets/entry-1.css"] },
  "web/features/home/home-page.tsx": { file: "assets/home-page-1.js" },
  "web/app/not-found-page.tsx": { file: "assets/not-found-page-1.js" },
}

const support = {
  website: { supportPhone: "+91 80 4718 0000", supportChatUrl: "https://wa.me/918047180000" },
  gdc: { supportPhone: "+91 80 4718 0099", supportChatUrl: "https://wa.me/918047180099" },
}

/** No API behind these renders: pages must still render when a loader's call fails. */
const api = {
  fetch: async () =>
    Response.json({ errors: [{ code: "unavailable", message: "No API here" }] }, { status: 503 }),
  origin: "http://www.example.in",
}

const page = (url: string, channel: "website" | "gdc" = "website") =>
  render({
    url,
    channel,
    origin: "https://www.example.in",
    manifest,
    support: support[channel],
    api,
    now: Date.parse("2026-12-01T04:30:00Z"),
  })

/** The JSON element's content, parsed. */
const hydrationData = (html: string): { config: { channel: string; supportPhone: string } } => {
  const match = new RegExp(
    `<script type="application/json" id="${HYDRATION_ELEMENT_ID}">([^<]*)</script>`,
  ).exec(html)
  if (match === null) throw new Error("no hydration element")
  return JSON.parse(match[1]!)
}

describe("server render", () => {
  it("renders the home page, cacheable for an hour and varying by Host and Cookie", async () => {
    const res = await page("/")
    expect(res.status).toBe(200)
    expect(res.headers).toEqual({ "cache-control": "public, max-age=3600", vary: "Host, Cookie" })
    expect(res.body).toContain('<html lang="en-IN">')
    expect(res.body).toContain("Find your stay across India")
    expect(res.body).toContain('role="combobox"')
    expect(res.body).toContain('<link rel="canonical" href="https://www.example.in/">')
    expect(res.body).toMatch(/data-hydration-modules="[^"]*\/assets\/home-page-1\.js/)
    expect(res.body).not.toContain("modulepreload")
  })

  it("has no inline executable script: only the module entry and a JSON data element", async () => {
    const { body } = await page("/")
    const scripts = [...body.matchAll(/<script([^>]*)>/g)].map((m) => m[1]!.trim())
    expect(scripts).toEqual([
      'type="module" src="/assets/entry-1.js" fetchpriority="low" data-hydration-modules="/assets/home-page-1.js"',
      `type="application/json" id="${HYDRATION_ELEMENT_ID}"`,
    ])
    expect(body).not.toContain("__staticRouterHydrationData")
  })

  it("sends the channel's support number in the page and in the hydration data", async () => {
    const website = hydrationData((await page("/")).body).config
    const gdc = hydrationData((await page("/", "gdc")).body).config
    expect(website.channel).toBe("website")
    expect(gdc.channel).toBe("gdc")
    expect(gdc.supportPhone).not.toBe(website.supportPhone)
    expect((await page("/", "gdc")).body).toContain(gdc.supportPhone)
  })

  it("answers unknown paths with the Not Found page, 404, never cached", async () => {
    const res = await page("/no-such-page/")
    expect(res.status).toBe(404)
    expect(res.headers).toEqual({ "cache-control": "no-store" })
    expect(res.body).toContain("We couldn’t find that page")
    expect(res.body).not.toContain('rel="canonical"')
  })

  it("answers /cities/ with 500, never cached, when its list cannot be loaded (ADR 066)", async () => {
    const res = await page("/cities/")
    expect(res.status).toBe(500)
    expect(res.headers).toEqual({ "cache-control": "no-store" })
  })

  it("renders the sign-in pages anonymously and never lets a cache keep them", async () => {
    for (const [url, text] of [
      ["/login/?redirect=%2Ffaq%2F", "Forgot password?"],
      ["/signup/", "Create account"],
      ["/forgot-password/", "Send reset link"],
      ["/forgot-password/?token=abc", "Choose a new password"],
    ] as const) {
      const res = await page(url)
      expect(res.status, url).toBe(200)
      expect(res.headers, url).toEqual({ "cache-control": "no-store" })
      expect(res.body, url).toContain(text)
      expect(res.body, url).toContain(">Sign In<")
      expect(res.body, url).not.toContain("My Account")
      // spec-checkout §2: no footer on these pages.
      expect(res.body, url).not.toContain("<footer")
    }
  })

  it("renders a member-only page as a placeholder: the server cannot know who is signed in", async () => {
    const res = await page("/update-profile/")
    expect(res.status).toBe(200)
    // An account page is never indexed; the home page above carries no such header.
    expect(res.headers).toEqual({ "cache-control": "no-store", "x-robots-tag": "noindex" })
    expect(res.body).toContain("Checking that you are signed in")
    expect(res.body).not.toContain("First name")
    expect(res.body).toContain("<title>Update your profile · Treebo Hotels</title>")
  })
})

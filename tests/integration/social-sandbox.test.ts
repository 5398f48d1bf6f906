import { expect, it } from "vitest"
import { configFromEnv } from "#server/config.ts"
import { call } from "./lib/http.ts"
import { onEveryDatabase } from "./lib/server.ts"

/** The configuration the page was rendered with (ADR 013: JSON in a script element). */
const pageConfig = (html: string) => {
  const json = /<script[^>]*id="app-data"[^>]*>([\s\S]*?)<\/script>/.exec(html)?.[1]
  return (JSON.parse(json ?? "null") as { config: { social?: unknown } }).config
}

onEveryDatabase("social sign-in sandbox, local issuer on", (server) => {
  it("serves each provider's sandbox window, with its script and style on our origin", async () => {
    const page = await call(server().url, "/social-sandbox/google/")
    expect(page.status).toBe(200)
    expect(page.text).toContain("<title>Sign in with Google · Sign-in sandbox</title>")
    expect(page.text).toContain('data-provider="google"')
    expect(page.text).not.toMatch(/<script>|style=/)
    expect((await call(server().url, "/social-sandbox/facebook/")).text).toContain("Sign in with Facebook")
    expect((await call(server().url, "/social-sandbox/sandbox.js")).status).toBe(200)
    expect((await call(server().url, "/social-sandbox/sandbox.css")).status).toBe(200)
    expect((await call(server().url, "/social-sandbox/twitter/")).status).toBe(404)
  })

  it("tells the page both providers sign in through the sandbox, and the CSP allows no provider", async () => {
    const login = await call(server().url, "/login/")
    expect(pageConfig(login.text).social).toEqual({
      google: { kind: "sandbox", url: "/social-sandbox/google/" },
      facebook: { kind: "sandbox", url: "/social-sandbox/facebook/" },
    })
    expect(String(login.headers["content-security-policy"])).not.toMatch(/google|facebook/)
  })
})

onEveryDatabase(
  "social sign-in sandbox, local issuer off",
  (server) => {
    it("has no sandbox window and offers no provider", async () => {
      expect((await call(server().url, "/social-sandbox/google/")).status).toBe(404)
      expect(pageConfig((await call(server().url, "/login/")).text).social).toEqual({})
    })
  },
  { social: configFromEnv({ TEST_CONTROL: "1", SOCIAL_LOCAL_ISSUER: "0" }).social },
)

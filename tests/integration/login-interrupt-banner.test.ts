import { Schema } from "effect"
import { expect, it } from "vitest"
import { LoginInterruptBanner } from "#core/content/login-interrupt-banner.ts"
import { MEMBER_DISCOUNT_BPS } from "#core/pricing/quote.ts"
import { call } from "./lib/http.ts"
import { onEveryDatabase } from "./lib/server.ts"

const banner = (json: unknown) =>
  Schema.decodeUnknownSync(Schema.Struct({ data: LoginInterruptBanner }))(json).data

onEveryDatabase("login-interrupt banner content", (server) => {
  const get = (path: string) => call(server().url, path)

  it("serves the banner under its content key, with a picture our origin serves", async () => {
    const answer = await get("/api/v1/contents/?key=login_interrupt_banner")
    expect(answer.status).toBe(200)
    const content = banner(answer.json)
    expect(content.key).toBe("login_interrupt_banner")
    expect(content.heading).toContain(`${MEMBER_DISCOUNT_BPS / 100}%`)
    expect(content.sub_heading).not.toBe("")
    expect(content.background_url).toMatch(/^\/images\/hotels\/\d+-\d+\.svg$/)
    const picture = await get(content.background_url)
    expect(picture.status).toBe(200)
    expect(picture.headers["content-type"]).toContain("image/svg+xml")
  })

  it("still serves the payment offers under their key", async () => {
    const answer = await get("/api/v1/contents/?key=payment_gateway")
    expect(answer.status).toBe(200)
    expect((answer.json as { data: { key: string; offers: unknown[] } }).data).toMatchObject({
      key: "payment_gateway",
      offers: expect.any(Array),
    })
  })
})

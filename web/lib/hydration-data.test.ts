import { describe, expect, it } from "vitest"
import { type HydrationPayload, serializeForScript } from "./hydration-data.ts"

const payload = (loaderData: Record<string, unknown>): HydrationPayload => ({
  config: {
    channel: "website",
    locale: "en-IN",
    origin: "http://localhost",
    supportPhone: "+91 80 4718 0000",
    supportChatUrl: "https://wa.me/918047180000",
  },
  router: { loaderData, actionData: null, errors: null },
})

describe("serializeForScript", () => {
  it("cannot close the script element or open a comment, whatever the data holds", () => {
    const text = serializeForScript(payload({ home: { name: "</script><script>alert(1)</script><!--" } }))
    expect(text).not.toMatch(/<\/script/i)
    expect(text).not.toContain("<!--")
    expect(text).not.toContain("<")
  })

  it("stays JSON that parses back to the same data", () => {
    const data = payload({ home: { name: "a</script>b", note: "line\u2028break" } })
    expect(JSON.parse(serializeForScript(data))).toEqual(data)
  })
})

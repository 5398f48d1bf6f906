import { expect, it } from "vitest"
import { loadCatalogue } from "#fixtures/generate/catalogue.ts"
import { call } from "./lib/http.ts"
import { onEveryDatabase } from "./lib/server.ts"

const hotel = loadCatalogue().hotels[0]!

onEveryDatabase("hotel images", (server) => {
  it("draws a catalogue image as SVG of its known size, cacheable for a year", async () => {
    const image = hotel.images[0]!
    const answer = await call(server().url, `/images/hotels/${image.id}.svg`)
    expect(answer.status).toBe(200)
    expect(answer.headers["content-type"]).toContain("image/svg+xml")
    expect(answer.headers["cache-control"]).toBe("public, max-age=31536000, immutable")
    expect(answer.text).toContain(`width="${image.width}"`)
    expect(answer.text).toContain(`height="${image.height}"`)
  })

  it("draws different categories differently", async () => {
    const [a, b] = [hotel.images[0]!, hotel.images.find((i) => i.category !== hotel.images[0]!.category)!]
    const first = await call(server().url, `/images/hotels/${a.id}.svg`)
    const second = await call(server().url, `/images/hotels/${b.id}.svg`)
    expect(first.text).not.toBe(second.text)
  })

  it("answers 404 for an unknown image or a malformed name", async () => {
    for (const path of [
      `/images/hotels/${hotel.id}-999.svg`,
      "/images/hotels/999999-1.svg",
      "/images/hotels/..%2Fetc.svg",
      "/images/hotels/1-1.png",
    ]) {
      expect((await call(server().url, path)).status, path).toBe(404)
    }
  })
})

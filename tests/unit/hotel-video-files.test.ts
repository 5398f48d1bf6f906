import { readFileSync } from "node:fs"
import { resolve } from "node:path"
import { describe, expect, it } from "vitest"
import { HOTEL_VIDEOS, hotelVideoFileOf, hotelVideoPosterUrl, hotelVideoUrl } from "#core/catalogue/videos.ts"

/** The committed recordings of scripts/make-hotel-videos.ts match the tours core lists. */
const mediaDir = resolve(import.meta.dirname, "../../fixtures/media/hotel-videos")

describe("the recorded files", () => {
  it("exist for every tour: a small WebM and a PNG poster", () => {
    for (const video of HOTEL_VIDEOS) {
      const webm = readFileSync(resolve(mediaDir, `${video.name}.webm`))
      // The EBML magic number, then the 'webm' doc type in its header.
      expect(webm.subarray(0, 4).toString("hex")).toBe("1a45dfa3")
      expect(webm.subarray(0, 40).includes("webm")).toBe(true)
      expect(webm.length).toBeLessThan(300 * 1024)
      const png = readFileSync(resolve(mediaDir, `${video.name}.png`))
      expect(png.subarray(1, 4).toString("latin1")).toBe("PNG")
      expect(png.length).toBeLessThan(50 * 1024)
    }
  })

  it("are addressed under /media/hotel-videos/, and only their names are", () => {
    const [video] = HOTEL_VIDEOS
    expect(hotelVideoUrl(video!.name)).toBe(`/media/hotel-videos/${video!.name}.webm`)
    expect(hotelVideoPosterUrl(video!.name)).toBe(`/media/hotel-videos/${video!.name}.png`)
    expect(hotelVideoFileOf(`${video!.name}.webm`)).toEqual({ video, kind: "webm" })
    expect(hotelVideoFileOf(`${video!.name}.png`)).toEqual({ video, kind: "png" })
    for (const file of ["nope.webm", `${video!.name}.mp4`, `${video!.name}`, "..%2Fhotels.ts", ".webm"]) {
      expect(hotelVideoFileOf(file), file).toBeNull()
    }
  })
})

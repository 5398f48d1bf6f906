import { readFileSync } from "node:fs"
import { resolve } from "node:path"
import { expect, it } from "vitest"
import { HOTEL_VIDEOS, hotelVideoOf } from "#core/catalogue/videos.ts"
import { loadCatalogue } from "#fixtures/generate/catalogue.ts"
import { call } from "./lib/http.ts"
import { fetchRaw } from "./lib/raw-http.ts"
import { onEveryDatabase } from "./lib/server.ts"

/** ADR 072 (amended): recorded hotel tours, their posters, and how they are served. */

const catalogue = loadCatalogue()
const videoHotel = catalogue.hotels.find((h) => hotelVideoOf(h) !== null)!
const tour = hotelVideoOf(videoHotel)!
const plainHotel = catalogue.hotels.find((h) => hotelVideoOf(h) === null)!
const mediaDir = resolve(import.meta.dirname, "../../fixtures/media/hotel-videos")
const fileBytes = readFileSync(resolve(mediaDir, `${tour.video.name}.webm`))
const videoPath = `/media/hotel-videos/${tour.video.name}.webm`
const IMMUTABLE = "public, max-age=31536000, immutable"

/** A call whose body stays bytes, sent to the main host as a browser on this port would. */
const bytesOf = (baseUrl: string, path: string, method = "GET", headers: Record<string, string> = {}) =>
  fetchRaw(baseUrl, path, { host: `localhost:${new URL(baseUrl).port}`, ...headers }, method)

onEveryDatabase("hotel videos: details, files, ranges", (server) => {
  it("answers a hotel's tour in its details, from our origin, uploaded on a fixed day", async () => {
    const answer = await call(server().url, `/api/v5/hotels/${videoHotel.id}/details/`)
    expect(answer.status, answer.text).toBe(200)
    const { data } = answer.json as { data: { videoDetails: unknown } }
    expect(data.videoDetails).toEqual({
      videoUrl: videoPath,
      videoThumbnailUrl: `/media/hotel-videos/${tour.video.name}.png`,
      videoUploadedDate: tour.uploadedDate,
    })
  })

  it("answers null for a hotel without one", async () => {
    const answer = await call(server().url, `/api/v5/hotels/${plainHotel.id}/details/`)
    expect(answer.status, answer.text).toBe(200)
    expect((answer.json as { data: { videoDetails: unknown } }).data.videoDetails).toBeNull()
  })

  it("serves the whole file as video/webm, cacheable for a year, never compressed", async () => {
    const answer = await bytesOf(server().url, videoPath, "GET", { "accept-encoding": "gzip, br" })
    expect(answer.status).toBe(200)
    expect(answer.headers["content-type"]).toBe("video/webm")
    expect(answer.headers["cache-control"]).toBe(IMMUTABLE)
    expect(answer.headers["accept-ranges"]).toBe("bytes")
    expect(answer.headers["content-encoding"]).toBeUndefined()
    expect(Number(answer.headers["content-length"])).toBe(fileBytes.length)
    expect(answer.body.equals(fileBytes)).toBe(true)
  })

  it("answers a byte range with 206 and Content-Range, as players seek", async () => {
    const size = fileBytes.length
    const first = await bytesOf(server().url, videoPath, "GET", { range: "bytes=0-99" })
    expect(first.status).toBe(206)
    expect(first.headers["content-range"]).toBe(`bytes 0-99/${size}`)
    expect(first.headers["content-type"]).toBe("video/webm")
    expect(first.body.equals(fileBytes.subarray(0, 100))).toBe(true)

    const tail = await bytesOf(server().url, videoPath, "GET", { range: `bytes=${size - 500}-` })
    expect(tail.status).toBe(206)
    expect(tail.headers["content-range"]).toBe(`bytes ${size - 500}-${size - 1}/${size}`)
    expect(tail.body.equals(fileBytes.subarray(size - 500))).toBe(true)

    const suffix = await bytesOf(server().url, videoPath, "GET", { range: "bytes=-300" })
    expect(suffix.status).toBe(206)
    expect(suffix.body.equals(fileBytes.subarray(size - 300))).toBe(true)

    const beyond = await bytesOf(server().url, videoPath, "GET", { range: `bytes=${size}-` })
    expect(beyond.status).toBe(416)
    expect(beyond.headers["content-range"]).toBe(`bytes */${size}`)
  })

  it("answers a revalidation with its ETag by 304, without the bytes", async () => {
    const first = await bytesOf(server().url, videoPath, "HEAD")
    const etag = String(first.headers.etag)
    expect(etag).not.toBe("undefined")
    const again = await bytesOf(server().url, videoPath, "GET", { "if-none-match": etag })
    expect(again.status).toBe(304)
    expect(again.body.length).toBe(0)
  })

  it("answers HEAD with the headers and no body", async () => {
    const answer = await bytesOf(server().url, videoPath, "HEAD")
    expect(answer.status).toBe(200)
    expect(answer.headers["content-type"]).toBe("video/webm")
    expect(Number(answer.headers["content-length"])).toBe(fileBytes.length)
    expect(answer.body.length).toBe(0)
  })

  it("serves each poster as a PNG, cacheable for a year", async () => {
    for (const video of HOTEL_VIDEOS) {
      const answer = await bytesOf(server().url, `/media/hotel-videos/${video.name}.png`)
      expect(answer.status, video.name).toBe(200)
      expect(answer.headers["content-type"]).toBe("image/png")
      expect(answer.headers["cache-control"]).toBe(IMMUTABLE)
      expect(answer.body.equals(readFileSync(resolve(mediaDir, `${video.name}.png`)))).toBe(true)
    }
  })

  it("answers 404 for a name that is not a tour, and for anything else under /media/", async () => {
    for (const path of [
      "/media/hotel-videos/unknown.webm",
      `/media/hotel-videos/${tour.video.name}.mp4`,
      "/media/hotel-videos/..%2F..%2Fpackage.json",
      "/media/hotel-videos/",
      "/media/other/thing.webm",
    ]) {
      for (const method of ["GET", "HEAD"]) {
        const answer = await call(server().url, path, { method })
        expect(answer.status, `${method} ${path}`).toBe(404)
        expect(answer.headers["cache-control"], `${method} ${path}`).toBe("no-store")
      }
    }
  })

  it("lets pages play media from our origin only (CSP media-src 'self')", async () => {
    const csp = String(
      (await call(server().url, videoPath, { method: "HEAD" })).headers["content-security-policy"],
    )
    expect(csp).toContain("media-src 'self';")
    expect(csp).toContain("img-src 'self' data:")
  })
})

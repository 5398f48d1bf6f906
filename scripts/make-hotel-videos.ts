/**
 * Records the hotel video tours of core/catalogue/videos.ts (ADR 072, amended) into
 * fixtures/media/hotel-videos/: for each tour a WebM (VP9, 640×360, no audio, two seconds a
 * scene) and a PNG poster of its first frame. The files are committed; this script is run by hand
 * only when a tour is added or changed, never by the build or the tests.
 *
 *   node scripts/make-hotel-videos.ts            # all tours
 *   node scripts/make-hotel-videos.ts pool-and-lobby
 *
 * How: headless Chromium (Debian's /usr/bin/chromium, or CHROMIUM_PATH; no browser download and
 * no ffmpeg needed) draws each scene's SVG from core/catalogue/images.ts onto a canvas, pans from
 * scene to scene with a slow zoom and a caption, and records the canvas in real time with
 * MediaRecorder. Chromium (156 here) finishes the WebM on stop with a Duration and Cues, so players
 * show the length and seek; an older recorder that leaves them out fails the check below (its
 * duration reads as Infinity). Recording is real time, so two runs give equal pictures but not
 * equal bytes: regenerate only what changed. Each file is checked in the browser afterwards: it
 * must decode, last about the tour's length, seek, and stay under MAX_BYTES.
 */
import { mkdirSync, writeFileSync } from "node:fs"
import { join, resolve } from "node:path"
import { chromium } from "@playwright/test"
import { renderImageSvg } from "#core/catalogue/images.ts"
import {
  HOTEL_VIDEOS,
  TOUR_HEIGHT,
  TOUR_SCENE_SECONDS,
  TOUR_WIDTH,
  tourSceneImage,
} from "#core/catalogue/videos.ts"
import { chromium as browserSettings } from "../tests/lib/chromium.ts"

const OUT_DIR = resolve(import.meta.dirname, "../fixtures/media/hotel-videos")
/** Scenes are drawn this much larger than the frame, so the zoom never enlarges pixels. */
const DRAW_SCALE = 1.25
const FPS = 30
const BITS_PER_SECOND = 360_000
const MAX_BYTES = 300 * 1024

interface RecordInput {
  readonly svgs: ReadonlyArray<string>
  readonly captions: ReadonlyArray<string>
  readonly width: number
  readonly height: number
  readonly sceneSeconds: number
  readonly fps: number
  readonly bitsPerSecond: number
}

/** Runs in the page: draws the tour, returns the poster (PNG data URL) and the WebM (base64). */
const recordInPage = async (input: RecordInput): Promise<{ poster: string; webm: string; mime: string }> => {
  const { width, height, sceneSeconds, captions } = input
  const canvas = document.createElement("canvas")
  canvas.width = width
  canvas.height = height
  document.body.append(canvas)
  const ctx = canvas.getContext("2d")!
  const images = await Promise.all(
    input.svgs.map(
      (svg) =>
        new Promise<HTMLImageElement>((done, fail) => {
          const image = new Image()
          image.onload = () => done(image)
          image.onerror = () => fail(new Error("scene did not decode"))
          image.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`
        }),
    ),
  )
  const total = sceneSeconds * images.length
  const transition = 0.6
  const ease = (x: number) => (x < 0.5 ? 2 * x * x : 1 - (-2 * x + 2) ** 2 / 2)

  /** One scene, zoomed in by `zoom` about its centre, drawn with its left edge at `x`. */
  const scene = (index: number, x: number, zoom: number) => {
    const image = images[index]!
    const sw = image.naturalWidth / zoom
    const sh = image.naturalHeight / zoom
    const sx = (image.naturalWidth - sw) / 2 + (index % 2 === 0 ? 1 : -1) * (sw * (zoom - 1)) * 0.4
    const sy = (image.naturalHeight - sh) / 2
    ctx.drawImage(image, sx, sy, sw, sh, x, 0, width, height)
  }

  /** The scene's caption top left and the tour badge top right: a player's controls cover the bottom. */
  const caption = (text: string, alpha: number) => {
    ctx.save()
    ctx.globalAlpha = alpha
    ctx.font = "600 24px sans-serif"
    const padding = 14
    ctx.fillStyle = "rgba(0, 0, 0, 0.55)"
    ctx.beginPath()
    ctx.roundRect(24, 20, ctx.measureText(text).width + padding * 2, 44, 8)
    ctx.fill()
    ctx.fillStyle = "#ffffff"
    ctx.textBaseline = "middle"
    ctx.fillText(text, 24 + padding, 42)
    ctx.restore()
    ctx.save()
    ctx.font = "600 14px sans-serif"
    const badge = ctx.measureText("VIDEO TOUR").width + 20
    ctx.fillStyle = "rgba(0, 0, 0, 0.45)"
    ctx.beginPath()
    ctx.roundRect(width - 24 - badge, 28, badge, 28, 14)
    ctx.fill()
    ctx.fillStyle = "#ffffff"
    ctx.textBaseline = "middle"
    ctx.fillText("VIDEO TOUR", width - 14 - badge, 42)
    ctx.restore()
  }

  /** The frame at `t` seconds: a slow zoom within a scene, a pan into the next at its end. */
  const draw = (t: number) => {
    const index = Math.min(images.length - 1, Math.floor(t / sceneSeconds))
    const local = t - index * sceneSeconds
    const zoom = 1 + 0.08 * (local / sceneSeconds)
    ctx.fillStyle = "#000"
    ctx.fillRect(0, 0, width, height)
    const panFrom = sceneSeconds - transition
    if (index < images.length - 1 && local > panFrom) {
      const shift = ease((local - panFrom) / transition) * width
      scene(index, -shift, zoom)
      scene(index + 1, width - shift, 1)
      caption(captions[index + 1]!, ease((local - panFrom) / transition))
    } else {
      scene(index, 0, zoom)
      caption(captions[index]!, 1)
    }
  }

  draw(0)
  const poster = canvas.toDataURL("image/png")

  const mime = ["video/webm;codecs=vp9", "video/webm;codecs=vp8"].find((m) =>
    MediaRecorder.isTypeSupported(m),
  )
  if (mime === undefined) throw new Error("this Chromium records neither VP9 nor VP8")
  const stream = canvas.captureStream(input.fps)
  const recorder = new MediaRecorder(stream, { mimeType: mime, videoBitsPerSecond: input.bitsPerSecond })
  const chunks: Array<Blob> = []
  recorder.ondataavailable = (event) => {
    if (event.data.size > 0) chunks.push(event.data)
  }
  const stopped = new Promise<void>((done) => {
    recorder.onstop = () => done()
  })
  recorder.start()
  const started = performance.now()
  await new Promise<void>((done) => {
    const frame = () => {
      const t = (performance.now() - started) / 1000
      draw(Math.min(t, total))
      if (t < total + 0.1) requestAnimationFrame(frame)
      else done()
    }
    requestAnimationFrame(frame)
  })
  recorder.stop()
  await stopped
  const bytes = new Uint8Array(await new Blob(chunks, { type: mime }).arrayBuffer())
  let binary = ""
  for (let i = 0; i < bytes.length; i += 0x8000)
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000))
  return { poster, webm: btoa(binary), mime }
}

/** Runs in the page: plays the finished file back as a browser would. */
const checkInPage = async (webmBase64: string) => {
  const bytes = Uint8Array.from(atob(webmBase64), (c) => c.charCodeAt(0))
  const video = document.createElement("video")
  video.muted = true
  video.src = URL.createObjectURL(new Blob([bytes], { type: "video/webm" }))
  await new Promise((done, fail) => {
    video.onloadedmetadata = done
    video.onerror = () => fail(new Error(`cannot decode: ${video.error?.message}`))
  })
  const duration = video.duration
  video.currentTime = duration / 2
  await new Promise((done) => {
    video.onseeked = done
  })
  return { duration, width: video.videoWidth, height: video.videoHeight, seekedTo: video.currentTime }
}

const main = async () => {
  const only = process.argv.slice(2)
  const unknown = only.filter((name) => !HOTEL_VIDEOS.some((video) => video.name === name))
  if (unknown.length > 0) throw new Error(`no such tour: ${unknown.join(", ")}`)
  mkdirSync(OUT_DIR, { recursive: true })
  const browser = await chromium.launch({
    executablePath: browserSettings.executablePath,
    args: [...browserSettings.args],
  })
  try {
    const page = await browser.newPage({ viewport: { width: TOUR_WIDTH, height: TOUR_HEIGHT } })
    for (const [videoIndex, video] of HOTEL_VIDEOS.entries()) {
      if (only.length > 0 && !only.includes(video.name)) continue
      const svgs = video.scenes.map((_, sceneIndex) =>
        renderImageSvg(tourSceneImage(videoIndex, sceneIndex, DRAW_SCALE)),
      )
      const recorded = await page.evaluate(recordInPage, {
        svgs,
        captions: video.scenes.map((scene) => scene.caption),
        width: TOUR_WIDTH,
        height: TOUR_HEIGHT,
        sceneSeconds: TOUR_SCENE_SECONDS,
        fps: FPS,
        bitsPerSecond: BITS_PER_SECOND,
      })
      const webm = Buffer.from(recorded.webm, "base64")
      const check = await page.evaluate(checkInPage, recorded.webm)
      const expected = TOUR_SCENE_SECONDS * video.scenes.length
      if (!(Math.abs(check.duration - expected) < 0.5) || check.width !== TOUR_WIDTH) {
        throw new Error(`${video.name}: ${JSON.stringify(check)}, expected ${expected} s at ${TOUR_WIDTH} px`)
      }
      if (webm.length > MAX_BYTES) throw new Error(`${video.name}: ${webm.length} bytes, over ${MAX_BYTES}`)
      const poster = Buffer.from(recorded.poster.slice(recorded.poster.indexOf(",") + 1), "base64")
      writeFileSync(join(OUT_DIR, `${video.name}.webm`), webm)
      writeFileSync(join(OUT_DIR, `${video.name}.png`), poster)
      console.log(
        `${video.name}: ${recorded.mime}, ${check.duration.toFixed(2)} s, ${check.width}×${check.height}, ` +
          `${webm.length} bytes; poster ${poster.length} bytes`,
      )
    }
  } finally {
    await browser.close()
  }
}

await main()

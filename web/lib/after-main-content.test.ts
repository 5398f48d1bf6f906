import { describe, expect, it } from "vitest"
import {
  afterMainContent,
  MAIN_PICTURES,
  type PaintingWindow,
  PICTURE_WAIT_CAP_MS,
} from "./after-main-content.ts"

/** A picture that loads or fails when the test says so. */
class Picture extends EventTarget {
  complete = false
  finish(outcome: "load" | "error"): void {
    this.complete = true
    this.dispatchEvent(new Event(outcome))
  }
}

/**
 * How the fake browser reports its first contentful paint: with the first frame, only when the
 * test says it is on screen (`present`), or not at all (no paint timing).
 */
type PaintTiming = "with the first frame" | "when presented" | "none"

/**
 * A window whose frames, timers and paint reports run only when the test steps them, so the order
 * of paint, picture and hydration can be checked without a browser.
 */
const fakeWindow = (
  visibility: DocumentVisibilityState,
  pictures: ReadonlyArray<Picture>,
  paintTiming: PaintTiming = "with the first frame",
) => {
  const frames: Array<() => void> = []
  const timers: Array<{ at: number; run: () => void }> = []
  let now = 0
  let presented = false
  const queried: string[] = []
  const observers = new Set<(names: ReadonlyArray<string>) => void>()
  class FakePaintObserver {
    static readonly supportedEntryTypes = ["paint"]
    private readonly callback: (entries: { getEntriesByName(name: string): ReadonlyArray<unknown> }) => void
    private readonly deliver = (names: ReadonlyArray<string>) =>
      this.callback({ getEntriesByName: (name) => names.filter((each) => each === name) })
    constructor(callback: FakePaintObserver["callback"]) {
      this.callback = callback
    }
    observe(options: { type: string; buffered: boolean }) {
      expect(options).toEqual({ type: "paint", buffered: true })
      observers.add(this.deliver)
      // Buffered: a paint reported before observing is delivered too.
      if (presented) this.deliver(["first-paint", "first-contentful-paint"])
    }
    disconnect() {
      observers.delete(this.deliver)
    }
  }
  const win: PaintingWindow = {
    document: {
      visibilityState: visibility,
      querySelectorAll: (selector) => {
        queried.push(selector)
        return pictures as unknown as Iterable<HTMLImageElement>
      },
    },
    ...(paintTiming === "none" ? {} : { PerformanceObserver: FakePaintObserver }),
    requestAnimationFrame: (callback) => frames.push(callback),
    setTimeout: (callback, ms) => timers.push({ at: now + ms, run: callback }),
  }
  const settle = () => new Promise((resolve) => setImmediate(resolve))
  /** The first paint reaches the screen and the browser reports it. */
  const present = async () => {
    if (presented) return
    presented = true
    for (const deliver of [...observers]) deliver(["first-paint", "first-contentful-paint"])
    await settle()
  }
  /** Renders a frame once pending promise work has run: its callbacks, then every timer due by then. */
  const frame = async () => {
    await settle()
    for (const run of frames.splice(0)) run()
    if (paintTiming === "with the first frame") await present()
    await elapse(0)
  }
  const elapse = async (ms: number) => {
    now += ms
    for (const timer of timers.filter((t) => t.at <= now)) {
      timers.splice(timers.indexOf(timer), 1)
      timer.run()
    }
    await settle()
  }
  return { win, frame, present, elapse, settle, queried, observers }
}

const track = (promise: Promise<void>) => {
  const state = { done: false }
  void promise.then(() => {
    state.done = true
  })
  return state
}

describe("scripts wait for the main content to paint", () => {
  it("start at once in a tab opened in the background, which paints nothing until shown", async () => {
    const w = fakeWindow("hidden", [new Picture()])
    const started = track(afterMainContent(w.win))
    await w.settle()
    expect(started.done).toBe(true)
  })

  it("start after the first paint when the page has no main picture", async () => {
    const w = fakeWindow("visible", [])
    const started = track(afterMainContent(w.win))
    await w.settle()
    expect(started.done).toBe(false)
    await w.frame()
    expect(started.done).toBe(true)
    expect(w.queried).toEqual([MAIN_PICTURES])
  })

  it("start after the main picture has loaded and painted, not before", async () => {
    const picture = new Picture()
    const w = fakeWindow("visible", [picture])
    const started = track(afterMainContent(w.win))
    await w.frame()
    await w.frame()
    expect(started.done).toBe(false)
    picture.finish("load")
    await w.settle()
    expect(started.done).toBe(false)
    await w.frame()
    expect(started.done).toBe(true)
  })

  it("wait for the browser to report the first contentful paint, not only for a frame", async () => {
    const w = fakeWindow("visible", [], "when presented")
    const started = track(afterMainContent(w.win))
    await w.frame()
    await w.frame()
    expect(started.done).toBe(false)
    await w.present()
    expect(started.done).toBe(true)
    expect(w.observers.size).toBe(0)
  })

  it("take the next frame's paint where the browser does not report paints", async () => {
    const w = fakeWindow("visible", [], "none")
    const started = track(afterMainContent(w.win))
    await w.settle()
    expect(started.done).toBe(false)
    await w.frame()
    expect(started.done).toBe(true)
  })

  it("stop waiting for a paint report that never comes after the cap", async () => {
    const w = fakeWindow("visible", [], "when presented")
    const started = track(afterMainContent(w.win))
    await w.frame()
    await w.elapse(PICTURE_WAIT_CAP_MS - 1)
    expect(started.done).toBe(false)
    await w.elapse(1)
    expect(started.done).toBe(true)
    expect(w.observers.size).toBe(0)
  })

  it("do not wait for a picture that failed, or one already in before the first paint", async () => {
    const failed = new Picture()
    const early = new Picture()
    early.complete = true
    const w = fakeWindow("visible", [failed, early])
    const started = track(afterMainContent(w.win))
    await w.frame()
    failed.finish("error")
    await w.frame()
    expect(started.done).toBe(true)
  })

  it("stop waiting for a picture that never arrives after the cap", async () => {
    const w = fakeWindow("visible", [new Picture()])
    const started = track(afterMainContent(w.win))
    await w.frame()
    await w.elapse(PICTURE_WAIT_CAP_MS - 1)
    await w.frame()
    expect(started.done).toBe(false)
    await w.elapse(1)
    await w.frame()
    expect(started.done).toBe(true)
  })
})

import { describe, expect, it } from "vitest"
import { PRELOADS_PER_TASK, type PreloadingDocument, preloadModules } from "./preload-modules.ts"

/** A document that records each appended link with the task it was appended in. */
const recordingDocument = () => {
  const appended: Array<{ rel: string; href: string; task: number }> = []
  let task = 0
  const doc: PreloadingDocument<{ rel: string; href: string }> = {
    createElement: () => ({ rel: "", href: "" }),
    head: { append: (link) => appended.push({ ...link, task }) },
  }
  const nextTask = async () => {
    task += 1
  }
  return { doc, appended, nextTask }
}

describe("preloadModules (ADR 123)", () => {
  it("asks for every module once, in the server's order, as modulepreload links", async () => {
    const { doc, appended, nextTask } = recordingDocument()
    const hrefs = Array.from({ length: 19 }, (_, i) => `/assets/m${i}.js`)
    await preloadModules(doc, hrefs, nextTask)
    expect(appended.map((l) => l.href)).toEqual(hrefs)
    expect(new Set(appended.map((l) => l.rel))).toEqual(new Set(["modulepreload"]))
  })

  it(`appends at most ${PRELOADS_PER_TASK} per task, the first ones without waiting`, async () => {
    const { doc, appended, nextTask } = recordingDocument()
    await preloadModules(
      doc,
      Array.from({ length: 2 * PRELOADS_PER_TASK + 1 }, (_, i) => `/assets/m${i}.js`),
      nextTask,
    )
    const perTask = appended.reduce(
      (counts, l) => counts.set(l.task, (counts.get(l.task) ?? 0) + 1),
      new Map<number, number>(),
    )
    expect([...perTask]).toEqual([
      [0, PRELOADS_PER_TASK],
      [1, PRELOADS_PER_TASK],
      [2, 1],
    ])
  })

  it("skips the empty entries of the server's list and waits for no task when there is nothing", async () => {
    const { doc, appended, nextTask } = recordingDocument()
    let waited = 0
    await preloadModules(doc, ["", "/assets/a.js", ""], async () => {
      waited += 1
      await nextTask()
    })
    expect(appended.map((l) => l.href)).toEqual(["/assets/a.js"])
    await preloadModules(doc, [], nextTask)
    expect(waited).toBe(0)
  })
})

import { beforeEach, describe, expect, it, vi } from "vitest"

/** A fresh copy of the module for each test: its first load is what the tests are about. */
let afterEffect: typeof import("./after-effect.ts").afterEffect
beforeEach(async () => {
  vi.resetModules()
  ;({ afterEffect } = await import("./after-effect.ts"))
})

/** Logs `label` from a task queued now: anything logged after it ran in a later task. */
const taskMark = (log: string[], label: string) => setTimeout(() => log.push(label), 0)

describe("afterEffect (ADR 115)", () => {
  it("loads Effect, then the module in a later task, and hands it over in a later task still", async () => {
    const log: string[] = []
    taskMark(log, "a task queued before")
    const loaded = afterEffect(async () => {
      log.push("module loads")
      taskMark(log, "a task queued by the module")
      return "the module"
    })
    expect(log).toEqual([])
    await expect(loaded).resolves.toBe("the module")
    log.push("caller resumes")
    expect(log).toEqual([
      "a task queued before",
      "module loads",
      "a task queued by the module",
      "caller resumes",
    ])
  })

  it("once Effect is loaded, later modules load without waiting for another task", async () => {
    await afterEffect(async () => "warm")
    const log: string[] = []
    taskMark(log, "a task queued before")
    await afterEffect(async () => log.push("module loads"))
    log.push("caller resumes")
    expect(log).toEqual(["module loads", "caller resumes"])
  })

  it("a load asked for during the first waits until the first's module has loaded and a task has passed", async () => {
    const log: string[] = []
    const first = afterEffect(async () => {
      log.push("first module loads")
      taskMark(log, "a task queued by the first module")
      return "first"
    })
    const second = afterEffect(async () => log.push("second module loads"))
    await Promise.all([first, second])
    expect(log).toEqual(["first module loads", "a task queued by the first module", "second module loads"])
  })
})

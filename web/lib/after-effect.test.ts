import { afterAll, beforeEach, describe, expect, it, vi } from "vitest"

/** What happened, in order: the tests read in which task each step ran. */
const log: string[] = []

/** Logs `label` from a task queued now: anything logged after it ran in a later task. */
const taskMark = (label: string) => setTimeout(() => log.push(label), 0)

// The runtime's module as the first load sees it: loading it and building its layers are logged.
const runtimeModule = () => {
  log.push("runtime module loads")
  taskMark("a task queued by the runtime module")
  return {
    browserRuntime: () => ({
      context: async () => {
        log.push("runtime built")
        taskMark("a task queued by the build")
      },
    }),
  }
}

/** A fresh copy of the module for each test: its first load is what the tests are about. */
let afterEffect: typeof import("./after-effect.ts").afterEffect
beforeEach(async () => {
  // A mark a test queued and did not wait for lands before this test's log starts.
  await new Promise((resolve) => setTimeout(resolve, 0))
  log.length = 0
  vi.resetModules()
  // Mocked anew for each test, so each first load loads the runtime's module afresh.
  vi.doMock("./effect-runtime.ts", runtimeModule)
  ;({ afterEffect } = await import("./after-effect.ts"))
})
// Files after this one may share its worker's modules (vitest.config.ts): they get the real runtime.
afterAll(() => {
  vi.doUnmock("./effect-runtime.ts")
  vi.resetModules()
})

describe("afterEffect (ADR 115, ADR 122)", () => {
  it("loads Effect, the runtime's module, builds the runtime, loads the module and hands it over, each in a later task", async () => {
    taskMark("a task queued before")
    const loaded = afterEffect(async () => {
      log.push("module loads")
      taskMark("a task queued by the module")
      return "the module"
    })
    expect(log).toEqual([])
    await expect(loaded).resolves.toBe("the module")
    log.push("caller resumes")
    expect(log).toEqual([
      "a task queued before",
      "runtime module loads",
      "a task queued by the runtime module",
      "runtime built",
      "a task queued by the build",
      "module loads",
      "a task queued by the module",
      "caller resumes",
    ])
  })

  it("once Effect is loaded, later modules load without waiting for another task or building the runtime again", async () => {
    await afterEffect(async () => "warm")
    await new Promise((resolve) => setTimeout(resolve, 0))
    log.length = 0
    taskMark("a task queued before")
    await afterEffect(async () => log.push("module loads"))
    log.push("caller resumes")
    expect(log).toEqual(["module loads", "caller resumes"])
  })

  it("a load asked for during the first waits until the first's module has loaded and a task has passed", async () => {
    const first = afterEffect(async () => {
      log.push("first module loads")
      taskMark("a task queued by the first module")
      return "first"
    })
    const second = afterEffect(async () => log.push("second module loads"))
    await Promise.all([first, second])
    expect(log).toEqual([
      "runtime module loads",
      "a task queued by the runtime module",
      "runtime built",
      "a task queued by the build",
      "first module loads",
      "a task queued by the first module",
      "second module loads",
    ])
  })
})

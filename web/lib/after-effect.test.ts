import { describe, expect, it } from "vitest"
import { afterEffect } from "./after-effect.ts"

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
})

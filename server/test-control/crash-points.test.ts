import { Effect } from "effect"
import { afterEach, describe, expect, it, vi } from "vitest"
import { configFromEnv } from "../config.ts"
import { type CrashPoint, CrashPoints, crashPointsLayer } from "./crash-points.ts"

describe("CRASH_AT", () => {
  it("arms a crash point and its passage under test control", () => {
    expect(configFromEnv({ TEST_CONTROL: "1", CRASH_AT: "payment.verified:2" }).crashAt).toEqual({
      point: "payment.verified",
      passage: 2,
    })
  })

  it("is ignored without test control, as in production", () => {
    expect(configFromEnv({ CRASH_AT: "payment.verified:2" }).crashAt).toBeUndefined()
  })

  it("refuses an unknown point or a passage that is not a positive whole number", () => {
    for (const value of ["payment.lost:1", "payment.verified:0", "payment.verified", "payment.verified:x"]) {
      expect(() => configFromEnv({ TEST_CONTROL: "1", CRASH_AT: value })).toThrow(/CRASH_AT must be/)
    }
  })
})

describe("crash points", () => {
  afterEach(() => {
    vi.restoreAllMocks()
  })

  const passThrough = (points: ReadonlyArray<CrashPoint>) =>
    Effect.gen(function* () {
      const crash = yield* CrashPoints
      for (const point of points) yield* crash.reach(point)
    })

  it("kills the process with SIGKILL at the armed point's nth passage, not before and not elsewhere", async () => {
    const kill = vi.spyOn(process, "kill").mockImplementation(() => true)
    const before = await Effect.runPromise(
      Effect.gen(function* () {
        yield* passThrough(["payment.verified", "booking.after-commit", "booking.after-commit"])
        const calls = kill.mock.calls.length
        yield* passThrough(["payment.verified"])
        return calls
      }).pipe(Effect.provide(crashPointsLayer({ point: "payment.verified", passage: 2 }))),
    )
    expect(before).toBe(0)
    expect(kill.mock.calls).toEqual([[process.pid, "SIGKILL"]])
  })

  it("does nothing when no point is armed, or when none was provided", async () => {
    const kill = vi.spyOn(process, "kill").mockImplementation(() => true)
    await Effect.runPromise(
      passThrough(["payment.verified", "order.before-commit"]).pipe(
        Effect.provide(crashPointsLayer(undefined)),
      ),
    )
    await Effect.runPromise(passThrough(["order.after-commit"]))
    expect(kill).not.toHaveBeenCalled()
  })
})

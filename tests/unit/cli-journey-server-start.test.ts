import { describe, expect, it } from "vitest"
import { serverStart } from "#cli/journey/run.ts"

// The in-process server seeds its catalogue on the day it starts: a journey whose clock is
// earlier than that day would find fixture questions and reviews dated in its future.
describe("the in-process server's start", () => {
  it("is the earliest journey's now, whatever the order", () => {
    const rewards = { now: "2030-02-01T10:00:00+05:30" }
    const questions = { now: "2029-01-10T10:00:00+05:30" }
    const expected = Date.parse("2029-01-10T10:00:00+05:30")
    expect(serverStart([rewards, questions])).toBe(expected)
    expect(serverStart([questions, rewards])).toBe(expected)
  })

  it("compares instants, not the written offsets", () => {
    expect(serverStart([{ now: "2029-01-10T10:00:00+05:30" }, { now: "2029-01-10T04:00:00Z" }])).toBe(
      Date.parse("2029-01-10T04:00:00Z"),
    )
  })

  it("is left to the server when there are no journeys", () => {
    expect(serverStart([])).toBeUndefined()
  })
})

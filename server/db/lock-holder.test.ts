import { describe, expect, it } from "vitest"
import { formatLockHolder, holderIsLive, parseLockHolder, startTimeFromStat } from "./lock-holder.ts"

const holder = { pid: 4242, startedAt: "987654", host: "booking-1" }

describe("data directory lock holder", () => {
  it("reads back what it writes", () => {
    expect(parseLockHolder(formatLockHolder(holder))).toEqual(holder)
    expect(parseLockHolder(formatLockHolder({ ...holder, startedAt: undefined }))).toEqual({
      ...holder,
      startedAt: undefined,
    })
  })

  it("treats an empty, cut short or foreign lock file as nobody's", () => {
    for (const text of ["", '{"pid":42', "null", "[]", '{"pid":"42","host":"h"}', '{"pid":-1,"host":"h"}']) {
      expect(parseLockHolder(text)).toBeUndefined()
    }
    expect(parseLockHolder('{"pid":42,"host":"h","startedAt":"soon"}')).toBeUndefined()
  })

  it("finds the start time after a command name holding spaces and parentheses", () => {
    const fields = Array.from({ length: 50 }, (_, i) => String(i + 3))
    fields[22 - 3] = "123456789"
    expect(startTimeFromStat(`777 (node (a) b) ${fields.join(" ")}`)).toBe("123456789")
    expect(startTimeFromStat("777 (node)")).toBeUndefined()
  })

  it("counts a holder live only while its pid runs and was started when the lock was taken", () => {
    expect(holderIsLive(holder, "booking-1", { running: false })).toBe(false)
    expect(holderIsLive(holder, "booking-1", { running: true, startedAt: "987654" })).toBe(true)
    // The pid was reused by a process started later: the lock is stale.
    expect(holderIsLive(holder, "booking-1", { running: true, startedAt: "999999" })).toBe(false)
    // Without /proc only the pid can be checked.
    expect(holderIsLive(holder, "booking-1", { running: true })).toBe(true)
  })

  it("counts a holder on another host live, since it cannot be checked from here", () => {
    expect(holderIsLive(holder, "booking-2", { running: false })).toBe(true)
  })
})

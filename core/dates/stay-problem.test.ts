import { describe, expect, it } from "vitest"
import { stayProblem } from "./stay-problem.ts"

const today = "2026-12-01"

describe("stay problems of a pricing call", () => {
  it("accepts 1 to 15 nights from today", () => {
    expect(stayProblem({ checkin: today, checkout: "2026-12-02" }, today)).toBeUndefined()
    expect(stayProblem({ checkin: "2026-12-05", checkout: "2026-12-20" }, today)).toBeUndefined()
  })

  it("refuses a check-in before today, naming the earliest", () => {
    expect(stayProblem({ checkin: "2026-11-30", checkout: "2026-12-02" }, today)).toEqual({
      field: "checkin",
      message: "checkin 2026-11-30 is in the past; the earliest is 2026-12-01",
    })
  })

  it("refuses a check-out on or before check-in and stays over 15 nights", () => {
    expect(stayProblem({ checkin: "2026-12-03", checkout: "2026-12-03" }, today)?.field).toBe("checkout")
    expect(stayProblem({ checkin: "2026-12-03", checkout: "2026-12-19" }, today)?.message).toBe(
      "a stay is at most 15 nights; 2026-12-03 to 2026-12-19 is 16",
    )
  })

  it("refuses days that do not exist", () => {
    expect(stayProblem({ checkin: "2027-02-29", checkout: "2027-03-02" }, today)?.field).toBe("checkin")
  })
})

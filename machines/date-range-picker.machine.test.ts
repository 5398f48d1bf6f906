import { describe, expect, it } from "vitest"
import { createActor } from "xstate"
import { addDays } from "#core/dates/calendar-day.ts"
import {
  chosenRange,
  dateRangePickerMachine,
  isDayDisabled,
  visibleMonths,
} from "./date-range-picker.machine.ts"
import type { ChosenRange, DateRangePickerInput } from "./date-range-picker.types.ts"

const TODAY = "2026-11-22"

const start = (input: DateRangePickerInput = { today: TODAY }) => {
  const actor = createActor(dateRangePickerMachine, { input }).start()
  const announced: Array<ChosenRange> = []
  actor.on("range.chosen", (event) => announced.push(event.range))
  const state = () => actor.getSnapshot()
  return {
    actor,
    state,
    announced,
    open: () => actor.send({ type: "picker.open" }),
    click: (day: string) => actor.send({ type: "day.select", day }),
    tags: () => (["open", "choosingStart", "choosingEnd"] as const).filter((t) => state().hasTag(t)),
  }
}

describe("date-range picker (spec-search §4 'Date selection')", () => {
  it("starts closed with no range when the search has no dates", () => {
    const I = start()
    expect(I.tags()).toEqual([])
    expect(I.state().context.range).toEqual({ start: null, end: null })
    expect(chosenRange(I.state())).toBeNull()
  })

  it("'The picker opens with check-in highlighted'", () => {
    const I = start({ today: TODAY, range: { start: "2026-12-01", end: "2026-12-03" } })
    I.open()
    expect(I.tags()).toEqual(["open", "choosingStart"])
  })

  it("'the first click sets the start'", () => {
    const I = start()
    I.open()
    I.click("2026-11-25")
    expect(I.state().context.range).toEqual({ start: "2026-11-25", end: null })
    expect(I.tags()).toEqual(["open", "choosingEnd"])
  })

  it("'The second click sets the end and closes the picker', and announces the range", () => {
    const I = start()
    I.open()
    I.click("2026-11-25")
    I.click("2026-11-27")
    expect(I.tags()).toEqual([])
    expect(chosenRange(I.state())).toEqual({ start: "2026-11-25", end: "2026-11-27" })
    expect(I.announced).toEqual([{ start: "2026-11-25", end: "2026-11-27" }])
  })

  it("'If an end already exists, the next click starts a new range from the clicked day'", () => {
    const I = start({ today: TODAY, range: { start: "2026-12-01", end: "2026-12-03" } })
    I.open()
    I.click("2026-12-10")
    expect(I.state().context.range).toEqual({ start: "2026-12-10", end: null })
    expect(chosenRange(I.state())).toBeNull()
  })

  it("restarts the range from a click on or before the start while choosing the end (min 1 night, §5)", () => {
    const I = start()
    I.open()
    I.click("2026-11-25")
    I.click("2026-11-25")
    expect(I.state().context.range).toEqual({ start: "2026-11-25", end: null })
    I.click("2026-11-23")
    expect(I.state().context.range).toEqual({ start: "2026-11-23", end: null })
    expect(I.tags()).toEqual(["open", "choosingEnd"])
    expect(I.announced).toEqual([])
  })

  it("keeps a range without an end on closing, and reopens choosing the start", () => {
    const I = start()
    I.open()
    I.click("2026-11-25")
    I.actor.send({ type: "picker.close" })
    expect(I.state().context.range).toEqual({ start: "2026-11-25", end: null })
    I.open()
    expect(I.tags()).toEqual(["open", "choosingStart"])
  })
})

describe("date-range picker limits (spec-search §5, §9)", () => {
  it("'Past dates are disabled': a click before today changes nothing", () => {
    const I = start()
    I.open()
    expect(isDayDisabled(I.state(), "2026-11-21")).toBe(true)
    expect(isDayDisabled(I.state(), TODAY)).toBe(false)
    I.click("2026-11-21")
    expect(I.state().context.range).toEqual({ start: null, end: null })
    I.click(TODAY)
    I.click("2026-11-21")
    expect(I.state().context.range).toEqual({ start: TODAY, end: null })
  })

  it("'Stay 1-15 nights': a check-out 15 nights after the start is taken", () => {
    const I = start()
    I.open()
    I.click("2026-11-25")
    I.click(addDays("2026-11-25", 15))
    expect(chosenRange(I.state())).toEqual({ start: "2026-11-25", end: "2026-12-10" })
  })

  it("'Once a start is chosen, dates after start plus the maximum stay are disabled'", () => {
    const I = start()
    I.open()
    expect(isDayDisabled(I.state(), "2026-12-20")).toBe(false)
    I.click("2026-11-25")
    expect(isDayDisabled(I.state(), "2026-12-10")).toBe(false)
    expect(isDayDisabled(I.state(), "2026-12-11")).toBe(true)
    I.click("2026-12-11")
    expect(I.state().context.range).toEqual({ start: "2026-11-25", end: null })
    expect(I.tags()).toEqual(["open", "choosingEnd"])
  })

  it("ignores a click on something that is not a YYYY-MM-DD day", () => {
    const I = start()
    I.open()
    I.click("2026-11-31")
    expect(I.state().context.range.start).toBeNull()
  })

  it("holds dates from the search as core/dates/stay.ts corrects them (check-in before today → today)", () => {
    const I = start({ today: TODAY, range: { start: "2026-11-01", end: "2026-11-30" } })
    expect(chosenRange(I.state())).toEqual({ start: TODAY, end: "2026-11-30" })
  })
})

describe("date-range picker months ('picker shows 2 months', spec-search §9)", () => {
  it("shows the check-in's month and the next on opening", () => {
    const I = start({ today: TODAY, range: { start: "2026-12-30", end: "2027-01-02" } })
    I.open()
    expect(visibleMonths(I.state())).toEqual(["2026-12", "2027-01"])
  })

  it("moves the pair with next and previous, but not before today's month", () => {
    const I = start()
    I.open()
    expect(visibleMonths(I.state())).toEqual(["2026-11", "2026-12"])
    expect(I.state().can({ type: "month.previous" })).toBe(false)
    I.actor.send({ type: "month.next" })
    I.actor.send({ type: "month.next" })
    expect(visibleMonths(I.state())).toEqual(["2027-01", "2027-02"])
    I.actor.send({ type: "month.previous" })
    expect(visibleMonths(I.state())).toEqual(["2026-12", "2027-01"])
  })

  it("returns to the check-in's month when reopened", () => {
    const I = start()
    I.open()
    I.click("2026-11-25")
    I.actor.send({ type: "month.next" })
    I.actor.send({ type: "picker.close" })
    I.open()
    expect(visibleMonths(I.state())).toEqual(["2026-11", "2026-12"])
  })
})

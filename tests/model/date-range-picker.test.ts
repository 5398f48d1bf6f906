import { describe, expect, it } from "vitest"
import { createActor } from "xstate"
import { createTestModel } from "xstate/graph"
import { dateRangePickerMachine, isDayDisabled, visibleMonths } from "#machines/date-range-picker.machine.ts"
import type { ChosenRange } from "#machines/date-range-picker.types.ts"
import {
  DAYS,
  type DateRangePickerDriver,
  dateRangePickerModel,
  events,
  modelEvents,
  states,
  TODAY,
} from "./date-range-picker.model.ts"
import { leafStates, reachedStates } from "./reached.ts"

/** The traveller, driving the real machine with the events and helpers the web binds. */
const headless = (): DateRangePickerDriver => {
  const actor = createActor(dateRangePickerMachine, { input: { today: TODAY } }).start()
  let announced: ChosenRange | null = null
  actor.on("range.chosen", (event) => {
    announced = event.range
  })
  return {
    open: async () => actor.send({ type: "picker.open" }),
    close: async () => actor.send({ type: "picker.close" }),
    click: async (day) => actor.send({ type: "day.select", day }),
    nextMonth: async () => actor.send({ type: "month.next" }),
    previousMonth: async () => actor.send({ type: "month.previous" }),
    see: async () => {
      const snapshot = actor.getSnapshot()
      const open = snapshot.hasTag("open")
      return {
        open,
        highlighted: snapshot.hasTag("choosingStart")
          ? "checkin"
          : snapshot.hasTag("choosingEnd")
            ? "checkout"
            : null,
        range: snapshot.context.range,
        months: visibleMonths(snapshot),
        disabled: Object.values(DAYS).filter((day) => isDayDisabled(snapshot, day)),
        announced,
      }
    },
  }
}

const testModel = createTestModel(dateRangePickerModel, {
  events: [...modelEvents],
  filterEvents: (state, event) => state.can(event),
})
const paths = testModel.getShortestPaths()

// Shortest paths reach every range without a restart, so the restart is walked on purpose.
const [restart] = testModel.getPathsFromEvents([
  { type: "picker.open" },
  { type: "day.click", day: DAYS.soon },
  { type: "day.click", day: DAYS.today },
  { type: "day.click", day: DAYS.longest },
])

describe("date-range picker, model-based (headless)", () => {
  it("has a path to every state of the model", () => {
    expect(reachedStates(paths)).toEqual(leafStates(dateRangePickerModel))
  })

  it("walks to a chosen range and to a later month", () => {
    const ends = paths.map((p) => p.state.context)
    expect(ends.some((c) => c.end !== null)).toBe(true)
    expect(ends.some((c) => c.month > TODAY.slice(0, 7))).toBe(true)
  })

  it("restarts from a day before the start while choosing the end, then takes 15 nights", async () => {
    expect(restart!.state.context).toMatchObject({ start: DAYS.today, end: DAYS.longest })
    const I = headless()
    await restart!.test({ events: events(I), states: states(I) })
  })

  for (const path of paths) {
    it(path.description, async () => {
      const I = headless()
      await path.test({ events: events(I), states: states(I) })
    })
  }
})

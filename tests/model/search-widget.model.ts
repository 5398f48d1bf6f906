import { expect } from "vitest"
import { assign, type SnapshotFrom, setup } from "xstate"
import type { TestParam } from "xstate/graph"

/**
 * A model of what a traveller does with the search widget and what they then see (spec-search
 * §2, §4 'Search button', §5, §8), written from the spec apart from
 * machines/search-widget.machine.ts so that its paths check the machine rather than restate it.
 * The place is Koramangala; the hotel is one in it; the availability and position answers are
 * given by hand.
 */

/** What the location field holds: nothing, typed text not picked, or a picked suggestion. */
type Location = "none" | "typed" | "place" | "hotel" | "nearMe"
/** Where the last search went: the results page, the hotel page, or the results near the traveller. */
type Navigation = "none" | "results" | "hotel" | "nearMe"

export type ModelEvent = {
  readonly type:
    | "location.type"
    | "location.place"
    | "location.hotel"
    | "location.nearMe"
    | "dates.choose"
    | "search"
    | "availability.enough"
    | "availability.short"
    | "availability.fail"
    | "position.found"
    | "position.refused"
    | "modal.dismiss"
}

interface ModelContext {
  readonly location: Location
  readonly dates: boolean
  readonly went: Navigation
}

const picked = (location: Location) => location === "place" || location === "hotel" || location === "nearMe"

export const searchWidgetModel = setup({
  types: { context: {} as ModelContext, events: {} as ModelEvent },
  guards: {
    // spec-search §4: a valid location and both dates (one room is there from the start).
    valid: ({ context }) => picked(context.location) && context.dates,
    hotel: ({ context }) => context.location === "hotel",
    nearMe: ({ context }) => context.location === "nearMe",
  },
  actions: {
    typed: assign({ location: "typed" as Location }),
    place: assign({ location: "place" as Location }),
    hotel: assign({ location: "hotel" as Location }),
    nearMe: assign({ location: "nearMe" as Location }),
    dates: assign({ dates: true }),
    toResults: assign({ went: "results" as Navigation }),
    toHotel: assign({ went: "hotel" as Navigation }),
    toNearMe: assign({ went: "nearMe" as Navigation }),
    forget: assign({ went: "none" as Navigation }),
  },
}).createMachine({
  id: "searchWidgetModel",
  context: { location: "none", dates: false, went: "none" },
  initial: "idle",
  states: {
    idle: {
      on: {
        "location.type": { target: "idle", actions: ["typed", "forget"] },
        "location.place": { target: "idle", actions: ["place", "forget"] },
        "location.hotel": { target: "idle", actions: ["hotel", "forget"] },
        "location.nearMe": { target: "idle", actions: ["nearMe", "forget"] },
        "dates.choose": { target: "idle", actions: ["dates", "forget"] },
        search: [
          { guard: "valid", target: "routing", actions: "forget" },
          { target: "tooltip", actions: "forget" },
        ],
      },
    },
    routing: {
      always: [
        { guard: "hotel", target: "checkingAvailability" },
        { guard: "nearMe", target: "locating" },
        { target: "idle", actions: "toResults" },
      ],
    },
    // spec-search §4: an error tooltip shows; the next change hides it.
    tooltip: {
      on: {
        "location.type": { target: "idle", actions: "typed" },
        "location.place": { target: "idle", actions: "place" },
        "dates.choose": { target: "idle", actions: "dates" },
      },
    },
    // spec-search §4: a chosen hotel leads to an availability check.
    checkingAvailability: {
      on: {
        "availability.enough": { target: "idle", actions: "toHotel" },
        "availability.short": { target: "idle", actions: "toResults" },
        // ADR 063: a failed check shows the results rather than blocking the traveller.
        "availability.fail": { target: "idle", actions: "toResults" },
      },
    },
    // spec-search §4 and §8: near_me asks for the position; a failure shows the modal.
    locating: {
      on: {
        "position.found": { target: "idle", actions: "toNearMe" },
        "position.refused": "locationDisabled",
      },
    },
    locationDisabled: { on: { "modal.dismiss": "idle" } },
  },
})

export type ModelSnapshot = SnapshotFrom<typeof searchWidgetModel>

export interface Seen {
  readonly tooltip: string | null
  readonly busy: boolean
  readonly modal: boolean
  /** Where the page was sent last, as a path with its query; null when nowhere yet. */
  readonly navigatedTo: string | null
}

/** A person at the widget (headless here; a Playwright page can drive the same model). */
export interface SearchWidgetDriver {
  typeLocation(): Promise<void>
  pick(location: "place" | "hotel" | "nearMe"): Promise<void>
  chooseDates(): Promise<void>
  search(): Promise<void>
  answerAvailability(answer: "enough" | "short" | "fail"): Promise<void>
  answerPosition(found: boolean): Promise<void>
  dismissModal(): Promise<void>
  see(): Promise<Seen>
}

type Params = TestParam<ModelSnapshot, ModelEvent>

export const events = (I: SearchWidgetDriver): NonNullable<Params["events"]> => ({
  "location.type": () => I.typeLocation(),
  "location.place": () => I.pick("place"),
  "location.hotel": () => I.pick("hotel"),
  "location.nearMe": () => I.pick("nearMe"),
  "dates.choose": () => I.chooseDates(),
  search: () => I.search(),
  "availability.enough": () => I.answerAvailability("enough"),
  "availability.short": () => I.answerAvailability("short"),
  "availability.fail": () => I.answerAvailability("fail"),
  "position.found": () => I.answerPosition(true),
  "position.refused": () => I.answerPosition(false),
  "modal.dismiss": () => I.dismissModal(),
})

export const serializeState = (state: ModelSnapshot): string =>
  `${JSON.stringify(state.value)} ${JSON.stringify(state.context)}`

/** spec-search §2: where a search goes, by what was picked. */
const expectNavigation = (to: string | null, went: Navigation) => {
  if (went === "none") return
  const url = new URL(to!, "http://x")
  if (went === "hotel") {
    expect(url.pathname).toMatch(/^\/hotels-in-[a-z-]+\/[a-z0-9-]+-\d+\/$/)
    expect(url.searchParams.get("rateplan")).toBe("EP")
    return
  }
  expect(url.pathname).toBe("/search/")
  expect(url.searchParams.get("checkin")).toMatch(/^\d{4}-\d{2}-\d{2}$/)
  expect(url.searchParams.get("roomconfig")).toBe("1-0")
  if (went === "nearMe") expect(url.searchParams.has("lat") && url.searchParams.has("lng")).toBe(true)
  else expect(url.searchParams.get("q")).not.toBe("")
}

/** What the traveller sees in each model state. */
export const states = (I: SearchWidgetDriver): NonNullable<Params["states"]> => ({
  idle: async (state) => {
    const seen = await I.see()
    expect(seen).toMatchObject({ tooltip: null, busy: false, modal: false })
    expectNavigation(seen.navigatedTo, state.context.went)
  },
  // spec-search §5 and §8: the tooltip's words depend on what was entered.
  tooltip: async (state) => {
    const { location } = state.context
    const seen = await I.see()
    expect(seen).toMatchObject({ busy: false, modal: false })
    if (location === "none") expect(seen.tooltip).toBe("Please enter a location")
    else if (location === "typed") expect(seen.tooltip).toBe("Please enter a valid location")
    else expect(seen.tooltip).toMatch(/check-in and check-out/)
  },
  checkingAvailability: async () => expect(await I.see()).toMatchObject({ tooltip: null, busy: true }),
  locating: async () => expect(await I.see()).toMatchObject({ tooltip: null, busy: true }),
  locationDisabled: async () => expect(await I.see()).toMatchObject({ busy: false, modal: true }),
})

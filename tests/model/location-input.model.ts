import { expect } from "vitest"
import { assign, type SnapshotFrom, setup } from "xstate"
import type { TestParam } from "xstate/graph"

/**
 * A model of what a traveller does with the location field and what they then see (spec-search
 * §2, §4, §5, §8). It is written from the spec, apart from machines/location-input.machine.ts,
 * so that its paths check the machine rather than restate it. The same `events` and `states`
 * drive the headless driver (tests/model/location-input.test.ts) and, later, a Playwright page
 * model: each only has to implement `LocationInputDriver`.
 *
 * Once the traveller's position is known, typed text is looked up through the nearby lookup
 * (spec-search §4 'pending, then resolved or rejected, for the main and the nearby input'; §7
 * GET /api/v2/search/autocomplete/ with latitude and longitude answers nearby suggestions).
 */

/** The texts the model types: too short, a hit, no hit, near me, and erasing everything. */
export const TEXTS = { erased: "", short: "ko", hit: "kora", none: "zzzq", nearMe: "near me" } as const
type Text = (typeof TEXTS)[keyof typeof TEXTS]

/** Where the traveller is once located; the nearby lookup answers places near it only. */
export const BENGALURU = { latitude: 12.97, longitude: 77.59 } as const

/** What selecting the first entry of each list puts in the field (the recent list holds 'Baga'). */
export const FIRST_LABEL: Readonly<Record<Text, string>> = {
  "": "Baga",
  ko: "",
  kora: "Koramangala",
  zzzq: "No Results Found",
  "near me": "Near me",
}

export type ModelEvent =
  | { readonly type: "input.focus" }
  | { readonly type: "input.blur" }
  | { readonly type: "input.type"; readonly text: Text }
  | { readonly type: "position.known" }
  | { readonly type: "clock.debounce" }
  | { readonly type: "server.answer" }
  | { readonly type: "server.fail" }
  | { readonly type: "key.down" }
  | { readonly type: "key.enter" }
  | { readonly type: "key.escape" }
  | { readonly type: "option.choose"; readonly index: number }

/** Events that carry data must be listed for the graph traversal (DESIGN.md 'xstate/graph'). */
export const modelEvents: ReadonlyArray<ModelEvent> = [
  ...Object.values(TEXTS).map((text) => ({ type: "input.type" as const, text })),
  { type: "option.choose", index: 0 },
]

interface ModelContext {
  /** The text in the field. */
  readonly text: Text | string
  /** The text whose answer the visible list shows ("" for recent searches). */
  readonly listFor: Text
  /** The traveller's position is known, so typed text goes to the nearby lookup. */
  readonly located: boolean
  /** The visible list is the nearby lookup's answer. */
  readonly listNearby: boolean
}

const typed = ({ event }: { readonly event: ModelEvent }) => (event.type === "input.type" ? event.text : "")

export const locationInputModel = setup({
  types: { context: {} as ModelContext, events: {} as ModelEvent },
  guards: {
    erases: (args) => typed(args) === TEXTS.erased,
    tooShort: (args) => typed(args) === TEXTS.short,
    longEnough: (args) => typed(args).length > 2,
    nothingTyped: ({ context }) => context.text === "",
    noResults: ({ context }) => context.listFor === TEXTS.none,
    located: ({ context }) => context.located,
    notLocated: ({ context }) => !context.located,
  },
  actions: {
    type: assign({ text: typed }),
    answer: assign({ listFor: ({ context }) => context.text as Text, listNearby: false }),
    answerNearby: assign({ listFor: ({ context }) => context.text as Text, listNearby: true }),
    locate: assign({ located: true }),
    clear: assign({ text: "", listFor: TEXTS.erased, listNearby: false }),
    choose: assign({ text: ({ context }) => FIRST_LABEL[context.listFor] }),
  },
}).createMachine({
  id: "locationInputModel",
  context: { text: "", listFor: TEXTS.erased, located: false, listNearby: false },
  initial: "idle",
  // spec-search §2 and §5: erasing shows recent searches, short text shows nothing, longer text
  // is looked up after the debounce.
  on: {
    "input.type": [
      { guard: "erases", target: ".recentLoading", actions: "type" },
      { guard: "tooShort", target: ".short", actions: "type" },
      { target: ".lookup.waiting", actions: "type" },
    ],
    // The position can become known at any time; lookups started from then on are nearby ones.
    "position.known": { guard: "notLocated", actions: "locate" },
  },
  states: {
    idle: { id: "idle", on: { "input.focus": "recentLoading" } },
    recentLoading: {
      on: {
        "server.answer": { target: "list.shown", actions: "answer" },
        "server.fail": "idle",
        "key.escape": "idle",
        "input.blur": "idle",
      },
    },
    short: {},
    lookup: {
      initial: "waiting",
      on: { "key.escape": "closed", "input.blur": "closed" },
      states: {
        waiting: { on: { "clock.debounce": [{ guard: "located", target: "loadingNearby" }, "loading"] } },
        loading: {
          on: { "server.answer": { target: "#list.shown", actions: "answer" }, "server.fail": "#closed" },
        },
        loadingNearby: {
          on: {
            "server.answer": { target: "#list.shown", actions: "answerNearby" },
            "server.fail": "#closed",
          },
        },
      },
    },
    // The list is up: the answer to `listFor`, kept while newer text is being looked up.
    list: {
      id: "list",
      initial: "shown",
      on: {
        "input.type": { guard: "longEnough", target: ".refining", actions: "type" },
        "key.escape": [{ guard: "nothingTyped", target: "idle" }, { target: "closed" }],
        "input.blur": [{ guard: "nothingTyped", target: "idle" }, { target: "closed" }],
        // spec-search §4 and §8: 'No Results Found' clears the input, anything else is selected.
        "option.choose": [
          { guard: "noResults", target: "idle", actions: "clear" },
          { target: "selected", actions: "choose" },
        ],
      },
      states: {
        shown: { on: { "key.down": "highlighted" } },
        highlighted: {
          on: {
            "key.enter": [
              { guard: "noResults", target: "#idle", actions: "clear" },
              { target: "#selected", actions: "choose" },
            ],
          },
        },
        refining: {
          on: { "clock.debounce": [{ guard: "located", target: "refreshingNearby" }, "refreshing"] },
        },
        refreshing: {
          on: { "server.answer": { target: "shown", actions: "answer" }, "server.fail": "#closed" },
        },
        refreshingNearby: {
          on: { "server.answer": { target: "shown", actions: "answerNearby" }, "server.fail": "#closed" },
        },
      },
    },
    // Dismissed or failed: the text stays, is not valid, and is looked up again on focus.
    closed: {
      id: "closed",
      on: {
        "input.focus": [{ guard: "located", target: "lookup.loadingNearby" }, "lookup.loading"],
        "key.down": [{ guard: "located", target: "lookup.loadingNearby" }, "lookup.loading"],
      },
    },
    selected: { id: "selected" },
  },
})

export type ModelSnapshot = SnapshotFrom<typeof locationInputModel>

/** One option as a traveller perceives it. */
export interface SeenOption {
  readonly label: string
  readonly tag: string | null
  readonly disabled: boolean
  readonly highlighted: boolean
  readonly recent: boolean
}

/** What the traveller sees of the field. */
export interface Seen {
  readonly value: string
  readonly expanded: boolean
  readonly valid: boolean
  readonly options: ReadonlyArray<SeenOption>
  /** The id the input's aria-activedescendant names, and the highlighted option's id. */
  readonly activeDescendant: string | null
  readonly highlightedId: string | null
  /** A lookup is in flight (aria-busy on the listbox). */
  readonly busy: boolean
}

/** A person at the field (headless here; a Playwright page later). */
export interface LocationInputDriver {
  focus(): Promise<void>
  blur(): Promise<void>
  type(text: string): Promise<void>
  press(key: "ArrowDown" | "Enter" | "Escape"): Promise<void>
  choose(index: number): Promise<void>
  /** Lets the 500 ms debounce pass. */
  waitDebounce(): Promise<void>
  /** The lookup in flight answers (from the catalogue and the recent_searches cookie). */
  serverAnswers(): Promise<void>
  serverFails(): Promise<void>
  /** The traveller's position becomes known (the browser's geolocation answers). */
  locate(position: { readonly latitude: number; readonly longitude: number }): Promise<void>
  see(): Promise<Seen>
}

type Params = TestParam<ModelSnapshot, ModelEvent>

/** How each model event is performed. */
export const events = (I: LocationInputDriver): NonNullable<Params["events"]> => ({
  "input.focus": () => I.focus(),
  "input.blur": () => I.blur(),
  "input.type": ({ event }) => I.type((event as Extract<ModelEvent, { type: "input.type" }>).text),
  "position.known": () => I.locate(BENGALURU),
  "clock.debounce": () => I.waitDebounce(),
  "server.answer": () => I.serverAnswers(),
  "server.fail": () => I.serverFails(),
  "key.down": () => I.press("ArrowDown"),
  "key.enter": () => I.press("Enter"),
  "key.escape": () => I.press("Escape"),
  "option.choose": ({ event }) => I.choose((event as Extract<ModelEvent, { type: "option.choose" }>).index),
})

/**
 * The list a traveller should see for the answer to `listFor` (spec-search §2, §8). Both lookups
 * know Koramangala (Bengaluru) and Korattur (Chennai); the nearby one, asked from Bengaluru,
 * answers only the former.
 */
const expectList = (seen: Seen, listFor: Text, nearby: boolean) => {
  expect(seen.expanded).toBe(true)
  if (listFor === TEXTS.erased) {
    expect(seen.options.length).toBeGreaterThan(0)
    expect(seen.options.every((o) => o.recent)).toBe(true)
  } else if (listFor === TEXTS.none) {
    expect(seen.options).toEqual([expect.objectContaining({ label: "No Results Found", disabled: true })])
  } else if (listFor === TEXTS.nearMe) {
    expect(seen.options[0]).toMatchObject({ label: "Near me", disabled: false })
  } else {
    expect(seen.options).toContainEqual(expect.objectContaining({ label: "Koramangala", tag: "Locality" }))
    const korattur = expect.objectContaining({ label: "Korattur" })
    if (nearby) expect(seen.options).not.toContainEqual(korattur)
    else expect(seen.options).toContainEqual(korattur)
  }
}

/** What the traveller sees in each model state. */
export const states = (I: LocationInputDriver): NonNullable<Params["states"]> => {
  const collapsed = async (state: ModelSnapshot) => {
    const seen = await I.see()
    expect(seen).toMatchObject({ value: state.context.text, expanded: false, valid: false, options: [] })
  }
  return {
    idle: collapsed,
    recentLoading: collapsed,
    short: collapsed,
    lookup: collapsed,
    closed: collapsed,
    list: async (state) => {
      const seen = await I.see()
      expect(seen).toMatchObject({ value: state.context.text, valid: false })
      expectList(seen, state.context.listFor, state.context.listNearby)
    },
    "list.shown": async () => {
      const seen = await I.see()
      expect(seen).toMatchObject({ activeDescendant: null, busy: false })
    },
    "lookup.loadingNearby": async () => {
      expect((await I.see()).busy).toBe(true)
    },
    "list.refreshing": async () => {
      expect((await I.see()).busy).toBe(true)
    },
    "list.refreshingNearby": async () => {
      expect((await I.see()).busy).toBe(true)
    },
    "list.highlighted": async () => {
      const seen = await I.see()
      expect(seen.options.findIndex((o) => o.highlighted)).toBe(0)
      expect(seen.activeDescendant).not.toBeNull()
      expect(seen.activeDescendant).toBe(seen.highlightedId)
    },
    selected: async (state) => {
      const seen = await I.see()
      expect(seen).toMatchObject({ value: state.context.text, expanded: false, valid: true })
    },
  }
}

import { expect } from "vitest"
import { assign, type SnapshotFrom, setup } from "xstate"
import type { TestParam } from "xstate/graph"

/**
 * A model of what a traveller does with the Rooms & Guests popover and what they then see
 * (spec-search §2, §4, §5, §9), written from the spec apart from machines/rooms-guests.machine.ts
 * so that its paths check the machine rather than restate it. Steppers act on the last room of
 * the table, so that with two or more rooms they act on a room other than the first.
 */

type Room = { readonly adults: number; readonly kids: number }

/** What the search widget sets from outside (a recent search): spec-search §4 'Setting rooms closes the panel'. */
export const SET_ROOMS: ReadonlyArray<Room> = [
  { adults: 2, kids: 1 },
  { adults: 1, kids: 0 },
]

/** The support number the model's channel shows in the room-limit notice. */
export const SUPPORT_PHONE = "+91 80 4718 0000"

/** No event carries data, so the graph finds them all from the chart. */
export type ModelEvent = {
  readonly type:
    | "popover.open"
    | "popover.apply"
    | "popover.cancel"
    | "rooms.set"
    | "room.add"
    | "room.removeLast"
    | `${"adults" | "kids"}.${"up" | "down"}`
}

interface ModelContext {
  /** The rooms the search uses. */
  readonly applied: ReadonlyArray<Room>
  /** The table in the open popover. */
  readonly draft: ReadonlyArray<Room>
}

const last = (rooms: ReadonlyArray<Room>) => rooms[rooms.length - 1]!
const changeLast =
  (field: keyof Room, by: number) =>
  ({ context }: { readonly context: ModelContext }) =>
    context.draft.map((room, i) =>
      i === context.draft.length - 1 ? { ...room, [field]: room[field] + by } : room,
    )

export const roomsGuestsModel = setup({
  types: { context: {} as ModelContext, events: {} as ModelEvent },
  guards: {
    // spec-search §5 and §9: 1-5 adults and 0-5 kids per room, at most 5 rooms.
    fillsLastRoom: ({ context }) => context.draft.length === 4,
    appliedFull: ({ context }) => context.applied.length === 5,
    severalRooms: ({ context }) => context.draft.length > 1,
    adultsBelowMax: ({ context }) => last(context.draft).adults < 5,
    adultsAboveMin: ({ context }) => last(context.draft).adults > 1,
    kidsBelowMax: ({ context }) => last(context.draft).kids < 5,
    kidsAboveMin: ({ context }) => last(context.draft).kids > 0,
  },
  actions: {
    edit: assign({ draft: ({ context }) => context.applied }),
    save: assign({ applied: ({ context }) => context.draft }),
    set: assign({ applied: SET_ROOMS }),
    // spec-search §4: a new room has 1 adult and 0 kids.
    add: assign({ draft: ({ context }) => [...context.draft, { adults: 1, kids: 0 }] }),
    removeLast: assign({ draft: ({ context }) => context.draft.slice(0, -1) }),
    adultsUp: assign({ draft: changeLast("adults", 1) }),
    adultsDown: assign({ draft: changeLast("adults", -1) }),
    kidsUp: assign({ draft: changeLast("kids", 1) }),
    kidsDown: assign({ draft: changeLast("kids", -1) }),
  },
}).createMachine({
  id: "roomsGuestsModel",
  // spec-search §4: 'The occupancy starts with one room of 1 adult and 0 kids.'
  context: { applied: [{ adults: 1, kids: 0 }], draft: [] },
  initial: "closed",
  on: { "rooms.set": { target: ".closed", actions: "set" } },
  states: {
    closed: {
      on: {
        "popover.open": [
          { guard: "appliedFull", target: "open.full", actions: "edit" },
          { target: "open", actions: "edit" },
        ],
      },
    },
    open: {
      initial: "editing",
      on: {
        // spec-search §4: changes stay local until Apply, which saves and closes.
        "popover.apply": { target: "closed", actions: "save" },
        "popover.cancel": "closed",
        "room.removeLast": { guard: "severalRooms", target: ".editing", actions: "removeLast" },
        "adults.up": { guard: "adultsBelowMax", actions: "adultsUp" },
        "adults.down": { guard: "adultsAboveMin", actions: "adultsDown" },
        "kids.up": { guard: "kidsBelowMax", actions: "kidsUp" },
        "kids.down": { guard: "kidsAboveMin", actions: "kidsDown" },
      },
      states: {
        editing: {
          on: {
            "room.add": [{ guard: "fillsLastRoom", target: "full", actions: "add" }, { actions: "add" }],
          },
        },
        // spec-search §5: at 5 rooms adding is disabled and the notice shows.
        full: {},
      },
    },
  },
})

export type ModelSnapshot = SnapshotFrom<typeof roomsGuestsModel>

/** One row of the table as the traveller sees it; `can…` are the enabled buttons. */
export interface SeenRoom {
  readonly adults: number
  readonly kids: number
  readonly canAddAdult: boolean
  readonly canRemoveAdult: boolean
  readonly canAddKid: boolean
  readonly canRemoveKid: boolean
  readonly removable: boolean
}

export interface Seen {
  /** The widget's field, e.g. '1 Room, 2 Guests'. */
  readonly summary: string
  readonly expanded: boolean
  readonly rooms: ReadonlyArray<SeenRoom>
  readonly canAddRoom: boolean
  /** The room-limit notice as one line, or null. */
  readonly notice: string | null
}

/** A person at the popover (headless here; a Playwright page later). */
export interface RoomsGuestsDriver {
  open(): Promise<void>
  apply(): Promise<void>
  dismiss(): Promise<void>
  setRooms(rooms: ReadonlyArray<Room>): Promise<void>
  addRoom(): Promise<void>
  removeRoom(index: number): Promise<void>
  step(room: number, field: "adults" | "kids", direction: "increment" | "decrement"): Promise<void>
  see(): Promise<Seen>
}

type Params = TestParam<ModelSnapshot, ModelEvent>

export const events = (I: RoomsGuestsDriver): NonNullable<Params["events"]> => {
  const lastIndex = async () => (await I.see()).rooms.length - 1
  return {
    "popover.open": () => I.open(),
    "popover.apply": () => I.apply(),
    "popover.cancel": () => I.dismiss(),
    "rooms.set": () => I.setRooms(SET_ROOMS),
    "room.add": () => I.addRoom(),
    "room.removeLast": async () => I.removeRoom(await lastIndex()),
    "adults.up": async () => I.step(await lastIndex(), "adults", "increment"),
    "adults.down": async () => I.step(await lastIndex(), "adults", "decrement"),
    "kids.up": async () => I.step(await lastIndex(), "kids", "increment"),
    "kids.down": async () => I.step(await lastIndex(), "kids", "decrement"),
  }
}

const guests = (rooms: ReadonlyArray<Room>) => rooms.reduce((sum, r) => sum + r.adults + r.kids, 0)

/**
 * The model's context is unbounded for a graph, so a state is told apart only by what the
 * checks below read: open, the table's size and the last room's counts; closed, the
 * applied rooms, whether there is one guest or more, and the event that closed the popover (so
 * Apply, Cancel and Set are each walked). The graph keeps one snapshot per key, so the checks
 * must read nothing else.
 */
export const serializeState = (state: ModelSnapshot, event: ModelEvent | undefined): string => {
  const { applied, draft } = state.context
  if (state.matches("closed")) return `closed ${applied.length} ${guests(applied) === 1} ${event?.type}`
  const room = last(draft)
  return `${JSON.stringify(state.value)} ${draft.length} ${room.adults}-${room.kids}`
}

/** spec-search §5 'Plural labels are used for counts above 1': '1 Room, 1 Guest', '2 Rooms, 5 Guests'. */
const expectSummary = (summary: string, rooms: ReadonlyArray<Room>) => {
  const roomsLabel = rooms.length === 1 ? "1 Room" : `${rooms.length} Rooms`
  if (guests(rooms) === 1) expect(summary).toBe(`${roomsLabel}, 1 Guest`)
  else expect(summary).toMatch(new RegExp(`^${roomsLabel}, ([2-9]|[1-9]\\d+) Guests$`))
}

/** The table: only the first room cannot be removed; the last room's buttons follow its bounds (spec §5). */
const expectTable = (seen: Seen, draft: ReadonlyArray<Room>) => {
  expect(seen.expanded).toBe(true)
  expect(seen.rooms.map((r) => r.removable)).toEqual(draft.map((_, i) => i > 0))
  const room = last(draft)
  const row = seen.rooms[seen.rooms.length - 1]!
  expect(row).toMatchObject({
    adults: room.adults,
    kids: room.kids,
    canAddAdult: room.adults < 5,
    canRemoveAdult: room.adults > 1,
    canAddKid: room.kids < 5,
    canRemoveKid: room.kids > 0,
  })
}

/** What the traveller sees in each model state. */
export const states = (I: RoomsGuestsDriver): NonNullable<Params["states"]> => ({
  closed: async (state) => {
    const seen = await I.see()
    expect(seen).toMatchObject({ expanded: false, rooms: [], canAddRoom: false, notice: null })
    expectSummary(seen.summary, state.context.applied)
  },
  "open.editing": async (state) => {
    const seen = await I.see()
    expectTable(seen, state.context.draft)
    expect(seen).toMatchObject({ canAddRoom: true, notice: null })
  },
  "open.full": async (state) => {
    const seen = await I.see()
    expectTable(seen, state.context.draft)
    expect(seen).toMatchObject({
      canAddRoom: false,
      notice: `Want to book more rooms? Call us on ${SUPPORT_PHONE} for best prices`,
    })
  },
})

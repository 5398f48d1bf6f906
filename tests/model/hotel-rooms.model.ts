import { expect } from "vitest"
import { assign, type SnapshotFrom, setup } from "xstate"
import type { TestParam } from "xstate/graph"

/**
 * The rooms panel of a hotel page as a traveller uses it (spec-search §3 'Room type', 'Rate
 * plan', §4 'Room price loading', §8 price failure), written from the spec apart from
 * machines/room-prices.machine.ts and machines/room-selection.machine.ts. The hotel sells
 * acacia, oak and maple; the link came from the widget with roomtype=maple&rateplan=EP.
 */

export type Room = "acacia" | "oak" | "maple"
export type StayName = "open" | "oakGone" | "soldOut" | "noneFits"

/** Each stay's answer: rupees on the refundable plan, or why the room type cannot be booked. */
export const STAYS: Readonly<Record<StayName, Readonly<Record<Room, number | "sold_out" | "no_room_fits">>>> =
  {
    open: { acacia: 3000, oak: 2500, maple: "sold_out" },
    oakGone: { acacia: 3000, oak: "sold_out", maple: 3200 },
    soldOut: { acacia: "no_room_fits", oak: "sold_out", maple: "sold_out" },
    noneFits: { acacia: "no_room_fits", oak: "no_room_fits", maple: "no_room_fits" },
  }

const available = (stay: StayName, room: Room) => typeof STAYS[stay][room] === "number"

/** The spec's default: the link's room type when free, else the cheapest free one. */
const defaultRoom = (stay: StayName): Room | null => {
  if (available(stay, "maple")) return "maple"
  const free = (["acacia", "oak", "maple"] as const).filter((r) => available(stay, r))
  return free.sort((a, b) => (STAYS[stay][a] as number) - (STAYS[stay][b] as number))[0] ?? null
}

export type ModelEvent =
  | { readonly type: "search"; readonly stay: StayName }
  | { readonly type: "server.answer" }
  | { readonly type: "server.fail" }
  | { readonly type: "room.choose"; readonly room: Room }
  | { readonly type: "plan.choose"; readonly plan: "rp" | "nrp" }

export const modelEvents: ReadonlyArray<ModelEvent> = [
  ...(["open", "oakGone", "soldOut", "noneFits"] as const).map((stay) => ({ type: "search" as const, stay })),
  ...(["acacia", "oak", "maple"] as const).map((room) => ({ type: "room.choose" as const, room })),
  { type: "plan.choose", plan: "nrp" },
  { type: "plan.choose", plan: "rp" },
]

interface ModelContext {
  /** The stay asked for last, and the one the panel's prices are for. */
  readonly asked: StayName
  readonly priced: StayName | null
  readonly room: Room | null
  readonly plan: "rp" | "nrp"
  /** The room type the traveller last tried and could not have. */
  readonly refused: Room | null
}

const decide = (context: ModelContext, stay: StayName): ModelContext => {
  const keep = context.room !== null && available(stay, context.room)
  return {
    ...context,
    priced: stay,
    room: keep ? context.room : defaultRoom(stay),
    plan: keep ? context.plan : "rp",
    refused: null,
  }
}

export const hotelRoomsModel = setup({
  types: { context: {} as ModelContext, events: {} as ModelEvent },
  guards: {
    // Each search changes the stay or the party: the page asks nothing otherwise.
    newStay: ({ context, event }) => event.type === "search" && event.stay !== context.asked,
    answerOpen: ({ context }) => defaultRoom(context.asked) !== null,
    answerNoneFits: ({ context }) => context.asked === "noneFits",
    free: ({ context, event }) =>
      event.type === "room.choose" && context.priced !== null && available(context.priced, event.room),
  },
  actions: {
    ask: assign(({ event }) => (event.type === "search" ? { asked: event.stay } : {})),
    decide: assign(({ context }) => decide(context, context.asked)),
    forget: assign({ priced: null, room: null, refused: null }),
    choose: assign(({ event }) => (event.type === "room.choose" ? { room: event.room, refused: null } : {})),
    refuse: assign(({ event }) => (event.type === "room.choose" ? { refused: event.room } : {})),
    plan: assign(({ event }) => (event.type === "plan.choose" ? { plan: event.plan } : {})),
  },
}).createMachine({
  id: "hotelRoomsModel",
  context: { asked: "open", priced: null, room: null, plan: "rp", refused: null },
  initial: "loading",
  on: { search: { guard: "newStay", target: ".loading", actions: "ask" } },
  states: {
    loading: {
      on: {
        "server.answer": [
          { guard: "answerOpen", target: "selected", actions: "decide" },
          { guard: "answerNoneFits", target: "noRoomFits", actions: ["decide", "forget"] },
          { target: "soldOut", actions: ["decide", "forget"] },
        ],
        // spec-search §8: loading ends with no message; prices of another stay are not shown.
        "server.fail": { target: "unpriced", actions: "forget" },
      },
    },
    unpriced: {},
    selected: {
      on: {
        "room.choose": [{ guard: "free", actions: "choose" }, { actions: "refuse" }],
        "plan.choose": { actions: "plan" },
      },
    },
    soldOut: { on: { "room.choose": { actions: "refuse" } } },
    noRoomFits: { on: { "room.choose": { actions: "refuse" } } },
  },
})

export type ModelSnapshot = SnapshotFrom<typeof hotelRoomsModel>

export interface Seen {
  readonly loading: boolean
  readonly panel: "unpriced" | "selected" | "soldOut" | "noRoomFits"
  readonly room: Room | null
  readonly plan: string | null
  readonly refused: Room | null
  readonly book: string | null
}

export interface HotelRoomsDriver {
  search(stay: StayName): Promise<void>
  answer(ok: boolean): Promise<void>
  chooseRoom(room: Room): Promise<void>
  choosePlan(plan: "rp" | "nrp"): Promise<void>
  see(): Promise<Seen>
}

type Params = TestParam<ModelSnapshot, ModelEvent>

export const events = (I: HotelRoomsDriver): NonNullable<Params["events"]> => ({
  search: ({ event }) => I.search((event as Extract<ModelEvent, { type: "search" }>).stay),
  "server.answer": () => I.answer(true),
  "server.fail": () => I.answer(false),
  "room.choose": ({ event }) => I.chooseRoom((event as Extract<ModelEvent, { type: "room.choose" }>).room),
  "plan.choose": ({ event }) => I.choosePlan((event as Extract<ModelEvent, { type: "plan.choose" }>).plan),
})

const shown = (panel: Seen["panel"]) => async (I: HotelRoomsDriver, state: ModelSnapshot) => {
  const seen = await I.see()
  expect(seen.loading).toBe(false)
  expect(seen.panel).toBe(panel)
  const { room, plan, refused } = state.context
  expect(seen.refused).toBe(refused)
  if (panel !== "selected") {
    expect(seen.book).toBeNull()
    return
  }
  expect({ room: seen.room, plan: seen.plan, refused: seen.refused }).toEqual({ room, plan, refused })
  expect(seen.book).toContain(`roomtype=${room}&rateplan=${plan}`)
}

export const states = (I: HotelRoomsDriver): NonNullable<Params["states"]> => ({
  loading: async () => expect((await I.see()).loading).toBe(true),
  unpriced: (state) => shown("unpriced")(I, state),
  selected: (state) => shown("selected")(I, state),
  soldOut: (state) => shown("soldOut")(I, state),
  noRoomFits: (state) => shown("noRoomFits")(I, state),
})

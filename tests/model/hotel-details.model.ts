import { expect } from "vitest"
import { assign, type SnapshotFrom, setup } from "xstate"
import type { TestParam } from "xstate/graph"

/**
 * A hotel page loading its details (spec-search §4 'Hotel results', §8 'Hotel-details failure:
 * status code stored'), written apart from machines/hotel-details.machine.ts.
 */

export type Failure = 404 | 500 | 0

export type ModelEvent =
  | { readonly type: "server.answer" }
  | { readonly type: "server.fail"; readonly status: Failure }
  | { readonly type: "retry" }

export const modelEvents: ReadonlyArray<ModelEvent> = [
  { type: "server.fail", status: 404 },
  { type: "server.fail", status: 500 },
  { type: "server.fail", status: 0 },
]

export const hotelDetailsModel = setup({
  types: { context: {} as { readonly status: Failure | null }, events: {} as ModelEvent },
}).createMachine({
  id: "hotelDetailsModel",
  context: { status: null },
  initial: "loading",
  states: {
    loading: {
      on: {
        "server.answer": { target: "shown", actions: assign({ status: null }) },
        "server.fail": {
          target: "failed",
          actions: assign(({ event }) => ({ status: event.status })),
        },
      },
    },
    shown: {},
    failed: { on: { retry: "loading" } },
  },
})

export interface HotelDetailsDriver {
  answer(status: Failure | "ok"): Promise<void>
  retry(): Promise<void>
  see(): Promise<{ readonly loading: boolean; readonly name: string | null; readonly status: number | null }>
}

type Params = TestParam<SnapshotFrom<typeof hotelDetailsModel>, ModelEvent>

export const events = (I: HotelDetailsDriver): NonNullable<Params["events"]> => ({
  "server.answer": () => I.answer("ok"),
  "server.fail": ({ event }) => I.answer((event as Extract<ModelEvent, { type: "server.fail" }>).status),
  retry: () => I.retry(),
})

export const states = (I: HotelDetailsDriver): NonNullable<Params["states"]> => ({
  loading: async () => expect(await I.see()).toMatchObject({ loading: true, name: null }),
  shown: async () => expect(await I.see()).toEqual({ loading: false, name: "Treebo Oak", status: null }),
  failed: async (state) =>
    expect(await I.see()).toEqual({ loading: false, name: null, status: state.context.status }),
})

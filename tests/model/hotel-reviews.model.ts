import { expect } from "vitest"
import { assign, type SnapshotFrom, setup } from "xstate"
import type { TestParam } from "xstate/graph"

/**
 * A hotel's reviews on its page and in the reviews modal (spec-search §7: page_index is 10 times
 * the page, page_size 10; §9), written apart from machines/hotel-reviews.machine.ts. The hotel
 * has 25 reviews: three pages of 10, 10 and 5.
 */

export const TOTAL = 25
const PAGES = 3

export type ModelEvent = {
  readonly type: "server.answer" | "server.fail" | "more" | "next" | "prev" | "modal.open" | "modal.close"
}

interface ModelContext {
  readonly loaded: number
  /** The modal's page, 0-based. */
  readonly page: number
  readonly modal: boolean
  /** The load under way was asked for by 'next'. */
  readonly advance: boolean
}

export const hotelReviewsModel = setup({
  types: { context: {} as ModelContext, events: {} as ModelEvent },
  guards: {
    more: ({ context }) => context.loaded < PAGES,
    nextLoaded: ({ context }) => context.page + 1 < context.loaded,
    nextToLoad: ({ context }) =>
      context.page + 1 === context.loaded && context.loaded > 0 && context.loaded < PAGES,
    prev: ({ context }) => context.page > 0,
  },
}).createMachine({
  id: "hotelReviewsModel",
  context: { loaded: 0, page: 0, modal: false, advance: false },
  initial: "loading",
  on: {
    prev: { guard: "prev", actions: assign({ page: ({ context }) => context.page - 1 }) },
    "modal.open": { actions: assign({ modal: true }) },
    "modal.close": { actions: assign({ modal: false }) },
  },
  states: {
    loading: {
      on: {
        "server.answer": {
          target: "idle",
          actions: assign(({ context }) => ({
            loaded: context.loaded + 1,
            page: context.advance ? context.loaded : context.page,
            advance: false,
          })),
        },
        // The reviews shown stay; loading ends.
        "server.fail": { target: "idle", actions: assign({ advance: false }) },
      },
    },
    idle: {
      on: {
        more: { guard: "more", target: "loading" },
        next: [
          { guard: "nextLoaded", actions: assign({ page: ({ context }) => context.page + 1 }) },
          { guard: "nextToLoad", target: "loading", actions: assign({ advance: true }) },
        ],
      },
    },
  },
})

export interface Seen {
  readonly loading: boolean
  /** Ids of every review listed on the page, and of the modal's page. */
  readonly listed: ReadonlyArray<number>
  readonly modalPage: ReadonlyArray<number>
  readonly modalOpen: boolean
}

export interface HotelReviewsDriver {
  answer(ok: boolean): Promise<void>
  send(type: "more" | "next" | "prev" | "modal.open" | "modal.close"): Promise<void>
  see(): Promise<Seen>
}

type Params = TestParam<SnapshotFrom<typeof hotelReviewsModel>, ModelEvent>

export const events = (I: HotelReviewsDriver): NonNullable<Params["events"]> => ({
  "server.answer": () => I.answer(true),
  "server.fail": () => I.answer(false),
  more: () => I.send("more"),
  next: () => I.send("next"),
  prev: () => I.send("prev"),
  "modal.open": () => I.send("modal.open"),
  "modal.close": () => I.send("modal.close"),
})

const range = (from: number, to: number) =>
  Array.from({ length: Math.max(0, to - from) }, (_, i) => from + i + 1)

const check = (loading: boolean) => async (I: HotelReviewsDriver, context: ModelContext) => {
  const seen = await I.see()
  const listed = Math.min(TOTAL, context.loaded * 10)
  expect(seen).toEqual({
    loading,
    listed: range(0, listed),
    modalPage: range(context.page * 10, Math.min(listed, context.page * 10 + 10)),
    modalOpen: context.modal,
  })
}

export const states = (I: HotelReviewsDriver): NonNullable<Params["states"]> => ({
  loading: (state) => check(true)(I, state.context),
  idle: (state) => check(false)(I, state.context),
})

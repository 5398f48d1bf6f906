import { expect } from "vitest"
import { assign, type SnapshotFrom, setup } from "xstate"
import type { TestParam } from "xstate/graph"

/**
 * Models of the app shell's small timed widgets, written from the spec (spec-search §2 placeholder,
 * §4 and §9 toasts, §9 loading bar), apart from their machines. Each comes with `events` and
 * `states` over a driver interface, for the headless test now and a Playwright page model later.
 */

// ---------------------------------------------------------------------------------------------
// Toasts: bottom right, success or error, each gone 5000 ms after it appeared.

export type ToastKind = "success" | "error"
/** Ages are counted in halves of the 5 s lifetime, so two toasts can be at different ages. */
type ToastsModelEvent =
  | { readonly type: "toast.show"; readonly kind: ToastKind }
  | { readonly type: "toast.close"; readonly index: number }
  | { readonly type: "clock.halfLifetime" }

interface ModelToast {
  readonly kind: ToastKind
  readonly halves: number
}

export const toastsModelEvents: ReadonlyArray<ToastsModelEvent> = [
  { type: "toast.show", kind: "success" },
  { type: "toast.show", kind: "error" },
  { type: "toast.close", index: 0 },
]

export const toastsModel = setup({
  types: { context: {} as { readonly toasts: ReadonlyArray<ModelToast> }, events: {} as ToastsModelEvent },
  guards: {
    // Two at once is enough to show that each toast keeps its own timer.
    roomForMore: ({ context }) => context.toasts.length < 2,
    lastOne: ({ context }) => context.toasts.length === 1,
    lastOneExpires: ({ context }) => context.toasts.every((t) => t.halves + 1 >= 2),
  },
  actions: {
    show: assign(({ context, event }) =>
      event.type === "toast.show" ? { toasts: [...context.toasts, { kind: event.kind, halves: 0 }] } : {},
    ),
    close: assign(({ context, event }) =>
      event.type === "toast.close" ? { toasts: context.toasts.filter((_, i) => i !== event.index) } : {},
    ),
    age: assign(({ context }) => ({
      toasts: context.toasts.map((t) => ({ ...t, halves: t.halves + 1 })).filter((t) => t.halves < 2),
    })),
  },
}).createMachine({
  id: "toastsModel",
  context: { toasts: [] },
  initial: "none",
  states: {
    none: { on: { "toast.show": { target: "some", actions: "show" } } },
    some: {
      on: {
        "toast.show": { guard: "roomForMore", actions: "show" },
        "toast.close": [{ guard: "lastOne", target: "none", actions: "close" }, { actions: "close" }],
        "clock.halfLifetime": [
          { guard: "lastOneExpires", target: "none", actions: "age" },
          { actions: "age" },
        ],
      },
    },
  },
})

export interface ToastsDriver {
  show(kind: ToastKind): Promise<void>
  close(index: number): Promise<void>
  /** Lets 2500 ms pass. */
  waitHalfLifetime(): Promise<void>
  /** The kinds of the toasts on screen, oldest first. */
  seeKinds(): Promise<ReadonlyArray<ToastKind>>
}

type ToastsParams = TestParam<SnapshotFrom<typeof toastsModel>, ToastsModelEvent>

export const toastsEvents = (I: ToastsDriver): NonNullable<ToastsParams["events"]> => ({
  "toast.show": ({ event }) => I.show((event as Extract<ToastsModelEvent, { type: "toast.show" }>).kind),
  "toast.close": ({ event }) => I.close((event as Extract<ToastsModelEvent, { type: "toast.close" }>).index),
  "clock.halfLifetime": () => I.waitHalfLifetime(),
})

export const toastsStates = (I: ToastsDriver): NonNullable<ToastsParams["states"]> => {
  const shows = async (state: SnapshotFrom<typeof toastsModel>) =>
    expect(await I.seeKinds()).toEqual(state.context.toasts.map((t) => t.kind))
  return { none: shows, some: shows }
}

// ---------------------------------------------------------------------------------------------
// Loading bar: +10 every 200 ms, held at 99 % until the load finishes, then 100 %.

type LoadingModelEvent = { readonly type: "loading.start" | "loading.finish" | "clock.tick" }

export const loadingBarModel = setup({
  types: { context: {} as { readonly progress: number }, events: {} as LoadingModelEvent },
}).createMachine({
  id: "loadingBarModel",
  context: { progress: 0 },
  initial: "hidden",
  states: {
    hidden: { on: { "loading.start": { target: "running", actions: assign({ progress: 0 }) } } },
    running: {
      on: {
        "clock.tick": { actions: assign({ progress: ({ context }) => Math.min(context.progress + 10, 99) }) },
        "loading.finish": { target: "complete", actions: assign({ progress: 100 }) },
      },
    },
    complete: {
      on: {
        "clock.tick": "hidden",
        "loading.start": { target: "running", actions: assign({ progress: 0 }) },
      },
    },
  },
})

export interface LoadingBarDriver {
  start(): Promise<void>
  finish(): Promise<void>
  /** Lets 200 ms pass. */
  waitTick(): Promise<void>
  see(): Promise<{ readonly visible: boolean; readonly progress: number }>
}

type LoadingParams = TestParam<SnapshotFrom<typeof loadingBarModel>, LoadingModelEvent>

export const loadingBarEvents = (I: LoadingBarDriver): NonNullable<LoadingParams["events"]> => ({
  "loading.start": () => I.start(),
  "loading.finish": () => I.finish(),
  "clock.tick": () => I.waitTick(),
})

export const loadingBarStates = (I: LoadingBarDriver): NonNullable<LoadingParams["states"]> => {
  const drawn = async (state: SnapshotFrom<typeof loadingBarModel>) =>
    expect(await I.see()).toEqual({ visible: true, progress: state.context.progress })
  return {
    hidden: async () => expect(await I.see()).toEqual({ visible: false, progress: 0 }),
    running: drawn,
    complete: drawn,
  }
}

// ---------------------------------------------------------------------------------------------
// Placeholder: the three texts in turn, 3 s each.

type PlaceholderModelEvent = { readonly type: "clock.rotate" }

export const placeholderModel = setup({ types: { events: {} as PlaceholderModelEvent } }).createMachine({
  id: "placeholderModel",
  initial: "travelling",
  states: {
    travelling: { on: { "clock.rotate": "cities" } },
    cities: { on: { "clock.rotate": "hotels" } },
    hotels: { on: { "clock.rotate": "travelling" } },
  },
})

export interface PlaceholderDriver {
  /** Lets 3 s pass. */
  waitRotation(): Promise<void>
  seePlaceholder(): Promise<string>
}

type PlaceholderParams = TestParam<SnapshotFrom<typeof placeholderModel>, PlaceholderModelEvent>

export const placeholderEvents = (I: PlaceholderDriver): NonNullable<PlaceholderParams["events"]> => ({
  "clock.rotate": () => I.waitRotation(),
})

export const placeholderStates = (I: PlaceholderDriver): NonNullable<PlaceholderParams["states"]> => {
  const shows = (text: string) => async () => expect(await I.seePlaceholder()).toBe(text)
  return {
    travelling: shows("Where are you travelling?"),
    cities: shows("Explore from 120+ cities"),
    hotels: shows("Find your spot from 800+ hotels"),
  }
}

import { assign, type SnapshotFrom, setup } from "xstate"

/** spec-search §9: 'Loading bar update 200 ms, maximum 99 percent, step 10'. */
export const LOADING_STEP = 10
export const LOADING_CAP = 99

export type LoadingBarEvent = { readonly type: "loading.start" } | { readonly type: "loading.finish" }

/** The top loading bar. Tag `visible` while it is drawn. */
export const loadingBarMachine = setup({
  types: {
    context: {} as { /** Percent drawn, 0-100. */ readonly progress: number },
    events: {} as LoadingBarEvent,
    tags: {} as "visible",
  },
  delays: { tick: 200 },
  guards: { belowCap: ({ context }) => context.progress < LOADING_CAP },
  actions: {
    reset: assign({ progress: 0 }),
    step: assign(({ context }) => ({ progress: Math.min(context.progress + LOADING_STEP, LOADING_CAP) })),
    complete: assign({ progress: 100 }),
  },
}).createMachine({
  id: "loadingBar",
  context: { progress: 0 },
  initial: "idle",
  states: {
    idle: { on: { "loading.start": { target: "running", actions: "reset" } } },
    // Never reaches 100 by itself: the bar cannot know how long the load takes (spec: max 99 %).
    running: {
      tags: ["visible"],
      after: { tick: { guard: "belowCap", target: "running", reenter: true, actions: "step" } },
      on: { "loading.finish": { target: "complete", actions: "complete" } },
    },
    // 100 % stays drawn for one more tick so the traveller sees the bar fill, then it hides.
    complete: {
      tags: ["visible"],
      after: { tick: { target: "idle", actions: "reset" } },
      on: { "loading.start": { target: "running", actions: "reset" } },
    },
  },
})

export type LoadingBarSnapshot = SnapshotFrom<typeof loadingBarMachine>

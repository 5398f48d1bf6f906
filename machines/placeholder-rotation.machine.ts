import { assign, type SnapshotFrom, setup } from "xstate"

/** spec-search §2: the location placeholder rotates through these, in this order. */
export const LOCATION_PLACEHOLDERS = [
  "Where are you travelling?",
  "Explore from 120+ cities",
  "Find your spot from 800+ hotels",
] as const

export const placeholderRotationMachine = setup({
  types: { context: {} as { /** Index into LOCATION_PLACEHOLDERS. */ readonly index: number } },
  /** spec-search §2: 'rotates every 3 seconds'. */
  delays: { rotate: 3000 },
  actions: {
    advance: assign(({ context }) => ({ index: (context.index + 1) % LOCATION_PLACEHOLDERS.length })),
  },
}).createMachine({
  id: "placeholderRotation",
  context: { index: 0 },
  initial: "showing",
  states: {
    // Re-entering restarts the timer, so every text shows for a full period.
    showing: { after: { rotate: { target: "showing", reenter: true, actions: "advance" } } },
  },
})

export type PlaceholderRotationSnapshot = SnapshotFrom<typeof placeholderRotationMachine>

export const placeholderText = (snapshot: PlaceholderRotationSnapshot): string =>
  LOCATION_PLACEHOLDERS[snapshot.context.index]!

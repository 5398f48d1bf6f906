import { assign, type SnapshotFrom, setup } from "xstate"
import type { PlainMessageKey } from "#core/i18n/translate.ts"

/** spec-search §2: the location placeholder rotates through these, in this order. */
export const LOCATION_PLACEHOLDERS: ReadonlyArray<PlainMessageKey> = [
  "search.placeholder.travelling", // 'Where are you travelling?'
  "search.placeholder.cities", // 'Explore from 120+ cities'
  "search.placeholder.hotels", // 'Find your spot from 800+ hotels'
]

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

/** The message key of the text showing now; hosts translate it. */
export const placeholderKey = (snapshot: PlaceholderRotationSnapshot): PlainMessageKey =>
  LOCATION_PLACEHOLDERS[snapshot.context.index]!

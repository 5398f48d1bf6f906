import { fromPromise } from "xstate"
import { locationInputMachine } from "#machines/location-input.machine.ts"
import { afterEffect } from "../../lib/after-effect.ts"

type LocationCalls = typeof import("./location-calls.ts")

/**
 * An actor running one of ./location-calls.ts, which is loaded on the first lookup: the field sits
 * in every page's header, and the calls need Effect, which no page waits for before it hydrates
 * (docs/decisions/070-javascript-budget.md).
 */
const lazyCall = <I, A>(pick: (calls: LocationCalls) => (input: I, signal: AbortSignal) => Promise<A>) =>
  fromPromise<A, I>(async ({ input, signal }) =>
    pick(await afterEffect(() => import("./location-calls.ts")))(input, signal),
  )

let provided: ReturnType<typeof provide> | undefined

/**
 * The location machine with the browser's actors. Server rendering creates the machine too but
 * never invokes a lookup.
 */
const provide = () =>
  locationInputMachine.provide({
    actors: {
      fetchSuggestions: lazyCall((calls) => calls.fetchSuggestions),
      fetchRecentSearches: lazyCall((calls) => calls.fetchRecentSearches),
      fetchNearby: lazyCall((calls) => calls.fetchNearby),
      fetchPlace: lazyCall((calls) => calls.fetchPlace),
    },
  })

export const browserLocationInputMachine = () => {
  provided ??= provide()
  return provided
}

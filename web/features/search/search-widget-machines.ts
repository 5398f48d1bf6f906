import { fromPromise } from "xstate"
import type { Coordinates } from "#core/search/suggestion.ts"
import { searchWidgetMachine } from "#machines/search-widget.machine.ts"
import type { Availability, AvailabilityRequest } from "#machines/search-widget.types.ts"
import { fetchAvailability } from "./availability.ts"
import { currentPosition } from "./geolocation.ts"

/**
 * The search widget with the browser's actors. Server rendering creates it too but never
 * searches, so neither fetch nor geolocation runs there.
 */
export const browserSearchWidgetMachine = searchWidgetMachine.provide({
  actors: {
    checkAvailability: fromPromise<Availability, AvailabilityRequest>(({ input, signal }) =>
      fetchAvailability(input, signal),
    ),
    geolocate: fromPromise<Coordinates, void>(() => currentPosition()),
  },
})

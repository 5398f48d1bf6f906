import type { Actor } from "xstate"
import { translatorFor } from "#core/i18n/locales.ts"
import type { Suggestion } from "#core/search/suggestion.ts"
import { callApi } from "#core/services/api-client.ts"
import { connectLocationInput } from "#machines/location-input.connect.ts"
import { type LocationInputSnapshot, locationInputMachine } from "#machines/location-input.machine.ts"
import type { LocationInputEvent } from "#machines/location-input.types.ts"
import {
  type PlaceholderRotationSnapshot,
  placeholderRotationMachine,
} from "#machines/placeholder-rotation.machine.ts"
import { journeyActor } from "./actors.ts"
import type { LocationView } from "./expect.ts"
import { browserActor } from "./network.ts"
import type { Session } from "./session.ts"

/**
 * The real location-input machine, driven headless: its actors are the website's API calls
 * (through the one Effect bridge, on the session's runtime), its timers run on the journey's
 * simulated clock, and what a journey checks is read through the same connect function the web
 * app renders.
 */
export interface LocationDriver {
  readonly view: () => LocationView
  /** Sends the event if the machine takes it now; false when it does not. */
  readonly send: (event: LocationInputEvent) => boolean
  /**
   * What the location field tells the search widget (web LocationField's onLocationChange): the
   * picked place while the location is valid, else null, and the text.
   */
  readonly picked: () => { readonly location: Suggestion | null; readonly text: string }
  /** Calls `listener` after every change of the machine's state. */
  readonly subscribe: (listener: () => void) => void
  readonly stop: () => void
}

const provided = (session: Session) =>
  locationInputMachine.provide({
    actors: {
      fetchSuggestions: browserActor(
        session,
        "fetchSuggestions",
        (i: { text: string; sessionToken: string }) =>
          callApi((api) =>
            api.search.autocomplete({ query: { search_string: i.text, session_token: i.sessionToken } }),
          ),
      ),
      // spec §7: with empty text the endpoint answers the recent_searches cookie.
      fetchRecentSearches: browserActor(session, "fetchRecentSearches", (i: { sessionToken: string }) =>
        callApi((api) =>
          api.search.autocomplete({ query: { search_string: "", session_token: i.sessionToken } }),
        ),
      ),
      fetchNearby: browserActor(
        session,
        "fetchNearby",
        (i: { text: string; sessionToken: string; latitude: number; longitude: number }) =>
          callApi((api) =>
            api.search.nearbyAutocomplete({
              query: {
                search_string: i.text,
                latitude: i.latitude,
                longitude: i.longitude,
                session_token: i.sessionToken,
              },
            }),
          ),
      ),
      fetchPlace: browserActor(session, "fetchPlace", (i: { placeId: string; sessionToken: string }) =>
        callApi((api) =>
          api.search.places({ query: { place_id: i.placeId, session_token: i.sessionToken } }),
        ),
      ),
    },
  })

/** Journeys see the product in its default language, en-IN. */
const enIN = translatorFor("en-IN")

export const viewOf = (
  snapshot: LocationInputSnapshot,
  placeholder: PlaceholderRotationSnapshot,
): LocationView => {
  const { context } = snapshot
  // What the traveller sees, from the web app's own connect function; `send` is never called here.
  const seen = connectLocationInput({
    snapshot,
    send: () => {},
    placeholder,
    id: "location",
    t: enIN,
  })
  const options = seen.options.map((o, i) => {
    const option = context.options[i]
    return {
      label: o.label,
      type: option?.kind === "place" ? option.suggestion.type : null,
      tag: o.tag,
      disabled: o["aria-disabled"] === true,
      recent: o.recent !== null,
      occupancy: o.recent?.occupancy ?? null,
      dates: o.recent?.dates ?? null,
    }
  })
  const location = context.location
  return {
    text: seen.input.value,
    placeholder: seen.input.placeholder,
    open: seen.expanded,
    valid: seen.valid,
    tags: [...snapshot.tags].sort(),
    options,
    highlighted: context.highlighted === null ? null : (options[context.highlighted]?.label ?? null),
    selected:
      location === null
        ? null
        : {
            label: location.label,
            type: location.type,
            tag: null,
            disabled: false,
            recent: location.is_recent_search,
            occupancy: null,
            dates: null,
          },
    error:
      context.error === null
        ? null
        : { code: context.error.code, status: context.error.status, message: context.error.message },
    lookups: seen.status,
  }
}

export const startLocation = (session: Session): LocationDriver => {
  const { clock } = session
  const actor: Actor<typeof locationInputMachine> = journeyActor(provided(session), { clock, input: {} })
  const placeholder = journeyActor(placeholderRotationMachine, { clock })
  actor.start()
  placeholder.start()
  return {
    view: () => viewOf(actor.getSnapshot(), placeholder.getSnapshot()),
    send: (event) => {
      if (!actor.getSnapshot().can(event)) return false
      actor.send(event)
      return true
    },
    picked: () => {
      const snapshot = actor.getSnapshot()
      const valid = viewOf(snapshot, placeholder.getSnapshot()).valid
      return { location: valid ? snapshot.context.location : null, text: snapshot.context.text }
    },
    subscribe: (listener) => void actor.subscribe(listener),
    stop: () => {
      actor.stop()
      placeholder.stop()
    },
  }
}

import { Effect } from "effect"
import type { Actor } from "xstate"
import { businessDay } from "#core/dates/business-day.ts"
import { translatorFor } from "#core/i18n/locales.ts"
import {
  addRecentSearch,
  parseRecentSearches,
  RECENT_SEARCHES_COOKIE,
  serializeRecentSearches,
} from "#core/search/recent-searches.ts"
import { serialiseRoomConfig } from "#core/search/room-config.ts"
import type { Coordinates, Suggestion } from "#core/search/suggestion.ts"
import { callApi } from "#core/services/api-client.ts"
import { dateRangePickerMachine } from "#machines/date-range-picker.machine.ts"
import type { ChosenRange } from "#machines/date-range-picker.types.ts"
import { connectRoomsGuests, type RoomsGuestsView } from "#machines/rooms-guests.connect.ts"
import { roomsGuestsMachine } from "#machines/rooms-guests.machine.ts"
import { searchWidgetMachine } from "#machines/search-widget.machine.ts"
import type { Availability, AvailabilityRequest } from "#machines/search-widget.types.ts"
import { journeyActor } from "./actors.ts"
import type { LocationDriver } from "./location.ts"
import { browserActor } from "./network.ts"
import { trackedActor } from "./provide.ts"
import type { ResultsPage } from "./results.ts"
import { rawRequest, type Session } from "./session.ts"

/**
 * The search widget of the website, headless (ADR 069): the widget machine with the date-range
 * picker and the rooms popover beside it, wired to each other and to the location field exactly
 * as web/features/search/search-widget.tsx wires them. Its availability check is the contract
 * call; its geolocation is the journey's stub (`geolocation` step). What it emits is recorded:
 * `navigate` is where the traveller goes.
 */
export interface SearchDriver {
  readonly widget: Actor<ReturnType<typeof provided>>
  readonly picker: Actor<typeof dateRangePickerMachine>
  readonly rooms: Actor<typeof roomsGuestsMachine>
  /** The business day the widget was opened on, YYYY-MM-DD. */
  readonly today: string
  /** What the browser answers a near-me search. */
  geolocation: Coordinates | "denied"
  /** Where the widget last sent the traveller (path and query); null before any search. */
  navigation: string | null
  /** The results page the journey opened last. */
  results: ResultsPage | null
  /** The Rooms & Guests popover as the web renders it; `supportPhone` fills the limit notice. */
  readonly roomsView: (supportPhone: string) => RoomsGuestsView
  /** The channel's support number as the website shows it (its page configuration). */
  readonly supportPhone: () => Promise<string | { readonly error: string }>
  readonly stop: () => void
}

export const enIN = translatorFor("en-IN")

const provided = (session: Session, driver: () => SearchDriver) =>
  searchWidgetMachine.provide({
    actors: {
      checkAvailability: browserActor(session, "checkAvailability", (request: AvailabilityRequest) =>
        callApi((api) =>
          api.hotels.availability({
            params: { id: request.hotelId },
            query: {
              checkin: request.checkin,
              checkout: request.checkout,
              roomconfig: serialiseRoomConfig(request.rooms),
            },
          }),
        ).pipe(Effect.map((answer): Availability => ({ rooms: answer.rooms }))),
      ),
      geolocate: trackedActor(session, "geolocate", () =>
        Effect.suspend(() => {
          const answer = driver().geolocation
          // As the browser's PositionError: the widget shows the location-disabled modal.
          return answer === "denied"
            ? Effect.fail(new Error("User denied Geolocation"))
            : Effect.succeed<Coordinates>(answer)
        }),
      ),
    },
  })

/** The page's configuration, embedded as JSON for hydration (web/entry-server.tsx). */
const CONFIG_SCRIPT = /<script type="application\/json" id="[^"]*">([\s\S]*?)<\/script>/

export const startSearch = (session: Session, location: LocationDriver): SearchDriver => {
  const { clock } = session
  const today = businessDay(session.nowMs)
  const picker = journeyActor(dateRangePickerMachine, { clock, input: { today } })
  const rooms = journeyActor(roomsGuestsMachine, { clock, input: {} })
  let phone: string | undefined
  const driver: SearchDriver = {
    // Assigned below: the widget's geolocate actor reads the driver's stub when it runs.
    widget: undefined as never,
    picker,
    rooms,
    today,
    geolocation: "denied",
    navigation: null,
    results: null,
    roomsView: (supportPhone) =>
      connectRoomsGuests({
        snapshot: rooms.getSnapshot(),
        send: (event) => rooms.send(event),
        supportPhone,
        id: "rooms",
        t: enIN,
      }),
    supportPhone: async () => {
      if (phone !== undefined) return phone
      const page = await rawRequest(session, { method: "GET", path: "/" })
      const json = typeof page.body === "string" ? CONFIG_SCRIPT.exec(page.body)?.[1] : undefined
      let found: unknown
      try {
        found = json === undefined ? undefined : JSON.parse(json).config?.supportPhone
      } catch {
        found = undefined
      }
      if (typeof found !== "string")
        return { error: `the home page (HTTP ${page.status}) shows no support phone in its configuration` }
      phone = found
      return phone
    },
    stop: () => {
      widget.stop()
      picker.stop()
      rooms.stop()
    },
  }
  // The web widget is the newer search box (web/features/search/search-widget.tsx: newerBox = true).
  const widget = journeyActor(
    provided(session, () => driver),
    { clock, input: { today, newerBox: true } },
  )
  ;(driver as { widget: typeof widget }).widget = widget

  // The picker takes a range only as two clicks, as in the web widget.
  const setRange = (range: ChosenRange) => {
    picker.send({ type: "picker.close" })
    picker.send({ type: "picker.open" })
    picker.send({ type: "day.select", day: range.start })
    picker.send({ type: "day.select", day: range.end })
  }
  picker.on("range.chosen", (event) => widget.send(event))
  rooms.on("rooms.applied", (event) => widget.send(event))
  widget.on("navigate", (event) => {
    driver.navigation = event.to
  })
  widget.on("recent.save", (event) => {
    const stored = session.jar.get(RECENT_SEARCHES_COOKIE)
    const entries = parseRecentSearches(
      stored === undefined ? undefined : decodeURIComponent(stored),
      session.nowMs,
    )
    const next = addRecentSearch(entries, { ...event.search, saved_at: session.nowMs })
    session.jar.set(RECENT_SEARCHES_COOKIE, serializeRecentSearches(next))
  })
  widget.on("location.focus", () => location.send({ type: "input.focus" }))
  widget.on("picker.open", () => picker.send({ type: "picker.open" }))
  widget.on("rooms.open", () => rooms.send({ type: "popover.open" }))
  widget.on("range.set", (event) => setRange(event.range))
  widget.on("rooms.set", (event) => rooms.send({ type: "rooms.set", rooms: event.rooms }))
  picker.start()
  rooms.start()
  widget.start()

  // The location field tells the widget its picked place and text whenever either changes.
  let last: { location: Suggestion | null; text: string } | undefined
  const forward = () => {
    const now = location.picked()
    if (last !== undefined && last.location === now.location && last.text === now.text) return
    last = now
    widget.send(
      now.location === null
        ? { type: "location.edited", text: now.text }
        : { type: "location.selected", location: now.location },
    )
  }
  location.subscribe(forward)
  forward()
  return driver
}

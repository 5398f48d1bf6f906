import type { AnyMachineSnapshot, EventObject } from "xstate"
import { businessDay } from "#core/dates/business-day.ts"
import { addDays, daysBetween } from "#core/dates/calendar-day.ts"
import { translatorFor } from "#core/i18n/locales.ts"
import { serialiseRoomConfig } from "#core/search/room-config.ts"
import { occupancySummary } from "#core/search/search-summary.ts"
import {
  type SearchWidgetSnapshot,
  searchProblem,
  searchWidgetMachine,
} from "#machines/search-widget.machine.ts"
import type { SearchWidgetEvent } from "#machines/search-widget.types.ts"
import type { JourneyStep, MachineJourneys, Rendered } from "./generate.ts"
import { say } from "./generate.ts"
import { KORA } from "./generate-location.ts"

const enIN = translatorFor("en-IN")

const NOW = "2026-11-20T10:00:00+05:30"
/** The widget's today, as the journey's search driver gives it (cli/journey/search.ts). */
const TODAY = businessDay(Date.parse(NOW))
const relative = (day: string) => `+${daysBetween(TODAY, day)}d`

/** A locality, so that a search goes to the results page without an availability check. */
const KORAMANGALA = KORA[0]!
const STAY = { start: addDays(TODAY, 5), end: addDays(TODAY, 7) }
const TWO_ADULTS = [{ adults: 2, kids: 0 }]

/**
 * What the widget hears from the fields beside it, each a thing the traveller does there: picks
 * Koramangala, edits the text to something too short, picks a stay, applies two adults; and its
 * own buttons. The journey's search driver runs the widget as the website does (ADR 069), with
 * the newer search box.
 */
const WIDGET_EVENTS: ReadonlyArray<SearchWidgetEvent> = [
  { type: "location.selected", location: KORAMANGALA },
  { type: "location.edited", text: "ko" },
  { type: "range.chosen", range: STAY },
  { type: "rooms.applied", rooms: TWO_ADULTS },
  { type: "search.submit" },
  { type: "tooltip.dismiss" },
  { type: "modal.dismiss" },
]

const serializeState = (snapshot: AnyMachineSnapshot): string => {
  const { context } = snapshot as SearchWidgetSnapshot
  return JSON.stringify([
    snapshot.value,
    context.location?.label ?? null,
    context.text,
    context.range,
    context.rooms,
    context.problem,
  ])
}

/** A valid search goes to the results page with the place, the stay and the rooms (spec-search §2). */
const navigation = (before: SearchWidgetSnapshot): JourneyStep => {
  const { location, range, rooms } = before.context
  return {
    "expect.navigation": {
      path: "/search/",
      query: {
        q: location!.label,
        checkin: range.start,
        checkout: range.end,
        roomconfig: serialiseRoomConfig(rooms),
      },
    },
  }
}

const render = (event: EventObject, before: AnyMachineSnapshot): Rendered => {
  const e = event as SearchWidgetEvent
  switch (e.type) {
    case "location.selected":
      return say(
        [{ "location.type": "kora" }, { "time.advance": "500ms" }, { "location.select": e.location.label }],
        `choose ${e.location.label}`,
      )
    case "location.edited":
      return say([{ "location.type": e.text }], `type ${e.text}`)
    case "range.chosen":
      return say(
        [{ "dates.pick": { checkin: relative(e.range.start), checkout: relative(e.range.end) } }],
        `pick ${relative(e.range.start)} to ${relative(e.range.end)}`,
      )
    case "rooms.applied":
      return say(
        [...e.rooms.map((r, i) => ({ "rooms.adults": { room: i + 1, count: r.adults } })), "rooms.apply"],
        "apply two adults",
      )
    case "search.submit": {
      const valid = searchProblem((before as SearchWidgetSnapshot).context) === null
      return valid
        ? say(["search.submit", navigation(before as SearchWidgetSnapshot)], "search")
        : say(["search.submit"], "search too soon")
    }
    case "tooltip.dismiss":
    case "modal.dismiss":
      return say(["search.dismiss"], "dismiss")
  }
}

/** The tooltip, the stay and the rooms the widget holds. */
const expectation = (snapshot: AnyMachineSnapshot): JourneyStep => {
  const s = snapshot as SearchWidgetSnapshot
  const { problem, range, rooms } = s.context
  return {
    "expect.widget": {
      tooltip: s.hasTag("tooltip") && problem !== null ? enIN(problem) : null,
      dates:
        range.start !== null && range.end !== null ? { checkin: range.start, checkout: range.end } : null,
      occupancy: occupancySummary(rooms, enIN),
    },
  }
}

export const searchJourneys: MachineJourneys = {
  name: "searchWidget",
  source: "machines/search-widget.machine.ts",
  machine: searchWidgetMachine,
  input: { today: TODAY, newerBox: true },
  now: NOW,
  tags: ["search-widget"],
  setup: [],
  events: () => WIDGET_EVENTS,
  serializeState,
  render,
  expectation,
}

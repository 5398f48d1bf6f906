import { describe, expect, it } from "vitest"
import { createActor } from "xstate"
import type { Coordinates, Suggestion } from "#core/search/suggestion.ts"
import { hotelSuggestion, nearMeSuggestion, suggestion } from "#core/search/test-support/suggestions.ts"
import { searchProblem, searchWidgetMachine } from "./search-widget.machine.ts"
import type {
  Availability,
  AvailabilityRequest,
  SearchWidgetEmitted,
  SearchWidgetEvent,
  SearchWidgetInput,
} from "./search-widget.types.ts"
import { type Call, controlled, settle } from "./test-support/actors.ts"

const TODAY = "2026-11-20"

const place = suggestion
const hotel = hotelSuggestion()
const nearMe = nearMeSuggestion

const start = (input: Partial<SearchWidgetInput> = {}) => {
  const availability: Array<Call<AvailabilityRequest, Availability>> = []
  const positions: Array<Call<void, Coordinates>> = []
  const machine = searchWidgetMachine.provide({
    actors: { checkAvailability: controlled(availability), geolocate: controlled(positions) },
  })
  const actor = createActor(machine, { input: { today: TODAY, ...input } }).start()
  const emitted: Array<SearchWidgetEmitted> = []
  actor.on("*", (event) => emitted.push(event))
  const send = (...events: ReadonlyArray<SearchWidgetEvent>) => {
    for (const event of events) actor.send(event)
  }
  const navigations = () => emitted.flatMap((e) => (e.type === "navigate" ? [e.to] : []))
  return { state: () => actor.getSnapshot(), send, emitted, navigations, availability, positions }
}

const select = (location: Suggestion) => ({ type: "location.selected", location }) as const
const dates = (start = "2026-12-05", end = "2026-12-07") =>
  ({ type: "range.chosen", range: { start, end } }) as const
const submit = { type: "search.submit" } as const
const query = (to: string) => new URL(to, "http://x").searchParams

describe("search widget: an incomplete search", () => {
  it("'Please enter a location' when nothing is entered", () => {
    const { state, send, navigations } = start()
    send(dates(), submit)
    expect(state().hasTag("tooltip")).toBe(true)
    expect(state().context.problem).toBe("search.error.location")
    expect(navigations()).toEqual([])
  })

  it("'Please enter a valid location' when text is typed but no suggestion picked", () => {
    const { state, send } = start()
    send(dates(), { type: "location.edited", text: "kora" }, submit)
    expect(state().context.problem).toBe("search.error.validLocation")
    // Editing a picked place takes its validity away (spec-search §4 'Typing clears the location-valid flag').
    send(select(place()), { type: "location.edited", text: "Koramangala, Bengalur" }, submit)
    expect(state().context.problem).toBe("search.error.validLocation")
  })

  it("refuses a place with a label but an empty area (spec-search §5)", () => {
    const { state, send } = start()
    send(select(place({ area: { ...nearMe.area } })), dates(), submit)
    expect(state().context.problem).toBe("search.error.validLocation")
  })

  it("shows a tooltip when there is no range end, and hides it on the next change", () => {
    const { state, send } = start()
    send(select(place()), submit)
    expect(state().context.problem).toBe("search.error.dates")
    send(dates())
    expect(state().hasTag("tooltip")).toBe(false)
    expect(state().context.problem).toBeNull()
  })

  it("the tooltip can be dismissed", () => {
    const { state, send } = start()
    send(submit, { type: "tooltip.dismiss" })
    expect(state().hasTag("tooltip")).toBe(false)
  })
})

describe("search widget: the newer search box", () => {
  it("'no location focuses the input', and explains why", () => {
    const { state, send, emitted } = start({ newerBox: true })
    send(submit)
    expect(emitted).toContainEqual({ type: "location.focus" })
    expect(state().context.problem).toBe("search.error.location")
  })

  it("'missing dates opens the date picker', without a tooltip", () => {
    const { state, send, emitted } = start({ newerBox: true, location: place() })
    send(submit)
    expect(emitted).toEqual([{ type: "picker.open" }])
    expect(state().hasTag("tooltip")).toBe(false)
  })

  it("'no rooms opens the occupancy panel'", () => {
    const { send, emitted } = start({ newerBox: true, location: place(), rooms: [], range: dates().range })
    send(submit)
    expect(emitted).toEqual([{ type: "rooms.open" }])
  })
})

describe("search widget: a location change", () => {
  it("opens the date picker when a location is chosen without complete dates", () => {
    const { send, emitted } = start()
    send(select(place()))
    expect(emitted).toEqual([{ type: "picker.open" }])
  })

  it("does not open the picker when the dates are complete, nor for the same place again", () => {
    const { send, emitted } = start()
    send(dates(), select(place()), select(place({ coordinates: { lat: 1, lng: 2 } })))
    expect(emitted).toEqual([])
  })

  it("sets the dates of a recent search only if its start is today or later, and its rooms", () => {
    const rooms = [{ adults: 2, kids: 1 }]
    const recent = place({ is_recent_search: true, range: { start: TODAY, end: "2026-11-22" }, rooms })
    const { state, send, emitted } = start()
    send(select(recent))
    expect(state().context.range).toEqual({ start: TODAY, end: "2026-11-22" })
    expect(state().context.rooms).toEqual(rooms)
    expect(emitted).toEqual([
      { type: "range.set", range: { start: TODAY, end: "2026-11-22" } },
      { type: "rooms.set", rooms },
    ])

    const stale = place({ label: "Baga", place_id: "b", range: { start: "2026-11-19", end: "2026-11-21" } })
    const other = start()
    other.send(select(stale))
    expect(other.state().context.range).toEqual({ start: null, end: null })
    expect(other.emitted).toEqual([{ type: "picker.open" }])
  })
})

describe("search widget: routing a valid search", () => {
  it("goes to /search/ with q, the area, dates, roomconfig and coordinates, and saves the recent search", () => {
    const { state, send, emitted, navigations } = start()
    send(select(place()), dates(), {
      type: "rooms.applied",
      rooms: [
        { adults: 2, kids: 0 },
        { adults: 1, kids: 1 },
      ],
    })
    send(submit)
    expect(state().matches("idle")).toBe(true)
    const [to] = navigations()
    expect(to?.startsWith("/search/?")).toBe(true)
    expect(Object.fromEntries(query(to!))).toEqual({
      q: "Koramangala, Bengaluru",
      locality: "Koramangala",
      city: "Bengaluru",
      state: "Karnataka",
      checkin: "2026-12-05",
      checkout: "2026-12-07",
      roomconfig: "2-0,1-1",
      lat: "12.9352",
      lng: "77.6245",
    })
    const saved = emitted.find((e) => e.type === "recent.save")
    expect(saved).toMatchObject({
      search: {
        label: "Koramangala, Bengaluru",
        source: "recent",
        is_recent_search: true,
        range: dates().range,
      },
    })
  })

  it("a hotel with enough rooms of some type goes to the hotel page with rateplan EP", async () => {
    const { state, send, navigations, availability } = start()
    send(select(hotel), dates(), {
      type: "rooms.applied",
      rooms: [
        { adults: 1, kids: 0 },
        { adults: 1, kids: 0 },
      ],
    })
    send(submit)
    expect(state().hasTag("busy")).toBe(true)
    expect(availability[0]?.input).toEqual({
      hotelId: "1234",
      checkin: "2026-12-05",
      checkout: "2026-12-07",
      rooms: [
        { adults: 1, kids: 0 },
        { adults: 1, kids: 0 },
      ],
    })
    availability[0]!.resolve({
      rooms: [
        { type: "oak", count: 1 },
        { type: "maple", count: 2 },
      ],
    })
    await settle()
    const url = new URL(navigations()[0]!, "http://x")
    expect(url.pathname).toBe("/hotels-in-bengaluru/treebo-trend-blue-orchid-koramangala-1234/")
    expect(url.searchParams.get("rateplan")).toBe("EP")
    expect(url.searchParams.get("hotel_id")).toBe("1234")
    expect(state().hasTag("busy")).toBe(false)
  })

  it("a hotel without enough rooms of any type goes to /search/", async () => {
    const { send, navigations, availability } = start()
    send(select(hotel), dates(), {
      type: "rooms.applied",
      rooms: [
        { adults: 1, kids: 0 },
        { adults: 1, kids: 0 },
      ],
    })
    send(submit)
    availability[0]!.resolve({ rooms: [{ type: "oak", count: 1 }] })
    await settle()
    expect(navigations()[0]?.startsWith("/search/?")).toBe(true)
  })

  it("a failed availability check goes to /search/ rather than blocking the traveller", async () => {
    const { send, navigations, availability } = start()
    send(select(hotel), dates(), submit)
    availability[0]!.reject(new Error("offline"))
    await settle()
    expect(query(navigations()[0]!).get("hotel_id")).toBe("1234")
    expect(navigations()[0]?.startsWith("/search/?")).toBe(true)
  })

  it("near_me looks up the position and goes to /search/ with lat and lng; it is not saved as recent", async () => {
    const { send, navigations, positions, emitted } = start()
    send(select(nearMe), dates(), submit)
    positions[0]!.resolve({ lat: 19.07, lng: 72.87 })
    await settle()
    const q = query(navigations()[0]!)
    expect([q.get("q"), q.get("lat"), q.get("lng")]).toEqual(["Near me", "19.07", "72.87"])
    expect(emitted.some((e) => e.type === "recent.save")).toBe(false)
  })

  it("a geolocation failure shows the location-disabled modal, which can be dismissed", async () => {
    const { state, send, positions, navigations } = start()
    send(select(nearMe), dates(), submit)
    positions[0]!.reject(new Error("denied"))
    await settle()
    expect(state().hasTag("locationDisabled")).toBe(true)
    send({ type: "modal.dismiss" })
    expect(state().matches("idle")).toBe(true)
    expect(navigations()).toEqual([])
  })
})

describe("searchProblem", () => {
  it("checks the location, then both dates, then the rooms", () => {
    const base = start({ location: place(), range: dates().range }).state().context
    expect(searchProblem(base)).toBeNull()
    expect(searchProblem({ ...base, rooms: [] })).toBe("search.error.rooms")
    expect(searchProblem({ ...base, range: { start: "2026-12-05", end: null } })).toBe("search.error.dates")
    expect(searchProblem({ ...base, location: null, text: " " })).toBe("search.error.location")
  })
})

import { Schema } from "effect"
import { FILTER_GROUPS } from "#core/search/filter-groups.ts"

/**
 * The search-and-discovery part of the journey format (docs/journeys.md 'Search and results',
 * ADR 069): the search widget (dates, rooms, search button, geolocation), the results page
 * (filters, sort, map) and test control's inventory. `schema.ts` merges these into the step kinds.
 */

const NonNegativeInt = Schema.Int.pipe(Schema.check(Schema.isGreaterThanOrEqualTo(0)))
const PositiveInt = Schema.Int.pipe(Schema.check(Schema.isGreaterThanOrEqualTo(1)))

/** YYYY-MM-DD, or days after the journey's business day: +0d is today, +1d tomorrow. */
const DAY = /^(\d{4}-\d{2}-\d{2}|\+\d{1,3}d)$/
export const JourneyDay = Schema.String.pipe(
  Schema.check(
    Schema.isPattern(DAY, {
      message: "Expected a day as YYYY-MM-DD, or days after today such as +1d",
      toJsonSchema: () => [{ pattern: DAY.source }, true],
    }),
  ),
).annotate({ description: "YYYY-MM-DD, or days after the journey's business day: +0d today, +1d tomorrow" })

/** A path on the website with its query. */
const PAGE = /^\/(?!\/)/
const PagePath = Schema.String.pipe(
  Schema.check(
    Schema.isPattern(PAGE, {
      message: "Expected a page path such as /hotels-in-bengaluru/ or /search/?q=…",
      toJsonSchema: () => [{ pattern: PAGE.source }, true],
    }),
  ),
)

const Latitude = Schema.Finite.pipe(Schema.check(Schema.isBetween({ minimum: -90, maximum: 90 })))
const Longitude = Schema.Finite.pipe(Schema.check(Schema.isBetween({ minimum: -180, maximum: 180 })))

const FilterGroup = Schema.Literals(FILTER_GROUPS)

/** Some filter groups, each with a value of `value`'s schema. */
const PerGroup = <S extends Schema.Top>(value: S) =>
  Schema.Struct({
    localities: Schema.optionalKey(value),
    brand: Schema.optionalKey(value),
    bedType: Schema.optionalKey(value),
    policies: Schema.optionalKey(value),
    popularCollections: Schema.optionalKey(value),
    hotelAmenities: Schema.optionalKey(value),
    roomAmenities: Schema.optionalKey(value),
    ratings: Schema.optionalKey(value),
    pricePerNight: Schema.optionalKey(value),
  })

/** Which room of the popover's table: 1 is the first, as the popover labels them. */
const RoomCount = Schema.Struct({ room: PositiveInt, count: NonNegativeInt })

const SORT_ORDERS = ["ascending", "descending"] as const

export const ExpectWidget = Schema.Struct({
  /** The search button's tooltip as shown (en-IN); null for none. */
  tooltip: Schema.optionalKey(Schema.NullOr(Schema.String)),
  /** The calendar is open. */
  pickerOpen: Schema.optionalKey(Schema.Boolean),
  /** The two months the open calendar shows, YYYY-MM; null while it is closed. */
  months: Schema.optionalKey(Schema.NullOr(Schema.Tuple([Schema.String, Schema.String]))),
  /** The days clicked in the calendar so far (its range before it is chosen); null for none. */
  calendarRange: Schema.optionalKey(
    Schema.Struct({ start: Schema.NullOr(Schema.String), end: Schema.NullOr(Schema.String) }),
  ),
  /** The Rooms & Guests popover is open. */
  roomsOpen: Schema.optionalKey(Schema.Boolean),
  /** The stay the widget holds, YYYY-MM-DD; null while incomplete. */
  dates: Schema.optionalKey(
    Schema.NullOr(Schema.Struct({ checkin: Schema.String, checkout: Schema.String })),
  ),
  /** The Rooms & Guests field: '2 Rooms, 3 Guests'. */
  occupancy: Schema.optionalKey(Schema.String),
  /** The popover's table while open (else the applied rooms): adults and kids per room. */
  rooms: Schema.optionalKey(Schema.Array(Schema.Struct({ adults: NonNegativeInt, kids: NonNegativeInt }))),
  /** Add Room is enabled. */
  canAddRoom: Schema.optionalKey(Schema.Boolean),
  /** spec §5: the notice at the room limit, as one line of text; null for none. */
  roomLimitNotice: Schema.optionalKey(Schema.NullOr(Schema.String)),
  /** spec §2, §8: the modal about disabled location access. */
  locationDisabled: Schema.optionalKey(Schema.Boolean),
  /** An availability check or a geolocation is running. */
  busy: Schema.optionalKey(Schema.Boolean),
})
export type ExpectWidget = typeof ExpectWidget.Type

export const ExpectNavigation = Schema.NullOr(
  Schema.Struct({
    /** Path and query exactly. */
    to: Schema.optionalKey(Schema.String),
    path: Schema.optionalKey(Schema.String),
    /** Parameters that must have these values; null: the parameter must be absent. */
    query: Schema.optionalKey(Schema.Record(Schema.String, Schema.NullOr(Schema.String))),
  }),
).annotate({ description: "Where the widget sent the traveller last; null: it sent them nowhere" })
export type ExpectNavigation = typeof ExpectNavigation.Type

/** A hotel by its name as the card shows it, or its id. */
const HotelRef = Schema.String

export const ExpectResults = Schema.Struct({
  /** Hotels listed after every filter. */
  count: Schema.optionalKey(NonNegativeInt),
  /** The first hotels, in this order (names or ids). */
  first: Schema.optionalKey(Schema.Array(HotelRef)),
  /** Exactly these hotels, in this order. */
  hotels: Schema.optionalKey(Schema.Array(HotelRef)),
  contains: Schema.optionalKey(Schema.Array(HotelRef)),
  excludes: Schema.optionalKey(Schema.Array(HotelRef)),
  /** The listed order follows this key: priced hotels first, then by the key (spec §4). */
  order: Schema.optionalKey(
    Schema.Struct({
      by: Schema.Literals(["price", "rating", "distance"]),
      order: Schema.Literals(SORT_ORDERS),
    }),
  ),
  /** Hotels listed without a price (spec §7 'listed as unavailable'). */
  unpriced: Schema.optionalKey(Schema.Array(HotelRef)),
  /**
   * Each card's per-night price in paise equals the pricing API's perNightPrice for the same
   * stay and rooms, asked again with a raw GET /api/v6/pricing/hotels/, and the room type and
   * rate plan the card names and links to are that price's cheapest_room and rate_plan.
   */
  pricesMatchApi: Schema.optionalKey(Schema.Literal(true)),
  /** From that pricing answer: every price's payment_mode (spec §5: PREPAID except on gdc). */
  paymentMode: Schema.optionalKey(Schema.Literals(["PREPAID", "PAY_AT_HOTEL"])),
  /** From that pricing answer: every price's platform_fee in paise. */
  platformFeePaise: Schema.optionalKey(NonNegativeInt),
  /** The listing was found (false: Not Found). */
  found: Schema.optionalKey(Schema.Boolean),
  /** The search's point (sort.coordinates), or null. */
  coordinates: Schema.optionalKey(Schema.NullOr(Schema.Struct({ lat: Schema.Finite, lng: Schema.Finite }))),
})
export type ExpectResults = typeof ExpectResults.Type

/** Per group, per value (its wire value or its visible name): the count shown beside it. */
export const ExpectFilters = Schema.Struct({
  counts: Schema.optionalKey(PerGroup(Schema.Record(Schema.String, NonNegativeInt))),
  /** The values selected per group. */
  selected: Schema.optionalKey(PerGroup(Schema.Array(Schema.String))),
  /** The price group's custom range in rupees. */
  customRange: Schema.optionalKey(
    Schema.NullOr(
      Schema.Struct({
        start: Schema.optionalKey(Schema.Finite),
        end: Schema.optionalKey(Schema.Finite),
        min: Schema.optionalKey(Schema.Finite),
        max: Schema.optionalKey(Schema.Finite),
      }),
    ),
  ),
})
export type ExpectFilters = typeof ExpectFilters.Type

export const InventorySet = Schema.Struct({
  /** The hotel id. */
  hotel: Schema.String.pipe(Schema.check(Schema.isPattern(/^\d+$/))),
  /** Room type codes; default: every type the hotel has. */
  roomTypes: Schema.optionalKey(Schema.Array(Schema.String)),
  /** First night. */
  from: JourneyDay,
  /** The check-out day: its own night is not changed. */
  to: JourneyDay,
  /** Rooms left per type and night. */
  available: NonNegativeInt,
})
export type InventorySet = typeof InventorySet.Type

const NoArgument = Schema.Null

/** The search and results step kinds and their arguments; `schema.ts` adds them to the others. */
export const searchStepArguments = {
  /** Clicks the dates field: the calendar opens. */
  "dates.open": NoArgument,
  /** Escape or a click outside the open calendar: it closes, the days clicked so far kept. */
  "dates.close": NoArgument,
  /** The open calendar's arrows: the next or previous pair of months (not before today's month). */
  "dates.month": Schema.Literals(["next", "previous"]),
  /** Clicks check-in, then check-out, in the calendar (opening it, and paging months, as needed). */
  "dates.pick": Schema.Struct({ checkin: JourneyDay, checkout: Schema.optionalKey(JourneyDay) }),
  /** Clicks the Rooms & Guests field: the popover opens. */
  "rooms.open": NoArgument,
  /** Add Room (opens the popover first if it is closed). */
  "rooms.add": NoArgument,
  /** Removes a room: 2 is the second. */
  "rooms.remove": PositiveInt,
  /** Steps a room's adults to `count` with the stepper's buttons. */
  "rooms.adults": RoomCount,
  "rooms.kids": RoomCount,
  "rooms.apply": NoArgument,
  /** Escape or a click outside: the popover closes and its changes are dropped. */
  "rooms.cancel": NoArgument,
  "search.submit": NoArgument,
  /** Closes the tooltip or the location-disabled modal. */
  "search.dismiss": NoArgument,
  /** What the browser answers a near-me search: a position, or the traveller refused (default). */
  geolocation: Schema.Union([Schema.Literal("denied"), Schema.Struct({ lat: Latitude, lng: Longitude })]),
  /**
   * The traveller's connection: while offline every call the pages' machines make from the
   * browser fails with no answer (status 0, 'Network error'); pages still open (the server
   * renders them). Test control and raw calls are not affected.
   */
  network: Schema.Literals(["online", "offline"]),
  /** Sets the rooms left of a hotel (test control), e.g. to sell it out. */
  "inventory.set": InventorySet,
  /** Opens a listing or /search/ page: its hotels, their prices, its filters. */
  "results.open": PagePath,
  "filter.toggle": Schema.Struct({ group: FilterGroup, value: Schema.String }),
  /** The price group's custom range, rupees per night. */
  "filter.price": Schema.Struct({ start: NonNegativeInt, end: NonNegativeInt }),
  "filter.clear": NoArgument,
  sort: Schema.Struct({
    by: Schema.String,
    order: Schema.optionalKey(Schema.Literals(["ASC", "DESC"])),
  }),
  /** The map's bounds in degrees; null: the map filter is cleared. */
  "map.bounds": Schema.NullOr(
    Schema.Struct({ south: Latitude, west: Longitude, north: Latitude, east: Longitude }),
  ),
  "expect.widget": ExpectWidget,
  "expect.navigation": ExpectNavigation,
  "expect.results": ExpectResults,
  "expect.filters": ExpectFilters,
} as const

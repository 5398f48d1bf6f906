import { Schema } from "effect"
import { RECENT_SEARCHES_COOKIE } from "#core/search/recent-searches.ts"
import { PlaceType } from "#core/search/suggestion.ts"
import { authStepArguments, RawToken } from "./schema-auth.ts"
import { BOOKINGS_ACTORS, bookingsCalls, bookingsStepArguments } from "./schema-bookings.ts"
import { CHECKOUT_ACTORS, checkoutCalls, checkoutStepArguments } from "./schema-checkout.ts"
import { FEEDBACK_ACTORS, feedbackCalls, feedbackStepArguments } from "./schema-feedback.ts"
import { HOTEL_ACTORS, hotelCalls, hotelStepArguments } from "./schema-hotel.ts"
import { INTERRUPT_ACTORS, interruptCalls, interruptStepArguments } from "./schema-interrupt.ts"
import { PART_PAY_ACTORS, partPayCalls, partPayStepArguments } from "./schema-part-pay.ts"
import { PROFILE_ACTORS, profileCalls, profileStepArguments } from "./schema-profile.ts"
import { searchStepArguments } from "./schema-search.ts"
import { SOCIAL_ACTORS, socialCalls, socialStepArguments } from "./schema-social.ts"
import { WEB_CHECK_IN_ACTORS, webCheckInCalls, webCheckInStepArguments } from "./schema-web-check-in.ts"

/**
 * The journey file format (docs/journeys.md). A file is YAML or JSON; each step is a one-key
 * object `{ "<kind>": <argument> }`, or the bare kind for steps that take no argument. The
 * runner works on the normalised `Step` ({ kind, arg, line }) that `load.ts` builds from it.
 */

export const CHANNELS = ["website", "gdc"] as const
export type Channel = (typeof CHANNELS)[number]

const NonNegativeInt = Schema.Int.pipe(Schema.check(Schema.isGreaterThanOrEqualTo(0)))
const Status = Schema.Int.pipe(Schema.check(Schema.isBetween({ minimum: 100, maximum: 599 })))

const DURATION = /^(\d+)\s*(ms|s|m|h|d)$/
const UNIT_MS = { ms: 1, s: 1_000, m: 60_000, h: 3_600_000, d: 86_400_000 } as const

/** Milliseconds, or a number with a unit: 500ms, 30s, 5m, 2h, 31d. */
export const Duration = Schema.Union([
  NonNegativeInt,
  Schema.String.pipe(
    Schema.check(
      Schema.isPattern(DURATION, {
        message: "Expected a duration such as 500, 500ms, 30s, 5m, 2h or 31d",
        toJsonSchema: () => [{ pattern: DURATION.source }, true],
      }),
    ),
  ),
]).annotate({ description: "Milliseconds, or a number with a unit: 500ms, 30s, 5m, 2h, 31d" })

export const durationMs = (d: number | string): number => {
  if (typeof d === "number") return d
  const m = DURATION.exec(d)
  if (m === null) throw new Error(`not a duration: ${d}`)
  return Number(m[1]) * UNIT_MS[m[2] as keyof typeof UNIT_MS]
}

/**
 * ISO 8601 with an explicit offset: a journey's "now" must mean the same instant on every
 * machine, whatever its local zone.
 */
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/
const INSTANT_MESSAGE = "Expected an ISO date-time with an offset, e.g. 2026-11-20T10:00:00+05:30"
export const Instant = Schema.String.pipe(
  Schema.check(
    Schema.isPattern(INSTANT, {
      message: INSTANT_MESSAGE,
      // Effect leaves patterns out of JSON Schema by default; this one is plain ASCII, so editors may use it.
      toJsonSchema: () => [{ pattern: INSTANT.source, format: "date-time" }, true],
    }),
  ),
  Schema.check(Schema.makeFilter((s: string) => (Number.isNaN(Date.parse(s)) ? INSTANT_MESSAGE : undefined))),
).annotate({ description: "ISO 8601 date-time with offset, e.g. 2026-11-20T10:00:00+05:30" })

/** A suggestion as a journey names it: its label alone, or the label with what else to check. */
export const OptionMatch = Schema.Union([
  Schema.String,
  Schema.Struct({
    label: Schema.String,
    type: Schema.optionalKey(PlaceType),
    /** The type tag shown beside the label, e.g. Locality. */
    tag: Schema.optionalKey(Schema.NullOr(Schema.String)),
    disabled: Schema.optionalKey(Schema.Boolean),
    /** Shown as a 'Recent' entry, with its rooms/guests summary and date range. */
    recent: Schema.optionalKey(Schema.Boolean),
    occupancy: Schema.optionalKey(Schema.NullOr(Schema.String)),
    dates: Schema.optionalKey(Schema.NullOr(Schema.String)),
  }),
])
export type OptionMatch = typeof OptionMatch.Type

export const OptionsSpec = Schema.Struct({
  /** Exactly these options, in this order. */
  equals: Schema.optionalKey(Schema.Array(OptionMatch)),
  contains: Schema.optionalKey(Schema.Array(OptionMatch)),
  excludes: Schema.optionalKey(Schema.Array(OptionMatch)),
  first: Schema.optionalKey(OptionMatch),
  count: Schema.optionalKey(NonNegativeInt),
})
export type OptionsSpec = typeof OptionsSpec.Type

/** A bare list is short for `equals`. */
const OptionsExpectation = Schema.Union([Schema.Array(OptionMatch), OptionsSpec])

const LookupStatus = Schema.Literals(["idle", "pending", "resolved", "rejected"])

export const ExpectLocation = Schema.Struct({
  /** What the input shows. */
  text: Schema.optionalKey(Schema.String),
  /** The rotating placeholder (spec §2: every 3 s). */
  placeholder: Schema.optionalKey(Schema.String),
  /** The suggestion list is shown. */
  open: Schema.optionalKey(Schema.Boolean),
  /** spec §4: the location-valid flag. */
  valid: Schema.optionalKey(Schema.Boolean),
  /** Tags the machine's state must carry, and tags it must not. */
  tags: Schema.optionalKey(Schema.Array(Schema.String)),
  notTags: Schema.optionalKey(Schema.Array(Schema.String)),
  options: Schema.optionalKey(OptionsExpectation),
  /** Label of the highlighted option; null for none. */
  highlighted: Schema.optionalKey(Schema.NullOr(Schema.String)),
  /** The chosen location; null for none. */
  selected: Schema.optionalKey(Schema.NullOr(OptionMatch)),
  /** spec §4: how each lookup stands. */
  lookups: Schema.optionalKey(
    Schema.Struct({
      suggestions: Schema.optionalKey(LookupStatus),
      nearby: Schema.optionalKey(LookupStatus),
      place: Schema.optionalKey(LookupStatus),
    }),
  ),
  /** The stored suggestion failure; null for none. */
  error: Schema.optionalKey(
    Schema.NullOr(
      Schema.Struct({
        code: Schema.optionalKey(Schema.String),
        status: Schema.optionalKey(Schema.Int),
        message: Schema.optionalKey(Schema.String),
      }),
    ),
  ),
})
export type ExpectLocation = typeof ExpectLocation.Type

export const ExpectResponse = Schema.Struct({
  status: Schema.optionalKey(Status),
  /** A subset of the JSON body: objects may omit keys, arrays match element by element. */
  body: Schema.optionalKey(Schema.Unknown),
  /** Text that `errors[0].message` contains. */
  errorMessage: Schema.optionalKey(Schema.String),
  errorCode: Schema.optionalKey(Schema.String),
  /** Response headers that must have these values; names in any case. */
  headers: Schema.optionalKey(Schema.Record(Schema.String, Schema.String)),
})
export type ExpectResponse = typeof ExpectResponse.Type

/** Actors the runner provides to the machines; `expect.calls` counts their starts. */
export const ACTORS = [
  "fetchSuggestions",
  "fetchRecentSearches",
  "fetchNearby",
  "fetchPlace",
  "loginEmail",
  "register",
  "sendCode",
  "verifyCode",
  "forgotPassword",
  "resetPassword",
  "logout",
  "searchHotels",
  "fetchPrices",
  "checkAvailability",
  "geolocate",
  ...HOTEL_ACTORS,
  ...CHECKOUT_ACTORS,
  ...SOCIAL_ACTORS,
  ...INTERRUPT_ACTORS,
  ...WEB_CHECK_IN_ACTORS,
  ...PART_PAY_ACTORS,
  ...FEEDBACK_ACTORS,
  ...PROFILE_ACTORS,
  ...BOOKINGS_ACTORS,
] as const
export type ActorName = (typeof ACTORS)[number]

export const ExpectCalls = Schema.Struct({
  fetchSuggestions: Schema.optionalKey(NonNegativeInt),
  fetchRecentSearches: Schema.optionalKey(NonNegativeInt),
  fetchNearby: Schema.optionalKey(NonNegativeInt),
  fetchPlace: Schema.optionalKey(NonNegativeInt),
  /** Sign-in requests: e-mail login, sign-up, code send and verify, reset link and reset, logout. */
  loginEmail: Schema.optionalKey(NonNegativeInt),
  register: Schema.optionalKey(NonNegativeInt),
  sendCode: Schema.optionalKey(NonNegativeInt),
  verifyCode: Schema.optionalKey(NonNegativeInt),
  forgotPassword: Schema.optionalKey(NonNegativeInt),
  resetPassword: Schema.optionalKey(NonNegativeInt),
  logout: Schema.optionalKey(NonNegativeInt),
  /** Search and results: the hotel search, search prices, a chosen hotel's availability, the browser's position. */
  searchHotels: Schema.optionalKey(NonNegativeInt),
  fetchPrices: Schema.optionalKey(NonNegativeInt),
  checkAvailability: Schema.optionalKey(NonNegativeInt),
  geolocate: Schema.optionalKey(NonNegativeInt),
  /** The hotel page: details, room prices, reviews, questions, asking one, notify me. */
  ...hotelCalls,
  /** Checkout: the cart, placing and paying the order, the processing page, the confirmation, the pay-at-hotel code. */
  ...checkoutCalls,
  /** Sign-in with Google or Facebook. */
  ...socialCalls,
  /** The login interrupt's banner. */
  ...interruptCalls,
  /** Web check-in: loading it, the photo ID, the room preferences. */
  ...webCheckInCalls,
  /** The part-payment page: the booking, starting the payment, confirming it. */
  ...partPayCalls,
  /** The feedback and review forms' sends. */
  ...feedbackCalls,
  /** The profile pages: /account/profile/ and /update-profile/. */
  ...profileCalls,
  /** Booking history, the cancellation link, the confirmation page's payment check. */
  ...bookingsCalls,
})
export type ExpectCalls = typeof ExpectCalls.Type

/**
 * A recent search as a journey writes it; the runner fills in the rest of the cookie entry
 * (core/search/recent-searches.ts) so journeys stay short.
 */
export const RecentSearch = Schema.Struct({
  label: Schema.NonEmptyString,
  /** Default: city. */
  type: Schema.optionalKey(PlaceType),
  /** Default: the label for a city, else empty. */
  city: Schema.optionalKey(Schema.String),
  state: Schema.optionalKey(Schema.String),
  locality: Schema.optionalKey(Schema.String),
  landmark: Schema.optionalKey(Schema.String),
  /**
   * The place's id, for an entry saved without its coordinates: choosing it looks the place up
   * (spec-search §7 places). Default: none, so nothing is looked up.
   */
  placeId: Schema.optionalKey(Schema.String),
  /** When it was searched; default: the journey's current time. */
  searchedAt: Schema.optionalKey(Instant),
  /** YYYY-MM-DD; default: a one-night stay starting the day after the journey's now. */
  range: Schema.optionalKey(Schema.Struct({ start: Schema.String, end: Schema.String })),
  /** Default: one room, one adult (spec §4's starting occupancy). */
  rooms: Schema.optionalKey(Schema.Array(Schema.Struct({ adults: Schema.Int, kids: Schema.Int }))),
})
export type RecentSearch = typeof RecentSearch.Type

export const CookieSet = Schema.Struct({
  name: Schema.NonEmptyString,
  /** The raw cookie value. */
  value: Schema.optionalKey(Schema.String),
  /** For `recent_searches`: the entries, encoded the way the website stores them. */
  recentSearches: Schema.optionalKey(Schema.Array(RecentSearch)),
}).pipe(
  Schema.check(
    Schema.makeFilter((c) => {
      if ((c.value === undefined) === (c.recentSearches === undefined))
        return "Give either value or recentSearches"
      if (c.recentSearches !== undefined && c.name !== RECENT_SEARCHES_COOKIE)
        return { path: ["name"], issue: `recentSearches needs name: ${RECENT_SEARCHES_COOKIE}` }
      return undefined
    }),
  ),
)
export type CookieSet = typeof CookieSet.Type

export const ApiGet = Schema.Struct({
  path: Schema.String.pipe(Schema.check(Schema.isStartingWith("/"))),
  query: Schema.optionalKey(
    Schema.Record(Schema.String, Schema.Union([Schema.String, Schema.Finite, Schema.Boolean])),
  ),
  ...RawToken,
})
export type ApiGet = typeof ApiGet.Type

/** Which option to choose: by label, or by position in the list (0 = first). */
const SelectBy = Schema.Struct({
  label: Schema.optionalKey(Schema.String),
  index: Schema.optionalKey(NonNegativeInt),
}).pipe(
  Schema.check(
    Schema.makeFilter((s) =>
      (s.label === undefined) === (s.index === undefined) ? "Give either label or index" : undefined,
    ),
  ),
)

const NoArgument = Schema.Null

/** Every step kind and the schema of its argument. */
export const stepArguments = {
  "location.focus": NoArgument,
  "location.blur": NoArgument,
  "location.type": Schema.String,
  "location.clear": NoArgument,
  /** Arrow keys. */
  "location.highlight": Schema.Literals(["down", "up"]),
  /** Enter: chooses the highlighted option. */
  "location.confirm": NoArgument,
  /** Escape: closes the list. */
  "location.dismiss": NoArgument,
  /** The browser reports the traveller's position: suggestions come from the nearby lookup. */
  "location.locate": Schema.Struct({
    latitude: Schema.Finite.pipe(Schema.check(Schema.isBetween({ minimum: -90, maximum: 90 }))),
    longitude: Schema.Finite.pipe(Schema.check(Schema.isBetween({ minimum: -180, maximum: 180 }))),
  }),
  "location.select": Schema.Union([Schema.String, SelectBy]),
  /** The pointer moves over an option: it is highlighted, as the arrow keys would. */
  "location.hover": Schema.Union([Schema.String, SelectBy]),
  /** Moves time; `waitForLookups: false` leaves the lookups a timer starts in flight (to see them pending). */
  "time.advance": Schema.Union([
    Duration,
    Schema.Struct({ by: Duration, waitForLookups: Schema.optionalKey(Schema.Boolean) }),
  ]),
  /** Waits until every lookup in flight has answered. */
  "lookups.wait": NoArgument,
  "cookie.set": CookieSet,
  "api.get": ApiGet,
  "expect.location": ExpectLocation,
  "expect.response": ExpectResponse,
  "expect.calls": ExpectCalls,
  ...authStepArguments,
  ...searchStepArguments,
  ...hotelStepArguments,
  ...checkoutStepArguments,
  ...socialStepArguments,
  ...bookingsStepArguments,
  ...interruptStepArguments,
  ...webCheckInStepArguments,
  ...partPayStepArguments,
  ...feedbackStepArguments,
  ...profileStepArguments,
} as const

export type StepKind = keyof typeof stepArguments
export const STEP_KINDS = Object.keys(stepArguments) as ReadonlyArray<StepKind>
export const takesNoArgument = (kind: StepKind): boolean => stepArguments[kind] === NoArgument

/** A step as the runner sees it: `line` is where it starts in its file (1-based). */
export type Step = {
  readonly [K in StepKind]: {
    readonly kind: K
    readonly arg: (typeof stepArguments)[K]["Type"]
    readonly line: number
  }
}[StepKind]

export type AuthStep = Extract<Step, { readonly kind: keyof typeof authStepArguments }>
export const isAuthStep = (step: Step): step is AuthStep => Object.hasOwn(authStepArguments, step.kind)

export type SearchStep = Extract<Step, { readonly kind: keyof typeof searchStepArguments }>
export const isSearchStep = (step: Step): step is SearchStep => Object.hasOwn(searchStepArguments, step.kind)

export type HotelStep = Extract<Step, { readonly kind: keyof typeof hotelStepArguments }>
export const isHotelStep = (step: Step): step is HotelStep => Object.hasOwn(hotelStepArguments, step.kind)

export type SocialStep = Extract<Step, { readonly kind: keyof typeof socialStepArguments }>
export const isSocialStep = (step: Step): step is SocialStep => Object.hasOwn(socialStepArguments, step.kind)

export type WebCheckInStep = Extract<Step, { readonly kind: keyof typeof webCheckInStepArguments }>
export const isWebCheckInStep = (step: Step): step is WebCheckInStep =>
  Object.hasOwn(webCheckInStepArguments, step.kind)
export type PartPayStep = Extract<Step, { readonly kind: keyof typeof partPayStepArguments }>
export const isPartPayStep = (step: Step): step is PartPayStep =>
  Object.hasOwn(partPayStepArguments, step.kind)
export type FeedbackStep = Extract<Step, { readonly kind: keyof typeof feedbackStepArguments }>
export const isFeedbackStep = (step: Step): step is FeedbackStep =>
  Object.hasOwn(feedbackStepArguments, step.kind)

export type ProfileStep = Extract<Step, { readonly kind: keyof typeof profileStepArguments }>
export const isProfileStep = (step: Step): step is ProfileStep =>
  Object.hasOwn(profileStepArguments, step.kind)

export type BookingsStep = Extract<Step, { readonly kind: keyof typeof bookingsStepArguments }>
export const isBookingsStep = (step: Step): step is BookingsStep =>
  Object.hasOwn(bookingsStepArguments, step.kind)

export type InterruptStep = Extract<Step, { readonly kind: keyof typeof interruptStepArguments }>
export const isInterruptStep = (step: Step): step is InterruptStep =>
  Object.hasOwn(interruptStepArguments, step.kind)

export type CheckoutStep = Extract<Step, { readonly kind: keyof typeof checkoutStepArguments }>
export const isCheckoutStep = (step: Step): step is CheckoutStep =>
  Object.hasOwn(checkoutStepArguments, step.kind)

/** The journey fields other than steps, decoded first; steps are decoded one by one. */
export const JourneyHead = Schema.Struct({
  name: Schema.NonEmptyString,
  description: Schema.optionalKey(Schema.String),
  now: Instant,
  channel: Schema.optionalKey(Schema.Literals(CHANNELS)),
  /** Every journey starts signed out, with empty storage; it signs in with steps. */
  user: Schema.optionalKey(Schema.Literal("guest")),
  tags: Schema.optionalKey(Schema.Array(Schema.String)),
  steps: Schema.Array(Schema.Unknown).pipe(Schema.check(Schema.isMinLength(1))),
})

export interface Journey {
  readonly name: string
  readonly description: string | undefined
  /** ISO instant with offset, as written. */
  readonly now: string
  readonly channel: Channel
  readonly user: "guest"
  readonly tags: ReadonlyArray<string>
  readonly steps: ReadonlyArray<Step>
  /** The file it came from, as given on the command line. */
  readonly file: string
}

/** The whole file format as one schema, for the exported JSON Schema. */
export const JourneyFile = Schema.Struct({
  ...JourneyHead.fields,
  steps: Schema.NonEmptyArray(
    Schema.Union(
      STEP_KINDS.flatMap((kind) => {
        const asObject = Schema.Struct({ [kind]: stepArguments[kind] } as Record<string, Schema.Top>)
        return takesNoArgument(kind) ? [Schema.Literal(kind), asObject] : [asObject]
      }),
    ),
  ),
})

/** The JSON Schema document of the journey format (draft 2020-12). */
export const journeyJsonSchema = (): object => {
  const doc = Schema.toJsonSchemaDocument(JourneyFile, { onExcessProperty: "error" })
  return {
    $schema: "https://json-schema.org/draft/2020-12/schema",
    title: "Booking journey",
    ...doc.schema,
    ...(Object.keys(doc.definitions).length > 0 ? { $defs: doc.definitions } : {}),
  }
}

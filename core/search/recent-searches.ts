import { Option, Schema } from "effect"
import { CalendarDay } from "../dates/calendar-day-schema.ts"
import {
  type DateRange,
  RoomOccupancy,
  type Suggestion,
  Suggestion as SuggestionSchema,
} from "./suggestion.ts"

/** spec-search §7: 'A cookie named recent_searches stores recent searches.' */
export const RECENT_SEARCHES_COOKIE = "recent_searches"

/** spec-search §5 and §9: at most 3, kept 30 days. */
export const RECENT_SEARCHES_MAX = 3
export const RECENT_SEARCHES_TTL_SECONDS = 30 * 24 * 60 * 60
const TTL_MS = RECENT_SEARCHES_TTL_SECONDS * 1000

/** A stay of at least one night (spec-search §5: minimum 1 night). */
const StayRange = Schema.Struct({ start: CalendarDay, end: CalendarDay }).pipe(
  Schema.check(Schema.makeFilter((r: DateRange) => r.end > r.start || "the stay must end after it starts")),
)

const Room = RoomOccupancy.pipe(
  Schema.check(
    Schema.makeFilter((r: RoomOccupancy) => (r.adults >= 1 && r.kids >= 0) || "a room has 1+ adults"),
  ),
)

/**
 * One entry of the cookie: the suggestion the traveller searched for, the stay and rooms they
 * searched with, and when (epoch ms), so entries past 30 days can be dropped.
 */
export const RecentSearch = Schema.Struct({
  ...SuggestionSchema.fields,
  label: Schema.NonEmptyString,
  source: Schema.Literal("recent"),
  is_recent_search: Schema.Literal(true),
  range: StayRange,
  rooms: Schema.NonEmptyArray(Room),
  saved_at: Schema.Int.pipe(Schema.check(Schema.isGreaterThanOrEqualTo(0))),
})
export type RecentSearch = typeof RecentSearch.Type

const decodeEntry = Schema.decodeUnknownOption(RecentSearch)

/** Newest first, one entry per label (the first seen wins), at most 3. */
const normalise = (entries: ReadonlyArray<RecentSearch>): ReadonlyArray<RecentSearch> => {
  const seen = new Set<string>()
  const kept: Array<RecentSearch> = []
  for (const entry of entries) {
    if (seen.has(entry.label)) continue
    seen.add(entry.label)
    kept.push(entry)
  }
  return kept.slice(0, RECENT_SEARCHES_MAX)
}

/**
 * Records a search: it goes first and replaces an older entry with the same label. Labels are
 * compared exactly: they come from the catalogue, so one place always has one spelling.
 */
export const addRecentSearch = (
  entries: ReadonlyArray<RecentSearch>,
  entry: RecentSearch,
): ReadonlyArray<RecentSearch> => normalise([entry, ...entries])

/** Keeps entries saved at most 30 days before `nowMs`. */
export const dropExpired = (
  entries: ReadonlyArray<RecentSearch>,
  nowMs: number,
): ReadonlyArray<RecentSearch> => entries.filter((e) => nowMs - e.saved_at <= TTL_MS)

/**
 * Reads the cookie's value as of `nowMs`, as a cookie parser hands it over: already percent-decoded
 * (decoding it twice would break on a label such as '100% Veg'). The cookie is client-controlled,
 * so anything may be in it: a value that is not JSON gives [], and of an array only the entries
 * that decode and are not expired are kept (expired ones first, so they never take one of the 3
 * places).
 */
export const parseRecentSearches = (
  cookieValue: string | undefined,
  nowMs: number,
): ReadonlyArray<RecentSearch> => {
  if (cookieValue === undefined || cookieValue === "") return []
  let raw: unknown
  try {
    raw = JSON.parse(cookieValue)
  } catch {
    return []
  }
  if (!Array.isArray(raw)) return []
  return normalise(
    dropExpired(
      raw.flatMap((item) => Option.toArray(decodeEntry(item))),
      nowMs,
    ),
  )
}

/** The cookie value: JSON, percent-encoded so it holds no ; , space or quote. */
export const serializeRecentSearches = (entries: ReadonlyArray<RecentSearch>): string =>
  encodeURIComponent(JSON.stringify(entries))

/**
 * The whole Set-Cookie value. Not HttpOnly, so the page itself may record a search; Secure is left
 * to the host, which knows whether it serves HTTPS.
 */
export const recentSearchesSetCookie = (entries: ReadonlyArray<RecentSearch>): string =>
  `${RECENT_SEARCHES_COOKIE}=${serializeRecentSearches(entries)}; Max-Age=${RECENT_SEARCHES_TTL_SECONDS}; Path=/; SameSite=Lax`

/** The entry as the autocomplete endpoint answers it (without the cookie's bookkeeping). */
export const toSuggestion = ({ saved_at: _savedAt, ...suggestion }: RecentSearch): Suggestion => suggestion

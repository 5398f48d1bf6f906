import type { Suggestion } from "./suggestion.ts"

/** spec-search §5: suggestions are fetched only for more than 2 characters after trimming. */
export const hasEnoughText = (text: string): boolean => text.trim().length > 2

/**
 * The label of the near-me entry. Sentence case like the spec's other entries ('No Results Found'
 * is the spec's own wording; this one is ours).
 */
export const NEAR_ME_LABEL = "Near me"

const NEAR_ME_PHRASE = "near me"

/**
 * spec-search §2: the near-me entry is added first "when the typed text matches 'near me'".
 * Matching means, ignoring case and runs of spaces, either a prefix of 'near me' of at least 3
 * characters ("nea", "near m": the entry shows up while the phrase is being typed, from the same
 * length at which suggestions are fetched at all) or text that contains the phrase ("hotels near
 * me": travellers type it the way they would type it into a search engine).
 */
export const matchesNearMe = (text: string): boolean => {
  const typed = text.trim().toLowerCase().replace(/\s+/g, " ")
  return (typed.length >= 3 && NEAR_ME_PHRASE.startsWith(typed)) || typed.includes(NEAR_ME_PHRASE)
}

/** The entry that starts a search around the traveller's position (spec-search §4: geolocation). */
export const nearMeSuggestion: Suggestion = {
  label: NEAR_ME_LABEL,
  type: "near_me",
  place_id: "",
  source: "near_me",
  area: { landmark: "", locality: "", city: "", state: "", hotel: "", country: "India" },
  hotel_id: null,
  coordinates: null,
  is_recent_search: false,
}

/** One entry of the location list: a place to pick, or the disabled 'No Results Found'. */
export type LocationOption =
  | { readonly kind: "place"; readonly suggestion: Suggestion }
  | { readonly kind: "noResults" }

const asOption = (suggestion: Suggestion): LocationOption => ({ kind: "place", suggestion })

/**
 * The list shown for what the API answered to `text`. A near-me entry the server sent is kept;
 * otherwise ours is added when the text matches; either way it goes first. An empty answer becomes
 * the single 'No Results Found' entry (the API itself answers []).
 */
export const suggestionOptions = (
  text: string,
  answer: ReadonlyArray<Suggestion>,
): ReadonlyArray<LocationOption> => {
  const places = answer.filter((s) => s.type !== "near_me")
  const nearMe =
    answer.find((s) => s.type === "near_me") ?? (matchesNearMe(text) ? nearMeSuggestion : undefined)
  const entries = nearMe === undefined ? places : [nearMe, ...places]
  return entries.length === 0 ? [{ kind: "noResults" }] : entries.map(asOption)
}

/** Recent searches as list entries; an empty cookie shows no list at all rather than 'No Results'. */
export const recentOptions = (recents: ReadonlyArray<Suggestion>): ReadonlyArray<LocationOption> =>
  recents.map(asOption)

/**
 * spec-search §8 'Places lookup': coordinates are looked up only for a place that lacks them and
 * has a place id; near-me takes its position from the browser instead.
 */
export const needsPlaceLookup = (s: Suggestion): boolean =>
  s.coordinates === null && s.place_id !== "" && s.type !== "near_me"

import { distanceKm } from "#core/catalogue/geo.ts"
import { type AddressComponent, type PlaceSource, placesOf } from "#core/catalogue/places.ts"
import { hasEnoughText } from "./location-rules.ts"
import type { PlaceType, Suggestion } from "./suggestion.ts"

export const DEFAULT_SUGGESTION_LIMIT = 10

/** What the places endpoint answers for a place_id (spec-search §7 'lat, lng and address components'). */
export interface PlaceDetail {
  readonly place_id: string
  readonly lat: number
  readonly lng: number
  readonly address_components: ReadonlyArray<AddressComponent>
}

/** Built once per catalogue; queries only read it. Positions follow the static rank. */
export interface PlaceIndex {
  readonly suggestions: ReadonlyArray<Suggestion>
  /** Normalised labels, parallel to `suggestions`. */
  readonly keys: ReadonlyArray<string>
  readonly details: ReadonlyArray<PlaceDetail>
  /** First 1 to 4 characters of a key → ascending positions. */
  readonly labelStarts: ReadonlyMap<string, Int32Array>
  /** 1 to 4 characters from the start of every later word of a key → ascending positions. */
  readonly wordStarts: ReadonlyMap<string, Int32Array>
  /** Every three-character run of a key → ascending positions. */
  readonly trigrams: ReadonlyMap<string, Int32Array>
  readonly positionById: ReadonlyMap<string, number>
}

/** At equal match, broader places lead: cities, states, localities, landmarks, then hotels. */
const typeRank: Record<Exclude<PlaceType, "near_me">, number> = {
  city: 0,
  state: 1,
  locality: 2,
  landmark: 3,
  hotel: 4,
}

/** Case, accents and punctuation do not matter: "Bengalūru," and "bengaluru" are the same text. */
const normalize = (text: string): string =>
  text
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim()

/** Long enough that a posting list holds few places that fail the full query. */
const START_KEY_LENGTH = 4

const post = (postings: Map<string, Array<number>>, key: string, position: number) => {
  const list = postings.get(key)
  if (list === undefined) postings.set(key, [position])
  else if (list.at(-1) !== position) list.push(position)
}

const frozen = (postings: Map<string, Array<number>>) =>
  new Map([...postings].map(([key, list]) => [key, Int32Array.from(list)]))

export const buildPlaceIndex = (catalogue: PlaceSource): PlaceIndex => {
  const ranked = placesOf(catalogue)
    .map((place) => ({ place, key: normalize(place.label) }))
    .sort(
      (a, b) =>
        typeRank[a.place.type] - typeRank[b.place.type] ||
        a.place.label.length - b.place.label.length ||
        (a.key < b.key ? -1 : a.key > b.key ? 1 : 0) ||
        (a.place.placeId < b.place.placeId ? -1 : 1),
    )
  const labelStarts = new Map<string, Array<number>>()
  const wordStarts = new Map<string, Array<number>>()
  const trigrams = new Map<string, Array<number>>()
  ranked.forEach(({ key }, position) => {
    for (let start = 0; start < key.length; start = key.indexOf(" ", start) + 1 || key.length) {
      const end = Math.min(key.length, start + START_KEY_LENGTH)
      for (let n = start + 1; n <= end; n++)
        post(start === 0 ? labelStarts : wordStarts, key.slice(start, n), position)
    }
    for (let i = 0; i + 3 <= key.length; i++) post(trigrams, key.slice(i, i + 3), position)
  })
  return {
    suggestions: ranked.map(({ place }) => ({
      label: place.label,
      type: place.type,
      place_id: place.placeId,
      source: "catalogue",
      area: place.area,
      hotel_id: place.hotelId,
      coordinates: { lat: place.lat, lng: place.lng },
      is_recent_search: false,
    })),
    keys: ranked.map(({ key }) => key),
    details: ranked.map(({ place }) => ({
      place_id: place.placeId,
      lat: place.lat,
      lng: place.lng,
      address_components: place.components,
    })),
    labelStarts: frozen(labelStarts),
    wordStarts: frozen(wordStarts),
    trigrams: frozen(trigrams),
    positionById: new Map(ranked.map(({ place }, position) => [place.placeId, position])),
  }
}

/** The shortest posting list among the query's trigrams: every place containing it is in there. */
const trigramCandidates = (index: PlaceIndex, query: string): Int32Array | undefined => {
  let best: Int32Array | undefined
  for (let i = 0; i + 3 <= query.length; i++) {
    const list = index.trigrams.get(query.slice(i, i + 3))
    if (list === undefined) return undefined
    if (best === undefined || list.length < best.length) best = list
  }
  return best
}

const NO_PLACES = new Int32Array(0)

/**
 * Label prefix matches first, then matches at the start of a later word, then (for queries of
 * three or more characters after normalising) matches anywhere; within each, shorter labels of
 * broader types first. Posting lists are in that static order, so each scan stops once full.
 */
export const suggest = (
  index: PlaceIndex,
  text: string,
  limit: number = DEFAULT_SUGGESTION_LIMIT,
): ReadonlyArray<Suggestion> => {
  const query = normalize(text)
  if (!hasEnoughText(text) || query === "" || limit <= 0) return []
  // Any match contains every trigram of the query: a missing one means nothing matches, and a
  // short list can stand in for a long start list (e.g. "treebo xyz" against every Treebo).
  const anywhere = query.length >= 3 ? trigramCandidates(index, query) : NO_PLACES
  if (anywhere === undefined) return []
  const narrowest = (list: Int32Array | undefined) =>
    list === undefined ? NO_PLACES : query.length >= 3 && anywhere.length < list.length ? anywhere : list
  const startKey = query.slice(0, START_KEY_LENGTH)
  const wordStart = ` ${query}`
  const prefix: Array<number> = []
  const labelStarts = narrowest(index.labelStarts.get(startKey))
  for (let i = 0; i < labelStarts.length && prefix.length < limit; i++) {
    if (index.keys[labelStarts[i]!]!.startsWith(query)) prefix.push(labelStarts[i]!)
  }
  const word: Array<number> = []
  const wordStarts = narrowest(index.wordStarts.get(startKey))
  for (let i = 0; i < wordStarts.length && prefix.length + word.length < limit; i++) {
    const key = index.keys[wordStarts[i]!]!
    if (key.includes(wordStart) && !key.startsWith(query)) word.push(wordStarts[i]!)
  }
  const inside: Array<number> = []
  for (let i = 0; i < anywhere.length && prefix.length + word.length + inside.length < limit; i++) {
    const key = index.keys[anywhere[i]!]!
    if (key.includes(query) && !key.startsWith(query) && !key.includes(wordStart)) inside.push(anywhere[i]!)
  }
  return prefix
    .concat(word, inside)
    .slice(0, limit)
    .map((position) => index.suggestions[position]!)
}

/**
 * Places nearest to a point (v2 autocomplete), closest first, optionally only those whose label
 * contains `text`. States are areas, not points, so they are left out.
 */
export const nearby = (
  index: PlaceIndex,
  lat: number,
  lng: number,
  text = "",
  limit: number = DEFAULT_SUGGESTION_LIMIT,
): ReadonlyArray<Suggestion> => {
  const query = normalize(text)
  const narrowed = query.length >= 3 ? trigramCandidates(index, query) : undefined
  if ((query.length >= 3 && narrowed === undefined) || limit <= 0) return []
  const count = narrowed?.length ?? index.keys.length
  const best: Array<{ readonly position: number; readonly km: number }> = []
  for (let i = 0; i < count; i++) {
    const position = narrowed === undefined ? i : narrowed[i]!
    const suggestion = index.suggestions[position]!
    if (suggestion.type === "state" || !index.keys[position]!.includes(query)) continue
    const km = distanceKm(lat, lng, suggestion.coordinates!.lat, suggestion.coordinates!.lng)
    if (best.length === limit && km >= best[limit - 1]!.km) continue
    // Insertion into a short sorted list: cheaper than sorting every place by distance.
    let at = best.length === limit ? limit - 1 : best.length
    while (at > 0 && best[at - 1]!.km > km) {
      best[at] = best[at - 1]!
      at--
    }
    best[at] = { position, km }
  }
  return best.map(({ position }) => index.suggestions[position]!)
}

export const placeById = (index: PlaceIndex, placeId: string): PlaceDetail | undefined => {
  const position = index.positionById.get(placeId)
  return position === undefined ? undefined : index.details[position]
}

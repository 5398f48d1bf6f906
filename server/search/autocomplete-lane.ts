import { Option, Schema } from "effect"
import { AutocompleteQuery } from "#core/api/search.ts"
import type { ServerConfig } from "../config.ts"
import { Encodings } from "../http/compression.ts"
import { channelOf } from "../http/hosts.ts"
import { isBodilessGet, jsonAnswerer, type Lane, plainRequest } from "../http/lanes.ts"
import { Lru } from "../lru.ts"
import { SUGGESTION_LIMIT } from "./http.ts"
import type { PlaceIndex } from "./place-index.ts"

const PATHS = new Set(["/api/v1/search/autocomplete/", "/api/v1/search/autocomplete"])

/** Memory for the answers of recent texts with their compressed forms (prefixes repeat across travellers). */
const ANSWER_BYTES = 4 * 1024 * 1024

const decodeQuery = Schema.decodeUnknownOption(Schema.Struct(AutocompleteQuery))

/**
 * Location autocomplete, the request a traveller sends on every keystroke, answered without the
 * router (ADR 125): a GET from an allowed host whose query the contract's schema accepts, with
 * text. Everything else (no text, which answers the cookie's recent searches; a refused query; a
 * repeated or unknown parameter; another host) goes to the router, which answers it as it always has.
 */
export const autocompleteLane = (
  places: PlaceIndex["Service"],
  settings: Pick<
    ServerConfig,
    "mainHosts" | "gdcHosts" | "production" | "mapTiles" | "social" | "logRequests"
  >,
): Lane => {
  const answer = jsonAnswerer(settings)
  // The place index does not change while the server runs, so a text's answer never goes stale.
  const answers = new Lru<Encodings>(ANSWER_BYTES)
  const encodingsOf = (text: string): Encodings => {
    const known = answers.get(text)
    if (known !== undefined) return known
    const body = places.suggestBody(text, SUGGESTION_LIMIT)
    const made: Encodings = new Encodings(body, "answer", (bytes) => answers.grow(text, made, bytes))
    answers.set(text, made, text.length + body.length)
    return made
  }
  return (request, response) => {
    if (!isBodilessGet(request)) return false
    const plain = plainRequest(request.url ?? "", AutocompleteQuery)
    if (plain === undefined || !PATHS.has(plain.path)) return false
    if (channelOf(settings, request.headers.host) === null) return false
    const query = decodeQuery(plain.fields)
    if (Option.isNone(query) || query.value.search_string.trim() === "") return false
    answer(request, response, encodingsOf(query.value.search_string))
    return true
  }
}

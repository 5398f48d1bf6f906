import { fillPattern } from "./pattern.ts"
import { type RouteId, type RouteParams, registeredRoute } from "./registry.ts"

/** Query values; undefined entries are left out, arrays repeat the key. */
export type Query = Readonly<Record<string, string | number | ReadonlyArray<string | number> | undefined>>

const queryString = (query: Query | undefined): string => {
  if (query === undefined) return ""
  const search = new URLSearchParams()
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined) continue
    for (const item of Array.isArray(value) ? value : [value]) search.append(key, String(item))
  }
  const text = search.toString()
  return text === "" ? "" : `?${text}`
}

type ParamArgs<Id extends RouteId> = [keyof RouteParams<Id>] extends [never]
  ? [params?: RouteParams<Id>, query?: Query]
  : [params: RouteParams<Id>, query?: Query]

/**
 * The path of a registered route, the only way the app builds internal links (CONVENTIONS.md).
 * Throws when a parameter value cannot appear in that route, e.g. an unslugified city name.
 */
export const href = <Id extends RouteId>(id: Id, ...[params, query]: ParamArgs<Id>): string =>
  fillPattern(registeredRoute(id).pattern, (params ?? {}) as Readonly<Record<string, string>>) +
  queryString(query)

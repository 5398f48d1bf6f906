/**
 * Path patterns in the notation of the specs' route tables (`/hotels-in-{city}/`).
 *
 * A parameter may share a segment with literal text and with other parameters, which React
 * Router's own matcher cannot express; this module matches such patterns and, because slugs
 * contain hyphens, reports every way a segment can be split rather than guessing one.
 */

/** What a parameter may hold. The kind is fixed by the parameter's name (see `PARAM_KINDS`). */
export type ParamKind = "slug" | "digits" | "token" | "text"

const KIND_TESTS: Record<ParamKind, RegExp> = {
  // slugify() output: lowercase ASCII words joined by single hyphens.
  slug: /^[a-z0-9]+(?:-[a-z0-9]+)*$/,
  // Hotel ids are numeric in the catalogue; being hyphen-free is what lets
  // `{hotelSlug}-{hotelId}` split at the last hyphen only.
  digits: /^[0-9]+$/,
  // Booking, feedback and campaign ids and cancellation hashes are opaque server tokens.
  token: /^[A-Za-z0-9_-]+$/,
  // A free-text segment, carried percent-encoded.
  text: /^[\s\S]+$/,
}

/** Every parameter name used by a route, and what it may hold. */
export const PARAM_KINDS = {
  city: "slug",
  locality: "slug",
  landmark: "slug",
  amenity: "slug",
  category: "slug",
  hotelSlug: "slug",
  hotelId: "digits",
  bookingId: "token",
  bookingHash: "token",
  feedbackId: "token",
  campaignId: "token",
  encodedUri: "text",
} as const satisfies Record<string, ParamKind>

export type ParamName = keyof typeof PARAM_KINDS

/** The parameter names of a pattern string, as a union of string literals. */
export type ParamNames<P extends string> = P extends `${string}{${infer Name}}${infer Rest}`
  ? Name | ParamNames<Rest>
  : never

/** Values for the parameters of pattern `P` (decoded, as a traveller would read them). */
export type ParamsFor<P extends string> = { readonly [K in ParamNames<P>]: string }

type Part = { readonly literal: string } | { readonly param: ParamName }

export interface CompiledPattern {
  readonly source: string
  /** One entry per path segment; the root path has none. */
  readonly segments: ReadonlyArray<ReadonlyArray<Part>>
  readonly paramNames: ReadonlyArray<ParamName>
}

const isParamName = (name: string): name is ParamName => Object.hasOwn(PARAM_KINDS, name)

const compileSegment = (segment: string, source: string): Part[] => {
  const parts: Part[] = []
  for (const piece of segment.split(/(\{[^}]*\})/)) {
    if (piece === "") continue
    if (piece.startsWith("{")) {
      const name = piece.slice(1, -1)
      if (!isParamName(name)) throw new Error(`Unknown route parameter {${name}} in ${source}`)
      const previous = parts.at(-1)
      // Two adjacent parameters could split anywhere; the route tables never need that.
      if (previous !== undefined && "param" in previous) throw new Error(`Adjacent parameters in ${source}`)
      parts.push({ param: name })
    } else {
      parts.push({ literal: piece })
    }
  }
  return parts
}

export const compilePattern = (source: string): CompiledPattern => {
  // The specs write every route with a leading and a trailing slash (spec-checkout §2).
  if (!source.startsWith("/") || !source.endsWith("/"))
    throw new Error(`Pattern must start and end with /: ${source}`)
  const inner = source.slice(1, -1)
  const segments = inner === "" ? [] : inner.split("/").map((s) => compileSegment(s, source))
  const paramNames = segments.flatMap((parts) => parts.flatMap((p) => ("param" in p ? [p.param] : [])))
  if (new Set(paramNames).size !== paramNames.length) throw new Error(`Repeated parameter in ${source}`)
  return { source, segments, paramNames }
}

const decode = (raw: string): string | null => {
  try {
    return decodeURIComponent(raw)
  } catch {
    return null
  }
}

/** The decoded value of a raw path piece, or null when the piece cannot hold that parameter. */
const readParam = (name: ParamName, raw: string): string | null => {
  const kind = PARAM_KINDS[name]
  if (kind === "text") {
    const value = decode(raw)
    return value !== null && value !== "" ? value : null
  }
  return KIND_TESTS[kind].test(raw) ? raw : null
}

type Assignment = Record<string, string>

/**
 * Readings kept per segment. Real slugs give a handful; a crafted path such as /a-in-a-in-…/ has
 * thousands, and listing them all would let one request stall the server.
 */
export const MAX_READINGS = 16

/** The assignments (at most MAX_READINGS) of the segment's parameters that reproduce `text` exactly. */
const matchSegment = (parts: ReadonlyArray<Part>, text: string): Assignment[] => {
  const found: Assignment[] = []
  const walk = (index: number, position: number, acc: Assignment): void => {
    if (found.length >= MAX_READINGS) return
    const part = parts[index]
    if (part === undefined) {
      if (position === text.length) found.push({ ...acc })
      return
    }
    if ("literal" in part) {
      if (text.startsWith(part.literal, position)) walk(index + 1, position + part.literal.length, acc)
      return
    }
    const next = parts[index + 1]
    for (let end = position + 1; end <= text.length; end++) {
      // A parameter ends only where the following literal begins (or at the end of the segment).
      if (
        next === undefined ? end !== text.length : !("literal" in next && text.startsWith(next.literal, end))
      ) {
        continue
      }
      const value = readParam(part.param, text.slice(position, end))
      if (value === null) continue
      acc[part.param] = value
      walk(index + 1, end, acc)
      delete acc[part.param]
    }
  }
  walk(0, 0, {})
  return found
}

/** The segments of a pathname that starts and ends with a slash; null for any other shape. */
export const splitPathname = (pathname: string): string[] | null => {
  if (!pathname.startsWith("/") || !pathname.endsWith("/")) return null
  if (pathname === "/") return []
  const segments = pathname.slice(1, -1).split("/")
  return segments.every((s) => s !== "") ? segments : null
}

/** Every way `pathname` fits the pattern, as decoded parameter values; empty when it does not fit. */
export const matchPattern = (pattern: CompiledPattern, pathname: string): Assignment[] => {
  const segments = splitPathname(pathname)
  if (segments === null || segments.length !== pattern.segments.length) return []
  let results: Assignment[] = [{}]
  pattern.segments.forEach((parts, i) => {
    if (results.length === 0) return
    const options = matchSegment(parts, segments[i]!)
    results = results.flatMap((acc) => options.map((option) => ({ ...acc, ...option })))
  })
  return results
}

/**
 * Percent-encodes a free-text segment. A bare "." or ".." would be removed by URL normalisation
 * before it reached the server, so those dots are encoded too.
 */
const encodeText = (value: string): string =>
  value === "." || value === ".." ? "%2E".repeat(value.length) : encodeURIComponent(value)

/** Whether `value` may be used for parameter `name` in a path (before encoding). */
export const isValidParam = (name: ParamName, value: string): boolean =>
  PARAM_KINDS[name] === "text" ? value !== "" : KIND_TESTS[PARAM_KINDS[name]].test(value)

/** The path of a pattern with its parameters filled in; throws on a value the parameter cannot hold. */
export const fillPattern = (pattern: CompiledPattern, params: Readonly<Record<string, string>>): string => {
  const segments = pattern.segments.map((parts) =>
    parts
      .map((part) => {
        if ("literal" in part) return part.literal
        const value = params[part.param]
        if (value === undefined || !isValidParam(part.param, value)) {
          throw new Error(`Invalid value ${JSON.stringify(value)} for {${part.param}} in ${pattern.source}`)
        }
        return PARAM_KINDS[part.param] === "text" ? encodeText(value) : value
      })
      .join(""),
  )
  return segments.length === 0 ? "/" : `/${segments.join("/")}/`
}

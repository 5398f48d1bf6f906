import { fc, test } from "@fast-check/vitest"
import { describe, expect } from "vitest"
import { href } from "#core/routes/href.ts"
import { matchCandidates, matchRoute, resolvePath } from "#core/routes/match.ts"
import { PARAM_KINDS, type ParamName } from "#core/routes/pattern.ts"
import { type RouteId, registeredRoutes } from "#core/routes/registry.ts"
import { slugify } from "#core/routes/slug.ts"

const word = fc.stringMatching(/^[a-z0-9]{1,8}$/)
const slug = fc.array(word, { minLength: 1, maxLength: 4 }).map((words) => words.join("-"))
const arbitraries: Record<(typeof PARAM_KINDS)[ParamName], fc.Arbitrary<string>> = {
  slug,
  digits: fc.stringMatching(/^[0-9]{1,7}$/),
  token: fc.stringMatching(/^[A-Za-z0-9_-]{1,24}$/),
  text: fc.string({ unit: "grapheme", minLength: 1, maxLength: 30 }),
}

/** A route with parameter values it accepts (excluded values filtered out). */
const routeWithParams = fc.constantFrom(...registeredRoutes).chain((route) =>
  fc
    .record(
      Object.fromEntries(route.pattern.paramNames.map((name) => [name, arbitraries[PARAM_KINDS[name]]])),
    )
    .filter((params) =>
      Object.entries(params).every(([name, value]) => {
        const excluded = (route.def.exclude as Record<string, ReadonlyArray<string>> | undefined)?.[name]
        return !(excluded?.includes(value) ?? false)
      }),
    )
    .map((params) => ({ route, params })),
)

const build = (id: RouteId, params: Record<string, string>) =>
  (href as (i: RouteId, p: object) => string)(id, params)

describe("route registry", () => {
  test.prop([routeWithParams])(
    "href then match gives back the route and its parameters",
    ({ route, params }) => {
      const path = build(route.id, params)
      const readings = matchCandidates(path).map((m) => ({ id: m.id, params: m.params }))
      expect(readings).toContainEqual({ id: route.id, params })
    },
  )

  test.prop([routeWithParams])(
    "a path with a single reading matches exactly that route",
    ({ route, params }) => {
      const path = build(route.id, params)
      const candidates = matchCandidates(path)
      fc.pre(candidates.length === 1)
      expect(matchRoute(path)).toMatchObject({ id: route.id, params })
    },
  )

  test.prop([routeWithParams])(
    "every built path is a valid URL path that survives URL parsing",
    ({ route, params }) => {
      const path = build(route.id, params)
      expect(new URL(path, "http://localhost").pathname).toBe(path)
      expect(path.endsWith("/")).toBe(true)
    },
  )

  test.prop([routeWithParams, fc.stringMatching(/^(\?[a-z]=[a-z0-9]{0,4})?$/)])(
    "a route path without its trailing slash redirects to the slashed path, keeping the query",
    ({ route, params }, search) => {
      const path = build(route.id, params)
      fc.pre(path !== "/")
      expect(resolvePath(path.slice(0, -1), search)).toEqual({
        kind: "redirect",
        location: `${path}${search}`,
      })
    },
  )

  test.prop([fc.string({ unit: "grapheme", maxLength: 40 })])("slugs are URL-safe and idempotent", (name) => {
    const once = slugify(name)
    expect(once).toMatch(/^(?:[a-z0-9]+(?:-[a-z0-9]+)*)?$/)
    expect(encodeURIComponent(once)).toBe(once)
    expect(slugify(once)).toBe(once)
  })

  test.prop([fc.array(fc.constantFrom("a", "B", "ā", " ", "-", "9", "'", "é", "."), { maxLength: 20 })])(
    "a slug keeps every Latin letter and digit of the name, without accents",
    (chars) => {
      const name = chars.join("")
      const letters = name
        .normalize("NFKD")
        .replace(/\p{M}/gu, "")
        .toLowerCase()
        .replace(/[^a-z0-9]/g, "")
      expect(slugify(name).replace(/-/g, "")).toBe(letters)
    },
  )
})

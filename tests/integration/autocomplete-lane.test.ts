import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { SEARCH_STRING_MAX } from "#core/api/limits.ts"
import { serializeRecentSearches } from "#core/search/recent-searches.ts"
import { comparable, headersOf, lanePair } from "./lib/lane-pair.ts"
import { decoded } from "./lib/raw-http.ts"
import { TEST_NOW } from "./lib/server.ts"

/**
 * The autocomplete fast lane (ADR 125) answers exactly as the router does: the same request goes to
 * a server with its lanes and to one without, and the two answers must match byte for byte.
 */
const { servers, both, assertSameAnswers } = lanePair()

const recentCookie = serializeRecentSearches([
  {
    label: "Goa",
    type: "city",
    place_id: "city:goa",
    source: "recent",
    area: { landmark: "", locality: "", city: "Goa", state: "Goa", hotel: "", country: "India" },
    hotel_id: null,
    coordinates: null,
    is_recent_search: true,
    range: { start: "2026-12-05", end: "2026-12-06" },
    rooms: [{ adults: 2, kids: 0 }],
    saved_at: TEST_NOW - 1_000,
  },
])

const text = fc.oneof(
  fc.constantFrom("kora", "Bengal", "goa", "MUMBAI", " ko ", "  ", "", "zzzq", "taj "),
  fc.string({ maxLength: 12 }),
  fc.string({ unit: "grapheme", maxLength: 8 }),
  fc.constantFrom("a".repeat(SEARCH_STRING_MAX), "b".repeat(SEARCH_STRING_MAX + 1)),
)
/** A value as a browser sends it, or spelled with `+` for spaces, or raw where the URL allows it. */
const spelled = (value: string) =>
  fc.constantFrom(
    encodeURIComponent(value),
    encodeURIComponent(value).replaceAll("%20", "+"),
    /^[a-z ]*$/i.test(value) ? value.replaceAll(" ", "%20") : encodeURIComponent(value),
  )
const query = fc
  .record({
    text: fc.option(text, { nil: undefined }),
    token: fc.option(fc.oneof(fc.constantFrom("t1", ""), fc.string({ maxLength: 210 })), { nil: undefined }),
    extra: fc.constantFrom(
      "",
      "&x=1",
      "&search_string=goa",
      "&session_token=a&session_token=b",
      "&",
      "&%zz=1",
    ),
  })
  .chain(({ text, token, extra }) =>
    fc
      .tuple(
        text === undefined ? fc.constant(undefined) : spelled(text),
        token === undefined ? fc.constant(undefined) : spelled(token),
      )
      .map(([t, s]) =>
        [t === undefined ? "" : `search_string=${t}`, s === undefined ? "" : `session_token=${s}`]
          .filter((part) => part !== "")
          .join("&")
          .concat(extra),
      ),
  )
const anyRequest = fc.record({
  path: fc.constantFrom(
    "/api/v1/search/autocomplete/",
    "/api/v1/search/autocomplete",
    "/api/v2/search/autocomplete/",
  ),
  query,
  host: fc.constantFrom("localhost", "127.0.0.1", "gdc1.localhost", "evil.example", "localhost:1"),
  encoding: fc.constantFrom(
    undefined,
    "gzip",
    "br",
    "gzip, deflate, br",
    "identity",
    "br;q=0, gzip;q=0",
    "*",
  ),
  language: fc.constantFrom(undefined, "fr-FR", "en-GB,en;q=0.9"),
  cookie: fc.constantFrom(undefined, `recent_searches=${recentCookie}`, "a=b"),
  method: fc.constantFrom("GET", "GET", "GET", "HEAD"),
})
/** A keystroke as the web app sends it, so that about half the requests are ones the lane answers. */
const keystroke = anyRequest.chain((r) =>
  fc
    .tuple(
      text.filter((t) => t.trim() !== ""),
      fc.constantFrom("/api/v1/search/autocomplete/", "/api/v1/search/autocomplete"),
    )
    .map(([t, path]) => ({
      ...r,
      path,
      query: `search_string=${encodeURIComponent(t)}&session_token=t1`,
      host: "localhost",
      method: "GET",
    })),
)
const request = fc.oneof(anyRequest, keystroke)

describe("autocomplete fast lane", () => {
  it("answers every request as the router does, byte for byte", async () => {
    await assertSameAnswers(
      request,
      (r) => ({
        path: `${r.path}?${r.query}`,
        headers: headersOf({
          host: r.host,
          "accept-encoding": r.encoding,
          "accept-language": r.language,
          cookie: r.cookie,
        }),
        method: r.method,
      }),
      { numRuns: 300, times: 1, laneAnswersAbove: 100 },
    )
  })

  it("answers a plain keystroke itself, compressed as a browser asks", async () => {
    const { laned } = servers()
    const before = laned.laneAnswers()
    const { fast, slow } = await both("/api/v1/search/autocomplete/?search_string=mum&session_token=t1", {
      host: "localhost",
      "accept-encoding": "gzip, deflate, br",
    })
    expect(laned.laneAnswers()).toBe(before + 1)
    expect(fast.headers["content-encoding"]).toBe("br")
    expect(JSON.parse(decoded(fast).toString("utf8")).data[0].label).toBe("Mumbai")
    expect(comparable(fast)).toEqual(comparable(slow))
  })

  it("leaves empty text to the router, which answers the cookie's recent searches", async () => {
    const { laned } = servers()
    const before = laned.laneAnswers()
    const { fast } = await both("/api/v1/search/autocomplete/?search_string=%20", {
      host: "localhost",
      cookie: `recent_searches=${recentCookie}`,
    })
    expect(laned.laneAnswers()).toBe(before)
    expect(JSON.parse(fast.body.toString("utf8")).data.map((s: { label: string }) => s.label)).toEqual([
      "Goa",
    ])
  })

  it("leaves a refused query to the router, which names the field", async () => {
    const { laned } = servers()
    const before = laned.laneAnswers()
    const { fast } = await both(
      `/api/v1/search/autocomplete/?search_string=${"b".repeat(SEARCH_STRING_MAX + 1)}`,
      {
        host: "localhost",
      },
    )
    expect(laned.laneAnswers()).toBe(before)
    expect(fast.status).toBe(400)
    expect(fast.body.toString("utf8")).toContain(
      `search_string must be at most ${SEARCH_STRING_MAX} characters`,
    )
  })
})

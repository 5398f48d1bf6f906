import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { plainRequest } from "./lanes.ts"

const known = { search_string: 1, session_token: 1 }
const names = fc.constantFrom(...Object.keys(known))
const value = fc.string({ unit: "grapheme", maxLength: 10 })

describe("plainRequest", () => {
  it("reads back the fields a query gives once each, however they are spelled", () => {
    fc.assert(
      fc.property(fc.dictionary(names, value), fc.constantFrom("/a/", "/a"), (fields, path) => {
        const query = new URLSearchParams(fields).toString()
        expect(plainRequest(query === "" ? path : `${path}?${query}`, known)).toEqual({ path, fields })
      }),
    )
  })

  it("refuses a query that repeats a field or names one the endpoint does not have", () => {
    fc.assert(
      fc.property(names, value, value, fc.string({ maxLength: 8 }), (name, first, second, other) => {
        const repeated = new URLSearchParams([
          [name, first],
          [name, second],
        ])
        expect(plainRequest(`/a/?${repeated}`, known)).toBeUndefined()
        if (!Object.hasOwn(known, other)) {
          expect(plainRequest(`/a/?${new URLSearchParams([[other, first]])}`, known)).toBeUndefined()
        }
      }),
    )
  })

  it("keeps the path apart from an empty query", () => {
    expect(plainRequest("/a/?", known)).toEqual({ path: "/a/", fields: {} })
    expect(plainRequest("/a/?constructor=1", known)).toBeUndefined()
  })
})

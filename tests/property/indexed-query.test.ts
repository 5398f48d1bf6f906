import { fc, test } from "@fast-check/vitest"
import { expect } from "vitest"
import { foldIndexedKeys, indexRepeatedKeys } from "#core/api/indexed-query.ts"

const keyArb = fc.stringMatching(/^[a-z_]{1,12}$/)
const paramsArb = fc.dictionary(
  keyArb,
  fc.array(fc.string({ maxLength: 20 }), { minLength: 1, maxLength: 6 }),
)

test.prop([paramsArb])("an array written as indexed keys reads back as the same array", (params) => {
  const entries = Object.entries(params).flatMap(([key, values]) => values.map((v) => [key, v] as const))
  const wire = indexRepeatedKeys(entries)
  const parsed: Record<string, string | Array<string>> = Object.create(null)
  for (const [key, value] of wire) parsed[key] = value
  const folded = foldIndexedKeys(parsed)
  for (const [key, values] of Object.entries(params)) {
    expect(folded[key]).toEqual(values.length === 1 ? values[0] : values)
  }
})

test.prop([fc.shuffledSubarray(["0", "1", "2", "3", "10"], { minLength: 1 })])(
  "indexed keys fold in index order whatever order they arrive in",
  (indices) => {
    const params = Object.fromEntries(indices.map((i) => [`hotel_id[${i}]`, `h${i}`]))
    const sorted = [...indices].sort((a, b) => Number(a) - Number(b)).map((i) => `h${i}`)
    expect(foldIndexedKeys(params).hotel_id).toEqual(sorted)
  },
)

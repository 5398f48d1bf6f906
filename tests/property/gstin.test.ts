import { fc, test } from "@fast-check/vitest"
import { describe, expect } from "vitest"
import { gstinProblem } from "#core/checkout/gstin.ts"

const ALPHABET = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ"
const digit = fc.constantFrom(..."0123456789")
const letter = fc.constantFrom(..."ABCDEFGHIJKLMNOPQRSTUVWXYZ")
const alphanumeric = fc.constantFrom(...ALPHABET)

/** DESIGN.md 'GSTIN', written out here so the test does not lean on the code it checks. */
const checkCharacter = (first14: string): string => {
  const folded = [...first14].map((c, i) => {
    const product = ALPHABET.indexOf(c) * (i % 2 === 0 ? 1 : 2)
    return Math.floor(product / 36) + (product % 36)
  })
  const sum = folded.reduce((a, b) => a + b, 0)
  return ALPHABET[(36 - (sum % 36)) % 36]!
}

/** State code, PAN (5 letters, 4 digits, a letter), entity character, Z, check character. */
const validGstin = fc
  .tuple(
    fc.array(digit, { minLength: 2, maxLength: 2 }),
    fc.array(letter, { minLength: 5, maxLength: 5 }),
    fc.array(digit, { minLength: 4, maxLength: 4 }),
    letter,
    alphanumeric,
  )
  .map(([state, panLetters, panDigits, panLast, entity]) => {
    const first14 = `${state.join("")}${panLetters.join("")}${panDigits.join("")}${panLast}${entity}Z`
    return first14 + checkCharacter(first14)
  })

describe("GSTIN (core/checkout/gstin.ts)", () => {
  test.prop([validGstin])("every well-formed GSTIN with its check character is accepted", (gstin) => {
    expect(gstinProblem(gstin)).toBeUndefined()
  })

  test.prop([validGstin, fc.nat({ max: 14 }), alphanumeric])(
    "changing any one character to another letter or digit makes it invalid",
    (gstin, at, replacement) => {
      fc.pre(gstin[at] !== replacement)
      const changed = gstin.slice(0, at) + replacement + gstin.slice(at + 1)
      expect(gstinProblem(changed)).toBeDefined()
    },
  )

  test.prop([validGstin, fc.nat({ max: 13 }), alphanumeric])(
    "a change the format allows is caught by the check character, with its own message",
    (gstin, at, replacement) => {
      const changed = gstin.slice(0, at) + replacement + gstin.slice(at + 1)
      fc.pre(gstin[at] !== replacement && /^\d{2}[A-Z]{5}\d{4}[A-Z][A-Z\d]Z[A-Z\d]$/.test(changed))
      expect(gstinProblem(changed)).toMatch(/last character does not match/)
    },
  )

  test.prop([validGstin, fc.constantFrom("", " ", "  \t")])(
    "lower case and surrounding spaces are read as the traveller meant them",
    (gstin, space) => {
      expect(gstinProblem(`${space}${gstin.toLowerCase()}${space}`)).toBeUndefined()
    },
  )

  test.prop([fc.string({ maxLength: 30 })])("anything that is not 15 characters says so", (value) => {
    fc.pre(value.trim().length !== 15)
    expect(gstinProblem(value)).toMatch(/^A GSTIN has 15 characters/)
  })
})

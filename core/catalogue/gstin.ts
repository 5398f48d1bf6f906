import { Schema } from "effect"

const ALPHABET = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ"
const SHAPE = /^\d{2}[A-Z]{5}\d{4}[A-Z][A-Z\d]Z[A-Z\d]$/

/**
 * The 15th character of a GSTIN, from its first 14 (DESIGN.md 'GSTIN'): weights 1,2,1,2…,
 * each product folded as floor(p/36) + p mod 36, then (36 − sum mod 36) mod 36.
 */
export const gstinCheckCharacter = (first14: string): string => {
  let sum = 0
  for (let i = 0; i < 14; i++) {
    const product = ALPHABET.indexOf(first14[i]!) * (i % 2 === 0 ? 1 : 2)
    sum += Math.floor(product / 36) + (product % 36)
  }
  return ALPHABET[(36 - (sum % 36)) % 36]!
}

export const isValidGstin = (value: string): boolean =>
  SHAPE.test(value) && gstinCheckCharacter(value.slice(0, 14)) === value[14]

export const Gstin = Schema.String.check(
  Schema.makeFilter((value: string) => isValidGstin(value) || "not a valid GSTIN (shape or check character)"),
)

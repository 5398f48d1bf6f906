// Schema-free, so the checkout form can check a GSTIN without loading Effect (ADR 070).
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

/** A GSTIN exactly as stored: the format and the check character, no normalising. */
export const isValidGstin = (value: string): boolean =>
  SHAPE.test(value) && gstinCheckCharacter(value.slice(0, 14)) === value[14]

/**
 * A GSTIN as the traveller meant it: surrounding spaces dropped, letters in upper case. GSTINs are
 * printed in capitals, but phones type lower case, and no two GSTINs differ only in case, so
 * lower case is accepted, not refused; store and send this form.
 */
export const normaliseGstin = (value: string): string => value.trim().toUpperCase()

const EXAMPLE = "27AAPFU0939F1ZV"

/** Each part of the format `\d{2}[A-Z]{5}\d{4}[A-Z][A-Z\d]Z[A-Z\d]`, with what a traveller should fix. */
const PARTS: ReadonlyArray<{ readonly from: number; readonly shape: RegExp; readonly problem: string }> = [
  { from: 0, shape: /^\d{2}/, problem: "A GSTIN starts with the 2-digit state code" },
  {
    from: 2,
    shape: /^[A-Z]{5}\d{4}[A-Z]/,
    problem: "Characters 3 to 12 of a GSTIN are the PAN: 5 letters, 4 digits, then a letter",
  },
  { from: 13, shape: /^Z/, problem: "The 14th character of a GSTIN is always Z" },
]

/**
 * Why `value` is not a GSTIN a tax invoice can carry, or undefined when it is (DESIGN.md 'GSTIN':
 * the format, then the mod-36 check character). The first problem found is the one reported:
 * length, then characters, then each part, then the check character, which catches a mistyped
 * character the format cannot.
 */
export const gstinProblem = (value: string): string | undefined => {
  const gstin = normaliseGstin(value)
  if (gstin.length !== 15) {
    return `A GSTIN has 15 characters, like ${EXAMPLE}; this one has ${gstin.length}`
  }
  if (!/^[A-Z\d]{15}$/.test(gstin)) return `A GSTIN has only letters and digits, like ${EXAMPLE}`
  const wrongPart = PARTS.find((part) => !part.shape.test(gstin.slice(part.from)))
  if (wrongPart !== undefined) return `${wrongPart.problem}, like ${EXAMPLE}`
  if (gstinCheckCharacter(gstin.slice(0, 14)) !== gstin[14]) {
    return "This GSTIN has a typing mistake: its last character does not match the others. Check it against your GST certificate"
  }
  return undefined
}

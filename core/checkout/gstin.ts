import { gstinCheckCharacter } from "../catalogue/gstin.ts"

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

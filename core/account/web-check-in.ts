import { checkOutAt } from "./booking-lifecycle.ts"

/**
 * Web check-in's rules (docs/decisions/088-web-check-in.md, docs/privacy.md): which photo IDs a
 * guest may show, how their numbers are checked, what an ID image must be, and when the check-in
 * is open. Pure: the server, the machine and the tests share them.
 */

/** Photo IDs hotels in India accept from Indian guests at the front desk. */
export const ID_TYPES = ["aadhaar", "passport", "driving_licence", "voter_id"] as const
export type IdType = (typeof ID_TYPES)[number]

/** The largest ID image accepted: a phone photo of a card fits easily. */
export const MAX_ID_IMAGE_BYTES = 5 * 1024 * 1024

export type IdImageType = "image/jpeg" | "image/png"

// Verhoeff's tables: the dihedral group D5's multiplication, the position permutation, the inverse.
const D = [
  [0, 1, 2, 3, 4, 5, 6, 7, 8, 9],
  [1, 2, 3, 4, 0, 6, 7, 8, 9, 5],
  [2, 3, 4, 0, 1, 7, 8, 9, 5, 6],
  [3, 4, 0, 1, 2, 8, 9, 5, 6, 7],
  [4, 0, 1, 2, 3, 9, 5, 6, 7, 8],
  [5, 9, 8, 7, 6, 0, 4, 3, 2, 1],
  [6, 5, 9, 8, 7, 1, 0, 4, 3, 2],
  [7, 6, 5, 9, 8, 2, 1, 0, 4, 3],
  [8, 7, 6, 5, 9, 3, 2, 1, 0, 4],
  [9, 8, 7, 6, 5, 4, 3, 2, 1, 0],
] as const
const P = [
  [0, 1, 2, 3, 4, 5, 6, 7, 8, 9],
  [1, 5, 7, 6, 2, 8, 3, 0, 9, 4],
  [5, 8, 0, 3, 7, 9, 6, 1, 4, 2],
  [8, 9, 1, 6, 0, 4, 3, 5, 2, 7],
  [9, 4, 5, 3, 1, 2, 6, 8, 7, 0],
  [4, 2, 8, 6, 5, 7, 3, 9, 0, 1],
  [2, 7, 9, 3, 8, 0, 6, 4, 1, 5],
  [7, 0, 4, 6, 9, 1, 3, 2, 5, 8],
] as const
const INV = [0, 4, 3, 2, 1, 5, 6, 7, 8, 9] as const

const verhoeffOver = (digits: string, shift: number): number => {
  let c = 0
  const n = digits.length
  for (let i = 0; i < n; i++) {
    const digit = digits.charCodeAt(n - 1 - i) - 48
    c = D[c]![P[(i + shift) % 8]![digit]!]!
  }
  return c
}

/** The Verhoeff check digit to append to `digits`. */
export const verhoeffDigit = (digits: string): number => INV[verhoeffOver(digits, 1)]!

/** Whether `digits` ends in a correct Verhoeff check digit. */
export const verhoeffValid = (digits: string): boolean =>
  /^\d+$/.test(digits) && verhoeffOver(digits, 0) === 0

/** The number as written on the card, without spaces or hyphens, upper case. */
export const normalisedIdNumber = (raw: string): string => raw.replace(/[\s-]/g, "").toUpperCase()

/**
 * Whether `raw` can be a number of that ID. Aadhaar: 12 digits, not starting 0 or 1, Verhoeff
 * checked (UIDAI). Passport: a letter and 7 digits. Driving licence: state code, 2-digit RTO,
 * then 11 digits (year and serial). Voter ID (EPIC): 3 letters and 7 digits.
 */
export const idNumberValid = (type: IdType, raw: string): boolean => {
  const n = normalisedIdNumber(raw)
  switch (type) {
    case "aadhaar":
      return /^[2-9]\d{11}$/.test(n) && verhoeffValid(n)
    case "passport":
      return /^[A-Z]\d{7}$/.test(n)
    case "driving_licence":
      return /^[A-Z]{2}\d{13}$/.test(n)
    case "voter_id":
      return /^[A-Z]{3}\d{7}$/.test(n)
  }
}

/** What is kept of an ID number: its last 4 characters, enough for the desk to match the card. */
export const idNumberLast4 = (raw: string): string => normalisedIdNumber(raw).slice(-4)

/** The image's type from its first bytes (JPEG FF D8 FF, PNG's 8-byte signature), not from a label. */
export const idImageTypeOf = (bytes: Uint8Array): IdImageType | undefined => {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return "image/jpeg"
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]
  if (bytes.length >= 8 && png.every((b, i) => bytes[i] === b)) return "image/png"
  return undefined
}

const INDIA_MIDNIGHT = "T00:00:00+05:30"

/** Epoch ms web check-in opens: 00:00 in India on the check-in day. */
export const webCheckInOpensAt = (checkin: string): number => Date.parse(`${checkin}${INDIA_MIDNIGHT}`)

/** Epoch ms it closes, and the ID image is purged: the check-out time. */
export const webCheckInClosesAt = (checkout: string): number => checkOutAt(checkout)

/** Statuses of a stay a guest may still check in for; the lifecycle's `checked_in` is a presumption. */
export const WEB_CHECK_IN_STATUSES = ["reserved", "confirmed", "checked_in"] as const

export type WebCheckInWindow = "not_yet_open" | "open" | "closed"

/** Where `now` falls for a stay from `checkin` to `checkout` (YYYY-MM-DD, India). */
export const webCheckInWindow = (
  stay: { checkin: string; checkout: string },
  now: number,
): WebCheckInWindow =>
  now < webCheckInOpensAt(stay.checkin)
    ? "not_yet_open"
    : now < webCheckInClosesAt(stay.checkout)
      ? "open"
      : "closed"

/** Estimated arrival, 'HH:MM' on the 24-hour clock in India. */
export const ARRIVAL_TIME = /^([01]\d|2[0-3]):[0-5]\d$/

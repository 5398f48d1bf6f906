import { fc, test } from "@fast-check/vitest"
import { describe, expect, it } from "vitest"
import { checkOutAt } from "#core/account/booking-lifecycle.ts"
import {
  ID_TYPES,
  idImageTypeOf,
  idNumberLast4,
  idNumberValid,
  verhoeffDigit,
  verhoeffValid,
  webCheckInOpensAt,
  webCheckInWindow,
} from "#core/account/web-check-in.ts"
import { addDays } from "#core/dates/calendar-day.ts"

const digitsArb = fc.string({ unit: fc.constantFrom(..."0123456789"), minLength: 1, maxLength: 20 })
const aadhaarArb = fc
  .tuple(
    fc.constantFrom(..."23456789"),
    fc.string({ unit: fc.constantFrom(..."0123456789"), minLength: 10, maxLength: 10 }),
  )
  .map(([first, rest]) => `${first}${rest}${verhoeffDigit(`${first}${rest}`)}`)

describe("Verhoeff check digit (UIDAI's Aadhaar checksum)", () => {
  it("matches the published example: 236 has check digit 3", () => {
    expect(verhoeffDigit("236")).toBe(3)
    expect(verhoeffValid("2363")).toBe(true)
  })
  test.prop([digitsArb])("a number with its check digit appended is valid", (digits) => {
    expect(verhoeffValid(`${digits}${verhoeffDigit(digits)}`)).toBe(true)
  })
  test.prop([digitsArb, fc.nat(), fc.integer({ min: 1, max: 9 })])(
    "changing any one digit makes it invalid",
    (digits, at, delta) => {
      const number = `${digits}${verhoeffDigit(digits)}`
      const i = at % number.length
      const changed = `${number.slice(0, i)}${(Number(number[i]) + delta) % 10}${number.slice(i + 1)}`
      expect(verhoeffValid(changed)).toBe(false)
    },
  )
  test.prop([digitsArb, fc.nat()])(
    "swapping two different adjacent digits makes it invalid",
    (digits, at) => {
      const number = `${digits}${verhoeffDigit(digits)}`
      fc.pre(number.length >= 2)
      const i = at % (number.length - 1)
      fc.pre(number[i] !== number[i + 1])
      const swapped = `${number.slice(0, i)}${number[i + 1]}${number[i]}${number.slice(i + 2)}`
      expect(verhoeffValid(swapped)).toBe(false)
    },
  )
})

describe("ID numbers", () => {
  test.prop([aadhaarArb])("a 12-digit Aadhaar with its check digit is valid, spaced in fours too", (n) => {
    expect(idNumberValid("aadhaar", n)).toBe(true)
    expect(idNumberValid("aadhaar", `${n.slice(0, 4)} ${n.slice(4, 8)} ${n.slice(8)}`)).toBe(true)
    expect(idNumberLast4(n)).toBe(n.slice(-4))
  })
  it("refuses Aadhaar numbers starting 0 or 1, or of the wrong length", () => {
    const body = "03412341234"
    expect(idNumberValid("aadhaar", `${body}${verhoeffDigit(body)}`)).toBe(false)
    expect(idNumberValid("aadhaar", "2341234123")).toBe(false)
  })
  it("checks each type's shape", () => {
    expect(idNumberValid("passport", "k1234567")).toBe(true)
    expect(idNumberValid("passport", "12345678")).toBe(false)
    expect(idNumberValid("driving_licence", "MH-12 2011 0012345")).toBe(true)
    expect(idNumberValid("driving_licence", "MH12")).toBe(false)
    expect(idNumberValid("voter_id", "abc1234567")).toBe(true)
    expect(idNumberValid("voter_id", "AB12345678")).toBe(false)
  })
  test.prop([fc.constantFrom(...ID_TYPES), fc.string({ maxLength: 40 })])(
    "keeps at most 4 characters",
    (_, raw) => {
      expect(idNumberLast4(raw).length).toBeLessThanOrEqual(4)
    },
  )
})

describe("ID images are known by their first bytes", () => {
  it("JPEG and PNG signatures; anything else is not an image we take", () => {
    expect(idImageTypeOf(new Uint8Array([0xff, 0xd8, 0xff, 0xe1, 0]))).toBe("image/jpeg")
    expect(idImageTypeOf(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]))).toBe(
      "image/png",
    )
    expect(idImageTypeOf(new TextEncoder().encode("GIF89a"))).toBeUndefined()
    expect(idImageTypeOf(new Uint8Array([0xff, 0xd8]))).toBeUndefined()
  })
})

const dayArb = fc.integer({ min: 0, max: 3 * 365 }).map((n) => addDays("2026-01-01", n))
const stayArb = fc.tuple(dayArb, fc.integer({ min: 1, max: 15 })).map(([checkin, nights]) => ({
  checkin,
  checkout: addDays(checkin, nights),
}))
const HOUR = 3_600_000

describe("the check-in window", () => {
  test.prop([stayArb, fc.integer({ min: -48 * HOUR, max: 17 * 24 * HOUR })])(
    "opens at 00:00 IST on the check-in day and closes at the check-out time",
    (stay, offset) => {
      const at = webCheckInOpensAt(stay.checkin) + offset
      const expected = offset < 0 ? "not_yet_open" : at < checkOutAt(stay.checkout) ? "open" : "closed"
      expect(webCheckInWindow(stay, at)).toBe(expected)
    },
  )
  it("opens at 18:30 UTC the evening before", () => {
    expect(new Date(webCheckInOpensAt("2026-11-23")).toISOString()).toBe("2026-11-22T18:30:00.000Z")
  })
})

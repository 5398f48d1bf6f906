import { fc, test } from "@fast-check/vitest"
import { describe, expect } from "vitest"
import { displayName, GUEST_FIRST_NAME, isBlankFirstName } from "#core/auth/display-name.ts"
import { loginOtpVerifyPayload } from "#core/auth/otp-payload.ts"

/** Names with spaces around and inside, non-ASCII letters, blanks and the 'Guest' placeholder. */
const name = fc.oneof(
  fc.constantFrom("", " ", GUEST_FIRST_NAME, ` ${GUEST_FIRST_NAME} `, "Asha", "Mary Ann", "अनु", "O'Neil"),
  fc.string({ maxLength: 12 }),
)
const value = fc.oneof(fc.constantFrom("", "  ", "9876543210", "123456", "asha@example.com"), fc.string())

describe("display name (spec-checkout §4 'Authentication')", () => {
  test.prop([name, name])(
    "never starts or ends with blank space, nor says 'Guest' for a Guest",
    (first, last) => {
      const shown = displayName(first, last)
      expect(shown).toBe(shown.trim())
      if (isBlankFirstName(first)) expect(shown).toBe(last.trim())
    },
  )

  test.prop([name, name])("is the first name, then the last name when present", (first, last) => {
    fc.pre(!isBlankFirstName(first))
    const shown = displayName(first, last)
    expect(shown.startsWith(first.trim())).toBe(true)
    expect(shown).toBe(last.trim() === "" ? first.trim() : `${first.trim()} ${last.trim()}`)
  })
})

describe("login OTP verification payload (spec-checkout §5)", () => {
  test.prop([value, value, fc.option(value, { nil: undefined })])(
    "holds exactly the non-blank values, each trimmed",
    (phoneNumber, code, email) => {
      const payload = loginOtpVerifyPayload({ phoneNumber, code, email })
      const expected = { phone_number: phoneNumber, verification_code: code, email }
      for (const [key, raw] of Object.entries(expected)) {
        const sent = (payload as Record<string, string | undefined>)[key]
        if (raw === undefined || raw.trim() === "") expect(key in payload).toBe(false)
        else expect(sent).toBe(raw.trim())
      }
    },
  )
})

import { Schema } from "effect"
import { describe, expect, it } from "vitest"
import { AuthApi, NAME_MAX, PASSWORD_MAX, PASSWORD_MIN } from "../api/auth.ts"
import { translatorFor } from "../i18n/locales.ts"
import {
  currentPasswordProblem,
  emailProblem,
  fieldErrors,
  firstNameProblem,
  isCompleteCode,
  lastNameProblem,
  newPasswordProblem,
  phoneProblem,
  withoutError,
} from "./validation.ts"

/** The register endpoint's own payload check, as the server runs it. */
const registerPayload = () => {
  const json = AuthApi.endpoints.register.payload.get("application/json")
  return Schema.is(json!.schemas[0] as Schema.Top)
}

const register = (overrides: Record<string, string>) => ({
  first_name: "Asha",
  last_name: "Rao",
  email: "asha@example.com",
  phone_number: "9876543210",
  password: "a long secret",
  ...overrides,
})

describe("form checks follow the API contract", () => {
  it("checks e-mail addresses: required, then well formed", () => {
    expect(emailProblem("  ")).toBe("auth.email.required")
    expect(emailProblem("asha@example")).toBe("auth.email.invalid")
    expect(emailProblem(" asha@example.com ")).toBeNull()
  })

  it("checks mobile numbers: 10 digits starting with 6 to 9", () => {
    expect(phoneProblem("")).toBe("auth.phone.required")
    expect(phoneProblem("5876543210")).toBe("auth.phone.invalid")
    expect(phoneProblem("987654321")).toBe("auth.phone.invalid")
    expect(phoneProblem("6000000000")).toBeNull()
  })

  it("lets an existing password of any length sign in, but a new one needs 8 to 128 characters", () => {
    expect(currentPasswordProblem("")).toBe("auth.password.required")
    expect(currentPasswordProblem("short")).toBeNull()
    expect(currentPasswordProblem("x".repeat(PASSWORD_MAX + 1))).toBe("auth.password.tooLong")
    expect(newPasswordProblem("x".repeat(PASSWORD_MIN - 1))).toBe("auth.password.tooShort")
    expect(newPasswordProblem("x".repeat(PASSWORD_MIN))).toBeNull()
    expect(newPasswordProblem("x".repeat(PASSWORD_MAX))).toBeNull()
    expect(newPasswordProblem("x".repeat(PASSWORD_MAX + 1))).toBe("auth.password.tooLong")
  })

  it("holds names to the register endpoint's 60 characters", () => {
    const accepts = registerPayload()
    expect(accepts(register({ first_name: "x".repeat(NAME_MAX), last_name: "x".repeat(NAME_MAX) }))).toBe(
      true,
    )
    expect(accepts(register({ first_name: "x".repeat(NAME_MAX + 1) }))).toBe(false)
    expect(accepts(register({ last_name: "x".repeat(NAME_MAX + 1) }))).toBe(false)
    expect(firstNameProblem("x".repeat(NAME_MAX + 1))).toBe("auth.name.tooLong")
    expect(firstNameProblem(" ")).toBe("auth.firstName.required")
    expect(lastNameProblem("")).toBeNull()
    expect(lastNameProblem("x".repeat(NAME_MAX + 1))).toBe("auth.name.tooLong")
  })

  it("takes only a 6-digit code", () => {
    expect(isCompleteCode("123456")).toBe(true)
    expect(isCompleteCode("12345")).toBe(false)
    expect(isCompleteCode("12345a")).toBe(false)
  })

  it("says the contract's limits in its messages", () => {
    const t = translatorFor("en-IN")
    expect(t("auth.password.tooShort")).toContain(String(PASSWORD_MIN))
    expect(t("auth.password.tooLong")).toContain(String(PASSWORD_MAX))
    expect(t("auth.name.tooLong")).toContain(String(NAME_MAX))
  })

  it("keeps only fields with a problem, and drops one field's message on change", () => {
    const errors = fieldErrors({ email: emailProblem(""), password: currentPasswordProblem("secret") })
    expect(errors).toEqual({ email: "auth.email.required" })
    expect(withoutError(errors, "email")).toEqual({})
    expect(withoutError(errors, "password")).toEqual(errors)
  })
})

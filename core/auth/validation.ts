import { Schema } from "effect"
import { Email, NAME_MAX, PASSWORD_MAX, PASSWORD_MIN, PhoneNumber, VerificationCode } from "../api/auth.ts"
import type { PlainMessageKey } from "../i18n/translate.ts"

/**
 * The forms' own checks, with the API contract's rules (core/api/auth.ts), so a value the server
 * would refuse is caught before the round trip and named in the visitor's language.
 */

/** The message of each field that cannot be sent as it is; a field with no entry is fine. */
export type FieldErrors<F extends string> = Partial<Record<F, PlainMessageKey>>

type Problem = PlainMessageKey | null

const isEmail = Schema.is(Email)
const isPhoneNumber = Schema.is(PhoneNumber)
const isVerificationCode = Schema.is(VerificationCode)

export const emailProblem = (email: string): Problem => {
  const trimmed = email.trim()
  if (trimmed === "") return "auth.email.required"
  return isEmail(trimmed) ? null : "auth.email.invalid"
}

/** Signing in checks only the upper bound: accounts may predate today's minimum. */
export const currentPasswordProblem = (password: string): Problem => {
  if (password === "") return "auth.password.required"
  return password.length > PASSWORD_MAX ? "auth.password.tooLong" : null
}

/** A password being chosen (sign-up, reset): PASSWORD_MIN to PASSWORD_MAX characters, kept verbatim. */
export const newPasswordProblem = (password: string): Problem => {
  if (password === "") return "auth.password.required"
  if (password.length < PASSWORD_MIN) return "auth.password.tooShort"
  return password.length > PASSWORD_MAX ? "auth.password.tooLong" : null
}

export const phoneProblem = (phoneNumber: string): Problem => {
  const trimmed = phoneNumber.trim()
  if (trimmed === "") return "auth.phone.required"
  return isPhoneNumber(trimmed) ? null : "auth.phone.invalid"
}

export const firstNameProblem = (firstName: string): Problem => {
  const trimmed = firstName.trim()
  if (trimmed === "") return "auth.firstName.required"
  return trimmed.length > NAME_MAX ? "auth.name.tooLong" : null
}

export const lastNameProblem = (lastName: string): Problem =>
  lastName.trim().length > NAME_MAX ? "auth.name.tooLong" : null

/** The one-time code: exactly 6 digits (DESIGN.md 'OTP'). */
export const isCompleteCode = (code: string): boolean => isVerificationCode(code.trim())

/** Keeps the fields that have a problem. */
export const fieldErrors = <F extends string>(problems: Readonly<Record<F, Problem>>): FieldErrors<F> => {
  const errors: FieldErrors<F> = {}
  for (const field of Object.keys(problems) as Array<F>) {
    const problem = problems[field]
    if (problem !== null) errors[field] = problem
  }
  return errors
}

export const hasErrors = (errors: FieldErrors<string>): boolean => Object.keys(errors).length > 0

/** A field's message goes once the member changes that field; the others stay until the next submit. */
export const withoutError = <F extends string>(errors: FieldErrors<F>, field: F): FieldErrors<F> => {
  const { [field]: _, ...rest } = errors
  return rest as FieldErrors<F>
}

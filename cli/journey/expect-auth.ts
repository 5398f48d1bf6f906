import type { Mismatch } from "./result.ts"
import type { ErrorMatch, ExpectForm, ExpectOtp, ExpectSession } from "./schema-auth.ts"

/** The sign-in side as a visitor sees it, read from the machines (cli/journey/auth-view.ts). */

export interface SessionView {
  readonly signedIn: boolean
  readonly user: { readonly name: string; readonly email: string; readonly mobile: string } | null
  /** The user and token are in storage, so a reload keeps the visitor signed in. */
  readonly stored: boolean
}

export interface ErrorView {
  readonly code: string
  readonly status: number
  readonly message: string
}

export interface FormView {
  readonly form: "signIn" | "signUp" | "passwordReset"
  /** Sign-in's way of signing in; null on the other forms. */
  readonly mode: "email" | "phone" | null
  readonly tags: ReadonlyArray<string>
  /** The message under each field, in en-IN. */
  readonly errors: Readonly<Record<string, string>>
  readonly error: ErrorView | null
}

export interface OtpView {
  readonly open: boolean
  readonly canResend: boolean
  readonly exhausted: boolean
  readonly attempts: { readonly current: number; readonly max: number }
  readonly phoneNumber: string
  readonly tags: ReadonlyArray<string>
}

const same = (out: Array<Mismatch>, at: string, expected: unknown, actual: unknown) => {
  if (expected !== undefined && expected !== actual) out.push({ at, expected, actual })
}

/** Each given field of `expected` must equal the same field of `actual` (one level deep). */
const fields = (out: Array<Mismatch>, at: string, expected: object, actual: object | null) => {
  for (const [key, value] of Object.entries(expected)) {
    same(out, `${at}.${key}`, value, actual === null ? null : (actual as Record<string, unknown>)[key])
  }
}

export const matchError = (
  out: Array<Mismatch>,
  expected: ErrorMatch | undefined,
  actual: ErrorView | null,
) => {
  if (expected === undefined) return
  const ok =
    expected === null
      ? actual === null
      : actual !== null &&
        (expected.code === undefined || expected.code === actual.code) &&
        (expected.status === undefined || expected.status === actual.status) &&
        (expected.message === undefined || actual.message.includes(expected.message))
  if (!ok) out.push({ at: "error", expected, actual })
}

export const matchTags = (
  out: Array<Mismatch>,
  expected: { readonly tags?: ReadonlyArray<string>; readonly notTags?: ReadonlyArray<string> },
  tags: ReadonlyArray<string>,
) => {
  if ((expected.tags ?? []).some((t) => !tags.includes(t)))
    out.push({ at: "tags", expected: expected.tags, actual: tags })
  const extra = (expected.notTags ?? []).filter((t) => tags.includes(t))
  if (extra.length > 0) out.push({ at: "notTags", expected: `none of ${extra.join(", ")}`, actual: tags })
}

/** The page's path and query, exactly. */
export const matchRoute = (expected: string, route: string): Array<Mismatch> =>
  expected === route ? [] : [{ at: "route", expected, actual: route }]

export const matchSession = (expected: ExpectSession, view: SessionView): Array<Mismatch> => {
  const out: Array<Mismatch> = []
  same(out, "signedIn", expected.signedIn, view.signedIn)
  if (expected.user === null) same(out, "user", null, view.user)
  else if (expected.user !== undefined) fields(out, "user", expected.user, view.user)
  same(out, "stored", expected.stored, view.stored)
  return out
}

export const matchForm = (expected: ExpectForm, view: FormView | null, route: string): Array<Mismatch> => {
  if (view === null)
    return [{ at: "form", expected: "a sign-in, sign-up or password form", actual: `no form on ${route}` }]
  const out: Array<Mismatch> = []
  same(out, "mode", expected.mode, view.mode)
  matchTags(out, expected, view.tags)
  if (expected.errors !== undefined) {
    const keys = new Set([...Object.keys(expected.errors), ...Object.keys(view.errors)])
    if ([...keys].some((k) => expected.errors?.[k] !== view.errors[k]))
      out.push({ at: "errors", expected: expected.errors, actual: view.errors })
  }
  matchError(out, expected.error, view.error)
  return out
}

export const matchOtp = (expected: ExpectOtp, view: OtpView | null): Array<Mismatch> => {
  if (view === null)
    return [{ at: "otp", expected: "the sign-in form in phone mode", actual: "no code flow on this page" }]
  const out: Array<Mismatch> = []
  same(out, "open", expected.open, view.open)
  same(out, "canResend", expected.canResend, view.canResend)
  same(out, "exhausted", expected.exhausted, view.exhausted)
  if (expected.attempts !== undefined) fields(out, "attempts", expected.attempts, view.attempts)
  same(out, "phoneNumber", expected.phoneNumber, view.phoneNumber)
  return out
}

/** Each named key must hold that value; null: the key must be absent. */
export const matchStorage = (
  expected: Readonly<Record<string, string | null>>,
  read: (key: string) => string | null,
): Array<Mismatch> =>
  Object.entries(expected).flatMap(([key, value]) =>
    read(key) === value ? [] : [{ at: key, expected: value, actual: read(key) }],
  )

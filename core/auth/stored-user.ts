import type { AuthUser, LoginResult } from "../api/auth.ts"
import { displayName } from "./display-name.ts"

/**
 * The signed-in member as the client keeps them between visits (spec-checkout §3 'User profile':
 * 'the stored user has name and mobile'); e-mail and id prefill checkout (spec-checkout §6).
 */
export interface StoredUser {
  readonly id: string
  readonly email: string
  /** What 'Welcome {name}' shows: `displayName(first, last)`. */
  readonly name: string
  /** 10 digits, without the country code (+91 by default, spec-checkout §5). */
  readonly mobile: string
}

const FIELDS = ["id", "email", "name", "mobile"] as const

/** What a login, sign-up, password reset or login OTP verification leaves the client with. */
export interface StoredSession {
  readonly user: StoredUser
  /** The bearer token every call carries (spec-checkout §7). */
  readonly token: string
}

/** A changed name or phone from the profile pages (spec-checkout §4 'Authentication'). */
export interface ProfileChange {
  readonly firstName: string
  readonly lastName: string
  readonly mobile: string
}

export const storedUserOf = (user: AuthUser): StoredUser => ({
  id: user.id,
  email: user.email,
  name: displayName(user.first_name, user.last_name),
  mobile: user.phone_number,
})

export const sessionOf = (result: LoginResult): StoredSession => ({
  user: storedUserOf(result),
  token: result.token,
})

/** spec-checkout §4: a profile update of name or phone saves the name and mobile. */
export const withProfile = (user: StoredUser, change: ProfileChange): StoredUser => ({
  ...user,
  name: displayName(change.firstName, change.lastName),
  mobile: change.mobile,
})

/**
 * The stored user from its saved text. Storage is the visitor's to edit and may hold an older
 * format, so anything that does not read as the four strings reads as no user (and so as signed
 * out). Read without a schema library: every page restores the session as it starts
 * (docs/decisions/114-page-start-without-effect.md).
 */
export const parseStoredUser = (text: string | null): StoredUser | null => {
  if (text === null) return null
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch {
    return null
  }
  if (typeof value !== "object" || value === null) return null
  const fields = value as Record<string, unknown>
  if (!FIELDS.every((key) => typeof fields[key] === "string")) return null
  const { id, email, name, mobile } = fields as Record<(typeof FIELDS)[number], string>
  return { id, email, name, mobile }
}

export const serializeStoredUser = (user: StoredUser): string => JSON.stringify(user)

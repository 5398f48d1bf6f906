import { Option, Schema } from "effect"
import type { AuthUser, LoginResult } from "../api/auth.ts"
import { displayName } from "./display-name.ts"

/**
 * The signed-in member as the client keeps them between visits (spec-checkout §3 'User profile':
 * 'the stored user has name and mobile'); e-mail and id prefill checkout (spec-checkout §6).
 */
export const StoredUser = Schema.Struct({
  id: Schema.String,
  email: Schema.String,
  /** What 'Welcome {name}' shows: `displayName(first, last)`. */
  name: Schema.String,
  /** 10 digits, without the country code (+91 by default, spec-checkout §5). */
  mobile: Schema.String,
})
export type StoredUser = typeof StoredUser.Type

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

const decodeUser = Schema.decodeUnknownOption(Schema.fromJsonString(StoredUser))

/**
 * The stored user from its saved text. Storage is the visitor's to edit and may hold an older
 * format, so anything that does not decode reads as no user (and so as signed out).
 */
export const parseStoredUser = (text: string | null): StoredUser | null =>
  text === null ? null : Option.getOrNull(decodeUser(text))

export const serializeStoredUser = (user: StoredUser): string => JSON.stringify(user)

import {
  parseStoredUser,
  type StoredSession,
  type StoredUser,
  serializeStoredUser,
} from "#core/auth/stored-user.ts"

/**
 * Where the session survives a reload: the Web Storage subset the session machine needs, so the
 * browser passes `window.localStorage` as it is and the CLI and tests pass `memoryStorage()`.
 */
export interface KeyValueStorage {
  getItem(key: string): string | null
  setItem(key: string, value: string): void
  removeItem(key: string): void
}

/** The keys the session owns (spec-checkout §4 'Authentication': user and token stored locally). */
export const AUTH_USER_KEY = "auth_user"
export const AUTH_TOKEN_KEY = "auth_token"
/**
 * Set when the login-interrupt modal was closed; cleared on logout and on any 401 (spec-checkout
 * §4 'Authentication', §8), so a signed-out visitor may be asked again.
 */
export const LOGIN_INTERRUPT_VIEWED_KEY = "login_interrupt_viewed"
/**
 * When the login-interrupt modal was shown (core/account/login-interrupt.ts). Kept on logout and
 * on a 401, which clear only the flag (spec-checkout §4, §8): the limits of §9 count every show,
 * so signing out does not start them again (docs/decisions/087-login-interrupt.md).
 */
export const LOGIN_INTERRUPT_SHOWN_KEY = "login_interrupt_shown"

/** A storage that lives as long as the process: the CLI's and the tests'. */
export const memoryStorage = (initial: Readonly<Record<string, string>> = {}): KeyValueStorage => {
  const items = new Map(Object.entries(initial))
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  }
}

/**
 * Writes are best effort: a full or disabled localStorage (quota, some private modes) throws, and
 * the session must still work for this page's lifetime.
 */
const attempt = (write: () => void) => {
  try {
    write()
  } catch {
    // The session in memory stays authoritative; only surviving a reload is lost.
  }
}

/** The saved session, or null when either half is missing or unreadable. */
export const readSession = (storage: KeyValueStorage): StoredSession | null => {
  const user = parseStoredUser(storage.getItem(AUTH_USER_KEY))
  const token = storage.getItem(AUTH_TOKEN_KEY)
  return user === null || token === null || token === "" ? null : { user, token }
}

export const writeUser = (storage: KeyValueStorage, user: StoredUser): void =>
  attempt(() => storage.setItem(AUTH_USER_KEY, serializeStoredUser(user)))

export const writeToken = (storage: KeyValueStorage, token: string): void =>
  attempt(() => storage.setItem(AUTH_TOKEN_KEY, token))

/** The login interrupt's stored state: whether it was closed, and its shows as stored text. */
export const readLoginInterrupt = (storage: KeyValueStorage): { viewed: boolean; shown: string | null } => ({
  viewed: storage.getItem(LOGIN_INTERRUPT_VIEWED_KEY) !== null,
  shown: storage.getItem(LOGIN_INTERRUPT_SHOWN_KEY),
})

export const writeLoginInterruptShown = (storage: KeyValueStorage, shown: string): void =>
  attempt(() => storage.setItem(LOGIN_INTERRUPT_SHOWN_KEY, shown))

/** spec-checkout §4: closing the modal sets the viewed flag; its value is when (epoch ms). */
export const writeLoginInterruptViewed = (storage: KeyValueStorage, closedAt: number): void =>
  attempt(() => storage.setItem(LOGIN_INTERRUPT_VIEWED_KEY, String(closedAt)))

/** spec-checkout §4: signing out removes the auth data and clears the login-interrupt flag. */
export const forgetSession = (storage: KeyValueStorage): void => {
  for (const key of [AUTH_USER_KEY, AUTH_TOKEN_KEY, LOGIN_INTERRUPT_VIEWED_KEY]) {
    attempt(() => storage.removeItem(key))
  }
}

import { DEFAULT_LOCALE, isLocale, type Locale } from "./locales.ts"

/** The cookie the language picker writes; the server renders pages in its language. */
export const LOCALE_COOKIE = "locale"
/** A query parameter that renders one page in a language without changing the cookie. */
export const LOCALE_QUERY = "lang"

/** A year: the choice is a lasting preference of the device. */
const LOCALE_COOKIE_SECONDS = 365 * 24 * 60 * 60

const cookieValue = (cookieHeader: string, name: string): string | undefined => {
  for (const part of cookieHeader.split(";")) {
    const [key, ...value] = part.trim().split("=")
    if (key === name) return value.join("=")
  }
  return undefined
}

/**
 * The language of a page request (docs/decisions/094-languages.md): `?lang=` first, then the
 * `locale` cookie, then en-IN. An unsupported value is ignored, never an error. Accept-Language is
 * not read: the spec's default is en-IN whatever the browser says.
 */
export const resolveLocale = (request: {
  readonly search: string
  readonly cookie?: string | undefined
}): Locale => {
  const fromQuery = new URLSearchParams(request.search).get(LOCALE_QUERY)
  if (fromQuery !== null && isLocale(fromQuery)) return fromQuery
  const fromCookie = request.cookie === undefined ? undefined : cookieValue(request.cookie, LOCALE_COOKIE)
  if (fromCookie !== undefined && isLocale(fromCookie)) return fromCookie
  return DEFAULT_LOCALE
}

/** The Set-Cookie text (for document.cookie) that makes `locale` the device's language. */
export const localeSetCookie = (locale: Locale): string =>
  `${LOCALE_COOKIE}=${locale}; Path=/; Max-Age=${LOCALE_COOKIE_SECONDS}; SameSite=Lax`

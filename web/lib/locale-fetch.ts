import { DEFAULT_LOCALE, type Locale } from "#core/i18n/locales.ts"
import { LOCALE_COOKIE } from "#core/i18n/resolve-locale.ts"

const made = new WeakMap<typeof fetch, Map<Locale, typeof fetch>>()

/**
 * The server render's in-process API fetch, asking in the page's language: the API reads the
 * `locale` cookie as the browser's own calls send it (ADR 097). One function per language, kept,
 * because loaders build one contract client per fetch function.
 */
export const fetchInLocale = (base: typeof fetch, locale: Locale): typeof fetch => {
  if (locale === DEFAULT_LOCALE) return base
  let byLocale = made.get(base)
  if (byLocale === undefined) {
    byLocale = new Map()
    made.set(base, byLocale)
  }
  let localized = byLocale.get(locale)
  if (localized === undefined) {
    localized = (input, init) => {
      const request = new Request(input, init)
      const cookies = request.headers.get("cookie")
      const choice = `${LOCALE_COOKIE}=${locale}`
      request.headers.set("cookie", cookies === null || cookies === "" ? choice : `${cookies}; ${choice}`)
      return base(request)
    }
    byLocale.set(locale, localized)
  }
  return localized
}

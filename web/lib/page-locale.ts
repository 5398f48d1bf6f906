import { setDateLocale } from "#core/i18n/format.ts"
import { loadMessagesWithRetry } from "#core/i18n/load-messages.ts"
import { DEFAULT_LOCALE, isLocale, localeImporters, registerMessages } from "#core/i18n/locales.ts"
import { reportError } from "./browser-runtime.ts"

/**
 * Makes the page's language ready before hydration, so the first client render shows the texts
 * the server rendered. en-IN is in the bundle; another language is its own chunk, retried after
 * 350, 700, 1400, 2800 and 5600 ms (spec-checkout §9). When it still fails the error is logged and
 * reported, and the page shows the default text (§8): the language it ends up in is returned.
 */
export const preparePageLocale = async (locale: string): Promise<string> => {
  if (!isLocale(locale) || locale === DEFAULT_LOCALE) return DEFAULT_LOCALE
  const messages = await loadMessagesWithRetry(localeImporters[locale], {
    onFailure: (error) => {
      console.error(`[i18n] ${locale} could not be loaded; default text shown`, error)
      reportError(error, { locale })
    },
  })
  if (messages === null) return DEFAULT_LOCALE
  registerMessages(locale, messages)
  setDateLocale(locale)
  return locale
}

import { registerDateStyle } from "./format.ts"
import { enIN } from "./locales/en-IN.ts"
import { createTranslator, type Messages, type Translate, type TranslatorOptions } from "./translate.ts"

/** spec-search §9: the default language is en-IN. */
export const DEFAULT_LOCALE = "en-IN"

/** spec-checkout §3 'Constants of the profile': the languages a member can choose. */
export const LOCALES = ["en-IN", "en-GB", "fr-FR"] as const
export type Locale = (typeof LOCALES)[number]

export const isLocale = (value: string): value is Locale => (LOCALES as ReadonlyArray<string>).includes(value)

/**
 * The other languages' files, each its own chunk in the browser (docs/decisions/094-languages.md):
 * en-IN is bundled because it is every page's default text.
 */
export const localeImporters: Readonly<Record<Exclude<Locale, "en-IN">, () => Promise<Messages>>> = {
  "en-GB": () => import("./locales/en-GB.ts").then((m) => m.enGB),
  "fr-FR": () =>
    import("./locales/fr-FR.ts").then((m) => {
      registerDateStyle("fr-FR", m.frFRDates)
      return m.frFR
    }),
}

/** The languages whose messages are in memory; a new language is a file plus a line above. */
const catalogue = new Map<string, Messages>([[DEFAULT_LOCALE, enIN]])

/** Keeps a loaded language's messages, so `translatorFor` can use them. */
export const registerMessages = (locale: Locale, messages: Messages): void => {
  catalogue.set(locale, messages)
}

export const hasMessages = (locale: string): boolean => catalogue.has(locale)

/**
 * Loads a language straight from its file (the server, tests); the browser goes through
 * `loadMessagesWithRetry` instead.
 */
export const ensureLocale = async (locale: Locale): Promise<void> => {
  if (locale === DEFAULT_LOCALE || catalogue.has(locale)) return
  registerMessages(locale, await localeImporters[locale]())
}

/** The translator for `locale`, or for en-IN when that language is not shipped or not loaded. */
export const translatorFor = (locale: string, options?: TranslatorOptions): Translate => {
  const messages = catalogue.get(locale)
  return messages === undefined
    ? createTranslator(DEFAULT_LOCALE, enIN, options)
    : createTranslator(locale, messages, options)
}

import { enIN } from "./locales/en-IN.ts"
import { createTranslator, type Messages, type Translate, type TranslatorOptions } from "./translate.ts"

/** spec-search §9: the default language is en-IN. */
export const DEFAULT_LOCALE = "en-IN"

/**
 * The languages the site ships. A new language is one file under locales/ (any subset of the
 * en-IN keys; the rest fall back) plus its line here.
 */
const catalogue: Readonly<Record<string, Messages>> = {
  "en-IN": enIN,
}

export const supportedLocales: ReadonlyArray<string> = Object.keys(catalogue)

/** The translator for `locale`, or for en-IN when that language is not shipped. */
export const translatorFor = (locale: string, options?: TranslatorOptions): Translate => {
  const messages = catalogue[locale]
  return messages === undefined
    ? createTranslator(DEFAULT_LOCALE, enIN, options)
    : createTranslator(locale, messages, options)
}

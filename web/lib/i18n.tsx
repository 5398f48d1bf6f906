import { createContext, type ReactNode, use, useMemo } from "react"
import { DEFAULT_LOCALE, translatorFor } from "#core/i18n/locales.ts"
import type { Translate } from "#core/i18n/translate.ts"

const TranslateContext = createContext<Translate>(translatorFor(DEFAULT_LOCALE))

export function I18nProvider({ locale, children }: { locale: string; children: ReactNode }) {
  const t = useMemo(() => translatorFor(locale), [locale])
  return <TranslateContext value={t}>{children}</TranslateContext>
}

/** The page's `t(key, params)`: every visible text goes through it. */
export const useT = (): Translate => use(TranslateContext)

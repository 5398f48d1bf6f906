import { useId } from "react"
import { useLocation } from "react-router"
import { isLocale, LOCALES } from "#core/i18n/locales.ts"
import { LOCALE_QUERY, localeSetCookie } from "#core/i18n/resolve-locale.ts"
import { useAppConfig } from "../lib/app-config.tsx"
import { useT } from "../lib/i18n.tsx"
import styles from "./language-picker.module.css"
import { pageAttributes } from "./page-attributes.ts"

/**
 * Stores the choice in the `locale` cookie and loads the page again, so the server renders it in
 * that language (docs/decisions/094-languages.md). A `?lang=` in the address would override the
 * cookie, so it is dropped.
 */
const switchTo = (locale: string) => {
  if (!isLocale(locale)) return
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from Firefox and older Safari; core builds the value.
  document.cookie = localeSetCookie(locale)
  const url = new URL(window.location.href)
  if (url.searchParams.has(LOCALE_QUERY)) {
    url.searchParams.delete(LOCALE_QUERY)
    window.location.assign(url.href)
  } else {
    window.location.reload()
  }
}

/** Stands for the picker in a phone's header, where only an icon fits; decorative. */
const GlobeIcon = () => (
  <svg
    className={styles.globe}
    width={20}
    height={20}
    viewBox="0 0 24 24"
    fill="none"
    stroke="currentColor"
    strokeWidth={2}
    aria-hidden="true"
  >
    <circle cx="12" cy="12" r="9" />
    <path d="M3 12h18M12 3c2.5 2.5 3.8 5.5 3.8 9s-1.3 6.5-3.8 9M12 3c-2.5 2.5-3.8 5.5-3.8 9s1.3 6.5 3.8 9" />
  </svg>
)

interface LanguagePickerProps {
  /**
   * "header": shown only on pages without a footer (spec-checkout §2 hides it on some), so every
   * page offers the choice exactly once.
   */
  readonly placement: "footer" | "header"
}

/** The language picker: each language named in its own language. */
export function LanguagePicker({ placement }: LanguagePickerProps) {
  const t = useT()
  const { locale } = useAppConfig()
  const { pathname } = useLocation()
  const id = useId()
  if (placement === "header" && pageAttributes(pathname).footer) return null
  const picker = (
    <div className={`${styles.picker} ${placement === "header" ? styles.inHeader : ""}`}>
      <label htmlFor={id} className={styles.label}>
        {t("language.label")}
      </label>
      <span className={styles.control}>
        <GlobeIcon />
        <select
          id={id}
          className={styles.select}
          value={locale}
          onChange={(event) => switchTo(event.currentTarget.value)}
        >
          {LOCALES.map((option) => (
            <option key={option} value={option} lang={option}>
              {t(`language.name.${option}`)}
            </option>
          ))}
        </select>
      </span>
    </div>
  )
  return placement === "header" ? <li>{picker}</li> : picker
}

import type { LegalDocument } from "#core/content/legal.ts"
import { formatDayMonthYear } from "#core/i18n/format.ts"
import { useT } from "../../lib/i18n.tsx"
import styles from "./legal-document.module.css"

/** A legal page: its contents, then each section under a heading that links to itself. */
export function LegalDocumentView({ document }: { readonly document: LegalDocument }) {
  const t = useT()
  return (
    <article className={styles.page} aria-labelledby="legal-title">
      <h1 id="legal-title" className={styles.title}>
        {document.title}
      </h1>
      <p className={styles.updated}>{t("legal.updated", { date: formatDayMonthYear(document.updated) })}</p>
      <p className={styles.intro}>{document.intro}</p>
      <nav className={styles.contents} aria-labelledby="legal-contents">
        <h2 id="legal-contents" className={styles.contentsTitle}>
          {t("legal.contents")}
        </h2>
        <ol className={styles.contentsList}>
          {document.sections.map((section) => (
            <li key={section.id}>
              <a href={`#${section.id}`}>{section.heading}</a>
            </li>
          ))}
        </ol>
      </nav>
      {document.sections.map((section) => (
        <section key={section.id} className={styles.section} aria-labelledby={section.id}>
          <h2 id={section.id} className={styles.heading}>
            {section.heading}
            <a className={styles.anchor} href={`#${section.id}`} aria-label={t("legal.sectionLink")}>
              #
            </a>
          </h2>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph} className={styles.paragraph}>
              {paragraph}
            </p>
          ))}
          {section.items === undefined ? null : (
            <ul className={styles.items}>
              {section.items.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          )}
        </section>
      ))}
    </article>
  )
}

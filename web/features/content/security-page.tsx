import { useLoaderData } from "react-router"
import type { PlainMessageKey } from "#core/i18n/translate.ts"
import { useT } from "../../lib/i18n.tsx"
import type { SecurityData } from "./security-loader.ts"
import styles from "./security-page.module.css"

/** Where reports go; on the product's own domain, as the footer's links are. */
export const SECURITY_EMAIL = "security@treebo.com"

const SCOPE: ReadonlyArray<PlainMessageKey> = [
  "security.scope.website",
  "security.scope.api",
  "security.scope.apps",
]
const EXCLUSIONS: ReadonlyArray<PlainMessageKey> = [
  "security.exclusions.dos",
  "security.exclusions.social",
  "security.exclusions.physical",
  "security.exclusions.scanners",
  "security.exclusions.headers",
  "security.exclusions.thirdParty",
]
const UNWANTED_DATA: ReadonlyArray<PlainMessageKey> = ["security.data.personal", "security.data.card"]
const COMMITMENTS: ReadonlyArray<PlainMessageKey> = [
  "security.commitments.acknowledge",
  "security.commitments.update",
  "security.commitments.legal",
  "security.commitments.credit",
]

/**
 * /security/ (spec-checkout §2 'Responsible disclosure page'): scope, exclusions, unwanted data
 * (personal data, card data), reporting, commitments, no compensation, and the contributors.
 */
export function SecurityPage() {
  const { contributors } = useLoaderData() as SecurityData
  const t = useT()
  return (
    <article className={styles.page} aria-labelledby="security-heading">
      <h1 id="security-heading" className={styles.heading}>
        {t("security.heading")}
      </h1>
      <p className={styles.intro}>{t("security.intro")}</p>

      <Part id="scope" title={t("security.scope.heading")}>
        <p>{t("security.scope.intro")}</p>
        <Items keys={SCOPE} />
      </Part>
      <Part id="exclusions" title={t("security.exclusions.heading")}>
        <p>{t("security.exclusions.intro")}</p>
        <Items keys={EXCLUSIONS} />
      </Part>
      <Part id="unwanted-data" title={t("security.data.heading")}>
        <p>{t("security.data.intro")}</p>
        <Items keys={UNWANTED_DATA} />
      </Part>
      <Part id="reporting" title={t("security.reporting.heading")}>
        <p>
          {t("security.reporting.to")}{" "}
          <a href={`mailto:${SECURITY_EMAIL}`} className={styles.email}>
            {SECURITY_EMAIL}
          </a>
        </p>
        <p>{t("security.reporting.body")}</p>
        <p>{t("security.reporting.disclosure")}</p>
      </Part>
      <Part id="commitments" title={t("security.commitments.heading")}>
        <Items keys={COMMITMENTS} />
      </Part>
      <Part id="compensation" title={t("security.compensation.heading")}>
        <p>{t("security.compensation.body")}</p>
      </Part>
      <Part id="contributors" title={t("security.contributors.heading")}>
        {contributors.length === 0 ? (
          <p>{t("security.contributors.none")}</p>
        ) : (
          <>
            <p>{t("security.contributors.intro")}</p>
            <ul className={styles.contributors} data-testid="contributors">
              {contributors.map((person) => (
                <li key={person.handle} className={styles.contributor}>
                  <span className={styles.contributorName}>{person.name}</span>
                  <a
                    href={person.profile_url}
                    rel="noopener noreferrer"
                    target="_blank"
                    className={styles.handle}
                  >
                    {person.handle}
                  </a>
                </li>
              ))}
            </ul>
          </>
        )}
      </Part>
    </article>
  )
}

function Part({
  id,
  title,
  children,
}: {
  readonly id: string
  readonly title: string
  readonly children: React.ReactNode
}) {
  return (
    <section className={styles.part} aria-labelledby={`security-${id}`} data-part={id}>
      <h2 id={`security-${id}`} className={styles.partHeading}>
        {title}
      </h2>
      {children}
    </section>
  )
}

function Items({ keys }: { readonly keys: ReadonlyArray<PlainMessageKey> }) {
  const t = useT()
  return (
    <ul className={styles.items}>
      {keys.map((key) => (
        <li key={key}>{t(key)}</li>
      ))}
    </ul>
  )
}

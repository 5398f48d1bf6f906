import type { ReactNode } from "react"
import type { PlainMessageKey } from "#core/i18n/translate.ts"
import { CheckCircleIcon } from "../../components/ui/icons.tsx"
import { useAppConfig } from "../../lib/app-config.tsx"
import { cx } from "../../lib/class-names.ts"
import { clubOffered } from "../../lib/club.ts"
import { useT } from "../../lib/i18n.tsx"
import styles from "./auth-layout.module.css"

interface AuthLayoutProps {
  readonly title: string
  readonly intro?: string
  /** Links under the form: to sign up, back to sign in. */
  readonly footer?: ReactNode
  /** What an account brings, beside the form: for the pages that ask a visitor to have one. */
  readonly benefits?: boolean
  readonly children: ReactNode
}

/** What an account brings, beside the form; the club only where it exists (spec-checkout §6). */
function Benefits() {
  const t = useT()
  const { channel } = useAppConfig()
  const items: PlainMessageKey[] = ["auth.benefits.checkout", "auth.benefits.bookings"]
  if (clubOffered(channel)) items.push("auth.benefits.club")
  return (
    <aside className={styles.benefits} aria-labelledby="auth-benefits">
      <h2 id="auth-benefits" className={styles.benefitsHeading}>
        {t("auth.benefits.heading")}
      </h2>
      <ul className={styles.benefitList}>
        {items.map((key) => (
          <li key={key} className={styles.benefit}>
            <CheckCircleIcon className={styles.benefitIcon} />
            <span>{t(key)}</span>
          </li>
        ))}
      </ul>
    </aside>
  )
}

/** The frame of the sign-in, sign-up and password pages: one card, the form first. */
export function AuthLayout({ title, intro, footer, benefits = true, children }: AuthLayoutProps) {
  return (
    <div className={styles.page}>
      <div className={cx(styles.card, !benefits && styles.narrow)}>
        <section className={styles.main} aria-labelledby="auth-heading">
          <h1 id="auth-heading" className={styles.heading}>
            {title}
          </h1>
          {intro === undefined ? null : <p className={styles.intro}>{intro}</p>}
          {children}
          {footer === undefined ? null : <div className={styles.footer}>{footer}</div>}
        </section>
        {benefits ? <Benefits /> : null}
      </div>
    </div>
  )
}

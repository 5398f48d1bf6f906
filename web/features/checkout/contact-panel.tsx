import { type FormEvent, useId, useState } from "react"
import { Link } from "react-router"
import { href } from "#core/routes/href.ts"
import buttons from "../../components/ui/buttons.module.css"
import { cx } from "../../lib/class-names.ts"
import { useT } from "../../lib/i18n.tsx"
import styles from "./itinerary-page.module.css"
import { isEmail } from "./traveller-form.ts"

interface ContactProps {
  /** This itinerary's own URL (path and query), where signing in returns to. */
  readonly here: string
  readonly onGuest: (email: string) => void
}

/**
 * spec-checkout §2, §4: the login/contact panel. A member signs in on /login/ and comes back here;
 * a guest continues with the e-mail the confirmation goes to.
 */
export function ContactPanel({ here, onGuest }: ContactProps) {
  const t = useT()
  const id = useId()
  const [email, setEmail] = useState("")
  const [problem, setProblem] = useState(false)
  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (!isEmail(email)) {
      setProblem(true)
      return
    }
    setProblem(false)
    onGuest(email.trim())
  }
  return (
    <div className={styles.contact}>
      <p>{t("checkout.login.intro")}</p>
      <Link to={href("login", {}, { redirect: here })} className={cx(buttons.secondary, styles.signIn)}>
        {t("checkout.login.signIn")}
      </Link>
      <p className={styles.or}>{t("checkout.login.or")}</p>
      <form onSubmit={submit} noValidate className={styles.form}>
        <div className={styles.field}>
          <label htmlFor={`${id}-email`}>{t("checkout.login.email")}</label>
          <input
            id={`${id}-email`}
            type="email"
            autoComplete="email"
            value={email}
            aria-invalid={problem}
            aria-describedby={`${id}-email-note`}
            onChange={(event) => setEmail(event.target.value)}
          />
          <p id={`${id}-email-note`} className={problem ? styles.fieldError : styles.hint}>
            {problem ? t("checkout.login.emailProblem") : t("checkout.login.emailHint")}
          </p>
        </div>
        <button type="submit" className={cx(buttons.primary, styles.continue)}>
          {t("checkout.login.asGuest")}
        </button>
      </form>
    </div>
  )
}

import { Link, useLoaderData } from "react-router"
import { href } from "#core/routes/href.ts"
import layout from "../../components/ui/page-layout.module.css"
import { cx } from "../../lib/class-names.ts"
import { useT } from "../../lib/i18n.tsx"
import styles from "./feedback.module.css"
import type { FeedbackLoaderData } from "./feedback-loader.ts"
import { FeedbackFailed } from "./feedback-page.tsx"
import { BookingSummary } from "./feedback-parts.tsx"

/** /feedback/{feedbackId}/thanks/ (spec-checkout §2 'Feedback thanks'). */
export function FeedbackThanksPage() {
  const t = useT()
  const data = useLoaderData() as FeedbackLoaderData
  if (data.kind === "failed") return <FeedbackFailed />
  const { feedback } = data
  return (
    <div className={cx(layout.page, styles.page)}>
      <h1 className={layout.heading}>{t("feedback.thanksHeading")}</h1>
      <p className={styles.line}>{t("feedback.thanksBody", { hotel: feedback.booking.hotel_name })}</p>
      {feedback.rating === null ? null : (
        <p className={styles.line}>{t("feedback.yourRating", { rating: feedback.rating })}</p>
      )}
      <BookingSummary feedback={feedback} />
      <Link className={styles.link} to={href("feedbackChange", { feedbackId: feedback.id })}>
        {t("feedback.changeLink")}
      </Link>
    </div>
  )
}

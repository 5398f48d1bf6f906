import { useMachine } from "@xstate/react"
import { useEffect, useId } from "react"
import { useLoaderData, useNavigate } from "react-router"
import type { ReviewLinkCheck } from "#core/api/feedback.ts"
import { reviewDate } from "#core/hotel/review-date.ts"
import { formatStayRange } from "#core/i18n/format.ts"
import { href } from "#core/routes/href.ts"
import buttons from "../../components/ui/buttons.module.css"
import layout from "../../components/ui/page-layout.module.css"
import { cx } from "../../lib/class-names.ts"
import { useT } from "../../lib/i18n.tsx"
import styles from "./feedback.module.css"
import type { ReviewLoaderData } from "./feedback-loader.ts"
import { browserReviewFormMachine } from "./feedback-machines.ts"
import { StarRating } from "./feedback-parts.tsx"

/**
 * /tripadvisor/reviews-{hotelId}/ (spec-checkout §2 'Collect review', ADR 093). The visitor is
 * recognised by the post-stay e-mail's signed link; without one, the page says who may review.
 */
export function ReviewPage() {
  const t = useT()
  const data = useLoaderData() as ReviewLoaderData
  if (data.kind === "unverified") {
    return (
      <div className={cx(layout.page, styles.page)}>
        <h1 className={layout.heading}>{t("review.collectHeading")}</h1>
        <section className={cx(layout.panel, styles.panel)} data-testid="review-refused">
          <p className={styles.line}>{data.message ?? t("review.onlyGuests")}</p>
          <p className={styles.muted}>{t("review.useLink")}</p>
        </section>
      </div>
    )
  }
  const { link } = data
  return (
    <div className={cx(layout.page, styles.page)}>
      <h1 className={layout.heading}>{t("review.heading", { hotel: link.hotel_name })}</h1>
      <p className={styles.line}>
        {t("review.stayed", { dates: formatStayRange(link.stayed_from, link.stayed_to) })}
      </p>
      {link.reviewed ? (
        <p className={cx(layout.panel, styles.panel)}>{t("review.alreadyReviewed")}</p>
      ) : (
        <ReviewForm link={link} token={data.token} />
      )}
    </div>
  )
}

function ReviewForm({ link, token }: { readonly link: ReviewLinkCheck; readonly token: string }) {
  const t = useT()
  const navigate = useNavigate()
  const ratingId = useId()
  const textId = useId()
  const [snapshot, send] = useMachine(browserReviewFormMachine, { input: { hotelId: link.hotel_id, token } })
  const { rating, text, problem, error } = snapshot.context
  const submitting = snapshot.hasTag("submitting")
  const published = snapshot.status === "done"
  useEffect(() => {
    if (published) navigate(href("reviewSubmitted"))
  }, [published, navigate])
  return (
    <form
      className={cx(layout.panel, styles.panel)}
      noValidate
      aria-busy={submitting}
      onSubmit={(e) => {
        e.preventDefault()
        send({ type: "review.submit" })
      }}
    >
      <span id={ratingId} className={styles.legend}>
        {t("feedback.rating")}
      </span>
      <StarRating
        value={rating}
        labelledBy={ratingId}
        onSelect={(r) => send({ type: "rating.select", rating: r })}
      />
      {problem === "rating" ? (
        <p className={styles.error} role="alert">
          {t("feedback.ratingMissing")}
        </p>
      ) : null}
      <label className={styles.legend} htmlFor={textId}>
        {t("review.text")}
      </label>
      <textarea
        id={textId}
        className={styles.textarea}
        maxLength={2000}
        value={text}
        aria-describedby={`${textId}-hint`}
        onChange={(e) => send({ type: "text.change", text: e.target.value })}
      />
      <p id={`${textId}-hint`} className={styles.muted}>
        {t("review.textHint")}
      </p>
      {problem === "text" ? (
        <p className={styles.error} role="alert">
          {t("review.textMissing")}
        </p>
      ) : null}
      {error === null ? null : (
        <p className={styles.error} role="alert">
          {error.message}
        </p>
      )}
      <p className={styles.muted}>{t("review.linkExpires", { date: reviewDate(link.expires_at) ?? "" })}</p>
      <button type="submit" className={cx(buttons.primary, styles.submit)} disabled={submitting}>
        {t(submitting ? "review.sending" : "review.submit")}
      </button>
    </form>
  )
}

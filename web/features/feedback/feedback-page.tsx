import { useMachine } from "@xstate/react"
import { useEffect, useId } from "react"
import { Link, useLoaderData, useLocation, useNavigate } from "react-router"
import type { GuestFeedback } from "#core/api/feedback.ts"
import { href } from "#core/routes/href.ts"
import { matchRoute } from "#core/routes/match.ts"
import buttons from "../../components/ui/buttons.module.css"
import layout from "../../components/ui/page-layout.module.css"
import { cx } from "../../lib/class-names.ts"
import { useT } from "../../lib/i18n.tsx"
import styles from "./feedback.module.css"
import type { FeedbackLoaderData } from "./feedback-loader.ts"
import { browserFeedbackFormMachine } from "./feedback-machines.ts"
import { BookingSummary, StarRating } from "./feedback-parts.tsx"

/**
 * /feedback/{feedbackId}/ and /feedback/{feedbackId}/change/ (spec-checkout §2, §3 'Feedback',
 * ADR 093): the stay, then stars, the tag sections from content and a comment. A feedback already
 * sent offers its change page; the change page opens with the answers given.
 */
export function FeedbackPage() {
  const t = useT()
  const data = useLoaderData() as FeedbackLoaderData
  const changing = matchRoute(useLocation().pathname)?.id === "feedbackChange"
  if (data.kind === "failed") return <FeedbackFailed />
  const { feedback } = data
  return (
    <div className={cx(layout.page, styles.page)}>
      <h1 className={layout.heading}>{t(changing ? "feedback.changeHeading" : "feedback.heading")}</h1>
      <p className={styles.line}>{t("feedback.greeting", { name: feedback.user_name })}</p>
      <BookingSummary feedback={feedback} />
      {changing || feedback.state === "pending" ? (
        <FeedbackForm key={feedback.id} feedback={feedback} changing={changing} />
      ) : (
        <section className={cx(layout.panel, styles.panel)}>
          <p className={styles.line}>{t("feedback.alreadySent")}</p>
          <Link className={styles.link} to={href("feedbackChange", { feedbackId: feedback.id })}>
            {t("feedback.changeLink")}
          </Link>
        </section>
      )}
    </div>
  )
}

export function FeedbackFailed() {
  const t = useT()
  return (
    <div className={cx(layout.page, styles.page)}>
      <p className={styles.error} role="alert">
        {t("feedback.loadFailed")}
      </p>
    </div>
  )
}

function FeedbackForm({
  feedback,
  changing,
}: {
  readonly feedback: GuestFeedback
  readonly changing: boolean
}) {
  const t = useT()
  const navigate = useNavigate()
  const ratingId = useId()
  const commentsId = useId()
  const [snapshot, send] = useMachine(browserFeedbackFormMachine, {
    input: {
      id: feedback.id,
      rating: feedback.rating,
      tags: feedback.tag_sections.flatMap((s) =>
        s.values.filter((v) => v.selected).map((v) => ({ section: s.name, value: v.name })),
      ),
      comments: feedback.comments,
    },
  })
  const { rating, tags, comments, ratingMissing, error } = snapshot.context
  const submitting = snapshot.hasTag("submitting")
  const saved = snapshot.status === "done"
  useEffect(() => {
    if (saved) navigate(href("feedbackThanks", { feedbackId: feedback.id }))
  }, [saved, navigate, feedback.id])

  return (
    <form
      className={cx(layout.panel, styles.panel)}
      noValidate
      aria-busy={submitting}
      onSubmit={(e) => {
        e.preventDefault()
        send({ type: "feedback.submit" })
      }}
    >
      <div className={styles.fieldset}>
        <span id={ratingId} className={styles.legend}>
          {t("feedback.rating")}
        </span>
        <StarRating
          value={rating}
          labelledBy={ratingId}
          onSelect={(r) => send({ type: "rating.select", rating: r })}
        />
        {ratingMissing ? (
          <p className={styles.error} role="alert">
            {t("feedback.ratingMissing")}
          </p>
        ) : null}
      </div>
      {feedback.tag_sections.map((section) => (
        <fieldset key={section.name} className={styles.fieldset} data-section={section.name}>
          <legend className={styles.legend}>{section.body}</legend>
          <ul className={styles.tags}>
            {section.values.map((value) => {
              const pressed = tags.some((tag) => tag.section === section.name && tag.value === value.name)
              return (
                <li key={value.name}>
                  <button
                    type="button"
                    className={styles.tag}
                    aria-pressed={pressed}
                    onClick={() => send({ type: "tag.toggle", section: section.name, value: value.name })}
                  >
                    {value.body}
                  </button>
                </li>
              )
            })}
          </ul>
        </fieldset>
      ))}
      <label className={styles.legend} htmlFor={commentsId}>
        {t("feedback.comments")}
      </label>
      <textarea
        id={commentsId}
        className={styles.textarea}
        maxLength={2000}
        value={comments}
        onChange={(e) => send({ type: "comments.change", comments: e.target.value })}
      />
      {error === null ? null : (
        <p className={styles.error} role="alert">
          {error.message}
        </p>
      )}
      <button type="submit" className={cx(buttons.primary, styles.submit)} disabled={submitting}>
        {t(submitting ? "feedback.sending" : changing ? "feedback.change" : "feedback.submit")}
      </button>
    </form>
  )
}

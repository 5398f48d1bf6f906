import { useMachine } from "@xstate/react"
import type { FormEvent } from "react"
import type { Question, Questions } from "#core/api/reviews.ts"
import { reviewDate } from "#core/hotel/review-date.ts"
import { questionProblem } from "#machines/hotel-questions.machine.ts"
import buttons from "../../components/ui/buttons.module.css"
import { cx } from "../../lib/class-names.ts"
import { useT } from "../../lib/i18n.tsx"
import { browserHotelQuestionsMachine } from "./hotel-machines.ts"
import styles from "./questions.module.css"

/** spec-checkout §3 Q&A limits, as core/api/reviews.ts checks them (that module builds schemas). */
const MIN = 10
const MAX = 500
/** spec-checkout §9: Q&A 5 a page. */
const PAGE_SIZE = 5

function QuestionItem({ question }: { readonly question: Question }) {
  const t = useT()
  const asked = reviewDate(question.posted_at)
  return (
    <article className={styles.item}>
      <p className={styles.question}>{question.question}</p>
      <p className={styles.meta}>
        {t("hotel.questions.asked", { author: question.author })}
        {asked === null ? null : (
          <>
            {" · "}
            <time dateTime={question.posted_at}>{asked}</time>
          </>
        )}
      </p>
      {question.answers.length === 0 ? (
        <p className={styles.unanswered}>{t("hotel.questions.unanswered")}</p>
      ) : (
        <ul className={styles.answers}>
          {question.answers.map((answer) => {
            const date = reviewDate(answer.posted_at)
            return (
              <li key={`${answer.author}-${answer.posted_at}`} className={styles.answer}>
                <p className={styles.answerText}>{answer.text}</p>
                <p className={styles.meta}>
                  {answer.author}
                  {answer.verified ? (
                    <span className={styles.verified}>{t("hotel.questions.verified")}</span>
                  ) : null}
                  {date === null ? null : (
                    <>
                      {" · "}
                      <time dateTime={answer.posted_at}>{date}</time>
                    </>
                  )}
                </p>
              </li>
            )
          })}
        </ul>
      )}
    </article>
  )
}

/** Questions and answers, 5 a page, and the ask-a-question form (spec-checkout §3 Q&A). */
export function QuestionsSection({
  hotelId,
  firstPage,
}: {
  readonly hotelId: string
  readonly firstPage: Questions | null
}) {
  const t = useT()
  const [snapshot, send] = useMachine(browserHotelQuestionsMachine, {
    input: firstPage === null ? { hotelId } : { hotelId, firstPage },
  })
  const { context } = snapshot
  const total = context.total ?? 0
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE))
  const loading = snapshot.hasTag("loading")
  const submitting = snapshot.hasTag("submitting")
  const submitted = snapshot.matches({ ask: "submitted" })
  const problem = context.showProblem ? questionProblem(context.question) : null
  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    send({ type: "form.submit" })
  }
  return (
    <section id="questions" className={styles.section} aria-labelledby="questions-heading">
      <h2 id="questions-heading" className={styles.heading}>
        {t("hotel.heading.questions")}
      </h2>
      {context.questions.length === 0 ? (
        <p className={styles.none}>{t("hotel.questions.none")}</p>
      ) : (
        <ul className={styles.list} aria-busy={loading} data-testid="questions-list">
          {context.questions.map((question) => (
            <li key={question.id}>
              <QuestionItem question={question} />
            </li>
          ))}
        </ul>
      )}
      {pages > 1 ? (
        <nav
          className={styles.pager}
          aria-label={t("pagination.label", { what: t("hotel.heading.questions") })}
        >
          <button
            type="button"
            className={buttons.secondary}
            disabled={loading || !snapshot.can({ type: "questions.prev" })}
            onClick={() => send({ type: "questions.prev" })}
          >
            {t("pagination.previous")}
          </button>
          <span aria-live="polite" data-testid="questions-page-number">
            {context.page} / {pages}
          </span>
          <button
            type="button"
            className={buttons.secondary}
            disabled={loading || !snapshot.can({ type: "questions.next" })}
            onClick={() => send({ type: "questions.next" })}
          >
            {t("pagination.next")}
          </button>
        </nav>
      ) : null}

      <div className={styles.ask}>
        <h3 className={styles.askHeading}>{t("hotel.questions.ask")}</h3>
        {submitted && context.asked !== null ? (
          <div role="status" className={styles.posted}>
            <p>{t("hotel.questions.posted")}</p>
            <QuestionItem question={context.asked} />
            <button type="button" className={styles.linkButton} onClick={() => send({ type: "form.reset" })}>
              {t("hotel.questions.ask")}
            </button>
          </div>
        ) : (
          <form className={styles.form} noValidate onSubmit={onSubmit}>
            <label htmlFor="question-text" className={styles.label}>
              {t("hotel.questions.label")}
            </label>
            <textarea
              id="question-text"
              className={styles.textarea}
              rows={3}
              maxLength={MAX + 50}
              value={context.question}
              aria-invalid={problem !== null}
              aria-describedby="question-hint question-problem"
              onChange={(event) =>
                send({ type: "field.change", field: "question", value: event.target.value })
              }
            />
            <p id="question-hint" className={styles.hint}>
              {t("hotel.questions.hint", { min: MIN, max: MAX })}
            </p>
            <p id="question-problem" className={styles.problem} role="alert">
              {problem === "tooLong"
                ? t("hotel.questions.tooLong", { max: MAX })
                : problem !== null
                  ? t("hotel.questions.tooShort", { min: MIN })
                  : (context.serverError ?? "")}
            </p>
            <button type="submit" className={cx(buttons.primary, styles.submit)} disabled={submitting}>
              {submitting ? t("hotel.questions.sending") : t("hotel.questions.submit")}
            </button>
          </form>
        )}
      </div>
    </section>
  )
}

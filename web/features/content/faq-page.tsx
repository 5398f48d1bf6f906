import { useMachine } from "@xstate/react"
import { useLoaderData } from "react-router"
import type { FaqSection } from "#core/content/faq.ts"
import { faqMachine, openSection, shownQuestion } from "#machines/faq.machine.ts"
import { ChevronDownIcon } from "../../components/ui/icons.tsx"
import { cx } from "../../lib/class-names.ts"
import { useT } from "../../lib/i18n.tsx"
import type { FaqData } from "./faq-loader.ts"
import styles from "./faq-page.module.css"

/**
 * /faq/ (spec-checkout §2 'FAQ page'): sections open one at a time, each with questions; selecting
 * a question shows its answer; the first answer shows by default (machines/faq.machine.ts). Every
 * answer is in the HTML, the hidden ones with `hidden`, so the page reads whole without script.
 */
export function FaqPage() {
  const { sections } = useLoaderData() as FaqData
  const t = useT()
  const [snapshot, send] = useMachine(faqMachine, {
    input: { questionCounts: sections.map((s) => s.questions.length) },
  })
  const open = openSection(snapshot)
  const shown = shownQuestion(snapshot)
  return (
    <article className={styles.page} aria-labelledby="faq-heading">
      <h1 id="faq-heading" className={styles.heading}>
        {t("faq.heading")}
      </h1>
      <p className={styles.intro}>{t("faq.intro")}</p>
      <div className={styles.sections} data-testid="faq-sections">
        {sections.map((section, index) => (
          <Section
            key={section.id}
            section={section}
            open={open === index}
            shownQuestion={shown !== null && shown[0] === index ? shown[1] : null}
            onToggle={() => send({ type: "faq.toggleSection", index })}
            onSelect={(question) => send({ type: "faq.selectQuestion", index: question })}
          />
        ))}
      </div>
      <p className={styles.moreHelp}>{t("faq.moreHelp")}</p>
    </article>
  )
}

function Section({
  section,
  open,
  shownQuestion,
  onToggle,
  onSelect,
}: {
  readonly section: FaqSection
  readonly open: boolean
  readonly shownQuestion: number | null
  readonly onToggle: () => void
  readonly onSelect: (question: number) => void
}) {
  const t = useT()
  const buttonId = `faq-${section.id}-button`
  const panelId = `faq-${section.id}-panel`
  return (
    <section className={cx(styles.section, open && styles.sectionOpen)} data-section={section.id}>
      <h2 className={styles.sectionHeading}>
        <button
          type="button"
          id={buttonId}
          className={styles.sectionButton}
          aria-expanded={open}
          aria-controls={panelId}
          onClick={onToggle}
        >
          <span className={styles.sectionTitle}>{section.title}</span>
          <span className={styles.sectionCount}>
            {t("faq.questionCount", { count: section.questions.length })}
          </span>
          <ChevronDownIcon size={20} className={styles.chevron} />
        </button>
      </h2>
      <section id={panelId} aria-labelledby={buttonId} className={styles.panel} hidden={!open}>
        <ul className={styles.questions}>
          {section.questions.map((item, index) => {
            const shown = shownQuestion === index
            const answerId = `faq-${section.id}-answer-${index}`
            return (
              <li key={item.question} className={cx(styles.question, shown && styles.questionShown)}>
                <h3 className={styles.questionHeading}>
                  <button
                    type="button"
                    className={styles.questionButton}
                    aria-expanded={shown}
                    aria-controls={answerId}
                    onClick={() => onSelect(index)}
                  >
                    {item.question}
                  </button>
                </h3>
                <div id={answerId} className={styles.answer} hidden={!shown} data-testid="faq-answer">
                  <p>{item.answer}</p>
                </div>
              </li>
            )
          })}
        </ul>
      </section>
    </section>
  )
}

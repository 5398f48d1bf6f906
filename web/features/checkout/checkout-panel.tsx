import { type ReactNode, useEffect, useId, useRef } from "react"
import type { PanelSummary } from "#machines/checkout-panels.machine.ts"
import { useT } from "../../lib/i18n.tsx"
import styles from "./itinerary-page.module.css"

interface PanelProps {
  readonly step: number
  readonly title: string
  readonly open: boolean
  /** What a closed, completed panel shows of what was filled in. */
  readonly summary: PanelSummary | null
  /** Offers 'Edit' on a closed panel (the checkout-panels machine says which may reopen). */
  readonly onEdit: (() => void) | null
  readonly children: ReactNode
}

/**
 * One step of checkout (spec-checkout §2 'Checkout panels'): a heading, then either its form or
 * the summary of what was chosen. An opened panel takes the focus to its heading, so a keyboard or
 * screen-reader user lands where the next thing to do is.
 */
export function CheckoutPanel({ step, title, open, summary, onEdit, children }: PanelProps) {
  const t = useT()
  const id = useId()
  const heading = useRef<HTMLHeadingElement>(null)
  const wasOpen = useRef(open)
  useEffect(() => {
    if (open && !wasOpen.current) heading.current?.focus()
    wasOpen.current = open
  }, [open])
  return (
    <section className={styles.panel} aria-labelledby={id} data-open={open}>
      <div className={styles.panelHead}>
        <span className={styles.stepNumber} aria-hidden="true">
          {step}
        </span>
        <div className={styles.panelTitles}>
          <h2 id={id} ref={heading} tabIndex={-1} className={styles.panelTitle}>
            <span className={styles.visuallyHidden}>{t("checkout.step", { step })}: </span>
            {title}
          </h2>
          {!open && summary !== null ? (
            <p className={styles.panelSummary}>
              <strong>{summary.title}</strong>
              {summary.subtitle === null ? null : <span> · {summary.subtitle}</span>}
            </p>
          ) : null}
        </div>
        {!open && onEdit !== null ? (
          <button
            type="button"
            className={styles.editButton}
            onClick={onEdit}
            aria-label={t("checkout.editPanel", { panel: title })}
          >
            {t("checkout.edit")}
          </button>
        ) : null}
      </div>
      {open ? <div className={styles.panelBody}>{children}</div> : null}
    </section>
  )
}

import type { GuestFeedback } from "#core/api/feedback.ts"
import { formatStayRange } from "#core/i18n/format.ts"
import layout from "../../components/ui/page-layout.module.css"
import { cx } from "../../lib/class-names.ts"
import { useT } from "../../lib/i18n.tsx"
import styles from "./feedback.module.css"

/** spec-checkout §3 'Feedback' booking: hotel name, address, from and to dates, guest. */
export function BookingSummary({ feedback }: { readonly feedback: GuestFeedback }) {
  const t = useT()
  const { booking } = feedback
  return (
    <section className={cx(layout.panel, styles.panel)} data-testid="feedback-booking">
      <h2 className={styles.hotel}>{booking.hotel_name}</h2>
      <p className={styles.muted}>{booking.address}</p>
      <p className={styles.line}>
        {t("feedback.stay")}: {formatStayRange(booking.from_date, booking.to_date)}
      </p>
      <p className={styles.line}>
        {t("feedback.guest")}: {booking.guest}
      </p>
    </section>
  )
}

/** Five stars as a radio group: one choice, each named by its count. */
export function StarRating({
  value,
  onSelect,
  labelledBy,
}: {
  readonly value: number | null
  readonly onSelect: (rating: number) => void
  readonly labelledBy: string
}) {
  const t = useT()
  return (
    <div className={styles.stars} role="radiogroup" aria-labelledby={labelledBy}>
      {[1, 2, 3, 4, 5].map((stars) => (
        // biome-ignore lint/a11y/useSemanticElements: a row of buttons reads and taps better than radio inputs here
        <button
          key={stars}
          type="button"
          role="radio"
          aria-checked={value === stars}
          aria-label={t("feedback.star", { count: stars })}
          className={styles.star}
          data-lit={value !== null && stars <= value}
          onClick={() => onSelect(stars)}
        >
          {value !== null && stars <= value ? "★" : "☆"}
        </button>
      ))}
    </div>
  )
}

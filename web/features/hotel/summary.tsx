import { Link } from "react-router"
import type { RoomRatePlan, RoomTypePrice } from "#core/api/hotel-detail.ts"
import { formatRupees } from "#core/i18n/format.ts"
import { cx } from "../../lib/class-names.ts"
import { useT } from "../../lib/i18n.tsx"
import { CouponField, type CouponFieldProps } from "./coupon-field.tsx"
import { planTitle } from "./hotel-data.ts"
import styles from "./summary.module.css"

interface SummaryProps {
  readonly chosen: { readonly price: RoomTypePrice; readonly plan: RoomRatePlan } | null
  readonly roomName: string | null
  /** The itinerary link; null while nothing can be booked. */
  readonly book: string | null
  readonly nights: number
  readonly rooms: number
  readonly soldOut: boolean
  readonly loading: boolean
  readonly coupon: CouponFieldProps
}

/**
 * The selection and its total, always in view: a bar along the bottom on phones, a panel beside
 * the rooms on wider screens (ADR 075). Book leads to the itinerary with the selection's query.
 */
export function BookingSummary({
  chosen,
  roomName,
  book,
  nights,
  rooms,
  soldOut,
  loading,
  coupon,
}: SummaryProps) {
  const t = useT()
  return (
    <aside className={styles.summary} aria-label={t("hotel.summary.label")} data-testid="booking-summary">
      <div className={styles.inner} aria-busy={loading}>
        {chosen === null ? (
          <p className={styles.empty}>{soldOut ? t("hotel.summary.soldOut") : t("hotel.summary.choose")}</p>
        ) : (
          <div className={styles.what}>
            <p className={styles.room}>
              {roomName}
              <span className={styles.planInline}> · {planTitle(chosen.plan, t)}</span>
            </p>
            <p className={styles.plan}>{planTitle(chosen.plan, t)}</p>
            <p className={styles.stay}>
              {t("hotel.stay.nights", { count: nights })} · {t("hotel.summary.rooms", { count: rooms })}
            </p>
          </div>
        )}
        {chosen === null ? null : (
          <div className={styles.total}>
            <span className={styles.totalLabel}>{t("hotel.summary.total")}</span>
            <span className={styles.amount} data-testid="summary-total">
              {formatRupees(chosen.plan.postTaxPrice)}
            </span>
            <span className={styles.taxes}>{t("hotel.plan.inclTaxes")}</span>
          </div>
        )}
        {soldOut ? null : (
          <div className={styles.couponSlot}>
            <CouponField {...coupon} />
          </div>
        )}
        {book === null || loading ? (
          <span className={cx(styles.book, styles.bookDisabled)} aria-disabled="true">
            {t("hotel.summary.book")}
          </span>
        ) : (
          <Link to={book} className={styles.book} data-testid="book-link">
            {t("hotel.summary.book")}
          </Link>
        )}
      </div>
    </aside>
  )
}

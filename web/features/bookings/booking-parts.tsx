import { formatHistoryDate, type StatusColour, statusColour } from "#core/account/booking-display.ts"
import type { Booking } from "#core/api/bookings.ts"
import { formatRupees } from "#core/i18n/format.ts"
import type { ApiFailure } from "#machines/lib/api-failure.ts"
import { useT } from "../../lib/i18n.tsx"
import styles from "./bookings.module.css"

const BADGE: Readonly<Record<StatusColour, string | undefined>> = {
  red: styles.statusRed,
  primary: styles.statusPrimary,
  grey: styles.statusGrey,
  yellow: styles.statusYellow,
}

/** The status badge in its spec-checkout §4 colour; `data-status-colour` names it for tests too. */
export function StatusBadge({ booking }: { readonly booking: Booking }) {
  const colour = statusColour(booking.status)
  return (
    <span className={`${styles.badge} ${BADGE[colour] ?? ""}`} data-status-colour={colour}>
      {booking.displayBookingStatus}
    </span>
  )
}

/** 'Sat, 5 Dec 2026 – Mon, 7 Dec 2026'. */
export function StayLine({ booking }: { readonly booking: Booking }) {
  return (
    <p className={styles.line}>
      {formatHistoryDate(booking.dates.checkIn)} – {formatHistoryDate(booking.dates.checkOut)}
    </p>
  )
}

/** '2 nights · Standard Room · 1 room · 2 guests'. */
export function PartyLine({ booking }: { readonly booking: Booking }) {
  const t = useT()
  const { count, adults, kids } = booking.roomConfig
  return (
    <p className={styles.muted}>
      {t("bookings.nights", { count: booking.dates.durationOfStay })} · {booking.roomConfig.name} ·{" "}
      {t("bookings.rooms", { count })} · {t("bookings.guests", { count: adults + kids })}
    </p>
  )
}

/** What the stay cost, line by line (spec-checkout §3 'Booking (history)' price). */
export function PriceBreakup({ booking }: { readonly booking: Booking }) {
  const t = useT()
  const { price, coupon } = booking
  const lines: Array<[string, string, string]> = [
    ["base", t("booking.price.base"), formatRupees(price.basePrice)],
  ]
  lines.push(["tax", t("booking.price.tax"), formatRupees(price.tax)])
  if (price.platformFee > 0)
    lines.push(["platformFee", t("booking.price.platformFee"), formatRupees(price.platformFee)])
  // Discounts are already out of the room price; they show as what was saved, not as sums.
  if (coupon !== null && price.voucherPrice > 0)
    lines.push([
      "voucher",
      t("booking.price.voucher", { code: coupon.code }),
      formatRupees(price.voucherPrice),
    ])
  if (price.memberDiscountPrice > 0)
    lines.push(["memberDiscount", t("booking.price.memberDiscount"), formatRupees(price.memberDiscountPrice)])
  return (
    <dl className={styles.breakup} data-testid="price-breakup">
      {lines.map(([key, label, value]) => (
        <div key={key} style={{ display: "contents" }} data-line={key}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
      <div style={{ display: "contents" }} data-line="total">
        <dt className={styles.breakupTotal}>{t("booking.price.total")}</dt>
        <dd className={styles.breakupTotal}>{formatRupees(price.totalAmountWithPlatformFee)}</dd>
      </div>
    </dl>
  )
}

/**
 * A load that failed: 'not found' when the server says there is no such booking (404, or 400 for an
 * id that cannot be one, ADR 084), else the failure with a retry.
 */
export function LoadFailed({
  error,
  notFound,
  failed,
  onRetry,
}: {
  readonly error: ApiFailure | null
  readonly notFound?: string
  readonly failed: string
  readonly onRetry: () => void
}) {
  const t = useT()
  const missing = notFound !== undefined && (error?.status === 404 || error?.status === 400)
  return (
    <div className={styles.section} role="alert">
      <p className={styles.error}>{missing ? notFound : failed}</p>
      {missing ? null : (
        <div className={styles.actions}>
          <button type="button" className={styles.button} onClick={onRetry}>
            {t("bookings.retry")}
          </button>
        </div>
      )}
    </div>
  )
}

import { type FormEvent, useId, useState } from "react"
import type { FeaturedCoupon, Itinerary } from "#core/api/checkout.ts"
import { formatRupees } from "#core/i18n/format.ts"
import buttons from "../../components/ui/buttons.module.css"
import { useT } from "../../lib/i18n.tsx"
import styles from "./itinerary-page.module.css"

const SHOWN_COUPONS = 2

interface CouponsProps {
  readonly itinerary: Itinerary
  readonly featured: ReadonlyArray<FeaturedCoupon>
  /** spec-checkout §8: the first error's message of the last refusal, or why the server took it off. */
  readonly error: string | null
  readonly busy: boolean
  readonly onApply: (code: string) => void
  readonly onRemove: () => void
}

/** Coupons (spec-checkout §3 'Cart' coupon_code, coupons, discount_error): a code field and the featured list. */
export function Coupons({ itinerary, featured, error, busy, onApply, onRemove }: CouponsProps) {
  const t = useT()
  const id = useId()
  const [code, setCode] = useState("")
  const applied = itinerary.coupon_code
  // The two first coupons this cart can take are in view; the rest (and those it cannot take, with
  // why) are a tap away, so the panels stay near the top on a phone.
  const usable = featured.filter((coupon) => coupon.code !== applied && coupon.applicable)
  const more = [...usable.slice(SHOWN_COUPONS), ...featured.filter((coupon) => !coupon.applicable)]
  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (code.trim() !== "") onApply(code)
  }
  return (
    <section className={styles.box} aria-labelledby={`${id}-h`} aria-busy={busy}>
      <h2 id={`${id}-h`} className={styles.boxTitle}>
        {t("checkout.coupon.heading")}
      </h2>
      {applied === null ? (
        <form onSubmit={submit} className={styles.couponForm}>
          <label htmlFor={`${id}-code`} className={styles.visuallyHidden}>
            {t("checkout.coupon.label")}
          </label>
          <input
            id={`${id}-code`}
            value={code}
            placeholder={t("checkout.coupon.label")}
            autoCapitalize="characters"
            maxLength={30}
            aria-invalid={error !== null}
            aria-describedby={`${id}-status`}
            onChange={(event) => setCode(event.target.value)}
          />
          <button type="submit" className={buttons.secondary} disabled={busy || code.trim() === ""}>
            {t("checkout.coupon.apply")}
          </button>
        </form>
      ) : (
        <div className={styles.appliedCoupon}>
          <p>
            {t("checkout.coupon.applied", {
              code: applied,
              amount: formatRupees(itinerary.selected_rate_plan.couponDiscount),
            })}
          </p>
          <button type="button" className={buttons.secondary} disabled={busy} onClick={onRemove}>
            {t("checkout.coupon.remove")}
          </button>
        </div>
      )}
      <p
        id={`${id}-status`}
        role="status"
        className={error === null ? styles.visuallyHidden : styles.fieldError}
      >
        {error ?? ""}
      </p>
      <FeaturedList coupons={usable.slice(0, SHOWN_COUPONS)} busy={busy} onApply={onApply} />
      {more.length === 0 ? null : (
        <details className={styles.moreCoupons}>
          <summary>{t("checkout.coupon.more", { count: more.length })}</summary>
          <FeaturedList coupons={more} busy={busy} onApply={onApply} />
        </details>
      )}
    </section>
  )
}

function FeaturedList({
  coupons,
  busy,
  onApply,
}: {
  readonly coupons: ReadonlyArray<FeaturedCoupon>
  readonly busy: boolean
  readonly onApply: (code: string) => void
}) {
  const t = useT()
  if (coupons.length === 0) return null
  return (
    <ul className={styles.featured}>
      {coupons.map((coupon) => (
        <li key={coupon.code} className={styles.featuredItem}>
          <div>
            <strong>{coupon.code}</strong>
            <p className={styles.hint}>{coupon.description}</p>
            <p className={coupon.applicable ? styles.saving : styles.hint}>
              {coupon.applicable
                ? t("checkout.coupon.saves", { amount: formatRupees(coupon.discount) })
                : coupon.reason}
            </p>
          </div>
          {coupon.applicable ? (
            <button
              type="button"
              className={buttons.secondary}
              disabled={busy}
              aria-label={t("checkout.coupon.applyCode", { code: coupon.code })}
              onClick={() => onApply(coupon.code)}
            >
              {t("checkout.coupon.apply")}
            </button>
          ) : null}
        </li>
      ))}
    </ul>
  )
}

interface WalletProps {
  readonly itinerary: Itinerary
  readonly applied: boolean
  readonly busy: boolean
  readonly onToggle: (apply: boolean) => void
}

/** A member's points wallet (spec-checkout §3 'Wallet'): balance, applied by default, a toggle. */
export function Wallet({ itinerary, applied, busy, onToggle }: WalletProps) {
  const t = useT()
  const id = useId()
  const wallet = itinerary.wallet_info
  return (
    <section className={styles.box} aria-labelledby={`${id}-h`} aria-busy={busy}>
      <h2 id={`${id}-h`} className={styles.boxTitle}>
        {t("checkout.wallet.heading")}
      </h2>
      <p className={styles.hint}>
        {t("checkout.wallet.balance", { amount: formatRupees(wallet.total_wallet_balance) })}
      </p>
      {/* A switch over an empty balance would change nothing and reads as a promise of savings. */}
      {wallet.total_wallet_balance > 0 ? (
        <label className={styles.check}>
          <input
            type="checkbox"
            checked={applied}
            disabled={busy}
            onChange={(e) => onToggle(e.target.checked)}
          />
          <span>{t("checkout.wallet.use")}</span>
        </label>
      ) : (
        <p className={styles.hint}>{t("checkout.wallet.none")}</p>
      )}
      {applied && itinerary.selected_rate_plan.treeboPointsDiscount > 0 ? (
        <p className={styles.saving}>
          {t("checkout.wallet.using", {
            amount: formatRupees(itinerary.selected_rate_plan.treeboPointsDiscount),
          })}
        </p>
      ) : null}
    </section>
  )
}

import { useId, useState } from "react"
import type { ItineraryRatePlan } from "#core/api/checkout.ts"
import { formatRupees } from "#core/i18n/format.ts"
import buttons from "../../components/ui/buttons.module.css"
import { cx } from "../../lib/class-names.ts"
import { useT } from "../../lib/i18n.tsx"
import styles from "./itinerary-page.module.css"

interface RatePlanProps {
  readonly plans: ReadonlyArray<ItineraryRatePlan>
  readonly selected: string
  /** The cart is being priced again (another plan was picked). */
  readonly busy: boolean
  readonly onSelect: (code: string) => void
  readonly onContinue: () => void
}

/**
 * spec-checkout §3 'Rate-plan panel': the cart's plans as one radio group, each with what it
 * includes, its cancellation policy and its price for the whole stay. Picking one prices the cart
 * again; Continue keeps it.
 */
export function RatePlanPanel({ plans, selected, busy, onSelect, onContinue }: RatePlanProps) {
  const t = useT()
  const name = useId()
  // The plan picked shows as chosen while the cart is priced for it, then the cart's own says.
  const [asked, setAsked] = useState<string | null>(null)
  const checked = busy && asked !== null ? asked : selected
  return (
    <div>
      <fieldset className={styles.plans} aria-busy={busy}>
        <legend className={styles.visuallyHidden}>{t("checkout.plan.legend")}</legend>
        {plans.map((plan) => (
          <label key={plan.code} className={styles.plan} data-selected={plan.code === checked}>
            <input
              type="radio"
              name={name}
              value={plan.code}
              checked={plan.code === checked}
              disabled={busy}
              onChange={() => {
                setAsked(plan.code)
                onSelect(plan.code)
              }}
            />
            <span className={styles.planText}>
              <span className={styles.planTag}>
                {plan.tag}
                {plan.promoDiscountPercent > 0 ? (
                  <span className={styles.saveBadge}>
                    {t("checkout.plan.save", { percent: plan.promoDiscountPercent })}
                  </span>
                ) : null}
              </span>
              <span className={styles.planLine}>
                {plan.inclusions.length === 0
                  ? t("checkout.plan.noInclusions")
                  : t("checkout.plan.inclusions", { list: plan.inclusions.join(", ") })}
              </span>
              <span className={styles.planLine}>{plan.cancellation_policy.description}</span>
            </span>
            <span className={styles.planPrice}>
              {plan.strikedPrice > plan.totalAmountWithPlatformFee ? (
                <s className={styles.strike}>{formatRupees(plan.strikedPrice)}</s>
              ) : null}
              <strong>{formatRupees(plan.totalAmountWithPlatformFee)}</strong>
            </span>
          </label>
        ))}
      </fieldset>
      <button
        type="button"
        className={cx(buttons.primary, styles.continue)}
        disabled={busy}
        onClick={onContinue}
      >
        {t("checkout.continue")}
      </button>
    </div>
  )
}

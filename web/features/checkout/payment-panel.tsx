import { lazy, Suspense, useId } from "react"
import { formatRupees } from "#core/i18n/format.ts"
import type { PaymentTab } from "#machines/checkout-panels.machine.ts"
import buttons from "../../components/ui/buttons.module.css"
import { cx } from "../../lib/class-names.ts"
import { useT } from "../../lib/i18n.tsx"
import styles from "./itinerary-page.module.css"
import type { PayAtHotelProof } from "./pay-at-hotel.tsx"

const PayAtHotel = lazy(() => import("./pay-at-hotel.tsx").then((loaded) => ({ default: loaded.PayAtHotel })))

interface PaymentProps {
  readonly tab: PaymentTab
  readonly onTab: (tab: PaymentTab) => void
  readonly payNowEnabled: boolean
  readonly payAtHotelEnabled: boolean
  readonly prepaidOnly: boolean
  readonly otpEnabled: boolean
  /** Paise charged now, and (pay at hotel) the stay's price after points. */
  readonly payNowPaise: number
  readonly atHotelPaise: number
  readonly countryCode: string
  readonly mobile: string
  /** A payment request runs or the payment window is open. */
  readonly busy: boolean
  readonly gatewayOpen: boolean
  /** spec-checkout §8: pay-now and pay-at-hotel failures show their message here. */
  readonly bookingError: string | null
  readonly payAtHotelBlocked: boolean
  readonly onPayNow: () => void
  readonly onPayAtHotel: (proof: PayAtHotelProof) => void
  readonly onCloseBlocked: () => void
}

const TABS: ReadonlyArray<PaymentTab> = ["payNow", "payLater"]

/** spec-checkout §2: the payment section's Pay Now and Pay Later (pay at hotel) tabs. */
export function PaymentPanel(props: PaymentProps) {
  const t = useT()
  const id = useId()
  const { tab } = props
  return (
    <div>
      <div role="tablist" aria-label={t("checkout.pay.tabs")} className={styles.tabs}>
        {TABS.map((each) => (
          <button
            key={each}
            type="button"
            role="tab"
            id={`${id}-${each}-tab`}
            aria-selected={tab === each}
            aria-controls={`${id}-${each}`}
            tabIndex={tab === each ? 0 : -1}
            className={styles.tab}
            onClick={() => props.onTab(each)}
            onKeyDown={(event) => {
              if (event.key !== "ArrowLeft" && event.key !== "ArrowRight") return
              const other = each === "payNow" ? "payLater" : "payNow"
              props.onTab(other)
              document.getElementById(`${id}-${other}-tab`)?.focus()
            }}
          >
            {each === "payNow" ? t("checkout.pay.now") : t("checkout.pay.later")}
          </button>
        ))}
      </div>
      <div
        role="tabpanel"
        id={`${id}-${tab}`}
        aria-labelledby={`${id}-${tab}-tab`}
        className={styles.tabPanel}
      >
        {tab === "payNow" ? (
          props.payNowEnabled ? (
            <>
              <p className={styles.hint}>{t("checkout.pay.nowNote")}</p>
              <button
                type="button"
                className={cx(buttons.primary, styles.payButton)}
                disabled={props.busy}
                onClick={props.onPayNow}
              >
                {props.gatewayOpen
                  ? t("checkout.pay.paying")
                  : t("checkout.pay.nowButton", { amount: formatRupees(props.payNowPaise) })}
              </button>
            </>
          ) : (
            <p>{t("checkout.pay.nowOff")}</p>
          )
        ) : props.payAtHotelEnabled && !props.prepaidOnly ? (
          <>
            <p>{t("checkout.pay.laterNote", { amount: formatRupees(props.atHotelPaise) })}</p>
            <Suspense fallback={null}>
              <PayAtHotel
                countryCode={props.countryCode}
                mobile={props.mobile}
                otpEnabled={props.otpEnabled}
                busy={props.busy}
                blocked={props.payAtHotelBlocked}
                onBook={props.onPayAtHotel}
                onPayNow={() => {
                  props.onCloseBlocked()
                  props.onTab("payNow")
                }}
                onCloseBlocked={props.onCloseBlocked}
              />
            </Suspense>
          </>
        ) : (
          <p>{props.prepaidOnly ? t("checkout.pay.prepaidOnly") : t("checkout.pay.laterOff")}</p>
        )}
        <p role="alert" className={props.bookingError === null ? styles.visuallyHidden : styles.bookingError}>
          {props.bookingError ?? ""}
        </p>
      </div>
    </div>
  )
}

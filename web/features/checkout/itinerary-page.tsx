import { useActorRef, useMachine, useSelector } from "@xstate/react"
import { useCallback, useEffect, useRef, useState } from "react"
import { Link, useLoaderData, useLocation, useNavigate } from "react-router"
import { formatRupees } from "#core/i18n/format.ts"
import { href } from "#core/routes/href.ts"
import { type CartSnapshot, cartFlags } from "#machines/cart.machine.ts"
import { checkoutPanelsMachine, isOpen } from "#machines/checkout-panels.machine.ts"
import type { TravellerDetails } from "#machines/pay-booking.types.ts"
import buttons from "../../components/ui/buttons.module.css"
import { afterEffect } from "../../lib/after-effect.ts"
import { useAppConfig } from "../../lib/app-config.tsx"
import { reportError } from "../../lib/browser-runtime.ts"
import { cx } from "../../lib/class-names.ts"
import { useT } from "../../lib/i18n.tsx"
import { useSession } from "../account/session.tsx"
import type { OrderCart } from "./checkout-calls.ts"
import { browserCartMachine, browserPayBookingMachine, trackEvent } from "./checkout-machines.ts"
import { CheckoutPanel } from "./checkout-panel.tsx"
import { ContactPanel } from "./contact-panel.tsx"
import { Coupons, Wallet } from "./coupons-wallet.tsx"
import type { ItineraryData } from "./itinerary-loader.ts"
import styles from "./itinerary-page.module.css"
import { linkOf } from "./itinerary-query.ts"
import { StayHeader, StayNotices } from "./itinerary-stay.tsx"
import type { PayAtHotelProof } from "./pay-at-hotel.tsx"
import { PaymentPanel } from "./payment-panel.tsx"
import { PriceSummary } from "./price-summary.tsx"
import { RatePlanPanel } from "./rate-plan-panel.tsx"
import { emptyTraveller, mobileProblem } from "./traveller-form.ts"
import { TravellerPanel } from "./traveller-panel.tsx"

/**
 * The itinerary page, /itinerary/ (spec-checkout §2-§4): the cart's price on one side, the
 * checkout panels on the other. On a first visit the server has opened the cart (ADR 112); after a
 * navigation the page's machine opens it.
 */
export function ItineraryPage() {
  const t = useT()
  const { channel } = useAppConfig()
  const location = useLocation()
  const navigate = useNavigate()
  const session = useSession()
  const here = `${location.pathname}${location.search}`
  const { opened } = useLoaderData() as ItineraryData

  const [cartMachine] = useState(() => browserCartMachine(channel))
  const cart = useActorRef(cartMachine, {
    input: { link: linkOf(location.search), opened: opened ?? undefined },
  })
  const snapshot = useSelector(cart, (s: CartSnapshot) => s)
  const [panels, sendPanel] = useMachine(checkoutPanelsMachine, { input: {} })
  const [traveller, setTraveller] = useState<TravellerDetails>(emptyTraveller)
  const [whatsapp, setWhatsapp] = useState<boolean | null>(null)

  // What the order carries, read when the traveller pays (the pay machine asks for it then).
  const proof = useRef<PayAtHotelProof>({})
  const orderCart = useCallback((): OrderCart => {
    const { context } = cart.getSnapshot()
    return {
      bid: context.itinerary?.bid ?? "",
      payNowPaise: context.amountToSend,
      atHotelPaise: context.itinerary?.selected_rate_plan.walletDiscountedPrice ?? 0,
      channel,
      ...proof.current,
    }
  }, [cart, channel])
  const [payMachine] = useState(() => browserPayBookingMachine(orderCart))
  const pay = useActorRef(payMachine)
  const payBusy = useSelector(pay, (s) => s.hasTag("busy"))
  const gatewayOpen = useSelector(pay, (s) => s.hasTag("gatewayOpen"))
  const bookingError = useSelector(pay, (s) => s.context.bookingApiError)
  const blocked = useSelector(pay, (s) => s.hasTag("payAtHotelBlocked"))

  useEffect(() => {
    const subscriptions = [
      pay.on("navigate", ({ to }) => navigate(to)),
      pay.on("track", ({ event, properties }) => trackEvent(event, properties)),
      pay.on("report", ({ error }) => reportError(error)),
      cart.on("track", ({ event, properties }) => trackEvent(event, properties)),
    ]
    return () => {
      for (const subscription of subscriptions) subscription.unsubscribe()
    }
  }, [pay, cart, navigate])

  // spec-checkout §4: a member is welcomed by name with their details filled in; signing out
  // reopens login and forgets them. The cart is priced again for whoever books now.
  const previous = useRef(session.status)
  const user = session.user
  useEffect(() => {
    const was = previous.current
    previous.current = session.status
    if (session.status === "signedIn" && user !== null) {
      sendPanel({ type: "login.signedIn", name: user.name })
      setTraveller((now) => ({
        ...now,
        name: now.name || user.name,
        mobile: now.mobile || user.mobile,
        email: now.email || user.email,
      }))
      if (was !== "signedIn") cart.send({ type: "session.signedIn" })
    } else if (session.status === "signedOut" && was === "signedIn") {
      sendPanel({ type: "login.loggedOut" })
      setTraveller(emptyTraveller)
      cart.send({ type: "session.signedOut" })
    }
  }, [session.status, user, sendPanel, cart])

  const askWhatsapp = () => {
    if (mobileProblem(traveller.countryCode, traveller.mobile) !== null) return
    void afterEffect(() => import("./checkout-calls.ts")).then(async (calls) => {
      const status = await calls.whatsappStatus(
        calls.whatsappId(traveller.countryCode, traveller.mobile),
        new AbortController().signal,
      )
      setWhatsapp(status)
      setTraveller((now) => ({ ...now, hasOptedForWhatsapp: status ?? now.hasOptedForWhatsapp }))
    }, reportError)
  }

  const continueDetails = () => {
    sendPanel({
      type: "details.continue",
      name: traveller.name,
      countryCode: traveller.countryCode,
      mobile: traveller.mobile,
    })
    if (traveller.hasOptedForWhatsapp === (whatsapp ?? false)) return
    void afterEffect(() => import("./checkout-calls.ts"))
      .then((calls) =>
        calls.setWhatsapp(
          {
            id: calls.whatsappId(traveller.countryCode, traveller.mobile),
            optIn: traveller.hasOptedForWhatsapp,
          },
          new AbortController().signal,
        ),
      )
      .then(() => setWhatsapp(traveller.hasOptedForWhatsapp), reportError)
  }

  const payAtHotel = useCallback(
    (given: PayAtHotelProof) => {
      proof.current = given
      pay.send({ type: "booking.payAtHotel", traveller })
    },
    [pay, traveller],
  )

  const { context } = snapshot
  // The cart shows once its coupons are known too: on a phone they sit above the panels, and
  // arriving later they pushed the panels down under the traveller's finger (layout shift).
  const itinerary = context.featuredSettled ? context.itinerary : null
  if (itinerary === null) {
    return (
      <div className={styles.page}>
        <h1 className={styles.heading}>{t("checkout.heading")}</h1>
        {snapshot.hasTag("failed") && !context.link.hotel_id ? (
          // The API names the missing parameter for developers; a traveller only needs to know
          // that no stay was chosen, and where to choose one (trying again cannot help).
          <div role="alert" className={cx(styles.failed, styles.noStay)}>
            <h2 className={styles.boxTitle}>{t("checkout.noStay.heading")}</h2>
            <p>{t("checkout.noStay.body")}</p>
            <Link className={cx(buttons.primary, styles.continue)} to={href("home")}>
              {t("checkout.noStay.search")}
            </Link>
          </div>
        ) : snapshot.hasTag("failed") ? (
          <div role="alert" className={styles.failed}>
            <h2 className={styles.boxTitle}>{t("checkout.failed.heading")}</h2>
            <p>{context.error}</p>
            <button
              type="button"
              className={cx(buttons.primary, styles.continue)}
              onClick={() => cart.send({ type: "cart.retry" })}
            >
              {t("checkout.failed.retry")}
            </button>
          </div>
        ) : (
          <p aria-busy="true" className={styles.loading}>
            {t("checkout.loading")}
          </p>
        )}
      </div>
    )
  }

  const flags = cartFlags(snapshot)
  const plan = itinerary.selected_rate_plan
  const signedIn = session.status === "signedIn"
  const showWallet = signedIn && channel !== "gdc" && itinerary.wallet_info.treebo_rewards_enabled
  const editable = (panel: "login" | "ratePlan" | "details") =>
    panels.can({ type: "panel.toggle", panel }) ? () => sendPanel({ type: "panel.toggle", panel }) : null

  return (
    <div className={styles.page}>
      <h1 className={styles.heading}>{t("checkout.heading")}</h1>
      <div className={styles.layout}>
        <aside className={styles.side} aria-label={t("checkout.summary.label")}>
          <StayHeader itinerary={itinerary} />
          <StayNotices itinerary={itinerary} shownPlan={context.link.rateplan ?? null} />
          <PriceSummary
            itinerary={itinerary}
            payNowPaise={context.amountToSend}
            busy={flags.isCartContentLoading}
          />
          <Coupons
            itinerary={itinerary}
            featured={context.featuredCoupons}
            error={context.discountError}
            busy={flags.isCouponLoading || flags.isCartContentLoading}
            onApply={(code) => cart.send({ type: "coupon.apply", code })}
            onRemove={() => cart.send({ type: "coupon.remove" })}
          />
          {showWallet ? (
            <Wallet
              itinerary={itinerary}
              applied={context.isWalletApplied}
              busy={flags.isWalletContentLoading}
              onToggle={(apply) => cart.send({ type: "wallet.toggle", apply })}
            />
          ) : null}
        </aside>
        <div className={styles.panels}>
          <CheckoutPanel
            step={1}
            title={t("checkout.panel.login")}
            open={isOpen(panels, "login")}
            summary={panels.context.login.summary}
            onEdit={editable("login")}
          >
            <ContactPanel
              here={here}
              onGuest={(email) => {
                setTraveller((now) => ({ ...now, email }))
                sendPanel({ type: "login.continueAsGuest", email })
              }}
            />
          </CheckoutPanel>
          <CheckoutPanel
            step={2}
            title={t("checkout.panel.ratePlan")}
            open={isOpen(panels, "ratePlan")}
            summary={panels.context.ratePlan.isEditable ? panels.context.ratePlan.summary : null}
            onEdit={editable("ratePlan")}
          >
            <RatePlanPanel
              plans={itinerary.price.rate_plans}
              selected={plan.code}
              busy={flags.isCartContentLoading}
              onSelect={(code) => cart.send({ type: "plan.select", code })}
              onContinue={() =>
                sendPanel({
                  type: "ratePlan.continue",
                  summary: { title: plan.tag, subtitle: formatRupees(plan.totalAmountWithPlatformFee) },
                })
              }
            />
          </CheckoutPanel>
          <CheckoutPanel
            step={3}
            title={t("checkout.panel.details")}
            open={isOpen(panels, "details")}
            summary={panels.context.details.summary}
            onEdit={editable("details")}
          >
            <TravellerPanel
              details={traveller}
              onChange={setTraveller}
              whatsappStatus={whatsapp}
              onMobileSettled={askWhatsapp}
              onContinue={continueDetails}
            />
          </CheckoutPanel>
          <CheckoutPanel
            step={4}
            title={t("checkout.panel.payment")}
            open={isOpen(panels, "payment")}
            summary={null}
            onEdit={null}
          >
            <PaymentPanel
              tab={panels.context.paymentTab}
              onTab={(tab) => sendPanel({ type: "payment.selectTab", tab })}
              payNowEnabled={context.payNowEnabled}
              payAtHotelEnabled={context.isPayAtHotelEnabled}
              prepaidOnly={context.isPrepaidOnly}
              otpEnabled={itinerary.otp_enabled}
              payNowPaise={context.amountToSend}
              atHotelPaise={plan.walletDiscountedPrice}
              countryCode={traveller.countryCode}
              mobile={traveller.mobile}
              busy={
                payBusy || flags.isCartContentLoading || flags.isCouponLoading || flags.isWalletContentLoading
              }
              gatewayOpen={gatewayOpen}
              bookingError={bookingError}
              payAtHotelBlocked={blocked}
              onPayNow={() => pay.send({ type: "booking.payNow", traveller })}
              onPayAtHotel={payAtHotel}
              onCloseBlocked={() => pay.send({ type: "blocked.close" })}
            />
          </CheckoutPanel>
        </div>
      </div>
    </div>
  )
}

import type { ConfirmedBooking } from "#core/api/checkout.ts"
import { type CheckoutPanel, isOpen } from "#machines/checkout-panels.machine.ts"
import type { CheckoutPage } from "./checkout.ts"
import { blockedModalView, codeModalView } from "./checkout-code.ts"
import { matchNavigation } from "./expect-search.ts"
import type { Mismatch } from "./result.ts"
import { same } from "./same.ts"
import type { ExpectCheckout, ExpectConfirmation, ExpectPayment } from "./schema-checkout.ts"

/** What the itinerary page shows, read from its cart and machines. */

const PANELS: ReadonlyArray<CheckoutPanel> = ["login", "ratePlan", "details", "payment"]

/** Order ids are random: a journey writes `{orderId}` for the order its pay buttons placed. */
export const withOrderId = <A>(expected: A, orderId: string | null): A =>
  JSON.parse(JSON.stringify(expected), (_, value: unknown) =>
    typeof value === "string" ? value.replaceAll("{orderId}", orderId ?? "{no order placed}") : value,
  ) as A

export const checkoutView = (page: CheckoutPage) => {
  const panels = page.panels.getSnapshot()
  const pay = page.pay.getSnapshot()
  const { context: shown } = page.cart.getSnapshot()
  const cart = shown.itinerary
  const plan = cart?.selected_rate_plan ?? null
  const change = cart?.price_change ?? null
  return {
    panel: PANELS.find((panel) => isOpen(panels, panel)) ?? null,
    summaries: {
      login: panels.context.login.summary,
      ratePlan: panels.context.ratePlan.summary,
      details: panels.context.details.summary,
    },
    paymentTab: panels.context.paymentTab,
    hotel: cart?.hotel.name ?? null,
    roomType: cart?.room.name ?? null,
    ratePlan: plan?.code ?? null,
    ratePlans: cart?.price.rate_plans.map((p) => p.code) ?? [],
    totalPaise: plan?.totalAmountWithPlatformFee ?? null,
    couponCode: cart?.coupon_code ?? null,
    couponDiscountPaise: plan?.couponDiscount ?? null,
    memberDiscountPaise: plan?.memberDiscount ?? null,
    pointsPaise: plan?.treeboPointsDiscount ?? null,
    walletBalancePaise: cart?.wallet_info.total_wallet_balance ?? null,
    walletApplied: cart?.wallet_info.wallet_applied ?? null,
    amountToPayPaise: cart === null ? null : shown.amountToSend,
    featuredCoupons: shown.featuredCoupons.map((c) => c.code),
    discountError: shown.discountError,
    bookingError: pay.context.bookingApiError,
    cartError: shown.error,
    priceChange:
      change === null
        ? null
        : { previousPaise: change.previous, currentPaise: change.current, message: change.message },
    payAtHotel: cart?.pay_at_hotel_enabled ?? null,
    payNow: cart?.pay_now_enabled ?? null,
    otpEnabled: cart?.otp_enabled ?? null,
    busy: pay.hasTag("busy"),
    traveller: {
      name: page.traveller.name,
      countryCode: page.traveller.countryCode,
      phoneNumber: page.traveller.mobile,
      email: page.traveller.email,
    },
    otp: codeModalView(page),
    blocked: blockedModalView(page),
    navigation: page.navigation,
    tracked: [...page.tracked],
  }
}
export type CheckoutView = ReturnType<typeof checkoutView>

/** Only the keys a journey names are compared. */
const sameFields = (
  out: Array<Mismatch>,
  at: string,
  expected: object | undefined,
  actual: object | null,
) => {
  if (expected === undefined) return
  for (const [key, value] of Object.entries(expected))
    same(out, `${at}.${key}`, value, actual === null ? undefined : (actual as Record<string, unknown>)[key])
}

export const matchCheckout = (expected: ExpectCheckout, view: CheckoutView): Array<Mismatch> => {
  const out: Array<Mismatch> = []
  const { summaries, priceChange, traveller, otp, blocked, navigation, ...plain } = expected
  for (const [key, value] of Object.entries(plain)) same(out, key, value, view[key as keyof typeof plain])
  if (summaries !== undefined)
    for (const [panel, summary] of Object.entries(summaries))
      same(out, `summaries.${panel}`, summary, view.summaries[panel as keyof typeof summaries])
  if (priceChange === null) same(out, "priceChange", null, view.priceChange)
  else sameFields(out, "priceChange", priceChange, view.priceChange)
  sameFields(out, "traveller", traveller, view.traveller)
  if (otp !== undefined) {
    const { attempts, ...flags } = otp
    sameFields(out, "otp", flags, view.otp)
    sameFields(out, "otp.attempts", attempts, view.otp.attempts)
  }
  sameFields(out, "blocked", blocked, view.blocked)
  if (navigation !== undefined)
    out.push(...matchNavigation(navigation, view.navigation).map((m) => ({ ...m, at: `navigation.${m.at}` })))
  return out
}

export const paymentView = (page: CheckoutPage) => {
  const snapshot = page.processing?.getSnapshot() ?? null
  return snapshot === null
    ? null
    : {
        status: snapshot.context.status,
        attempts: snapshot.context.attempts,
        message: snapshot.context.message,
        redirectTo: snapshot.context.redirectTo,
        polling: snapshot.hasTag("polling"),
      }
}
export type PaymentView = NonNullable<ReturnType<typeof paymentView>>

export const matchPayment = (expected: ExpectPayment, view: PaymentView): Array<Mismatch> => {
  const out: Array<Mismatch> = []
  for (const [key, value] of Object.entries(expected)) same(out, key, value, view[key as keyof PaymentView])
  return out
}

export const confirmationView = (booking: ConfirmedBooking) => ({
  status: booking.status,
  paymentMode: booking.payment.mode,
  paymentStatus: booking.payment.status,
  user: booking.user,
  hotel: booking.hotel.name,
  checkin: booking.date.checkin,
  checkout: booking.date.checkout,
  roomType: booking.room.name,
  couponCode: booking.coupon_code,
  gstin: booking.gstin,
  totalPaise: booking.rate_plan.totalAmountWithPlatformFee,
  paidPaise: booking.rate_plan.paidAmount,
  balancePaise: booking.rate_plan.balanceAmount,
  pointsPaise: booking.rate_plan.treeboPointsDiscount,
  couponDiscountPaise: booking.rate_plan.couponDiscount,
})
export type ConfirmationView = ReturnType<typeof confirmationView>

export const matchConfirmation = (expected: ExpectConfirmation, view: ConfirmationView): Array<Mismatch> => {
  const out: Array<Mismatch> = []
  const { user, ...plain } = expected
  for (const [key, value] of Object.entries(plain)) same(out, key, value, view[key as keyof typeof plain])
  sameFields(out, "user", user, view.user)
  return out
}

import { formatRupees } from "../i18n/format.ts"
import { gstinProblem, normaliseGstin } from "./gstin.ts"

/** Rules of an order from placing it to the confirmed booking (ADR 078). */

export type OrderMode = "pay_now" | "pay_at_hotel"

/**
 * initiated: a pay-now order holding rooms until paid or its hold lapses. reserved: a pay-at-hotel
 * booking made without a verified number (OTP-less, captcha-checked). confirmed: paid, or at the
 * hotel with a verified number. failed: the payment failed, or came too late for the rooms.
 * expired: the hold lapsed unpaid. The rest happen to a booking afterwards: cancelled by its link
 * (ADR 084), checked in and out by the lifecycle (ADR 086), or reported as a no-show.
 */
export type OrderStatus =
  | "initiated"
  | "reserved"
  | "confirmed"
  | "failed"
  | "expired"
  | "cancelled"
  | "checked_in"
  | "checked_out"
  | "noshow"

/**
 * Forward-only moves. An expired order may still be confirmed: a payment the gateway took after
 * the hold lapsed re-takes the rooms when they are free, or fails the order with a refund due.
 */
const NEXT: Readonly<Record<OrderStatus, ReadonlyArray<OrderStatus>>> = {
  initiated: ["confirmed", "failed", "expired"],
  expired: ["confirmed", "failed"],
  reserved: ["cancelled", "checked_in"],
  confirmed: ["cancelled", "checked_in"],
  checked_in: ["checked_out"],
  failed: [],
  cancelled: [],
  checked_out: [],
  noshow: [],
}

/** Orders that became bookings, whatever happened to them since. */
export const isBooked = (status: OrderStatus): boolean =>
  status !== "initiated" && status !== "failed" && status !== "expired"

export const canMove = (from: OrderStatus, to: OrderStatus): boolean => NEXT[from].includes(to)

/** Statuses an order moves out of to `to`; the conditional UPDATE's WHERE clause. */
export const movesInto = (to: OrderStatus): ReadonlyArray<OrderStatus> =>
  (Object.keys(NEXT) as Array<OrderStatus>).filter((from) => canMove(from, to))

/** spec-checkout §3 'Payment details' status. */
export const paymentStatusOf = (status: OrderStatus): "pending" | "success" | "failure" =>
  status === "initiated" ? "pending" : isBooked(status) ? "success" : "failure"

/** What an order charges, in paise. */
export interface OrderAmounts {
  /** The all-in price of the stay (fees and taxes included). */
  readonly totalPaise: number
  /** Taken by the gateway now: 0 at the hotel. */
  readonly payNowPaise: number
  /** Paid with reward points when the order is placed. */
  readonly pointsPaise: number
}

/**
 * The wallet pays first in both modes (docs/rewards.md); pay now takes the rest through the
 * gateway, pay at hotel leaves it to the hotel. `agreedPaise` (actual_total_cost) is what the
 * traveller was shown to pay: the price after the wallet.
 */
export const orderAmounts = (
  mode: OrderMode,
  quote: {
    readonly postTaxPrice: number
    readonly walletDiscount: number
    readonly walletDiscountedPrice: number
  },
): OrderAmounts => ({
  totalPaise: quote.postTaxPrice,
  payNowPaise: mode === "pay_now" ? quote.walletDiscountedPrice : 0,
  pointsPaise: quote.walletDiscount,
})

/** The confirmation's money lines (spec-checkout §3 'Confirmation state'). */
export const settlementOf = (
  amounts: OrderAmounts,
  status: OrderStatus,
): { readonly paidAmount: number; readonly balanceAmount: number; readonly netPayableAmount: number } => {
  // A booking's gateway payment stays paid when it is cancelled: a refund is recorded apart (ADR 084).
  const paidNow = isBooked(status) ? amounts.payNowPaise : 0
  const paidAmount = amounts.pointsPaise + paidNow
  return {
    paidAmount,
    balanceAmount: amounts.totalPaise - paidAmount,
    netPayableAmount: amounts.totalPaise,
  }
}

/** What the gateway reports about one payment. */
export interface ReportedPayment {
  readonly id: string
  readonly status: string
  readonly amountPaise: number
}

export type PaymentProblem = "not_captured" | "amount_differs" | "unknown_payment"

/**
 * Whether `paymentId` is a captured payment of the full amount among the payments the gateway
 * lists for the order's own gateway order; undefined when it is.
 */
export const paymentProblem = (
  payNowPaise: number,
  paymentId: string,
  payments: ReadonlyArray<ReportedPayment>,
): PaymentProblem | undefined => {
  const payment = payments.find((p) => p.id === paymentId)
  if (payment === undefined) return "unknown_payment"
  if (payment.status !== "captured") return "not_captured"
  if (payment.amountPaise !== payNowPaise) return "amount_differs"
  return undefined
}

/** The first captured payment of the full amount, for the reconciler and webhooks. */
export const capturedPayment = <P extends ReportedPayment>(
  payNowPaise: number,
  payments: ReadonlyArray<P>,
): P | undefined => payments.find((p) => p.status === "captured" && p.amountPaise === payNowPaise)

/** spec-checkout §5: with no e-mail given, the booking carries the system's address. */
export const bookingEmail = (given: string | undefined, fallback: string): string => {
  const email = given?.trim() ?? ""
  return email === "" ? fallback : email
}

/** A route to the hotel in any maps app that reads the common URL scheme. */
export const directionsLink = (lat: number, lng: number): string =>
  `https://www.google.com/maps/dir/?api=1&destination=${lat.toFixed(6)},${lng.toFixed(6)}`

/** Resend-confirmation throttle: this many per order per window (ADR 078). */
export const RESEND_LIMIT = 3
export const RESEND_WINDOW_SECONDS = 60 * 60

/** Same mailbox, as a person would type it again (case and surrounding spaces do not matter). */
export const sameAddress = (a: string, b: string): boolean =>
  a.trim().toLowerCase() === b.trim().toLowerCase()

/** The messages a client shows as the booking error (spec-checkout §8: the first error's message). */
export const orderMessages = {
  soldOut:
    "Sorry, these rooms were just booked by someone else for some of your nights. Choose another room or dates.",
  priceChanged: (currentPaise: number) =>
    `The price of this stay has changed to ${formatRupees(currentPaise)}. Check the new price and book again.`,
  pointsChanged: "Your points balance has changed since the price was shown. Check the price and book again.",
  gatewayDown:
    "We could not reach the payment gateway, and nothing was charged. Please try again in a minute.",
  paymentCheckLater:
    "We could not check your payment with the gateway just now. If it went through, your booking is confirmed within a few minutes.",
  busy: "Many travellers are booking these rooms right now. Please try again.",
  payAtHotelOff: "Pay at hotel is not available for this stay. Please pay now to book it.",
  payNowOff: "Paying now is not available for this stay.",
  notVerified: "Verify your mobile number with the code we send by SMS to pay at the hotel.",
  captchaNeeded: "Confirm that you are not a robot to pay at the hotel.",
  unverifiedBookingMade:
    "You already have a pay at hotel booking that is not verified. Verify your number, or pay now to book again.",
  badSignature:
    "This payment could not be verified. Nothing was booked; if money was taken it will be refunded.",
  notThisOrder: "This payment does not belong to this booking.",
  paymentNotTaken: "The payment for this booking has not been received.",
  amountDiffers:
    "The amount paid differs from the booking's amount. Nothing was booked; it will be refunded.",
  lateNoRooms:
    "Your payment arrived after your rooms were released and they have since been booked. The full amount will be refunded.",
  notFound: (orderId: string) => `No booking with id ${orderId}`,
  resendOtherAddress:
    "The confirmation can only be sent again to the e-mail address the booking was made with.",
  resendTooOften: "The confirmation has been sent several times already. Please try again later.",
  notConfirmed: "This booking is not confirmed, so there is no confirmation to send.",
} as const

/** The traveller's fields an order checks beyond the contract's shapes. */
export interface TravellerFields {
  readonly name: string
  readonly country_code: string
  readonly mobile: string
  readonly email?: string | undefined
  readonly organization_name?: string | undefined
  readonly organization_address?: string | undefined
  readonly organization_taxcode?: string | undefined
}

/** A field and why it cannot be taken; the contract's 400 names both. */
export interface FieldProblem {
  readonly field: string
  readonly message: string
}

export interface GstBlock {
  readonly gstin: string
  readonly name: string | null
  readonly address: string | null
}

const filled = (value: string | undefined) => {
  const trimmed = value?.trim() ?? ""
  return trimmed === "" ? null : trimmed
}

/**
 * The GST billing block, present only with a valid GSTIN (spec-checkout §5), or the first problem
 * with the traveller's fields: an Indian number is 10 digits starting 6-9 (DESIGN.md 'Mobile'), an
 * e-mail given must look like one.
 */
export const checkTraveller = (
  fields: TravellerFields,
):
  | { readonly _tag: "Problem"; readonly problem: FieldProblem }
  | { readonly _tag: "Ok"; readonly gst: GstBlock | null } => {
  const problem = (field: string, message: string) => ({
    _tag: "Problem" as const,
    problem: { field, message },
  })
  if (fields.name.trim() === "") return problem("name", "Enter the name of the guest who will check in")
  if (fields.country_code === "+91" && !/^[6-9]\d{9}$/.test(fields.mobile)) {
    return problem("mobile", "An Indian mobile number has 10 digits and starts with 6, 7, 8 or 9")
  }
  const email = filled(fields.email)
  if (email !== null && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) {
    return problem("email", "This is not an e-mail address, such as name@example.com")
  }
  const taxcode = filled(fields.organization_taxcode)
  const name = filled(fields.organization_name)
  const address = filled(fields.organization_address)
  if (taxcode === null) {
    if (name !== null || address !== null) {
      return problem(
        "organization_taxcode",
        "Company details go on a GST invoice only with the company's GSTIN",
      )
    }
    return { _tag: "Ok", gst: null }
  }
  const gstin = gstinProblem(taxcode)
  if (gstin !== undefined) return problem("organization_taxcode", gstin)
  return { _tag: "Ok", gst: { gstin: normaliseGstin(taxcode), name, address } }
}

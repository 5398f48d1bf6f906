import { Schema } from "effect"
import { codeStepArguments, ExpectBlockedModal, ExpectCodeModal } from "./schema-checkout-code.ts"
import { lateStepArguments, PaymentMethod } from "./schema-checkout-late.ts"
import { ExpectNavigation, JourneyDay } from "./schema-search.ts"

/**
 * The checkout part of the journey format (docs/journeys.md 'Checkout'): the itinerary opened from
 * the hotel page or for a stay, the panels, coupon and points, traveller details, paying now through
 * the gateway sandbox or at the hotel with a code, the payment-processing page and the confirmation.
 * `schema.ts` merges these into the step kinds, the actors into `expect.calls`.
 */

const NonNegativeInt = Schema.Int.pipe(Schema.check(Schema.isGreaterThanOrEqualTo(0)))
const Paise = NonNegativeInt
const HotelId = Schema.String.pipe(Schema.check(Schema.isPattern(/^[1-9]\d{0,9}$/)))

export const CheckoutOpen = Schema.Union([
  /** Book on the open hotel page: its chosen room and plan, with the price it shows. */
  Schema.Literal("book"),
  /** An /itinerary/ address with its query. */
  Schema.String.pipe(Schema.check(Schema.isStartingWith("/itinerary/"))),
  Schema.Struct({
    hotel: HotelId,
    checkin: JourneyDay,
    checkout: JourneyDay,
    roomconfig: Schema.optionalKey(Schema.String),
    roomtype: Schema.optionalKey(Schema.String),
    rateplan: Schema.optionalKey(Schema.Literals(["rp", "nrp"])),
  }),
])
export type CheckoutOpen = typeof CheckoutOpen.Type

/** What the traveller types in the details panel; a member's name, mobile and e-mail come prefilled. */
export const CheckoutDetails = Schema.Struct({
  name: Schema.optionalKey(Schema.String),
  /** Default +91 (spec-checkout §5). */
  countryCode: Schema.optionalKey(Schema.String),
  /** The 10-digit mobile number. */
  phoneNumber: Schema.optionalKey(Schema.String),
  email: Schema.optionalKey(Schema.String),
  /** A GSTIN sends the GST billing block (spec-checkout §5). */
  gstin: Schema.optionalKey(Schema.String),
  companyName: Schema.optionalKey(Schema.String),
  companyAddress: Schema.optionalKey(Schema.String),
  whatsapp: Schema.optionalKey(Schema.Boolean),
})
export type CheckoutDetails = typeof CheckoutDetails.Type

/** What the traveller does in the gateway's payment window; `later`: leaves it open (checkout.paymentWindow). */
export const PayNow = Schema.Struct({
  outcome: Schema.Literals(["success", "failure", "dismissed", "later"]),
  method: Schema.optionalKey(PaymentMethod),
})
export type PayNow = typeof PayNow.Type

export const RatesSet = Schema.Struct({
  hotel: HotelId,
  roomType: Schema.String,
  from: JourneyDay,
  /** The check-out day: its own night keeps its rate. */
  to: JourneyDay,
  /** One room's nightly rate before discounts and GST. */
  ratePaise: Schema.Int.pipe(Schema.check(Schema.isGreaterThanOrEqualTo(1))),
})
export type RatesSet = typeof RatesSet.Type

const Summary = Schema.NullOr(Schema.Struct({ title: Schema.String, subtitle: Schema.NullOr(Schema.String) }))

export const ExpectCheckout = Schema.Struct({
  /** The open panel. */
  panel: Schema.optionalKey(Schema.Literals(["login", "ratePlan", "details", "payment"])),
  /** What each closed panel shows; null before it is completed. */
  summaries: Schema.optionalKey(
    Schema.Struct({
      login: Schema.optionalKey(Summary),
      ratePlan: Schema.optionalKey(Summary),
      details: Schema.optionalKey(Summary),
    }),
  ),
  paymentTab: Schema.optionalKey(Schema.Literals(["payNow", "payLater"])),
  hotel: Schema.optionalKey(Schema.String),
  roomType: Schema.optionalKey(Schema.String),
  /** The chosen plan's code, and every plan offered. */
  ratePlan: Schema.optionalKey(Schema.String),
  ratePlans: Schema.optionalKey(Schema.Array(Schema.String)),
  /** The all-in price of the stay with the platform fee, before points. */
  totalPaise: Schema.optionalKey(Paise),
  couponCode: Schema.optionalKey(Schema.NullOr(Schema.String)),
  couponDiscountPaise: Schema.optionalKey(Paise),
  memberDiscountPaise: Schema.optionalKey(Paise),
  /** What the points wallet pays. */
  pointsPaise: Schema.optionalKey(Paise),
  walletBalancePaise: Schema.optionalKey(Paise),
  walletApplied: Schema.optionalKey(Schema.Boolean),
  /** What paying now charges (spec-checkout §4: the prepaid discounted price if any, else after points). */
  amountToPayPaise: Schema.optionalKey(Paise),
  /** The codes of the featured coupons offered, in order. */
  featuredCoupons: Schema.optionalKey(Schema.Array(Schema.String)),
  /** The coupon's refusal as shown; null for none. */
  discountError: Schema.optionalKey(Schema.NullOr(Schema.String)),
  /** The booking error under the pay buttons; null for none. */
  bookingError: Schema.optionalKey(Schema.NullOr(Schema.String)),
  /** The last failed cart load or points change; null for none. */
  cartError: Schema.optionalKey(Schema.NullOr(Schema.String)),
  /** The price-change notice; null when the price is the one seen before checkout. */
  priceChange: Schema.optionalKey(
    Schema.NullOr(
      Schema.Struct({
        previousPaise: Schema.optionalKey(Paise),
        currentPaise: Schema.optionalKey(Paise),
        message: Schema.optionalKey(Schema.String),
      }),
    ),
  ),
  payAtHotel: Schema.optionalKey(Schema.Boolean),
  payNow: Schema.optionalKey(Schema.Boolean),
  otpEnabled: Schema.optionalKey(Schema.Boolean),
  /** The pay buttons are disabled: a request runs or the payment window is open. */
  busy: Schema.optionalKey(Schema.Boolean),
  traveller: Schema.optionalKey(
    Schema.Struct({
      name: Schema.optionalKey(Schema.String),
      countryCode: Schema.optionalKey(Schema.String),
      phoneNumber: Schema.optionalKey(Schema.String),
      email: Schema.optionalKey(Schema.String),
    }),
  ),
  /** The pay-at-hotel code modal: open, the message under it, Resend. */
  otp: Schema.optionalKey(ExpectCodeModal),
  /** The 'pay at hotel blocked' modal a 429 opens instead (spec-checkout §4 'OTP flow'). */
  blocked: Schema.optionalKey(ExpectBlockedModal),
  /** Where checkout or the processing page sent the traveller last; `{orderId}` stands for the order placed. */
  navigation: Schema.optionalKey(ExpectNavigation),
  /** Analytics events sent, by name, in order. */
  tracked: Schema.optionalKey(Schema.Array(Schema.String)),
})
export type ExpectCheckout = typeof ExpectCheckout.Type

/** The payment-processing page. */
export const ExpectPayment = Schema.Struct({
  status: Schema.optionalKey(Schema.Literals(["pending", "success", "failure", "apiError"])),
  attempts: Schema.optionalKey(NonNegativeInt),
  message: Schema.optionalKey(Schema.String),
  /** Where it goes after the redirect delay; null while it polls. `{orderId}` as above. */
  redirectTo: Schema.optionalKey(Schema.NullOr(Schema.String)),
  polling: Schema.optionalKey(Schema.Boolean),
})
export type ExpectPayment = typeof ExpectPayment.Type

/** The confirmation page's booking; amounts from its rate plan. */
export const ExpectConfirmation = Schema.Struct({
  status: Schema.optionalKey(Schema.String),
  paymentMode: Schema.optionalKey(Schema.Literals(["pay_now", "pay_at_hotel"])),
  paymentStatus: Schema.optionalKey(Schema.Literals(["pending", "success", "failure"])),
  user: Schema.optionalKey(
    Schema.Struct({
      name: Schema.optionalKey(Schema.String),
      email: Schema.optionalKey(Schema.String),
      contact_number: Schema.optionalKey(Schema.String),
    }),
  ),
  hotel: Schema.optionalKey(Schema.String),
  checkin: Schema.optionalKey(Schema.String),
  checkout: Schema.optionalKey(Schema.String),
  roomType: Schema.optionalKey(Schema.String),
  couponCode: Schema.optionalKey(Schema.NullOr(Schema.String)),
  gstin: Schema.optionalKey(Schema.NullOr(Schema.String)),
  totalPaise: Schema.optionalKey(Paise),
  paidPaise: Schema.optionalKey(Paise),
  balancePaise: Schema.optionalKey(Paise),
  pointsPaise: Schema.optionalKey(Paise),
  couponDiscountPaise: Schema.optionalKey(Paise),
})
export type ExpectConfirmation = typeof ExpectConfirmation.Type

/** The messages sent to one e-mail address or number (+91…), newest last. */
export const ExpectOutbox = Schema.Struct({
  to: Schema.String,
  count: Schema.optionalKey(NonNegativeInt),
  /** Text the newest message's subject contains; `{orderId}` as above. */
  subject: Schema.optionalKey(Schema.String),
  /** Text the newest message's body contains. */
  contains: Schema.optionalKey(Schema.String),
})
export type ExpectOutbox = typeof ExpectOutbox.Type

/** Requests of checkout; `expect.calls` counts them. */
export const CHECKOUT_ACTORS = [
  "loadItinerary",
  "changeCoupon",
  "changeWallet",
  "fetchFeaturedCoupons",
  "placeOrder",
  "openGateway",
  "confirmBooking",
  "fetchPaymentStatus",
  "fetchConfirmation",
  "sendPayCode",
  "verifyPayCode",
] as const

export const checkoutCalls = {
  /** The cart: loading it (also to switch plans), its coupon, points and featured coupons. */
  loadItinerary: Schema.optionalKey(NonNegativeInt),
  changeCoupon: Schema.optionalKey(NonNegativeInt),
  changeWallet: Schema.optionalKey(NonNegativeInt),
  fetchFeaturedCoupons: Schema.optionalKey(NonNegativeInt),
  /** Pay now or pay at hotel, the payment window, the confirm call. */
  placeOrder: Schema.optionalKey(NonNegativeInt),
  openGateway: Schema.optionalKey(NonNegativeInt),
  confirmBooking: Schema.optionalKey(NonNegativeInt),
  fetchPaymentStatus: Schema.optionalKey(NonNegativeInt),
  fetchConfirmation: Schema.optionalKey(NonNegativeInt),
  /** The pay-at-hotel code: sent and checked. */
  sendPayCode: Schema.optionalKey(NonNegativeInt),
  verifyPayCode: Schema.optionalKey(NonNegativeInt),
}

const NoArgument = Schema.Null

/** The checkout step kinds and their arguments; `schema.ts` adds them to the others. */
export const checkoutStepArguments = {
  "checkout.open": CheckoutOpen,
  /** Retry on an itinerary that failed to load. */
  "checkout.retry": NoArgument,
  /** The login panel's Continue as a guest, with the e-mail the confirmation goes to. */
  "checkout.guest": Schema.Struct({ email: Schema.String }),
  /** Continue (a plan code) or Skip on the rate-plan panel. */
  "checkout.ratePlan": Schema.Literals(["rp", "nrp", "skip"]),
  /** Applies a coupon; null removes it. */
  "checkout.coupon": Schema.NullOr(Schema.String),
  /** The points wallet on or off. */
  "checkout.wallet": Schema.Boolean,
  /** A completed panel's Edit: it opens again and the open one closes. */
  "checkout.edit": Schema.Literals(["login", "ratePlan", "details"]),
  /** Fills the details panel and presses Continue. */
  "checkout.details": CheckoutDetails,
  "checkout.payNow": PayNow,
  /** Pay at hotel: sends the code when the cart asks for one, else books (with a solved captcha). */
  "checkout.payAtHotel": NoArgument,
  /** Types the pay-at-hotel code: the one in the newest SMS, a wrong one, or these digits. */
  "checkout.otp": Schema.String,
  ...codeStepArguments,
  ...lateStepArguments,
  /**
   * Opens the payment-processing page by its address (`{orderId}`: the order placed last), as the
   * browser's history or a reload does, whatever the payment has come to.
   */
  "payment.open": Schema.String.pipe(Schema.check(Schema.isPattern(/^\/payment-process\/[^/]+\/$/))),
  /** Test control: one room type's nightly rate on the nights from … the night before to. */
  "rates.set": RatesSet,
  "expect.checkout": ExpectCheckout,
  "expect.payment": ExpectPayment,
  "expect.confirmation": ExpectConfirmation,
  "expect.outbox": ExpectOutbox,
} as const

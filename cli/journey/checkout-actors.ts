import { Effect } from "effect"
import { fromPromise } from "xstate"
import type { ItineraryQuery } from "#core/api/checkout.ts"
import { callApi } from "#core/services/api-client.ts"
import {
  type CartContext,
  type CartRequest,
  type CouponRequest,
  cartMachine,
  type WalletRequest,
} from "#machines/cart.machine.ts"
import { payBookingMachine } from "#machines/pay-booking.machine.ts"
import type {
  ConfirmBookingRequest,
  GatewayOutcome,
  OpenGatewayRequest,
  PlacedOrder,
  PlaceOrderRequest,
  TravellerDetails,
} from "#machines/pay-booking.types.ts"
import {
  type PaymentDetails,
  type PaymentStatusRequest,
  paymentProcessingMachine,
} from "#machines/payment-processing.machine.ts"
import { keepAnswer, type PaymentWindow } from "./checkout-late.ts"
import { payInSandbox } from "./gateway-sandbox.ts"
import { browserActor } from "./network.ts"
import type { Channel } from "./schema.ts"
import type { PayNow } from "./schema-checkout.ts"
import type { Session } from "./session.ts"

/**
 * The checkout machines' requests (ADR 082: the host provides them), as contract calls on the
 * journey's runtime. The payment window is the gateway sandbox's pay action, which is what the
 * popup's buttons post (server/gateway/sandbox-popup.ts).
 */

/** What the pay buttons need from the page besides the traveller: the cart, and proofs for pay at hotel. */
export interface OrderContext {
  readonly channel: Channel
  /** The cart shown: its itinerary, and what paying now charges (the cart machine's amountToSend). */
  readonly cart: () => CartContext
  /** What the traveller will do in the payment window next. */
  readonly gateway: () => PayNow
  /** Where the traveller acts later when they leave the window open. */
  readonly window: () => PaymentWindow
  /** The number a pay-at-hotel code verified, or a captcha proof for an OTP-less booking. */
  readonly proof: () => { readonly otpVerifiedNumber?: string; readonly captchaToken?: string }
}

const flag = (on: boolean) => (on ? ("true" as const) : ("false" as const))

/** The cart's calls (spec-checkout §7): every one answers the whole itinerary. */
export const cartLogic = (session: Session, channel: Channel) =>
  cartMachine.provide({
    actors: {
      loadItinerary: browserActor(
        session,
        "loadItinerary",
        ({ link, bid, ratePlan, applyWallet }: CartRequest) =>
          callApi((api) =>
            api.checkout.itinerary({
              query:
                bid === null
                  ? { ...(link as ItineraryQuery), channel, apply_wallet: flag(applyWallet) }
                  : {
                      bid,
                      channel,
                      apply_wallet: flag(applyWallet),
                      ...(ratePlan === "rp" || ratePlan === "nrp" ? { rateplan: ratePlan } : {}),
                    },
            }),
          ),
      ),
      changeCoupon: browserActor(session, "changeCoupon", ({ bid, code, applyWallet }: CouponRequest) =>
        callApi((api) => {
          const payload = { bid, channel, apply_wallet: flag(applyWallet) }
          return code === null
            ? api.checkout.removeCoupon({ payload })
            : api.checkout.applyCoupon({ payload: { ...payload, couponcode: code } })
        }),
      ),
      changeWallet: browserActor(session, "changeWallet", ({ bid, apply }: WalletRequest) =>
        callApi((api) =>
          apply
            ? api.checkout.applyWallet({ payload: { bid, channel } })
            : api.checkout.removeWallet({ payload: { bid, channel } }),
        ),
      ),
      fetchFeaturedCoupons: browserActor(
        session,
        "fetchFeaturedCoupons",
        ({ bid }: { readonly bid: string }) =>
          callApi((api) => api.checkout.featuredCoupons({ query: { bid, channel } })),
      ),
    },
  })

/** spec-checkout §5: the GST block travels only with a GSTIN. */
const travellerPayload = (traveller: TravellerDetails) => ({
  name: traveller.name,
  mobile: traveller.mobile,
  country_code: traveller.countryCode,
  ...(traveller.email === "" ? {} : { email: traveller.email }),
  ...(traveller.hasGstin
    ? {
        organization_name: traveller.companyName,
        organization_address: traveller.companyAddress,
        organization_taxcode: traveller.gstin,
      }
    : {}),
  has_opted_for_whatsapp: traveller.hasOptedForWhatsapp,
})

const placeOrder = (session: Session, page: OrderContext) =>
  browserActor(session, "placeOrder", (request: PlaceOrderRequest) => {
    const { itinerary, amountToSend } = page.cart()
    if (itinerary === null) return Effect.die(new Error("the pay buttons are shown only with a cart"))
    const common = {
      ...travellerPayload(request.traveller),
      bid: itinerary.bid,
      channel: page.channel,
      // spec-checkout §9: check-in 12pm, check-out 11am.
      check_in_time: "12pm",
      check_out_time: "11am",
    }
    if (request.mode === "pay_now")
      return callApi((api) =>
        api.orders.payNow({
          payload: { ...common, gateway: "razorpay", actual_total_cost: amountToSend },
        }),
      ).pipe(
        Effect.map(
          (answer): PlacedOrder => ({
            orderId: answer.order_id,
            serviceOrderId: answer.ps_order_id,
            checkoutOptions: answer.order_event_args,
          }),
        ),
      )
    const proof = page.proof()
    return callApi((api) =>
      api.orders.payAtHotel({
        payload: {
          ...common,
          actual_total_cost: itinerary.selected_rate_plan.walletDiscountedPrice,
          ...(proof.otpVerifiedNumber === undefined ? {} : { otp_verified_number: proof.otpVerifiedNumber }),
          ...(proof.captchaToken === undefined ? {} : { recaptcha_user_token: proof.captchaToken }),
        },
      }),
    ).pipe(Effect.map((answer): PlacedOrder => ({ orderId: answer.order_id })))
  })

/** The payment window: the traveller pays (or fails to) with the sandbox's buttons, or closes it. */
const openGateway = (session: Session, page: OrderContext) =>
  fromPromise<GatewayOutcome, OpenGatewayRequest>(async ({ input }) => {
    const finished = session.begin("openGateway")
    try {
      let chosen = page.gateway()
      if (chosen.outcome === "later") {
        // Nothing is in flight while the traveller takes their time; their checkout.paymentWindow
        // step waits for this window's answer itself.
        finished()
        chosen = await page.window().next()
      }
      const { outcome, method = "card" } = chosen
      if (outcome === "dismissed") return { kind: "dismissed" }
      const options = input.checkoutOptions as { readonly order_id: string }
      return await payInSandbox(session, options.order_id, {
        outcome: outcome === "success" ? "success" : "failure",
        method,
        email: input.traveller.email,
        contact: `${input.traveller.countryCode}${input.traveller.mobile}`,
      })
    } finally {
      finished()
      page.window().answered()
    }
  })

const confirmBooking = (session: Session) =>
  browserActor(session, "confirmBooking", (request: ConfirmBookingRequest) =>
    callApi(
      (api) =>
        api.orders.confirmBooking({
          payload: {
            order_id: request.orderId,
            gateway: "razorpay",
            ps_order_id: request.serviceOrderId,
            pg_order_id: request.gatewayOrderId,
            pg_meta: { pg_payment_id: request.paymentId, pg_signature: request.signature },
          },
        }),
      // The machine goes on to the processing page whatever the answer (ADR 082).
    ).pipe(keepAnswer(session)),
  )

export const payLogic = (session: Session, page: OrderContext) =>
  payBookingMachine.provide({
    actors: {
      placeOrder: placeOrder(session, page),
      openGateway: openGateway(session, page),
      confirmBooking: confirmBooking(session),
    },
  })

export const processingLogic = (session: Session) =>
  paymentProcessingMachine.provide({
    actors: {
      fetchStatus: browserActor(session, "fetchPaymentStatus", ({ orderId, count }: PaymentStatusRequest) =>
        callApi((api) =>
          api.orders.paymentStatus({ params: { orderId }, query: { count: String(count) } }),
        ).pipe(Effect.map(({ order_id: _, ...details }): PaymentDetails => details)),
      ),
    },
  })

import { Effect } from "effect"
import { CHECKOUT_GUARD_OPERATIONS, type CheckoutGuardOperation } from "#core/api/captcha.ts"
import type { Itinerary } from "#core/api/checkout.ts"
import { GraphqlTooManyRequests, GraphqlUnauthorized } from "#core/api/graphql.ts"
import { graphqlErrorMessage } from "#core/api/graphql-error.ts"
import type { TelemetryProperties } from "#core/api/telemetry.ts"
import { ApiError, BookingApi, callApi, toApiError } from "#core/services/api-client.ts"
import { Tracking } from "#core/services/tracking.ts"
import type { CartRequest, CouponRequest, WalletRequest } from "#machines/cart.machine.ts"
import type {
  ConfirmBookingRequest,
  PlacedOrder,
  PlaceOrderRequest,
  TravellerDetails,
} from "#machines/pay-booking.types.ts"
import type { Channel } from "../../lib/app-config.tsx"
import { browserRuntime } from "../../lib/effect-runtime.ts"
import { itineraryQuery } from "./itinerary-query.ts"

/**
 * The itinerary page's calls, on the page's runtime (a member's token brings member prices and the
 * wallet). checkout-machines.ts imports this module on the first call, after hydration
 * (docs/decisions/070-javascript-budget.md).
 */

const onRuntime =
  <I, A, E>(program: (input: I) => Effect.Effect<A, E, BookingApi | Tracking>) =>
  (input: I, signal: AbortSignal): Promise<A> =>
    browserRuntime().runPromise(program(input), { signal })

export const loadItinerary = (channel: Channel) =>
  onRuntime((request: CartRequest) =>
    callApi((api) => api.checkout.itinerary({ query: itineraryQuery(request, channel) })),
  )

export const changeCoupon = (channel: Channel) =>
  onRuntime((request: CouponRequest): Effect.Effect<Itinerary, ApiError, BookingApi> => {
    const common = {
      bid: request.bid,
      channel,
      apply_wallet: request.applyWallet ? "true" : "false",
    } as const
    return request.code === null
      ? callApi((api) => api.checkout.removeCoupon({ payload: common }))
      : callApi((api) => api.checkout.applyCoupon({ payload: { ...common, couponcode: request.code! } }))
  })

export const changeWallet = (channel: Channel) =>
  onRuntime((request: WalletRequest) =>
    callApi((api) =>
      request.apply
        ? api.checkout.applyWallet({ payload: { bid: request.bid, channel } })
        : api.checkout.removeWallet({ payload: { bid: request.bid, channel } }),
    ),
  )

export const fetchFeaturedCoupons = (channel: Channel) =>
  onRuntime((request: { readonly bid: string }) =>
    callApi((api) => api.checkout.featuredCoupons({ query: { bid: request.bid, channel } })),
  )

/** What an order needs beyond the traveller: the cart and the price the traveller agreed to. */
export interface OrderCart {
  readonly bid: string
  /** actual_total_cost: the amount to pay now, and the stay's price after points at the hotel. */
  readonly payNowPaise: number
  readonly atHotelPaise: number
  readonly channel: Channel
  /** Pay at hotel: the number the OTP verified, or the captcha's proof token on gdc. */
  readonly otpVerifiedNumber?: string
  readonly captchaToken?: string
}

/** spec-checkout §5: the GST billing block travels only with a GSTIN. */
const orderPayload = (traveller: TravellerDetails, cart: OrderCart, amountPaise: number) => ({
  name: traveller.name.trim(),
  mobile: traveller.mobile.trim(),
  country_code: traveller.countryCode,
  email: traveller.email.trim(),
  bid: cart.bid,
  // spec-checkout §9: check-in 12pm, check-out 11am.
  check_in_time: "12pm",
  check_out_time: "11am",
  actual_total_cost: amountPaise,
  channel: cart.channel,
  has_opted_for_whatsapp: traveller.hasOptedForWhatsapp,
  ...(cart.otpVerifiedNumber === undefined ? {} : { otp_verified_number: cart.otpVerifiedNumber }),
  ...(traveller.hasGstin && traveller.gstin.trim() !== ""
    ? {
        organization_taxcode: traveller.gstin.trim().toUpperCase(),
        organization_name: traveller.companyName.trim(),
        organization_address: traveller.companyAddress.trim(),
      }
    : {}),
})

export const placeOrder = (cart: () => OrderCart) =>
  onRuntime((request: PlaceOrderRequest): Effect.Effect<PlacedOrder, ApiError, BookingApi> => {
    const now = cart()
    const payNow = request.mode === "pay_now"
    const payload = orderPayload(request.traveller, now, payNow ? now.payNowPaise : now.atHotelPaise)
    return payNow
      ? callApi((api) => api.orders.payNow({ payload: { ...payload, gateway: "razorpay" } })).pipe(
          Effect.map((answer) => ({
            orderId: answer.order_id,
            serviceOrderId: answer.ps_order_id,
            checkoutOptions: answer.order_event_args,
          })),
        )
      : callApi((api) =>
          api.orders.payAtHotel({
            payload: {
              ...payload,
              ...(now.captchaToken === undefined ? {} : { recaptcha_user_token: now.captchaToken }),
            },
          }),
        ).pipe(Effect.map((answer) => ({ orderId: answer.order_id })))
  })

export const confirmBooking = onRuntime((request: ConfirmBookingRequest) =>
  callApi((api) =>
    api.orders.confirmBooking({
      payload: {
        order_id: request.orderId,
        gateway: "razorpay",
        ps_order_id: request.serviceOrderId,
        pg_order_id: request.gatewayOrderId,
        pg_meta: { pg_payment_id: request.paymentId, pg_signature: request.signature },
      },
    }),
  ),
)

/** Pay at hotel's code to the traveller's phone (spec-checkout §7 POST /api/v2/otp/). */
export const sendOtp = onRuntime((request: { readonly phoneNumber: string }) =>
  callApi((api) => api.otp.sendOtp({ payload: { phone_number: request.phoneNumber } })),
)

export const verifyOtp = onRuntime((request: { readonly phoneNumber: string; readonly code: string }) =>
  callApi((api) =>
    api.otp.verifyOtp({ payload: { phone_number: request.phoneNumber, verification_code: request.code } }),
  ),
)

/**
 * One of checkout's GraphQL operations. spec-checkout §8: the message shown is the first error's,
 * after the operation's prefix; a refused request keeps its status (429 blocks pay at hotel).
 */
const graphql = (operation: CheckoutGuardOperation, variables: Readonly<Record<string, string>>) =>
  Effect.gen(function* () {
    const failure = (
      status: number,
      errors: readonly [{ readonly message: string }, ...{ readonly message: string }[]],
    ) =>
      new ApiError({
        status,
        code: "GraphqlError",
        message: graphqlErrorMessage(operation, errors).displayed,
        isNetworkError: false,
      })
    const api = yield* BookingApi
    // Not callApi: the refusal's class says its status, which the 429 rule needs.
    const answer = yield* api.graphql
      .execute({
        payload: { query: CHECKOUT_GUARD_OPERATIONS[operation], operationName: operation, variables },
      })
      .pipe(
        Effect.catch((error: unknown) =>
          Effect.fail(
            error instanceof GraphqlTooManyRequests
              ? failure(429, error.errors)
              : error instanceof GraphqlUnauthorized
                ? failure(401, error.errors)
                : toApiError(error),
          ),
        ),
      )
    if (answer.errors !== undefined) return yield* failure(200, answer.errors)
    return (answer.data ?? {}) as Readonly<Record<string, unknown>>
  })

/** The ALTCHA payload verified: the proof token pay at hotel sends as recaptcha_user_token. */
export const verifyCaptcha = onRuntime((payload: string) =>
  graphql("CaptchaVerifyV2", { payload }).pipe(
    Effect.map((data) => (data.captchaVerifyV2 as { readonly token: string }).token),
  ),
)

/** The WhatsApp opt-in id: '+', country code and number, digits only (ADR 079). */
export const whatsappId = (countryCode: string, mobile: string): string =>
  `+${countryCode.replace(/\D/g, "")}${mobile.replace(/\D/g, "")}`

/** spec-checkout §4 'WhatsApp opt-in': unknown (null), then true or false. */
export const whatsappStatus = onRuntime((id: string) =>
  graphql("WhatsappStatus", { id }).pipe(
    Effect.map((data) => (data.optinStatus as { readonly status: boolean | null }).status),
  ),
)

export const setWhatsapp = onRuntime((request: { readonly id: string; readonly optIn: boolean }) =>
  graphql(request.optIn ? "WhatsappRegister" : "WhatsappDeregister", { id: request.id }),
)

/** The machines' emitted `track` events, to the tracking service (spec-checkout §7). */
export const track = (event: string, properties: TelemetryProperties): void => {
  browserRuntime().runFork(Effect.flatMap(Tracking, (tracking) => tracking.track(event, properties)))
}

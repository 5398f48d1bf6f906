import type { APIRequestContext } from "@playwright/test"
import { expect } from "@playwright/test"
import type { PayNowResult } from "#core/api/checkout.ts"

type Answer = Awaited<ReturnType<APIRequestContext["get"]>>

/** The `data` of a 200 answer; any other status fails the test with the answer's body. */
export const dataOf = async <A>(answer: Answer): Promise<A> => {
  expect(answer.status(), await answer.text()).toBe(200)
  return ((await answer.json()) as { data: A }).data
}

export interface ApiBooking {
  readonly token: string
  readonly hotelId: string
  readonly stay: { readonly checkin: string; readonly checkout: string; readonly roomconfig: string }
  readonly name: string
  readonly email: string
}

/**
 * A confirmed pay-now booking made as checkout makes it, for tests whose subject is what comes after:
 * the itinerary with the member's token, pay now, the gateway sandbox's payment, confirm.
 */
export const bookThroughApi = async (request: APIRequestContext, booking: ApiBooking): Promise<string> => {
  const headers = { authorization: `Bearer ${booking.token}` }
  const query = new URLSearchParams({ hotel_id: booking.hotelId, ...booking.stay, rateplan: "rp" })
  const cart = await dataOf<{ bid: string; selected_rate_plan: { walletDiscountedPrice: number } }>(
    await request.get(`/api/v8/checkout/itinerary/?${query}`, { headers }),
  )
  const order = await dataOf<typeof PayNowResult.Type>(
    await request.post("/api/v5/checkout/paynow/", {
      headers,
      data: {
        name: booking.name,
        mobile: "9845012345",
        country_code: "+91",
        email: booking.email,
        bid: cart.bid,
        gateway: "razorpay",
        actual_total_cost: cart.selected_rate_plan.walletDiscountedPrice,
        channel: "website",
      },
    }),
  )
  const paid = (await (
    await request.post(`/gateway-sandbox/pay/${order.pg_order_id}`, {
      data: { method: "upi", outcome: "capture" },
    })
  ).json()) as { razorpay_payment_id: string; razorpay_signature: string }
  await dataOf(
    await request.post("/api/v5/checkout/confirmbooking/", {
      data: {
        order_id: order.order_id,
        gateway: "razorpay",
        ps_order_id: order.ps_order_id,
        pg_order_id: order.pg_order_id,
        pg_meta: { pg_payment_id: paid.razorpay_payment_id, pg_signature: paid.razorpay_signature },
      },
    }),
  )
  return order.order_id
}

import type { CancellationDetails } from "#core/api/bookings.ts"
import type { BookedStay, BookingClient, StayChoice } from "./bookings.ts"
import { dataOf, ok } from "./bookings.ts"

/** What a cancellation leaves on the order's row. */
export interface CancelledRow {
  readonly status: string
  readonly cancelled: boolean
  readonly cancellation_charge_paise: number | null
  readonly refund_paise: number | null
  readonly refund_due: boolean
  readonly cancellation_reason: string | null
  readonly cancellation_message: string | null
  readonly rooms_held: boolean
}

/** The cancellation link's calls, and what the suites read back. */
export const cancellationCalls = (c: BookingClient) => ({
  details: async (hash: string) =>
    dataOf<CancellationDetails>(ok(await c.get(`/api/growth/cancellation/booking_details/${hash}`))),
  cancel: (hash: string, orderId: string, extra: Record<string, unknown> = {}) =>
    c.post("/api/growth/cancellation/cancel-booking/", {
      cancellation_hash: hash,
      order_id: orderId,
      cancellation_reason: "Change of plans",
      message: "Sorry, we cannot travel",
      communication_type: "email",
      ...extra,
    }),
  row: async (orderId: string) =>
    (
      await c.sql<CancelledRow>(
        (
          q,
        ) => q`SELECT status, cancelled_at IS NOT NULL AS cancelled, cancellation_charge_paise, refund_paise,
          refund_due, cancellation_reason, cancellation_message, rooms_held FROM orders WHERE order_id = ${orderId}`,
      )
    )[0]!,
  /** Books a stay paid now: its order id and cancellation hash. */
  bookPaid: async (choice: StayChoice = {}, email = "meera@example.com") => {
    const stay = await c.newStay(choice)
    const orderId = await c.payNow(stay, { email })
    return { stay, orderId, hash: await c.hashOf(orderId) }
  },
})

/** A pay-now stay's money: paid, its first night's tariff (the default policy's late charge), the total. */
export const moneyOf = (s: BookedStay) => ({
  paid: s.quote.walletDiscountedPrice,
  firstNight: s.itinerary.selected_rate_plan.nightsBreakup[0]!.sellingPrice,
  total: s.quote.postTaxPrice,
})

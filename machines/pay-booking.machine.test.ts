import { describe, expect, it } from "vitest"
import { createActor } from "xstate"
import { BOOKING_MESSAGES } from "#core/checkout/payment-messages.ts"
import { ApiError } from "#core/services/api-client.ts"
import { TRACKING_EVENTS } from "#core/services/tracking.ts"
import { PAY_NOW_IDS_MISSING, payBookingMachine } from "./pay-booking.machine.ts"
import type {
  ConfirmBookingRequest,
  GatewayOutcome,
  OpenGatewayRequest,
  PayBookingEmitted,
  PlacedOrder,
  PlaceOrderRequest,
  TravellerDetails,
} from "./pay-booking.types.ts"
import { type Call, controlled, settle } from "./test-support/actors.ts"

const traveller: TravellerDetails = {
  name: "Asha Rao",
  countryCode: "+91",
  mobile: "9876543210",
  email: "asha@example.com",
  hasGstin: false,
  gstin: "",
  companyName: "",
  companyAddress: "",
  hasOptedForWhatsapp: true,
}
const options = { amount: 540000, currency: "INR" }
const paid: GatewayOutcome = {
  kind: "paid",
  paymentId: "pay_1",
  gatewayOrderId: "order_9",
  signature: "f00d",
}

const start = () => {
  const orders: Array<Call<PlaceOrderRequest, PlacedOrder>> = []
  const windows: Array<Call<OpenGatewayRequest, GatewayOutcome>> = []
  const confirms: Array<Call<ConfirmBookingRequest, unknown>> = []
  const told: Array<PayBookingEmitted> = []
  const actor = createActor(
    payBookingMachine.provide({
      actors: {
        placeOrder: controlled(orders),
        openGateway: controlled(windows),
        confirmBooking: controlled(confirms),
      },
    }),
  )
  actor.on("*", (event) => told.push(event))
  actor.start()
  const snapshot = () => actor.getSnapshot()
  const navigations = () => told.filter((e) => e.type === "navigate").map((e) => e.to)
  const tracked = () => told.filter((e) => e.type === "track")
  const reported = () => told.flatMap((e) => (e.type === "report" ? [e.error] : []))
  /** Places a pay-now order whose answer carries both ids: the payment window is open. */
  const openWindow = async () => {
    actor.send({ type: "booking.payNow", traveller })
    orders[0]!.resolve({ orderId: "TRB-1042", serviceOrderId: "ps_7", checkoutOptions: options })
    await settle()
  }
  return { actor, orders, windows, confirms, snapshot, navigations, tracked, reported, openWindow }
}

describe("pay booking (spec-checkout §4 'Cart and payment', §8)", () => {
  it("pays at the hotel: progress on while the order is placed, then the confirmation opens", async () => {
    const { actor, orders, snapshot, navigations, windows } = start()
    expect(snapshot().context).toMatchObject({ isPaymentInProgress: false, bookingApiError: null })
    actor.send({ type: "booking.payAtHotel", traveller })
    expect(snapshot().context.isPaymentInProgress).toBe(true)
    expect(snapshot().hasTag("busy")).toBe(true)
    expect(orders.map((o) => o.input)).toEqual([{ mode: "pay_at_hotel", traveller }])
    orders[0]!.resolve({ orderId: "TRB-1042" })
    await settle()
    expect(navigations()).toEqual(["/confirmation/TRB-1042/"])
    expect(windows).toHaveLength(0)
    expect(snapshot().status).toBe("done")
    expect(snapshot().context.isPaymentInProgress).toBe(true)
  })

  it("pays now: the window opens with the order, the payment is confirmed, then the processing page opens", async () => {
    const { windows, confirms, snapshot, navigations, openWindow, orders } = start()
    await openWindow()
    expect(orders[0]!.input.mode).toBe("pay_now")
    expect(snapshot().hasTag("gatewayOpen")).toBe(true)
    expect(windows.map((w) => w.input)).toEqual([
      { orderId: "TRB-1042", serviceOrderId: "ps_7", checkoutOptions: options, traveller },
    ])
    windows[0]!.resolve(paid)
    await settle()
    expect(confirms.map((c) => c.input)).toEqual([
      {
        orderId: "TRB-1042",
        serviceOrderId: "ps_7",
        gatewayOrderId: "order_9",
        paymentId: "pay_1",
        signature: "f00d",
      },
    ])
    expect(navigations()).toEqual([])
    confirms[0]!.resolve({})
    await settle()
    expect(navigations()).toEqual(["/payment-process/TRB-1042/"])
    expect(snapshot().context.isPaymentInProgress).toBe(true)
  })

  it("opens the processing page even when the confirm call fails: that page polls the real status", async () => {
    const { windows, confirms, navigations, openWindow } = start()
    await openWindow()
    windows[0]!.resolve(paid)
    await settle()
    confirms[0]!.reject(new Error("HTTP 502"))
    await settle()
    expect(navigations()).toEqual(["/payment-process/TRB-1042/"])
  })

  it("shows a failed order's message as the booking error and ends the progress, for either mode", async () => {
    for (const type of ["booking.payNow", "booking.payAtHotel"] as const) {
      const { actor, orders, snapshot, navigations } = start()
      actor.send({ type, traveller })
      orders[0]!.reject(
        new ApiError({
          status: 409,
          code: "SoldOut",
          message: "This room is sold out",
          isNetworkError: false,
        }),
      )
      await settle()
      expect(snapshot().value).toBe("idle")
      expect(snapshot().context).toMatchObject({
        bookingApiError: "This room is sold out",
        isPaymentInProgress: false,
      })
      expect(navigations()).toEqual([])
    }
  })

  it("reads a failure without an answer as a network error", async () => {
    const { actor, orders, snapshot } = start()
    actor.send({ type: "booking.payNow", traveller })
    orders[0]!.reject(new TypeError("fetch failed"))
    await settle()
    expect(snapshot().context.bookingApiError).toBe("Network error")
  })

  it("clears the booking error when the traveller tries again", async () => {
    const { actor, orders, snapshot } = start()
    actor.send({ type: "booking.payNow", traveller })
    orders[0]!.reject(new Error("boom"))
    await settle()
    expect(snapshot().context.bookingApiError).not.toBeNull()
    actor.send({ type: "booking.payAtHotel", traveller })
    expect(snapshot().context).toMatchObject({
      bookingApiError: null,
      isPaymentInProgress: true,
      mode: "pay_at_hotel",
    })
  })

  it("tracks a pay-now answer without its ids and tells the traveller the booking was not placed", async () => {
    for (const answer of [
      { orderId: "TRB-1042" },
      { serviceOrderId: "ps_7" },
      { orderId: "", serviceOrderId: "" },
    ]) {
      const { actor, orders, windows, snapshot, tracked } = start()
      actor.send({ type: "booking.payNow", traveller })
      orders[0]!.resolve(answer)
      await settle()
      expect(windows).toHaveLength(0)
      expect(snapshot().context).toMatchObject({
        bookingApiError: BOOKING_MESSAGES.notPlaced,
        isPaymentInProgress: false,
      })
      expect(tracked()).toEqual([
        {
          type: "track",
          event: PAY_NOW_IDS_MISSING,
          properties: {
            order_id: answer.orderId ?? null,
            ps_order_id: (answer as PlacedOrder).serviceOrderId ?? null,
          },
        },
      ])
    }
  })

  it("does not track a pay-at-hotel answer without an order id (the spec tracks pay now's), but does not book", async () => {
    const { actor, orders, snapshot, tracked, navigations } = start()
    actor.send({ type: "booking.payAtHotel", traveller })
    orders[0]!.resolve({})
    await settle()
    expect(snapshot().context.bookingApiError).toBe(BOOKING_MESSAGES.notPlaced)
    expect(tracked()).toEqual([])
    expect(navigations()).toEqual([])
  })

  it("reports and tracks a failed payment window as 'Razorpay Popup Failure' and says nothing was booked", async () => {
    const { windows, confirms, snapshot, tracked, reported, navigations, openWindow } = start()
    await openWindow()
    const failure = { kind: "failed", code: "BAD_REQUEST_ERROR", description: "Payment declined" }
    windows[0]!.reject(failure)
    await settle()
    expect(reported()).toEqual([failure])
    expect(TRACKING_EVENTS.razorpayPopupFailure).toBe("Razorpay Popup Failure")
    expect(tracked()).toEqual([
      {
        type: "track",
        event: "Razorpay Popup Failure",
        properties: { order_id: "TRB-1042", code: "BAD_REQUEST_ERROR", description: "Payment declined" },
      },
    ])
    expect(snapshot().value).toBe("idle")
    expect(snapshot().context).toMatchObject({
      bookingApiError: BOOKING_MESSAGES.paymentFailed,
      isPaymentInProgress: false,
    })
    expect(confirms).toHaveLength(0)
    expect(navigations()).toEqual([])
  })

  it("tracks a window that could not open the same way, without a gateway code", async () => {
    const { windows, tracked, openWindow } = start()
    await openWindow()
    windows[0]!.reject(new Error("script failed to load"))
    await settle()
    expect(tracked()[0]!.type === "track" && tracked()[0]!.properties).toEqual({
      order_id: "TRB-1042",
      code: null,
      description: null,
    })
  })

  it("a window the traveller closes ends the progress without an error, and they may pay again", async () => {
    const { actor, windows, orders, confirms, snapshot, tracked, reported, openWindow } = start()
    await openWindow()
    windows[0]!.resolve({ kind: "dismissed" })
    await settle()
    expect(reported()).toEqual([])
    expect(snapshot().value).toBe("idle")
    expect(snapshot().context).toMatchObject({ bookingApiError: null, isPaymentInProgress: false })
    expect(confirms).toHaveLength(0)
    expect(tracked()).toEqual([])
    actor.send({ type: "booking.payNow", traveller })
    expect(orders).toHaveLength(2)
  })

  it("ignores a second pay request while one is under way", async () => {
    const { actor, orders, openWindow } = start()
    await openWindow()
    expect(actor.getSnapshot().can({ type: "booking.payAtHotel", traveller })).toBe(false)
    actor.send({ type: "booking.payAtHotel", traveller })
    expect(orders).toHaveLength(1)
  })
})

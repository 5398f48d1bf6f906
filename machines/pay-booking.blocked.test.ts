import { describe, expect, it } from "vitest"
import { createActor } from "xstate"
import { ApiError } from "#core/services/api-client.ts"
import { payBookingMachine } from "./pay-booking.machine.ts"
import type {
  ConfirmBookingRequest,
  GatewayOutcome,
  OpenGatewayRequest,
  PlacedOrder,
  PlaceOrderRequest,
  TravellerDetails,
} from "./pay-booking.types.ts"
import { type Call, controlled, settle } from "./test-support/actors.ts"

const traveller: TravellerDetails = {
  name: "Sunil Reddy",
  countryCode: "+91",
  mobile: "9123450123",
  email: "sunil@example.com",
  hasGstin: false,
  gstin: "",
  companyName: "",
  companyAddress: "",
  hasOptedForWhatsapp: false,
}

const ALREADY_BOOKED =
  "You already have a pay at hotel booking that is not verified. Verify your number, or pay now to book again."
const tooMany = (message = ALREADY_BOOKED) =>
  new ApiError({ status: 429, code: "unverified_booking_made", message, isNetworkError: false })

const start = () => {
  const orders: Array<Call<PlaceOrderRequest, PlacedOrder>> = []
  const windows: Array<Call<OpenGatewayRequest, GatewayOutcome>> = []
  const confirms: Array<Call<ConfirmBookingRequest, unknown>> = []
  const actor = createActor(
    payBookingMachine.provide({
      actors: {
        placeOrder: controlled(orders),
        openGateway: controlled(windows),
        confirmBooking: controlled(confirms),
      },
    }),
  )
  actor.start()
  return { actor, orders, windows, snapshot: () => actor.getSnapshot() }
}

describe("pay booking: the 'pay at hotel blocked' modal (spec-checkout §4 'OTP flow', §8 'HTTP 429')", () => {
  it("opens when a pay-at-hotel order is refused with 429, with the refusal as the booking error", async () => {
    const { actor, orders, snapshot } = start()
    actor.send({ type: "booking.payAtHotel", traveller })
    orders[0]!.reject(tooMany())
    await settle()
    expect(snapshot().hasTag("payAtHotelBlocked")).toBe(true)
    expect(snapshot().hasTag("busy")).toBe(false)
    expect(snapshot().context).toMatchObject({ bookingApiError: ALREADY_BOOKED, isPaymentInProgress: false })
  })

  it("covers the pay buttons until it is closed; closing keeps the booking error and allows paying again", async () => {
    const { actor, orders, snapshot } = start()
    actor.send({ type: "booking.payAtHotel", traveller })
    orders[0]!.reject(tooMany())
    await settle()
    expect(snapshot().can({ type: "booking.payNow", traveller })).toBe(false)
    expect(snapshot().can({ type: "booking.payAtHotel", traveller })).toBe(false)
    actor.send({ type: "blocked.close" })
    expect(snapshot().hasTag("payAtHotelBlocked")).toBe(false)
    expect(snapshot().value).toBe("idle")
    expect(snapshot().context.bookingApiError).toBe(ALREADY_BOOKED)
    actor.send({ type: "booking.payNow", traveller })
    expect(orders.map((o) => o.input.mode)).toEqual(["pay_at_hotel", "pay_now"])
    expect(snapshot().context.bookingApiError).toBeNull()
  })

  it("is not opened by a pay-now order refused with 429, nor by another refusal of pay at hotel", async () => {
    const refusals = [
      { type: "booking.payNow", error: tooMany("Too many requests") },
      {
        type: "booking.payAtHotel",
        error: new ApiError({ status: 409, code: "sold_out", message: "Sold out", isNetworkError: false }),
      },
      { type: "booking.payAtHotel", error: new TypeError("fetch failed") },
    ] as const
    for (const { type, error } of refusals) {
      const { actor, orders, snapshot } = start()
      actor.send({ type, traveller })
      orders[0]!.reject(error)
      await settle()
      expect(snapshot().hasTag("payAtHotelBlocked"), `${type} ${String(error)}`).toBe(false)
      expect(snapshot().value).toBe("idle")
    }
  })

  it("takes Close only while it shows", () => {
    const { snapshot } = start()
    expect(snapshot().can({ type: "blocked.close" })).toBe(false)
  })
})

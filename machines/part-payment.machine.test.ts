import { describe, expect, it } from "vitest"
import { createActor } from "xstate"
import type { Booking } from "#core/api/bookings.ts"
import { ApiError } from "#core/services/api-client.ts"
import {
  type PartPaymentReport,
  partPaymentMachine,
  type StartedPartPayment,
} from "./part-payment.machine.ts"
import type { GatewayOutcome } from "./pay-booking.types.ts"
import { type Call, controlled, settle } from "./test-support/actors.ts"

const ORDER = "BKAAAAAAAAAAAAAAAAAAAAAAAAAA"
const booking = (partPayAmount: number | null, amountPaid = 0) =>
  ({ id: ORDER, isPayAtHotel: true, amountPaid, partPayAmount, partPayLink: null }) as unknown as Booking
const started: StartedPartPayment = {
  orderId: ORDER,
  serviceOrderId: "ps_1",
  gatewayOrderId: "order_1",
  checkoutOptions: { amount: 450_000 },
}

const run = async (loaded: Booking) => {
  const loads: Array<Call<string, Booking>> = []
  const starts: Array<Call<string, StartedPartPayment>> = []
  const windows: Array<Call<StartedPartPayment, GatewayOutcome>> = []
  const confirms: Array<Call<PartPaymentReport, Booking>> = []
  const actor = createActor(
    partPaymentMachine.provide({
      actors: {
        fetchBooking: controlled(loads),
        startPayment: controlled(starts),
        openGateway: controlled(windows),
        confirmPayment: controlled(confirms),
      },
    }),
    { input: { orderId: ORDER } },
  ).start()
  expect(actor.getSnapshot().hasTag("loading")).toBe(true)
  loads.shift()!.resolve(loaded)
  await settle()
  return { actor, loads, starts, windows, confirms }
}

describe("part-payment machine", () => {
  it("pays the amount asked through the window, has the server check it, and ends paid", async () => {
    const { actor, starts, windows, confirms } = await run(booking(450_000))
    expect(actor.getSnapshot().value).toBe("ready")
    actor.send({ type: "payment.start" })
    expect(actor.getSnapshot().hasTag("busy")).toBe(true)
    const start = starts.shift()!
    expect(start.input).toBe(ORDER)
    start.resolve(started)
    await settle()
    const window = windows.shift()!
    expect(window.input).toEqual(started)
    window.resolve({ kind: "paid", paymentId: "pay_1", gatewayOrderId: "order_1", signature: "sig" })
    await settle()
    const confirm = confirms.shift()!
    expect(confirm.input).toEqual({
      orderId: ORDER,
      serviceOrderId: "ps_1",
      gatewayOrderId: "order_1",
      paymentId: "pay_1",
      signature: "sig",
    })
    confirm.resolve(booking(null, 450_000))
    await settle()
    expect(actor.getSnapshot().value).toBe("paid")
    expect(actor.getSnapshot().context.paidPaise).toBe(450_000)
    expect(actor.getSnapshot().context.booking?.partPayAmount).toBeNull()
  })

  it("goes back to the amount when the window is closed without paying", async () => {
    const { actor, starts, windows, confirms } = await run(booking(450_000))
    actor.send({ type: "payment.start" })
    starts.shift()!.resolve(started)
    await settle()
    windows.shift()!.resolve({ kind: "dismissed" })
    await settle()
    expect(actor.getSnapshot().value).toBe("ready")
    expect(confirms).toHaveLength(0)
  })

  it("shows the gateway's failure, and a retry loads the booking again", async () => {
    const { actor, loads, starts, windows } = await run(booking(450_000))
    actor.send({ type: "payment.start" })
    starts.shift()!.resolve(started)
    await settle()
    windows.shift()!.reject({ kind: "failed", description: "Card declined" })
    await settle()
    expect(actor.getSnapshot().value).toBe("failed")
    expect(actor.getSnapshot().context.gatewayFailure?.description).toBe("Card declined")
    actor.send({ type: "payment.retry" })
    expect(actor.getSnapshot().hasTag("loading")).toBe(true)
    expect(loads).toHaveLength(1)
  })

  it("keeps the server's words when it refuses to start", async () => {
    const { actor, starts } = await run(booking(450_000))
    actor.send({ type: "payment.start" })
    starts.shift()!.reject(
      new ApiError({
        status: 409,
        code: "part_payment_paid",
        message: "Paid already",
        isNetworkError: false,
      }),
    )
    await settle()
    expect(actor.getSnapshot().value).toBe("failed")
    expect(actor.getSnapshot().context.error?.message).toBe("Paid already")
  })

  it("asks nothing of a booking that has nothing to pay in advance", async () => {
    const { actor, starts } = await run(booking(null, 450_000))
    expect(actor.getSnapshot().value).toBe("nothingAsked")
    expect(actor.getSnapshot().can({ type: "payment.start" })).toBe(false)
    expect(starts).toHaveLength(0)
  })
})

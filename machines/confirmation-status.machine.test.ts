import { describe, expect, it } from "vitest"
import { createActor, SimulatedClock } from "xstate"
import type { ConfirmedBooking } from "#core/api/checkout.ts"
import { type ConfirmationStatusEmitted, confirmationStatusMachine } from "./confirmation-status.machine.ts"
import type { PaymentDetails, PaymentStatusRequest } from "./payment-processing.machine.ts"
import { type Call, controlled, settle } from "./test-support/actors.ts"
import { paidBooking, pendingBooking } from "./test-support/confirmed-booking.ts"

const details = (status: PaymentDetails["status"]): PaymentDetails => ({
  status,
  checkin: "2026-12-05",
  checkout: "2026-12-07",
  hotel_id: "1044",
  rateplan: "rp",
  roomconfig: "2-0",
  roomtype: "oak",
})

const start = (booking: ConfirmedBooking, maxAttempts?: number) => {
  const clock = new SimulatedClock()
  const statusCalls: Array<Call<PaymentStatusRequest, PaymentDetails>> = []
  const bookingCalls: Array<Call<{ orderId: string }, ConfirmedBooking>> = []
  const announced: Array<ConfirmationStatusEmitted> = []
  const actor = createActor(
    confirmationStatusMachine.provide({
      actors: { fetchStatus: controlled(statusCalls), fetchBooking: controlled(bookingCalls) },
    }),
    { clock, input: { booking, ...(maxAttempts === undefined ? {} : { maxAttempts }) } },
  )
  actor.on("booked", (event) => announced.push(event))
  actor.start()
  const answer = async (status: PaymentDetails["status"]) => {
    statusCalls.at(-1)!.resolve(details(status))
    await settle()
  }
  return {
    actor,
    clock,
    statusCalls,
    bookingCalls,
    announced,
    answer,
    context: () => actor.getSnapshot().context,
    checking: () => actor.getSnapshot().hasTag("checking"),
  }
}

describe("confirmation payment-status check (spec-checkout §4 'Payment status check')", () => {
  it("announces a paid booking once and asks nothing", () => {
    const { statusCalls, announced, checking, actor } = start(paidBooking)
    expect(statusCalls).toEqual([])
    expect(checking()).toBe(false)
    expect(announced).toEqual([{ type: "booked", orderId: paidBooking.order_id, orderValuePaise: 845_000 }])
    expect(actor.getSnapshot().status).toBe("done")
  })

  it("announces a pay-at-hotel booking, and never checks a payment at the hotel", () => {
    const atHotel: ConfirmedBooking = {
      ...pendingBooking,
      status: "reserved",
      payment: { mode: "pay_at_hotel", status: "success" },
    }
    const { statusCalls, announced } = start(atHotel)
    expect(statusCalls).toEqual([])
    expect(announced).toHaveLength(1)
    const pendingAtHotel = start({ ...pendingBooking, payment: { mode: "pay_at_hotel", status: "pending" } })
    expect(pendingAtHotel.statusCalls).toEqual([])
    expect(pendingAtHotel.announced).toEqual([])
  })

  it("does not announce a booking whose payment failed", () => {
    const failed = start({
      ...pendingBooking,
      status: "failed",
      payment: { mode: "pay_now", status: "failure" },
    })
    expect(failed.statusCalls).toEqual([])
    expect(failed.announced).toEqual([])
    expect(failed.context().status).toBe("failure")
  })

  it("checks a pending pay-now payment with attempts from 0, one more per answer, every 5 s", async () => {
    const { statusCalls, clock, answer, context, checking } = start(pendingBooking)
    expect(statusCalls.map((c) => c.input)).toEqual([{ orderId: pendingBooking.order_id, count: 0 }])
    expect(context()).toMatchObject({ attempts: 0, maxAttempts: 10, status: "pending", isError: false })
    await answer("pending")
    expect(context().attempts).toBe(1)
    expect(checking()).toBe(true)
    clock.increment(4_999)
    expect(statusCalls).toHaveLength(1)
    clock.increment(1)
    expect(statusCalls.map((c) => c.input.count)).toEqual([0, 1])
  })

  it("reloads the booking once paid, shows the reloaded one and announces it", async () => {
    const { answer, bookingCalls, announced, context, checking } = start(pendingBooking)
    await answer("success")
    expect(context()).toMatchObject({ attempts: 1, status: "success" })
    expect(bookingCalls.map((c) => c.input)).toEqual([{ orderId: pendingBooking.order_id }])
    expect(announced).toEqual([])
    bookingCalls[0]!.resolve(paidBooking)
    await settle()
    expect(context().booking.rate_plan.paidAmount).toBe(845_000)
    expect(checking()).toBe(false)
    expect(announced).toHaveLength(1)
  })

  it("keeps the booking shown and stores the error when reloading it fails", async () => {
    const { answer, bookingCalls, announced, context } = start(pendingBooking)
    await answer("success")
    const problem = new Error("HTTP 503")
    bookingCalls[0]!.reject(problem)
    await settle()
    expect(context()).toMatchObject({ booking: pendingBooking, status: "success", error: problem })
    expect(context().isError).toBe(false)
    expect(announced).toHaveLength(1)
  })

  it("ends with a failed payment without announcing a booking", async () => {
    const { answer, bookingCalls, announced, context, actor } = start(pendingBooking)
    await answer("failure")
    bookingCalls[0]!.resolve({
      ...pendingBooking,
      status: "failed",
      payment: { mode: "pay_now", status: "failure" },
    })
    await settle()
    expect(context().status).toBe("failure")
    expect(context().booking.status).toBe("failed")
    expect(announced).toEqual([])
    expect(actor.getSnapshot().status).toBe("done")
  })

  it("stops asking after the 10th pending answer", async () => {
    const { answer, clock, statusCalls, context, checking } = start(pendingBooking)
    for (let i = 0; i < 10; i++) {
      await answer("pending")
      clock.increment(5_000)
    }
    expect(statusCalls).toHaveLength(10)
    expect(context()).toMatchObject({ attempts: 10, status: "pending" })
    expect(checking()).toBe(false)
  })

  it("marks a failed status call as apiError with isError, and checks again on retry", async () => {
    const { actor, clock, statusCalls, context, answer } = start(pendingBooking)
    await answer("pending")
    clock.increment(5_000)
    const problem = new Error("HTTP 500")
    statusCalls[1]!.reject(problem)
    await settle()
    expect(context()).toMatchObject({ status: "apiError", isError: true, error: problem, attempts: 1 })
    clock.increment(60_000)
    expect(statusCalls).toHaveLength(2)
    actor.send({ type: "status.retry" })
    expect(context()).toMatchObject({ isError: false, error: null })
    expect(statusCalls.map((c) => c.input.count)).toEqual([0, 1, 1])
    await answer("success")
    expect(context()).toMatchObject({ status: "success", attempts: 2 })
  })

  it("leaves no timer or call running once the page is left", async () => {
    const { actor, clock, statusCalls, answer } = start(pendingBooking)
    await answer("pending")
    actor.stop()
    clock.increment(60_000)
    expect(statusCalls).toHaveLength(1)
    const again = start(pendingBooking)
    again.actor.stop()
    expect(again.statusCalls[0]!.signal.aborted).toBe(true)
  })
})

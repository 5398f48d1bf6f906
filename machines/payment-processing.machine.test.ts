import { describe, expect, it } from "vitest"
import { createActor, SimulatedClock } from "xstate"
import type { ItineraryStay } from "#core/checkout/itinerary-link.ts"
import { PAYMENT_MESSAGES } from "#core/checkout/payment-messages.ts"
import {
  type PaymentDetails,
  type PaymentStatusRequest,
  paymentProcessingMachine,
} from "./payment-processing.machine.ts"
import { type Call, controlled, settle } from "./test-support/actors.ts"

const stay: ItineraryStay = {
  checkin: "2026-03-01",
  checkout: "2026-03-03",
  hotel_id: "12",
  rateplan: "EP",
  roomconfig: "2-0",
  roomtype: "oak",
}
const answer = (status: PaymentDetails["status"]): PaymentDetails => ({ status, ...stay })

const start = (maxAttempts?: number) => {
  const clock = new SimulatedClock()
  const calls: Array<Call<PaymentStatusRequest, PaymentDetails>> = []
  const navigations: Array<string> = []
  const actor = createActor(
    paymentProcessingMachine.provide({ actors: { fetchStatus: controlled(calls) } }),
    {
      clock,
      input: { orderId: "TRB-1042", ...(maxAttempts === undefined ? {} : { maxAttempts }) },
    },
  )
  actor.on("navigate", ({ to }) => navigations.push(to))
  actor.start()
  const answerLast = async (status: PaymentDetails["status"]) => {
    calls.at(-1)!.resolve(answer(status))
    await settle()
  }
  const failLast = async () => {
    calls.at(-1)!.reject(new Error("HTTP 503"))
    await settle()
  }
  return {
    actor,
    clock,
    calls,
    navigations,
    answerLast,
    failLast,
    context: () => actor.getSnapshot().context,
  }
}

describe("payment processing page (spec-checkout §4 'Payment processing page')", () => {
  it("fetches the status on load, counting from 0, and says the payment is being processed", () => {
    const { calls, context, actor } = start()
    expect(calls.map((c) => c.input)).toEqual([{ orderId: "TRB-1042", count: 0 }])
    expect(context()).toMatchObject({ attempts: 0, maxAttempts: 10, status: "pending", isError: false })
    expect(context().message).toBe(PAYMENT_MESSAGES.processing)
    expect(actor.getSnapshot().hasTag("polling")).toBe(true)
  })

  it("asks again 5 s after a pending answer, one more attempt counted per answer", async () => {
    const { calls, clock, context, answerLast } = start()
    await answerLast("pending")
    expect(context().attempts).toBe(1)
    clock.increment(4_999)
    expect(calls).toHaveLength(1)
    clock.increment(1)
    expect(calls.map((c) => c.input.count)).toEqual([0, 1])
    await answerLast("pending")
    clock.increment(5_000)
    expect(calls.map((c) => c.input.count)).toEqual([0, 1, 2])
    expect(context().message).toBe(PAYMENT_MESSAGES.processing)
  })

  it("opens the confirmation 5 s after a success", async () => {
    const { actor, clock, navigations, answerLast } = start()
    await answerLast("success")
    expect(actor.getSnapshot().hasTag("redirecting")).toBe(true)
    expect(actor.getSnapshot().context).toMatchObject({
      status: "success",
      attempts: 1,
      redirectTo: "/confirmation/TRB-1042/",
    })
    clock.increment(4_999)
    expect(navigations).toEqual([])
    clock.increment(1)
    expect(navigations).toEqual(["/confirmation/TRB-1042/"])
    expect(actor.getSnapshot().status).toBe("done")
  })

  it("goes back to checkout for the same stay 5 s after a failure, saying so", async () => {
    const { clock, navigations, answerLast, context } = start()
    await answerLast("pending")
    clock.increment(5_000)
    await answerLast("failure")
    expect(context().message).toBe(PAYMENT_MESSAGES.failed)
    expect(context().paymentDetails).toEqual(answer("failure"))
    clock.increment(5_000)
    expect(navigations).toEqual([
      "/itinerary/?checkin=2026-03-01&checkout=2026-03-03&hotel_id=12&rateplan=EP&roomconfig=2-0&roomtype=oak",
    ])
  })

  it("gives up on a payment still pending after 10 answers: home after 5 s, taking-longer message", async () => {
    const { calls, clock, navigations, answerLast, context } = start()
    for (let answered = 1; answered < 10; answered++) {
      await answerLast("pending")
      expect(context().attempts).toBe(answered)
      clock.increment(5_000)
    }
    expect(calls).toHaveLength(10)
    expect(context().message).toBe(PAYMENT_MESSAGES.processing)
    await answerLast("pending")
    expect(context()).toMatchObject({ attempts: 10, status: "pending", redirectTo: "/" })
    expect(context().message).toBe(PAYMENT_MESSAGES.takingLonger)
    clock.increment(5_000)
    expect(navigations).toEqual(["/"])
    expect(calls).toHaveLength(10)
  })

  it("turns a failed fetch into apiError: error flag, apology, home after 5 s, attempts not counted", async () => {
    const { clock, navigations, answerLast, failLast, context } = start()
    await answerLast("pending")
    clock.increment(5_000)
    await failLast()
    expect(context()).toMatchObject({ status: "apiError", isError: true, attempts: 1, redirectTo: "/" })
    expect(context().message).toBe(PAYMENT_MESSAGES.apiError)
    expect(context().paymentDetails).toEqual(answer("pending"))
    clock.increment(5_000)
    expect(navigations).toEqual(["/"])
  })

  it("fetches nothing more once a redirect is scheduled", async () => {
    const { calls, clock, answerLast } = start()
    await answerLast("success")
    clock.increment(60_000)
    expect(calls).toHaveLength(1)
  })

  it("stops polling when the traveller leaves: the fetch in flight is aborted, no timer fires", async () => {
    const { actor, calls, clock, navigations, answerLast } = start()
    await answerLast("pending")
    actor.stop()
    clock.increment(60_000)
    expect(calls).toHaveLength(1)

    const other = start()
    other.actor.stop()
    expect(other.calls[0]!.signal.aborted).toBe(true)
    expect(navigations).toEqual([])
  })

  it("leaving during the redirect delay cancels the navigation", async () => {
    const { actor, clock, navigations, answerLast } = start()
    await answerLast("success")
    actor.stop()
    clock.increment(5_000)
    expect(navigations).toEqual([])
  })

  it("honours a smaller maxAttempts", async () => {
    const { clock, navigations, answerLast, context } = start(2)
    await answerLast("pending")
    clock.increment(5_000)
    await answerLast("pending")
    expect(context().message).toBe(PAYMENT_MESSAGES.takingLonger)
    clock.increment(5_000)
    expect(navigations).toEqual(["/"])
  })
})

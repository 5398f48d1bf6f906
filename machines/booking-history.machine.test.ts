import { describe, expect, it } from "vitest"
import { createActor } from "xstate"
import type { Booking, BookingHistory } from "#core/api/bookings.ts"
import { ApiError } from "#core/services/api-client.ts"
import { bookingHistoryMachine } from "./booking-history.machine.ts"
import { type Call, controlled, settle } from "./test-support/actors.ts"

const booking = (id: string) => ({ id }) as unknown as Booking

const start = () => {
  const calls: Array<Call<void, BookingHistory>> = []
  const actor = createActor(
    bookingHistoryMachine.provide({ actors: { fetchHistory: controlled(calls) } }),
  ).start()
  return { actor, calls }
}

describe("booking history machine", () => {
  it("loads the upcoming and past lists as the server sorted them", async () => {
    const { actor, calls } = start()
    expect(actor.getSnapshot().hasTag("loading")).toBe(true)
    calls.shift()!.resolve({ upcoming: [booking("A"), booking("B")], previous: [booking("C")] })
    await settle()
    const { context } = actor.getSnapshot()
    expect(actor.getSnapshot().value).toBe("loaded")
    expect(context.upcoming.map((b) => b.id)).toEqual(["A", "B"])
    expect(context.past.map((b) => b.id)).toEqual(["C"])
  })

  it("keeps the failure and loads again on retry", async () => {
    const { actor, calls } = start()
    calls
      .shift()!
      .reject(new ApiError({ status: 500, code: "x", message: "Server down", isNetworkError: false }))
    await settle()
    expect(actor.getSnapshot().value).toBe("failed")
    expect(actor.getSnapshot().context.error?.status).toBe(500)
    actor.send({ type: "history.retry" })
    expect(actor.getSnapshot().hasTag("loading")).toBe(true)
    calls.shift()!.resolve({ upcoming: [], previous: [] })
    await settle()
    expect(actor.getSnapshot().value).toBe("loaded")
    expect(actor.getSnapshot().context.error).toBeNull()
  })

  it("reads a rejection without an ApiError as no answer", async () => {
    const { actor, calls } = start()
    calls.shift()!.reject(new TypeError("fetch failed"))
    await settle()
    expect(actor.getSnapshot().context.error).toMatchObject({ status: 0, isNetworkError: true })
  })
})

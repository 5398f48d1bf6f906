import { describe, expect, it } from "vitest"
import { createActor } from "xstate"
import type { CancellationDetails } from "#core/api/bookings.ts"
import { ApiError } from "#core/services/api-client.ts"
import { type CancelRequest, type CancelResult, cancellationMachine } from "./cancellation.machine.ts"
import { type Call, controlled, settle } from "./test-support/actors.ts"

const HASH = "a".repeat(64)

const details = (status: string, charges: boolean): CancellationDetails =>
  ({
    bookingDetail: { id: "TRB-1", status },
    bookingStatus: { status, message: `Status ${status}`, cancelled_datetime: null },
    cancellationCharges: charges
      ? { charge: 0, refund: 500000, pointsReturned: 0, freeCancellationUntil: null }
      : null,
  }) as unknown as CancellationDetails

const apiError = (status: number, message: string) =>
  new ApiError({ status, code: "x", message, isNetworkError: false })

const start = async (loaded: CancellationDetails | Error) => {
  const loads: Array<Call<string, CancellationDetails>> = []
  const cancels: Array<Call<CancelRequest, CancelResult>> = []
  const actor = createActor(
    cancellationMachine.provide({
      actors: { fetchDetails: controlled(loads), cancelBooking: controlled(cancels) },
    }),
    { input: { hash: HASH } },
  ).start()
  const load = loads.shift()!
  expect(load.input).toBe(HASH)
  if (loaded instanceof Error) load.reject(loaded)
  else load.resolve(loaded)
  await settle()
  return { actor, cancels, loads }
}

describe("cancellation machine", () => {
  it("shows a cancellable booking, asks for a reason, and cancels with the server's message", async () => {
    const { actor, cancels } = await start(details("confirmed", true))
    expect(actor.getSnapshot().value).toBe("ready")
    actor.send({ type: "cancel.confirm" })
    expect(actor.getSnapshot().context.reasonMissing).toBe(true)
    expect(cancels).toHaveLength(0)
    actor.send({ type: "reason.change", reason: "Change of plans" })
    actor.send({ type: "message.change", message: "  Travel moved  " })
    actor.send({ type: "cancel.confirm" })
    expect(actor.getSnapshot().hasTag("confirming")).toBe(true)
    const call = cancels.shift()!
    expect(call.input).toEqual({
      cancellation_hash: HASH,
      order_id: "TRB-1",
      cancellation_reason: "Change of plans",
      message: "Travel moved",
    })
    call.resolve({ status: "cancelled", message: "Your booking TRB-1 is cancelled." })
    await settle()
    expect(actor.getSnapshot().value).toBe("cancelled")
    expect(actor.getSnapshot().context.outcome).toEqual({
      status: "cancelled",
      message: "Your booking TRB-1 is cancelled.",
    })
  })

  it("leaves the message out when none was typed", async () => {
    const { actor, cancels } = await start(details("reserved", true))
    actor.send({ type: "reason.change", reason: "Other" })
    actor.send({ type: "cancel.confirm" })
    expect(cancels[0]!.input).not.toHaveProperty("message")
  })

  it("says a booking already cancelled is cancelled, in the server's words", async () => {
    const { actor } = await start(details("cancelled", false))
    expect(actor.getSnapshot().value).toBe("cancelled")
    expect(actor.getSnapshot().context.outcome?.message).toBe("Status cancelled")
  })

  it("refuses a booking the server would not cancel (stay started)", async () => {
    const { actor } = await start(details("checked_in", false))
    expect(actor.getSnapshot().value).toBe("refused")
  })

  it("shows a 409 refusal's message, and keeps the form after any other failure", async () => {
    const { actor, cancels } = await start(details("confirmed", true))
    actor.send({ type: "reason.change", reason: "Other" })
    actor.send({ type: "cancel.confirm" })
    cancels.shift()!.reject(apiError(500, "Boom"))
    await settle()
    expect(actor.getSnapshot().value).toBe("ready")
    expect(actor.getSnapshot().context).toMatchObject({ reason: "Other", error: { status: 500 } })
    actor.send({ type: "cancel.confirm" })
    cancels.shift()!.reject(apiError(409, "This booking is already cancelled."))
    await settle()
    expect(actor.getSnapshot().value).toBe("refused")
    expect(actor.getSnapshot().context.outcome?.message).toBe("This booking is already cancelled.")
  })

  it("offers a retry when the details do not load", async () => {
    const { actor, loads } = await start(apiError(503, "Unavailable"))
    expect(actor.getSnapshot().value).toBe("loadFailed")
    actor.send({ type: "details.retry" })
    loads.shift()!.resolve(details("confirmed", true))
    await settle()
    expect(actor.getSnapshot().value).toBe("ready")
  })
})

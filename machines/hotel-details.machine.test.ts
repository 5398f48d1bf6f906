import { describe, expect, it } from "vitest"
import { createActor } from "xstate"
import type { HotelDetail } from "#core/api/hotel-detail.ts"
import { ApiError } from "#core/services/api-client.ts"
import { type HotelDetailsRequest, hotelDetailsMachine } from "./hotel-details.machine.ts"
import { type Call, controlled, settle } from "./test-support/actors.ts"

const request: HotelDetailsRequest = {
  hotelId: "12",
  stay: { checkin: "2026-03-01", checkout: "2026-03-02" },
  channel: "website",
}
// Only identity matters here: the machine stores what the call answers.
const details = { id: "12", name: "Treebo Oak" } as unknown as HotelDetail

const start = (given?: HotelDetail) => {
  const calls: Array<Call<HotelDetailsRequest, HotelDetail>> = []
  const actor = createActor(hotelDetailsMachine.provide({ actors: { fetchDetails: controlled(calls) } }), {
    input: given === undefined ? { request } : { request, details: given },
  }).start()
  return { actor, calls }
}

describe("hotel details machine (spec-search §4 'Hotel results', §8)", () => {
  it("loads the details of the page's hotel and stay", async () => {
    const { actor, calls } = start()
    expect(actor.getSnapshot().hasTag("loading")).toBe(true)
    expect(calls[0]!.input).toEqual(request)
    calls[0]!.resolve(details)
    await settle()
    expect(actor.getSnapshot().value).toBe("loaded")
    expect(actor.getSnapshot().context.details).toBe(details)
  })

  it("stores the status code of a failure and loads again on retry", async () => {
    const { actor, calls } = start()
    calls[0]!.reject(
      new ApiError({ status: 404, code: "NotFound", message: "No such hotel", isNetworkError: false }),
    )
    await settle()
    expect(actor.getSnapshot().value).toBe("failure")
    expect(actor.getSnapshot().context.errorStatus).toBe(404)
    actor.send({ type: "details.retry" })
    expect(calls).toHaveLength(2)
    calls[1]!.resolve(details)
    await settle()
    expect(actor.getSnapshot().context).toMatchObject({ details, errorStatus: null })
  })

  it("stores 0 when no answer came at all", async () => {
    const { actor, calls } = start()
    calls[0]!.reject(new TypeError("fetch failed"))
    await settle()
    expect(actor.getSnapshot().context.errorStatus).toBe(0)
  })

  it("does not load details the server rendered, and offers no retry then", () => {
    const { actor, calls } = start(details)
    expect(calls).toHaveLength(0)
    expect(actor.getSnapshot().value).toBe("loaded")
    expect(actor.getSnapshot().can({ type: "details.retry" })).toBe(false)
  })
})

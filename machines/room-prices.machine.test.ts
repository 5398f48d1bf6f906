import { describe, expect, it } from "vitest"
import { createActor } from "xstate"
import type { RoomPrices } from "#core/api/hotel-detail.ts"
import {
  couponOutcome,
  isRefreshing,
  type RoomPricesRequest,
  roomPricesMachine,
  roomPricesQuery,
} from "./room-prices.machine.ts"
import { type Call, controlled, settle } from "./test-support/actors.ts"
import { roomPrices } from "./test-support/room-prices.ts"

const request = (over: Partial<RoomPricesRequest> = {}): RoomPricesRequest => ({
  hotelId: "12",
  stay: { checkin: "2026-03-01", checkout: "2026-03-02" },
  rooms: [{ adults: 2, kids: 0 }],
  coupon: null,
  channel: "website",
  ...over,
})

const answer = roomPrices("12", { oak: 2500 })

const start = (input: { request?: RoomPricesRequest; prices?: RoomPrices } = {}) => {
  const calls: Array<Call<RoomPricesRequest, RoomPrices>> = []
  const actor = createActor(roomPricesMachine.provide({ actors: { fetchRoomPrices: controlled(calls) } }), {
    input,
  }).start()
  return { actor, calls }
}

describe("room prices machine (spec-search §4 'Room price loading')", () => {
  it("waits idle without a request, loads on one and completes with the answer", async () => {
    const { actor, calls } = start()
    expect(actor.getSnapshot().value).toBe("idle")
    actor.send({ type: "prices.load", request: request() })
    expect(actor.getSnapshot().hasTag("roomPricesLoading")).toBe(true)
    calls[0]!.resolve(answer)
    await settle()
    expect(actor.getSnapshot().value).toBe("completed")
    expect(actor.getSnapshot().context.prices).toBe(answer)
  })

  it("loads at once when the page knows its stay, and not at all when it has the prices", () => {
    expect(start({ request: request() }).calls).toHaveLength(1)
    const { actor, calls } = start({ request: request(), prices: answer })
    expect(calls).toHaveLength(0)
    expect(actor.getSnapshot().value).toBe("completed")
  })

  it("lets the latest request win: the earlier call is aborted and its late answer ignored", async () => {
    const { actor, calls } = start({ request: request() })
    const later = request({ stay: { checkin: "2026-03-05", checkout: "2026-03-07" } })
    actor.send({ type: "prices.load", request: later })
    expect(calls).toHaveLength(2)
    expect(calls[0]!.signal.aborted).toBe(true)
    calls[0]!.resolve(roomPrices("12", { oak: 1 }))
    await settle()
    expect(actor.getSnapshot().hasTag("roomPricesLoading")).toBe(true)
    const laterAnswer = roomPrices("12", { oak: 3000 }, later.stay)
    calls[1]!.resolve(laterAnswer)
    await settle()
    expect(actor.getSnapshot().context).toMatchObject({
      request: later,
      prices: laterAnswer,
      pricesFor: later,
    })
  })

  it("completes on failure with no message, forgetting prices of another stay (spec-search §8)", async () => {
    const { actor, calls } = start({ request: request(), prices: answer })
    actor.send({ type: "prices.load", request: request({ rooms: [{ adults: 3, kids: 0 }] }) })
    calls[0]!.reject(new Error("HTTP 503"))
    await settle()
    expect(actor.getSnapshot().value).toBe("completed")
    expect(actor.getSnapshot().context.prices).toBeNull()
  })

  it("keeps the prices when only a coupon call failed: they still answer the stay", async () => {
    const { actor, calls } = start({ request: request(), prices: answer })
    actor.send({ type: "prices.load", request: request({ coupon: "SAVE10" }) })
    calls[0]!.reject(new Error("HTTP 500"))
    await settle()
    expect(actor.getSnapshot().context.prices).toBe(answer)
  })

  it("asks the API with the spec's parameter names", () => {
    expect(
      roomPricesQuery(
        request({
          coupon: "SAVE10",
          rooms: [
            { adults: 2, kids: 1 },
            { adults: 1, kids: 0 },
          ],
        }),
      ),
    ).toEqual({
      hotel_id: "12",
      checkin: "2026-03-01",
      checkout: "2026-03-02",
      roomconfig: "2-1,1-0",
      channel: "website",
      couponcode: "SAVE10",
    })
  })

  it("a reload of the shown request is a refresh: the shown prices stay, a new stay or coupon is not", async () => {
    const { actor, calls } = start({ request: request(), prices: answer })
    expect(isRefreshing(actor.getSnapshot())).toBe(false)
    actor.send({ type: "prices.load", request: request() })
    expect(isRefreshing(actor.getSnapshot())).toBe(true)
    expect(actor.getSnapshot().context.prices).toBe(answer)
    const member = { ...answer, login_coupon_applied: true }
    calls[0]!.resolve(member)
    await settle()
    expect(actor.getSnapshot().context.prices).toBe(member)
    actor.send({ type: "prices.load", request: request({ coupon: "WELCOME10" }) })
    expect(isRefreshing(actor.getSnapshot())).toBe(false)
    actor.send({
      type: "prices.load",
      request: request({ stay: { checkin: "2026-03-05", checkout: "2026-03-06" } }),
    })
    expect(isRefreshing(actor.getSnapshot())).toBe(false)
  })

  it("tells the coupon's outcome only from prices that answer that coupon (spec-search §8: a failure says nothing)", async () => {
    const { actor, calls } = start({ request: request(), prices: answer })
    expect(couponOutcome(actor.getSnapshot().context)).toBeNull()
    actor.send({ type: "prices.load", request: request({ coupon: "WELCOME10" }) })
    expect(couponOutcome(actor.getSnapshot().context)).toBeNull()
    const applied = {
      ...answer,
      coupon_code: "WELCOME10",
      coupon_success_message: "Coupon WELCOME10 applied: 10% off",
    }
    calls[0]!.resolve(applied)
    await settle()
    expect(couponOutcome(actor.getSnapshot().context)).toEqual({
      asked: "WELCOME10",
      applied: "WELCOME10",
      message: "Coupon WELCOME10 applied: 10% off",
      error: null,
    })
    // A new stay keeps the coupon: its outcome stays in view while the new prices load.
    const later = { checkin: "2026-03-05", checkout: "2026-03-06" }
    actor.send({ type: "prices.load", request: request({ coupon: "WELCOME10", stay: later }) })
    expect(couponOutcome(actor.getSnapshot().context)?.applied).toBe("WELCOME10")
    // Another coupon whose call fails: nothing is said about it.
    actor.send({ type: "prices.load", request: request({ coupon: "NOPE", stay: later }) })
    calls[2]!.reject(new Error("500"))
    await settle()
    expect(actor.getSnapshot().value).toBe("completed")
    expect(couponOutcome(actor.getSnapshot().context)).toBeNull()
  })
})

import { describe, expect, it } from "vitest"
import { createActor } from "xstate"
import type { PhotoIdBody, RoomPreferences, WebCheckIn } from "#core/api/web-check-in.ts"
import { type Call, controlled, settle } from "./test-support/actors.ts"
import { AADHAAR, afterPhotoId, completed, jpegImage, openCheckIn } from "./test-support/web-check-in.ts"
import { photoIdProblems, webCheckInMachine } from "./web-check-in.machine.ts"

const start = () => {
  const loads: Array<Call<{ orderId: string }, WebCheckIn>> = []
  const ids: Array<Call<{ orderId: string; body: PhotoIdBody }, WebCheckIn>> = []
  const rooms: Array<Call<{ orderId: string; room: RoomPreferences }, WebCheckIn>> = []
  const machine = webCheckInMachine.provide({
    actors: { fetchCheckIn: controlled(loads), sendPhotoId: controlled(ids), sendRoom: controlled(rooms) },
  })
  const actor = createActor(machine, { input: { orderId: openCheckIn.orderId } }).start()
  return { actor, loads, ids, rooms, value: () => actor.getSnapshot().value }
}

describe("web check-in", () => {
  it("walks photo ID, room preferences and complete, sending what the guest entered", async () => {
    const { actor, loads, ids, rooms, value } = start()
    expect(actor.getSnapshot().hasTag("busy")).toBe(true)
    loads[0]!.resolve(openCheckIn)
    await settle()
    expect(value()).toBe("photoId")
    actor.send({ type: "id.number", value: AADHAAR })
    actor.send({ type: "id.image", image: jpegImage })
    actor.send({ type: "id.submit" })
    expect(ids[0]!.input).toEqual({
      orderId: openCheckIn.orderId,
      body: { idType: "aadhaar", idNumber: AADHAAR, image: jpegImage.base64 },
    })
    ids[0]!.resolve(afterPhotoId)
    await settle()
    expect(value()).toBe("room")
    actor.send({ type: "room.change", change: { floor: "high", arrivalTime: "18:45" } })
    actor.send({ type: "room.submit" })
    expect(rooms[0]!.input.room).toEqual({ floor: "high", nearLift: false, bed: "any", arrivalTime: "18:45" })
    rooms[0]!.resolve(completed)
    await settle()
    expect(actor.getSnapshot().status).toBe("done")
    expect(actor.getSnapshot().context.checkIn?.reference).toBe("WCABCDEFGH")
  })

  it("does not send a photo ID with a wrong number or no image, and says what is wrong", async () => {
    const { actor, loads, ids } = start()
    loads[0]!.resolve(openCheckIn)
    await settle()
    actor.send({ type: "id.number", value: "234123412345" })
    actor.send({ type: "id.submit" })
    expect(ids).toHaveLength(0)
    expect(actor.getSnapshot().context.problems).toEqual({ idNumber: "invalid", image: "missing" })
    // A problem goes as its field changes.
    actor.send({ type: "id.number", value: AADHAAR })
    expect(actor.getSnapshot().context.problems.idNumber).toBeUndefined()
    expect(actor.getSnapshot().context.problems.image).toBe("missing")
  })

  it("knows too large and non-image files before sending", () => {
    const base = { idType: "aadhaar" as const, idNumber: AADHAAR }
    expect(photoIdProblems({ ...base, image: { ...jpegImage, bytes: 5 * 1024 * 1024 + 1 } })).toEqual({
      image: "tooLarge",
    })
    expect(photoIdProblems({ ...base, image: { ...jpegImage, type: undefined } })).toEqual({
      image: "notAnImage",
    })
  })

  it("stays on the form with the server's refusal, and resumes where the server says", async () => {
    const { actor, loads, ids, value } = start()
    loads[0]!.resolve(openCheckIn)
    await settle()
    actor.send({ type: "id.number", value: AADHAAR })
    actor.send({ type: "id.image", image: jpegImage })
    actor.send({ type: "id.submit" })
    ids[0]!.reject(new Error("413"))
    await settle()
    expect(value()).toBe("photoId")
    expect(actor.getSnapshot().context.error).toBeInstanceOf(Error)

    const again = start()
    again.loads[0]!.resolve(afterPhotoId)
    await settle()
    expect(again.value()).toBe("room")
  })

  it("waits before the check-in day, and retries a failed load", async () => {
    const { actor, loads, value } = start()
    loads[0]!.resolve({ ...openCheckIn, window: "not_yet_open" })
    await settle()
    expect(value()).toBe("notYetOpen")
    actor.send({ type: "checkIn.retry" })
    loads[1]!.reject(new Error("offline"))
    await settle()
    expect(value()).toBe("loadFailed")
    actor.send({ type: "checkIn.retry" })
    loads[2]!.resolve({ ...openCheckIn, window: "closed" })
    await settle()
    expect(value()).toBe("closed")
  })
})

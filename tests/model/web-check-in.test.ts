import { describe, expect, it } from "vitest"
import { createActor, setup } from "xstate"
import { createTestModel } from "xstate/graph"
import type { PhotoIdBody, RoomPreferences, WebCheckIn } from "#core/api/web-check-in.ts"
import { type Call, controlled, settle } from "#machines/test-support/actors.ts"
import {
  AADHAAR,
  afterPhotoId,
  completed,
  jpegImage,
  openCheckIn,
} from "#machines/test-support/web-check-in.ts"
import { webCheckInMachine } from "#machines/web-check-in.machine.ts"
import { leafStates, reachedStates } from "./reached.ts"

/**
 * Web check-in as a guest meets it (ADR 088), written apart from the machine: the page loads the
 * booking's check-in; before its day it waits; on the day the guest gives a photo ID, then room
 * preferences, and sees the reference; the server may refuse a step or be unreachable.
 */
type ModelEvent =
  | { readonly type: "server.open" }
  | { readonly type: "server.openAtRoom" }
  | { readonly type: "server.notYet" }
  | { readonly type: "server.closed" }
  | { readonly type: "server.done" }
  | { readonly type: "server.unreachable" }
  | { readonly type: "server.refuses" }
  | { readonly type: "server.accepts" }
  | { readonly type: "guest.submitsIncomplete" }
  | { readonly type: "guest.submitsId" }
  | { readonly type: "guest.submitsRoom" }
  | { readonly type: "guest.retries" }

const model = setup({ types: { events: {} as ModelEvent } }).createMachine({
  id: "webCheckInModel",
  initial: "loading",
  states: {
    loading: {
      on: {
        "server.open": "photoId",
        "server.openAtRoom": "room",
        "server.notYet": "notYetOpen",
        "server.closed": "closed",
        "server.done": "complete",
        "server.unreachable": "loadFailed",
      },
    },
    loadFailed: { on: { "guest.retries": "loading" } },
    notYetOpen: { on: { "guest.retries": "loading" } },
    closed: {},
    photoId: { on: { "guest.submitsIncomplete": "photoId", "guest.submitsId": "sendingPhotoId" } },
    sendingPhotoId: { on: { "server.accepts": "room", "server.refuses": "photoId" } },
    room: { on: { "guest.submitsRoom": "sendingRoom" } },
    sendingRoom: { on: { "server.accepts": "complete", "server.refuses": "room" } },
    complete: {},
  },
})

const drive = () => {
  const loads: Array<Call<{ orderId: string }, WebCheckIn>> = []
  const ids: Array<Call<{ orderId: string; body: PhotoIdBody }, WebCheckIn>> = []
  const rooms: Array<Call<{ orderId: string; room: RoomPreferences }, WebCheckIn>> = []
  const actor = createActor(
    webCheckInMachine.provide({
      actors: { fetchCheckIn: controlled(loads), sendPhotoId: controlled(ids), sendRoom: controlled(rooms) },
    }),
    { input: { orderId: openCheckIn.orderId } },
  ).start()
  const load = (answer: WebCheckIn | Error) => {
    const call = loads.at(-1)!
    answer instanceof Error ? call.reject(answer) : call.resolve(answer)
    return settle()
  }
  const answer = (ok: boolean) => {
    const snapshot = actor.getSnapshot()
    const call = snapshot.matches("sendingPhotoId") ? ids.at(-1)! : rooms.at(-1)!
    const next = snapshot.matches("sendingPhotoId") ? afterPhotoId : completed
    ok ? (call.resolve as (a: WebCheckIn) => void)(next) : call.reject(new Error("refused"))
    return settle()
  }
  return { actor, load, answer }
}

describe("web check-in (model)", () => {
  const testModel = createTestModel(model)
  const paths = testModel.getShortestPaths()

  it("reaches every state of the model", () => {
    expect(reachedStates(paths)).toEqual(leafStates(model))
  })

  for (const path of paths) {
    it(path.description, async () => {
      const { actor, load, answer } = drive()
      await path.test({
        states: {
          "*": (state) => {
            expect(actor.getSnapshot().value).toBe(state.value)
          },
        },
        events: {
          "server.open": () => load(openCheckIn),
          "server.openAtRoom": () => load(afterPhotoId),
          "server.notYet": () => load({ ...openCheckIn, window: "not_yet_open" }),
          "server.closed": () => load({ ...openCheckIn, window: "closed" }),
          "server.done": () => load({ ...completed, window: "closed" }),
          "server.unreachable": () => load(new Error("offline")),
          "server.accepts": () => answer(true),
          "server.refuses": () => answer(false),
          "guest.submitsIncomplete": () => {
            actor.send({ type: "id.number", value: "1234" })
            actor.send({ type: "id.submit" })
          },
          "guest.submitsId": () => {
            actor.send({ type: "id.number", value: AADHAAR })
            actor.send({ type: "id.image", image: jpegImage })
            actor.send({ type: "id.submit" })
          },
          "guest.submitsRoom": () => actor.send({ type: "room.submit" }),
          "guest.retries": () => actor.send({ type: "checkIn.retry" }),
        },
      })
    })
  }
})

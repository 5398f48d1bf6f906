import { assign, fromPromise, setup } from "xstate"
import {
  type IdImageType,
  type IdType,
  idNumberValid,
  MAX_ID_IMAGE_BYTES,
} from "#core/account/web-check-in.ts"
import type { PhotoIdBody, RoomPreferences, WebCheckIn } from "#core/api/web-check-in.ts"
import { failed, notProvided } from "./lib/invoke.ts"

/** A chosen ID image as the host read it: base64 and what its first bytes say it is. */
export interface ChosenImage {
  readonly name: string
  readonly bytes: number
  /** undefined when the first bytes are neither JPEG nor PNG. */
  readonly type: IdImageType | undefined
  readonly base64: string
}

export type PhotoIdField = "idNumber" | "image"
export type PhotoIdProblem = "invalid" | "missing" | "tooLarge" | "notAnImage"

export interface WebCheckInContext {
  readonly orderId: string
  /** The server's last answer; null until the first. */
  readonly checkIn: WebCheckIn | null
  readonly idType: IdType
  readonly idNumber: string
  readonly image: ChosenImage | null
  readonly room: RoomPreferences
  /** Problems found before sending, per field; shown after the first submit. */
  readonly problems: Partial<Record<PhotoIdField, PhotoIdProblem>>
  /** The last call's failure; null when none did. */
  readonly error: unknown
}

export type WebCheckInEvent =
  | { readonly type: "id.type"; readonly idType: IdType }
  | { readonly type: "id.number"; readonly value: string }
  | { readonly type: "id.image"; readonly image: ChosenImage }
  | { readonly type: "id.submit" }
  | { readonly type: "room.change"; readonly change: Partial<RoomPreferences> }
  | { readonly type: "room.submit" }
  | { readonly type: "checkIn.retry" }

/** busy: a call is under way; editing: a step's form takes input. */
export type WebCheckInTag = "busy" | "editing"

/** What the photo ID form lacks before it may be sent. */
export const photoIdProblems = (
  context: Pick<WebCheckInContext, "idType" | "idNumber" | "image">,
): Partial<Record<PhotoIdField, PhotoIdProblem>> => {
  const problems: Partial<Record<PhotoIdField, PhotoIdProblem>> = {}
  if (!idNumberValid(context.idType, context.idNumber)) {
    problems.idNumber = context.idNumber.trim() === "" ? "missing" : "invalid"
  }
  const image = context.image
  if (image === null) problems.image = "missing"
  else if (image.type === undefined) problems.image = "notAnImage"
  else if (image.bytes > MAX_ID_IMAGE_BYTES) problems.image = "tooLarge"
  return problems
}

const DEFAULT_ROOM: RoomPreferences = { floor: "any", nearLift: false, bed: "any", arrivalTime: "14:00" }

/**
 * Web check-in (ADR 088): loads the booking's check-in, then walks the steps the server says come
 * next: photo ID (spec-checkout §3 'step 1 photo ID'), room preferences ('step 2 room
 * assignment'), complete. Before 00:00 IST on the check-in day it waits on `notYetOpen`; once the
 * stay is over, `closed`. A failed load offers retry; a refused step stays on its form with the
 * server's message.
 */
export const webCheckInMachine = setup({
  types: {
    context: {} as WebCheckInContext,
    events: {} as WebCheckInEvent,
    input: {} as { readonly orderId: string },
    tags: {} as WebCheckInTag,
  },
  actors: {
    fetchCheckIn: fromPromise<WebCheckIn, { readonly orderId: string }>(notProvided("fetchCheckIn")),
    sendPhotoId: fromPromise<WebCheckIn, { readonly orderId: string; readonly body: PhotoIdBody }>(
      notProvided("sendPhotoId"),
    ),
    sendRoom: fromPromise<WebCheckIn, { readonly orderId: string; readonly room: RoomPreferences }>(
      notProvided("sendRoom"),
    ),
  },
  guards: {
    notYetOpen: ({ context }) => context.checkIn?.window === "not_yet_open",
    complete: ({ context }) => context.checkIn?.step === "complete",
    closed: ({ context }) => context.checkIn?.window === "closed",
    roomNext: ({ context }) => context.checkIn?.step === "room",
    photoIdReady: ({ context }) => Object.keys(photoIdProblems(context)).length === 0,
  },
  actions: {
    store: assign((_, checkIn: WebCheckIn) => ({
      checkIn,
      error: null,
      ...(checkIn.room === null ? {} : { room: checkIn.room }),
    })),
    storeError: assign((_, error: unknown) => ({ error })),
    findProblems: assign(({ context }) => ({ problems: photoIdProblems(context) })),
  },
}).createMachine({
  id: "webCheckIn",
  context: ({ input }) => ({
    orderId: input.orderId,
    checkIn: null,
    idType: "aadhaar",
    idNumber: "",
    image: null,
    room: DEFAULT_ROOM,
    problems: {},
    error: null,
  }),
  initial: "loading",
  states: {
    loading: {
      tags: ["busy"],
      invoke: {
        src: "fetchCheckIn",
        input: ({ context }) => ({ orderId: context.orderId }),
        onDone: { target: "deciding", actions: { type: "store", params: ({ event }) => event.output } },
        onError: { target: "loadFailed", actions: { type: "storeError", params: failed } },
      },
    },
    loadFailed: { on: { "checkIn.retry": "loading" } },
    deciding: {
      always: [
        { guard: "complete", target: "complete" },
        { guard: "notYetOpen", target: "notYetOpen" },
        { guard: "closed", target: "closed" },
        { guard: "roomNext", target: "room" },
        { target: "photoId" },
      ],
    },
    notYetOpen: { on: { "checkIn.retry": "loading" } },
    closed: {},
    photoId: {
      tags: ["editing"],
      on: {
        "id.type": { actions: assign(({ event }) => ({ idType: event.idType, problems: {} })) },
        // A field's problem goes as the guest changes it; the next submit finds any left.
        "id.number": {
          actions: assign(({ context, event }) => ({
            idNumber: event.value,
            problems: { ...context.problems, idNumber: undefined },
          })),
        },
        "id.image": {
          actions: assign(({ context, event }) => ({
            image: event.image,
            problems: { ...context.problems, image: undefined },
          })),
        },
        "id.submit": [
          { guard: "photoIdReady", target: "sendingPhotoId", actions: assign({ problems: {}, error: null }) },
          { actions: "findProblems" },
        ],
      },
    },
    sendingPhotoId: {
      tags: ["busy"],
      invoke: {
        src: "sendPhotoId",
        input: ({ context }) => ({
          orderId: context.orderId,
          body: { idType: context.idType, idNumber: context.idNumber, image: context.image?.base64 ?? "" },
        }),
        onDone: { target: "deciding", actions: { type: "store", params: ({ event }) => event.output } },
        onError: { target: "photoId", actions: { type: "storeError", params: failed } },
      },
    },
    room: {
      tags: ["editing"],
      on: {
        "room.change": {
          actions: assign(({ context, event }) => ({ room: { ...context.room, ...event.change } })),
        },
        "room.submit": { target: "sendingRoom", actions: assign({ error: null }) },
      },
    },
    sendingRoom: {
      tags: ["busy"],
      invoke: {
        src: "sendRoom",
        input: ({ context }) => ({ orderId: context.orderId, room: context.room }),
        onDone: { target: "deciding", actions: { type: "store", params: ({ event }) => event.output } },
        onError: { target: "room", actions: { type: "storeError", params: failed } },
      },
    },
    complete: { type: "final" },
  },
})

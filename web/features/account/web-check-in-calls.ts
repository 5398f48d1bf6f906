import { idImageTypeOf } from "#core/account/web-check-in.ts"
import { callApi } from "#core/services/api-client.ts"
import { fromEffect } from "#machines/lib/from-effect.ts"
import type { ChosenImage } from "#machines/web-check-in.machine.ts"
import { webCheckInMachine } from "#machines/web-check-in.machine.ts"
import { browserRuntime } from "../../lib/effect-runtime.ts"

/** The web check-in machine with the browser's calls (ADR 088); nothing is called while rendering on the server. */
export const browserWebCheckInMachine = () => {
  const runtime = browserRuntime()
  return webCheckInMachine.provide({
    actors: {
      fetchCheckIn: fromEffect(runtime, ({ orderId }: { readonly orderId: string }) =>
        callApi((api) => api.webCheckIn.status({ params: { orderId } })),
      ),
      sendPhotoId: fromEffect(runtime, ({ orderId, body }) =>
        callApi((api) => api.webCheckIn.photoId({ params: { orderId }, payload: body })),
      ),
      sendRoom: fromEffect(runtime, ({ orderId, room }) =>
        callApi((api) => api.webCheckIn.room({ params: { orderId }, payload: room })),
      ),
    },
  })
}

const CHUNK = 0x8000

/** Reads a chosen file: its type from its first bytes, and its content as base64 for the API. */
export const readIdImage = async (file: File): Promise<ChosenImage> => {
  const bytes = new Uint8Array(await file.arrayBuffer())
  let binary = ""
  for (let i = 0; i < bytes.length; i += CHUNK) {
    binary += String.fromCharCode(...bytes.subarray(i, i + CHUNK))
  }
  return { name: file.name, bytes: bytes.length, type: idImageTypeOf(bytes), base64: btoa(binary) }
}

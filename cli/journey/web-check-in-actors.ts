import type { PhotoIdBody, RoomPreferences } from "#core/api/web-check-in.ts"
import { callApi } from "#core/services/api-client.ts"
import { webCheckInMachine } from "#machines/web-check-in.machine.ts"
import { browserActor } from "./network.ts"
import type { Session } from "./session.ts"

/**
 * The web check-in machine with the page's calls (web/features/account/web-check-in-calls.ts), as
 * contract calls on the journey's runtime: the member's token, the 401 and the replacement token
 * are the API client's own, and offline (`network`) they get no answer.
 */
export const webCheckInLogic = (session: Session) =>
  webCheckInMachine.provide({
    actors: {
      fetchCheckIn: browserActor(session, "fetchCheckIn", ({ orderId }: { readonly orderId: string }) =>
        callApi((api) => api.webCheckIn.status({ params: { orderId } })),
      ),
      sendPhotoId: browserActor(
        session,
        "sendPhotoId",
        ({ orderId, body }: { readonly orderId: string; readonly body: PhotoIdBody }) =>
          callApi((api) => api.webCheckIn.photoId({ params: { orderId }, payload: body })),
      ),
      sendRoom: browserActor(
        session,
        "sendRoom",
        ({ orderId, room }: { readonly orderId: string; readonly room: RoomPreferences }) =>
          callApi((api) => api.webCheckIn.room({ params: { orderId }, payload: room })),
      ),
    },
  })

import { Effect, Layer } from "effect"
import { HttpApiBuilder } from "effect/http-api"
import { CurrentUser } from "#core/api/auth.ts"
import { Api } from "#core/api/contract.ts"
import { WebCheckIns } from "./web-check-in.ts"

/** Web check-in for the signed-in member's own booking (ADR 088). */
const WebCheckInGroup = HttpApiBuilder.group(Api, "webCheckIn", (handlers) =>
  Effect.gen(function* () {
    const checkIns = yield* WebCheckIns
    const member = Effect.gen(function* () {
      return (yield* CurrentUser).id
    })
    return handlers
      .handle("status", ({ params }) => Effect.flatMap(member, (id) => checkIns.status(id, params.orderId)))
      .handle("photoId", ({ params, payload }) =>
        Effect.flatMap(member, (id) => checkIns.photoId(id, params.orderId, payload)),
      )
      .handle("room", ({ params, payload }) =>
        Effect.flatMap(member, (id) => checkIns.room(id, params.orderId, payload)),
      )
  }),
)

export const WebCheckInHandlers = WebCheckInGroup.pipe(Layer.provide(WebCheckIns.layer))

import { Effect } from "effect"
import type { PromiseActorLogic } from "xstate"
import { ApiError, type BookingApi } from "#core/services/api-client.ts"
import { trackedActor } from "./provide.ts"
import type { ActorName } from "./schema.ts"
import type { Session } from "./session.ts"

/** Journeys whose traveller has lost the connection (`network: offline`). */
const offline = new WeakSet<Session>()

export const setNetwork = (session: Session, state: "online" | "offline"): void => {
  if (state === "offline") offline.add(session)
  else offline.delete(session)
}

/** What the API client makes of a request that got no answer (core/services/api-client.ts toApiError). */
const noAnswer = () =>
  new ApiError({ status: 0, code: "NetworkError", message: "Network error", isNetworkError: true })

/** A call the page makes from the browser: while the journey is offline it fails with no answer. */
export const overNetwork = <A, E, R>(
  session: Session,
  call: Effect.Effect<A, E, R>,
): Effect.Effect<A, E | ApiError, R> =>
  Effect.suspend(
    (): Effect.Effect<A, E | ApiError, R> => (offline.has(session) ? Effect.fail(noAnswer()) : call),
  )

/**
 * `trackedActor` for a machine's lookups and loads, which the browser makes: offline they fail
 * the way a dropped connection does, so journeys reach the failure and retry paths the spec
 * describes (spec-search §8) against any target. Test control and raw contract checks never go
 * through here.
 */
export const browserActor = <I, A, E>(
  session: Session,
  name: ActorName,
  program: (input: I) => Effect.Effect<A, E, BookingApi>,
): PromiseActorLogic<A, I> => trackedActor(session, name, (input: I) => overNetwork(session, program(input)))

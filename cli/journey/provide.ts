import { Effect } from "effect"
import type { PromiseActorLogic } from "xstate"
import type { BookingApi } from "#core/services/api-client.ts"
import { fromEffect } from "#machines/lib/from-effect.ts"
import type { ActorName } from "./schema.ts"
import type { Session } from "./session.ts"

/**
 * An actor the runner provides to a machine: `program` on the journey's runtime, through the one
 * Effect bridge the website uses, counted for `expect.calls` and awaited by `settle()` however it
 * ends (answer, failure, or the machine stopping it).
 */
export const trackedActor = <I, A, E>(
  session: Session,
  name: ActorName,
  program: (input: I) => Effect.Effect<A, E, BookingApi>,
): PromiseActorLogic<A, I> =>
  fromEffect(session.runtime, (input: I) =>
    Effect.suspend(() => {
      const finished = session.begin(name)
      return program(input).pipe(Effect.ensuring(Effect.sync(finished)))
    }),
  )

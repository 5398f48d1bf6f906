import { Effect, type Result } from "effect"
import type { PromiseActorLogic } from "xstate"
import type { ApiError, BookingApi } from "#core/services/api-client.ts"
import { keepAnswer } from "./checkout-late.ts"
import { browserActor } from "./network.ts"
import type { ActorName } from "./schema.ts"
import type { Session } from "./session.ts"

/**
 * The booking pages' calls (history, the cancellation link, the confirmation's payment check) as
 * the website makes them: contract calls on the journey's runtime, so the token, the 401 and a
 * replacement token are the API client's own, and a journey that went offline (`network`) gets no
 * answer. Each answer goes to `expect.response` as the page's client read it (`keepAnswer`).
 */

/** The call, its answer kept for `expect.response`. */
export const kept = <A>(session: Session, call: Effect.Effect<A, ApiError, BookingApi>) =>
  // keepAnswer only taps the call: the answer is still the call's own.
  call.pipe(keepAnswer(session)) as Effect.Effect<A, ApiError, BookingApi>

/** A page's call as the actor its machine invokes. */
export const pageCall = <I, A>(
  session: Session,
  name: ActorName,
  program: (input: I) => Effect.Effect<A, ApiError, BookingApi>,
): PromiseActorLogic<A, I> => browserActor(session, name, (input: I) => kept(session, program(input)))

/** The call a page's loader makes before its machine starts: the answer, or the failure. */
export const loaderCall = <A>(
  session: Session,
  name: ActorName,
  call: Effect.Effect<A, ApiError, BookingApi>,
): Promise<Result.Result<A, ApiError>> => {
  const finished = session.begin(name)
  return session.runtime.runPromise(Effect.result(kept(session, call))).finally(finished)
}

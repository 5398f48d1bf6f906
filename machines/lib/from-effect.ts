import type { Effect, ManagedRuntime } from "effect"
import { fromPromise, type PromiseActorLogic } from "xstate"

/**
 * The one bridge from Effect to XState (DESIGN.md 'Machines'): an actor that runs `program` on the
 * host's runtime. Stopping the actor aborts its signal, which interrupts the effect; a failure
 * rejects with the effect's own typed error value (e.g. `ApiError`), which is what `onError` gets.
 */
export const fromEffect = <TInput, A, E, R>(
  runtime: ManagedRuntime.ManagedRuntime<R, unknown>,
  program: (input: TInput) => Effect.Effect<A, E, R>,
): PromiseActorLogic<A, TInput> =>
  fromPromise(({ input, signal }) => runtime.runPromise(program(input), { signal }))

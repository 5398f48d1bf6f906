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

/**
 * `fromEffect` for a host whose runtime and program load on the actor's first run (a dynamic
 * import), so a page that never runs the actor never downloads Effect
 * (docs/decisions/114-page-start-without-effect.md).
 */
export const fromLoadedEffect = <TInput, A, E, R>(
  load: () => Promise<{
    readonly runtime: ManagedRuntime.ManagedRuntime<R, unknown>
    readonly program: (input: TInput) => Effect.Effect<A, E, R>
  }>,
): PromiseActorLogic<A, TInput> =>
  fromPromise(async ({ input, signal }) => {
    const { runtime, program } = await load()
    return runtime.runPromise(program(input), { signal })
  })

import { fromPromise } from "xstate"

/** One start of a `controlled` actor: what it was given, and how the test ends it. */
export interface Call<I, O> {
  readonly input: I
  readonly signal: AbortSignal
  readonly resolve: (output: O) => void
  readonly reject: (error: unknown) => void
}

/** An actor whose answer the test gives by hand, recording every start. */
export const controlled = <I, O>(calls: Array<Call<I, O>>) =>
  fromPromise<O, I>(
    ({ input, signal }) =>
      new Promise<O>((resolve, reject) => calls.push({ input, signal, resolve, reject })),
  )

/** Lets resolved promises reach the machine. */
export const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

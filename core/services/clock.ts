import { Context, Effect, Layer, Ref, Schema } from "effect"

/** The system clock cannot be moved. */
export class ClockFixed extends Schema.TaggedError<ClockFixed>()("ClockFixed", {}) {
  override get message() {
    return "The clock can be set only when time is under test control"
  }
}

/**
 * "Now" for the whole product. The server, the machines and the CLI read time only through this
 * service, so tests and journeys can fix and advance it (DESIGN.md 'Time').
 */
export class AppClock extends Context.Service<
  AppClock,
  {
    /** Epoch milliseconds. */
    readonly now: Effect.Effect<number>
    /** Fixes "now" at an instant; it stays there until set or advanced again. */
    readonly set: (epochMs: number) => Effect.Effect<void, ClockFixed>
    /** Moves "now" forward and keeps it fixed there. */
    readonly advance: (ms: number) => Effect.Effect<void, ClockFixed>
  }
>()("booking/core/services/AppClock") {
  static readonly layerSystem = Layer.succeed(AppClock, {
    now: Effect.sync(() => Date.now()),
    set: () => Effect.fail(new ClockFixed()),
    advance: () => Effect.fail(new ClockFixed()),
  })

  /**
   * A clock under test control: fixed at `startMs` when given, otherwise following the system clock
   * until a test fixes it.
   */
  static readonly layerControlled = (startMs: number | undefined) =>
    Layer.effect(
      AppClock,
      Effect.gen(function* () {
        const fixed = yield* Ref.make<number | undefined>(startMs)
        const now = Effect.map(Ref.get(fixed), (t) => t ?? Date.now())
        return {
          now,
          set: (epochMs: number) => Ref.set(fixed, epochMs),
          advance: (ms: number) => Effect.flatMap(now, (t) => Ref.set(fixed, t + ms)),
        }
      }),
    )
}

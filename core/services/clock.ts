import { Context, Effect, Layer, Ref, Schema } from "effect"

/**
 * "Now" for the whole product. The server, the machines and the CLI read time only through this
 * service, so tests and journeys can fix and advance it (DESIGN.md 'Time').
 */
export class AppClock extends Context.Service<
  AppClock,
  {
    /** Epoch milliseconds. */
    readonly now: Effect.Effect<number>
    /** Fixes "now"; refused by the system clock. */
    readonly set: (epochMs: number) => Effect.Effect<void, ClockFixed>
    readonly advance: (ms: number) => Effect.Effect<void, ClockFixed>
  }
>()("booking/core/services/AppClock") {
  static readonly layerSystem = Layer.succeed(AppClock, {
    now: Effect.sync(() => Date.now()),
    set: () => Effect.fail(new ClockFixed()),
    advance: () => Effect.fail(new ClockFixed()),
  })

  /** A clock that starts at `startMs` and moves only when told (tests, journeys, TEST_CONTROL). */
  static readonly layerManual = (startMs: number) =>
    Layer.effect(
      AppClock,
      Effect.gen(function* () {
        const ref = yield* Ref.make(startMs)
        return {
          now: Ref.get(ref),
          set: (epochMs: number) => Ref.set(ref, epochMs),
          advance: (ms: number) => Ref.update(ref, (t) => t + ms),
        }
      }),
    )
}

/** The system clock cannot be moved. */
export class ClockFixed extends Schema.TaggedError<ClockFixed>()(
  "ClockFixed",
  { message: Schema.optionalKey(Schema.String) },
  { httpApiStatus: 409 },
) {
  override get message() {
    return "The clock can be set only when time is under test control"
  }
}

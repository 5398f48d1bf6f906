import { Effect } from "effect"
import { HttpApiBuilder } from "effect/http-api"
import { Api } from "#core/api/contract.ts"
import { entry, NotFound } from "#core/api/errors.ts"
import { AppClock } from "#core/services/clock.ts"
import { Outbox } from "../outbox/repo.ts"
import { ServerSettings } from "../settings.ts"

const off = new NotFound(entry("not_found", "Not Found"))

export const TestControlHandlers = HttpApiBuilder.group(
  Api,
  "testControl",
  Effect.fn(function* (handlers) {
    const settings = yield* ServerSettings
    const clock = yield* AppClock
    const outbox = yield* Outbox
    // Without TEST_CONTROL=1 these paths do not exist for anyone.
    const guard = <A, E, R>(effect: Effect.Effect<A, E, R>) =>
      settings.testControl ? effect : Effect.fail(off)
    const clockState = Effect.map(clock.now, (t) => ({ now: new Date(t).toISOString() }))
    return handlers
      .handle("getClock", () => guard(clockState))
      .handle("setClock", ({ payload }) =>
        guard(clock.set(Date.parse(payload.now)).pipe(Effect.orDie, Effect.andThen(clockState))),
      )
      .handle("advanceClock", ({ payload }) =>
        guard(clock.advance(payload.ms).pipe(Effect.orDie, Effect.andThen(clockState))),
      )
      .handle("outbox", ({ query }) => guard(outbox.list(query.recipient)))
  }),
)

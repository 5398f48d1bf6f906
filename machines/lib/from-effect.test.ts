import { Context, Effect, Layer, ManagedRuntime, Schema } from "effect"
import { afterAll, describe, expect, it } from "vitest"
import { createActor, toPromise } from "xstate"
import { fromEffect } from "./from-effect.ts"

class Greeter extends Context.Service<
  Greeter,
  { readonly greet: (name: string) => Effect.Effect<string, Unknown> }
>()("test/Greeter") {}

class Unknown extends Schema.TaggedError<Unknown>()("Unknown", { who: Schema.String }) {}

const runtime = ManagedRuntime.make(
  Layer.succeed(Greeter, {
    greet: (name) =>
      name === "" ? Effect.fail(new Unknown({ who: name })) : Effect.succeed(`Namaste, ${name}`),
  }),
)
afterAll(() => runtime.dispose())

const greet = fromEffect(runtime, (name: string) => Greeter.use((g) => g.greet(name)))

describe("fromEffect", () => {
  it("resolves with the effect's value, using the runtime's services", async () => {
    const output = await toPromise(createActor(greet, { input: "Asha" }).start())
    expect(output).toBe("Namaste, Asha")
  })

  it("rejects with the effect's typed error value", async () => {
    const failure = toPromise(createActor(greet, { input: "" }).start())
    await expect(failure).rejects.toBeInstanceOf(Unknown)
    await expect(failure).rejects.toMatchObject({ _tag: "Unknown", who: "" })
  })

  it("interrupts the effect when the actor stops", async () => {
    let started = () => {}
    const running = new Promise<void>((resolve) => {
      started = resolve
    })
    let interrupted = false
    const forever = fromEffect(runtime, (_: undefined) =>
      Effect.sync(started).pipe(
        Effect.andThen(Effect.never),
        Effect.onInterrupt(() =>
          Effect.sync(() => {
            interrupted = true
          }),
        ),
      ),
    )
    const actor = createActor(forever).start()
    await running
    actor.stop()
    await new Promise((resolve) => setTimeout(resolve, 10))
    expect(interrupted).toBe(true)
  })
})

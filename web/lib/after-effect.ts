import { nextTask } from "./next-task.ts"

/**
 * Loads a module that runs on the page's Effect runtime in steps, each its own task: Effect's
 * chunk; the runtime's module with the API contract's schemas; the runtime's layers, built;
 * then the module itself. Run in one task they held a phone's main thread for about 200 ms under
 * Lighthouse's 4× slowdown, a page's longest task (docs/decisions/115-page-start-without-intl-setup.md);
 * the layers, built by the first call, made that call's task the next longest (ADR 122).
 * Loads asked for while the first is under way wait for all of it, so their calls do not join its
 * tasks; later loads find everything loaded. A failed first load lets the next one try again.
 */
let firstLoad: Promise<void> | null = null

export const afterEffect = async <M>(load: () => Promise<M>): Promise<M> => {
  if (firstLoad !== null) {
    await firstLoad
    return load()
  }
  const { promise, resolve } = Promise.withResolvers<void>()
  firstLoad = promise
  try {
    await import("./effect-core.ts")
    await nextTask()
    const { browserRuntime } = await import("./effect-runtime.ts")
    await nextTask()
    await browserRuntime().context()
    await nextTask()
    const loaded = await load()
    await nextTask()
    return loaded
  } catch (error) {
    firstLoad = null
    throw error
  } finally {
    resolve()
  }
}

/**
 * Loads a module that needs Effect in three tasks: Effect's own chunk, then the module with the
 * rest of its graph (the API contract's schemas, the calls), then the caller's first call, which
 * builds the runtime. Run in one task they held a phone's main thread for about 200 ms under
 * Lighthouse's 4× slowdown, a page's longest task (docs/decisions/115-page-start-without-intl-setup.md).
 * Loads asked for while the first is under way wait for all of it, so their calls do not join its
 * module's task; later loads find Effect loaded. A failed first load lets the next one try again.
 */
let firstLoad: Promise<void> | null = null

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0))

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

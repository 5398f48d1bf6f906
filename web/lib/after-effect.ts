/**
 * Loads a module that needs Effect in three tasks: Effect's own chunk, then the module with the
 * rest of its graph (the API contract's schemas, the calls), then the caller's first call, which
 * builds the runtime. Run in one task they held a phone's main thread for about 200 ms under
 * Lighthouse's 4× slowdown, a page's longest task (docs/decisions/115-page-start-without-intl-setup.md).
 * Only the first load yields to the browser in between; a failed download is tried again by the
 * next load.
 */
let effectLoaded: Promise<void> | null = null

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0))

export const afterEffect = async <M>(load: () => Promise<M>): Promise<M> => {
  if (effectLoaded !== null) {
    await effectLoaded
    return load()
  }
  effectLoaded = import("./effect-core.ts").then(nextTask)
  try {
    await effectLoaded
  } catch (error) {
    effectLoaded = null
    throw error
  }
  const loaded = await load()
  await nextTask()
  return loaded
}

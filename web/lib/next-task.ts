/** Resolves in a later task, so the work after it does not lengthen the task that awaited it. */
export const nextTask = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0))

import { type RetryPolicy, retryDelay, TRANSLATION_RETRY } from "./retry-policy.ts"
import type { Messages } from "./translate.ts"

export interface LoadOptions {
  readonly policy?: RetryPolicy
  /** Waits `ms`; tests pass one that records the waits instead of sleeping. */
  readonly sleep?: (ms: number) => Promise<void>
  /** Told about the final failure (spec-checkout §8 'Translation failure: logged'). */
  readonly onFailure: (error: unknown) => void
}

const sleepFor = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

/**
 * Runs `importer` (a language's chunk) until it succeeds, retrying after the policy's delays.
 * After the last retry fails it reports the error and gives null: the page keeps the default text.
 */
export const loadMessagesWithRetry = async (
  importer: () => Promise<Messages>,
  { policy = TRANSLATION_RETRY, sleep = sleepFor, onFailure }: LoadOptions,
): Promise<Messages | null> => {
  for (let retry = 0; ; retry++) {
    try {
      return await importer()
    } catch (error) {
      const delay = retryDelay(policy, retry + 1)
      if (delay === null) {
        onFailure(error)
        return null
      }
      await sleep(delay)
    }
  }
}

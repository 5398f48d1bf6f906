/**
 * spec-checkout §9: 'Translation loading retries up to 5 times, starting with a 350 ms delay that
 * doubles each time.'
 */
export interface RetryPolicy {
  readonly retries: number
  readonly firstDelayMs: number
}

export const TRANSLATION_RETRY: RetryPolicy = { retries: 5, firstDelayMs: 350 }

/**
 * The wait before retry number `retry` (1 for the first retry), or null when the policy allows no
 * such retry and the failure is final.
 */
export const retryDelay = (policy: RetryPolicy, retry: number): number | null =>
  Number.isInteger(retry) && retry >= 1 && retry <= policy.retries
    ? policy.firstDelayMs * 2 ** (retry - 1)
    : null

/** Every wait of the policy, in order: 350, 700, 1400, 2800, 5600 ms for translations. */
export const retryDelays = (policy: RetryPolicy): ReadonlyArray<number> =>
  Array.from({ length: policy.retries }, (_, i) => retryDelay(policy, i + 1)!)

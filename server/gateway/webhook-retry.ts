/** The first retry waits this long; each further failure doubles the wait. */
export const WEBHOOK_FIRST_RETRY_MS = 10_000
/** No wait is longer, so a receiver back from an outage gets its events within the hour. */
export const WEBHOOK_MAX_RETRY_MS = 60 * 60_000
/** Razorpay, too, stops retrying a webhook after a day; the reconciler recovers what was missed. */
export const WEBHOOK_GIVE_UP_MS = 24 * 60 * 60_000

/** The wait after `failures` failed deliveries (1 = the first attempt failed). */
export const webhookRetryDelayMs = (failures: number): number =>
  failures >= 20
    ? WEBHOOK_MAX_RETRY_MS
    : Math.min(WEBHOOK_FIRST_RETRY_MS * 2 ** Math.max(0, failures - 1), WEBHOOK_MAX_RETRY_MS)

/**
 * When to try a failed event again, in epoch ms; undefined once the next try would fall more than
 * a day after the event was raised.
 */
export const nextWebhookAttemptAt = (
  createdAtMs: number,
  failedAtMs: number,
  failures: number,
): number | undefined => {
  const next = failedAtMs + webhookRetryDelayMs(failures)
  return next - createdAtMs > WEBHOOK_GIVE_UP_MS ? undefined : next
}

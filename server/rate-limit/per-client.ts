import { Effect } from "effect"
import { entry, TooManyRequests } from "#core/api/errors.ts"
import { RateLimits } from "./service.ts"

/**
 * Lets at most `limit` requests of one kind from one client through per window (ADR 073). A refused
 * request is not counted, so `retry_after` is when the client may really try again; a request that
 * passes the peek but loses a race for the last slot is refused by the hit's own count.
 */
export const limitPerClient = Effect.fnUntraced(function* (
  key: string,
  limit: number,
  windowSeconds: number,
  message: (retryAfterSeconds: number) => string,
) {
  const limits = yield* RateLimits
  const refuse = (retryAfter: number) =>
    new TooManyRequests({ ...entry("too_many_requests", message(retryAfter)), retry_after: retryAfter })
  const seen = yield* limits.peek(key, windowSeconds)
  if (seen.count >= limit) return yield* refuse(Math.max(1, seen.retryAfterSeconds))
  const tally = yield* limits.hit(key, windowSeconds)
  if (tally.count > limit) return yield* refuse(Math.max(1, tally.retryAfterSeconds))
})

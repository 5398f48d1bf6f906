/**
 * How long Node's HTTP server waits on a client (issue 11, 'Abuse: slow-client timeouts'). Node's
 * own defaults (headers 60 s, whole request 300 s, checked every 30 s) let a client that trickles
 * bytes hold a connection for minutes; an API behind a load balancer needs far less.
 */
export interface HttpTimeouts {
  /** All request headers must have arrived this long after the request began (HTTP_HEADERS_TIMEOUT). */
  readonly headersMs: number
  /** The whole request, body included, must have arrived by then (HTTP_REQUEST_TIMEOUT). */
  readonly requestMs: number
  /**
   * An idle kept-alive connection is closed after this (HTTP_KEEP_ALIVE_TIMEOUT). Longer than a
   * load balancer's own idle timeout (AWS ALB and nginx default to 60 s), so it is always the
   * balancer that closes an idle connection, never the server while the balancer sends on it.
   */
  readonly keepAliveMs: number
  /** How often Node looks for connections past the first two limits; they are enforced this late at most. */
  readonly checkEveryMs: number
}

export const DEFAULT_HTTP_TIMEOUTS: HttpTimeouts = {
  headersMs: 15_000,
  requestMs: 30_000,
  keepAliveMs: 65_000,
  checkEveryMs: 1_000,
}

const VARIABLES = {
  headersMs: "HTTP_HEADERS_TIMEOUT",
  requestMs: "HTTP_REQUEST_TIMEOUT",
  keepAliveMs: "HTTP_KEEP_ALIVE_TIMEOUT",
} as const

/** The three variables, in whole seconds from 1 to 3600; unset ones keep their defaults. */
export const httpTimeoutsFromEnv = (
  env: Record<string, string | undefined>,
  fail: (message: string) => never,
): HttpTimeouts => {
  const seconds = (field: keyof typeof VARIABLES): number => {
    const name = VARIABLES[field]
    const value = env[name]?.trim() ?? ""
    if (value === "") return DEFAULT_HTTP_TIMEOUTS[field]
    const parsed = Number(value)
    if (!Number.isInteger(parsed) || parsed < 1 || parsed > 3600) {
      return fail(`${name} must be a whole number of seconds from 1 to 3600 (got ${value})`)
    }
    return parsed * 1000
  }
  const timeouts = {
    headersMs: seconds("headersMs"),
    requestMs: seconds("requestMs"),
    keepAliveMs: seconds("keepAliveMs"),
    checkEveryMs: DEFAULT_HTTP_TIMEOUTS.checkEveryMs,
  }
  // Node refuses to start with headers allowed longer than the whole request.
  if (timeouts.headersMs > timeouts.requestMs) {
    return fail(
      `HTTP_HEADERS_TIMEOUT (${timeouts.headersMs / 1000} s) must not exceed HTTP_REQUEST_TIMEOUT (${timeouts.requestMs / 1000} s)`,
    )
  }
  return timeouts
}

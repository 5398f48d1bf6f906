import { Result } from "effect"
import { IpNetwork } from "effect/net"

/**
 * TRUSTED_PROXIES: comma-separated networks in CIDR notation (`10.0.0.0/8,127.0.0.1/32`) whose
 * X-Forwarded-For the server believes. Unset, no proxy is trusted and the socket's address is the
 * client's, so a header sent from outside cannot dodge the per-client limits (ADR 096).
 */
export const trustedProxiesFromEnv = (
  value: string | undefined,
  fail: (message: string) => never,
): ReadonlyArray<IpNetwork.IpNetwork> =>
  (value ?? "")
    .split(",")
    .map((entry) => entry.trim())
    .filter((entry) => entry !== "")
    .map((entry) => {
      const network = IpNetwork.fromString(entry)
      if (Result.isFailure(network)) {
        return fail(`TRUSTED_PROXIES must list networks such as 10.0.0.0/8 or ::1/128 (got ${entry})`)
      }
      return network.success
    })

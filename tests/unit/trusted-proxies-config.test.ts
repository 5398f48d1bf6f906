import { IpNetwork } from "effect/net"
import { describe, expect, it } from "vitest"
import { configFromEnv } from "#server/config.ts"

describe("TRUSTED_PROXIES", () => {
  it("trusts no proxy when unset or blank", () => {
    expect(configFromEnv({}).trustedProxies).toEqual([])
    expect(configFromEnv({ TRUSTED_PROXIES: " , " }).trustedProxies).toEqual([])
  })

  it("reads comma-separated IPv4 and IPv6 networks", () => {
    const networks = configFromEnv({ TRUSTED_PROXIES: "10.0.0.0/8, 127.0.0.1/32,::1/128" }).trustedProxies
    expect(networks.map(IpNetwork.format)).toEqual(["10.0.0.0/8", "127.0.0.1/32", "::1/128"])
  })

  it("refuses an entry that is not a network, naming it", () => {
    for (const bad of ["10.0.0.0", "10.0.0.0/33", "proxy.internal/8", "10.0.0.1/8"]) {
      expect(() => configFromEnv({ TRUSTED_PROXIES: `127.0.0.1/32,${bad}` })).toThrow(
        `TRUSTED_PROXIES must list networks such as 10.0.0.0/8 or ::1/128 (got ${bad})`,
      )
    }
  })
})

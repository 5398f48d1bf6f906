import { IpNetwork } from "effect/net"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { CHECKOUT_GUARD_OPERATIONS } from "#core/api/captcha.ts"
import { type RunningServer, startServer } from "#server/start.ts"
import { OPTIN_LIMIT } from "#server/whatsapp/graphql.ts"
import { call } from "./lib/http.ts"
import { testConfig } from "./lib/server.ts"

/**
 * TRUSTED_PROXIES (ADR 096): X-Forwarded-For names the client only when a trusted proxy sent it.
 * The WhatsApp opt-in allowance is per client, so it shows whose address the server believed.
 */
const optinStatus = (server: RunningServer, from: string, forwardedFor: string) =>
  call(server.url, "/api/graphql/", {
    from,
    method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": forwardedFor },
    body: JSON.stringify({
      query: CHECKOUT_GUARD_OPERATIONS.WhatsappStatus,
      operationName: "WhatsappStatus",
      variables: { id: "+919812345678" },
    }),
  })

const useAllowance = async (server: RunningServer, from: string, forwardedFor: (i: number) => string) => {
  for (let i = 0; i < OPTIN_LIMIT; i += 1) {
    const answer = await optinStatus(server, from, forwardedFor(i))
    expect(answer.status, answer.text).toBe(200)
  }
}

describe("behind a trusted proxy", () => {
  let server: RunningServer
  beforeAll(async () => {
    server = await startServer(
      testConfig({ kind: "memory" }, { trustedProxies: [IpNetwork.fromStringUnsafe("127.0.0.1/32")] }),
    )
  })
  afterAll(() => server?.close())

  it("counts each forwarded client on its own", async () => {
    await useAllowance(server, "127.0.0.1", () => "198.51.100.7")
    expect((await optinStatus(server, "127.0.0.1", "198.51.100.7")).status).toBe(429)
    expect((await optinStatus(server, "127.0.0.1", "198.51.100.8")).status).toBe(200)
    // A client cannot prepend an address of its choosing: the proxy's last entry is the one used.
    expect((await optinStatus(server, "127.0.0.1", "203.0.113.1, 198.51.100.7")).status).toBe(429)
  })

  it("ignores the header from an address it does not trust", async () => {
    await useAllowance(server, "127.0.0.2", (i) => `192.0.2.${i + 1}`)
    expect((await optinStatus(server, "127.0.0.2", "192.0.2.200")).status).toBe(429)
  })
})

describe("with no trusted proxy (the default)", () => {
  let server: RunningServer
  beforeAll(async () => {
    server = await startServer(testConfig({ kind: "memory" }))
  })
  afterAll(() => server?.close())

  it("counts by the socket's address whatever the header says", async () => {
    await useAllowance(server, "127.0.0.1", (i) => `198.51.100.${i + 1}`)
    expect((await optinStatus(server, "127.0.0.1", "198.51.100.250")).status).toBe(429)
  })
})

import { connect, type Socket } from "node:net"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { configFromEnv } from "#server/config.ts"
import { DEFAULT_HTTP_TIMEOUTS } from "#server/config-http.ts"
import { type RunningServer, startServer } from "#server/start.ts"
import { call } from "./lib/http.ts"
import { testConfig } from "./lib/server.ts"

/**
 * Issue 11 'Abuse: slow-client timeouts': a client that trickles its headers (slowloris) or its
 * body loses its connection once the server's limit passes, and other clients are served all the
 * while. The limits are shortened here so the suite takes seconds; production's are the defaults.
 */
const TIMEOUTS = { headersMs: 1_000, requestMs: 2_000, keepAliveMs: 4_000, checkEveryMs: 100 }
/** Node checks every `checkEveryMs`; a close later than the limit plus this is a failure. */
const SLACK_MS = 1_000
/** Bytes trickle this often: each one well inside any idle timeout, so only the totals can trip. */
const TRICKLE_EVERY_MS = 200

interface Trickle {
  /** What the server wrote before it closed the connection. */
  readonly received: string
  /** From the first byte sent until the server closed the connection. */
  readonly closedAfterMs: number
}

/** Opens a connection, sends `head`, then one byte of `drip` per tick until the server closes it. */
const trickle = (port: number, head: string, drip: string): Promise<Trickle> =>
  new Promise((resolve, reject) => {
    const socket: Socket = connect({ host: "127.0.0.1", port })
    let received = ""
    let sent = 0
    let started = 0
    let ticker: NodeJS.Timeout | undefined
    socket.setEncoding("utf8")
    socket.on("data", (chunk: string) => {
      received += chunk
    })
    socket.once("connect", () => {
      started = performance.now()
      socket.write(head)
      ticker = setInterval(() => {
        if (sent < drip.length && socket.writable) socket.write(drip[sent++]!)
      }, TRICKLE_EVERY_MS)
    })
    socket.once("close", () => {
      clearInterval(ticker)
      if (sent >= drip.length)
        reject(new Error(`the whole request went out before the server closed: ${received}`))
      else resolve({ received, closedAfterMs: performance.now() - started })
    })
    // A reset after the server's 408 is a close too.
    socket.on("error", () => undefined)
  })

const AUTOCOMPLETE = "/api/v1/search/autocomplete/?search_string=kora"

describe("slow clients", () => {
  let server: RunningServer

  beforeAll(async () => {
    server = await startServer(
      testConfig({ kind: "memory" }, { httpTimeouts: TIMEOUTS, catalogueHotels: 50 }),
    )
  }, 120_000)
  afterAll(async () => {
    await server?.close()
  })

  /** Others are served while the slow client holds its connection; it then gets 408 on time. */
  const expectCutOffWhileOthersServed = async (slow: Promise<Trickle>, limitMs: number) => {
    for (let i = 0; i < 3; i++) {
      const answer = await call(server.url, AUTOCOMPLETE)
      expect(answer.status).toBe(200)
    }
    const { received, closedAfterMs } = await slow
    expect(received).toMatch(/^HTTP\/1\.1 408 /)
    expect(closedAfterMs).toBeGreaterThanOrEqual(limitMs - TRICKLE_EVERY_MS)
    expect(closedAfterMs).toBeLessThan(limitMs + SLACK_MS)
  }

  it("defaults to headers within 15 s, the whole request within 30 s, and idle keep-alive past a balancer's 60 s", () => {
    expect(configFromEnv({}).httpTimeouts).toEqual(DEFAULT_HTTP_TIMEOUTS)
    expect(DEFAULT_HTTP_TIMEOUTS).toMatchObject({ headersMs: 15_000, requestMs: 30_000, keepAliveMs: 65_000 })
    expect(
      configFromEnv({ HTTP_HEADERS_TIMEOUT: "5", HTTP_REQUEST_TIMEOUT: "10", HTTP_KEEP_ALIVE_TIMEOUT: "75" })
        .httpTimeouts,
    ).toMatchObject({ headersMs: 5_000, requestMs: 10_000, keepAliveMs: 75_000 })
    expect(() => configFromEnv({ HTTP_HEADERS_TIMEOUT: "40" })).toThrow(
      /must not exceed HTTP_REQUEST_TIMEOUT/,
    )
    expect(() => configFromEnv({ HTTP_REQUEST_TIMEOUT: "0.5" })).toThrow(/whole number of seconds/)
  })

  it("closes a connection whose headers trickle in past the headers limit, answering 408, while serving others", async () => {
    const slow = trickle(
      server.port,
      `GET ${AUTOCOMPLETE} HTTP/1.1\r\nHost: localhost\r\n`,
      // Far more header bytes than the limit lets through at this pace.
      `X-Slow: ${"a".repeat(100)}\r\n`,
    )
    await expectCutOffWhileOthersServed(slow, TIMEOUTS.headersMs)
  })

  it("closes a connection whose body trickles in past the request limit, answering 408, while serving others", async () => {
    const body = JSON.stringify({ now: "2026-12-01T04:30:00.000Z" })
    const slow = trickle(
      server.port,
      `PUT /api/test/clock HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n`,
      body,
    )
    await expectCutOffWhileOthersServed(slow, TIMEOUTS.requestMs)
  })

  it("keeps an idle kept-alive connection open past the headers limit, for the balancer's next request", async () => {
    const socket = connect({ host: "127.0.0.1", port: server.port })
    socket.setEncoding("utf8")
    let received = ""
    let closed = false
    socket.on("data", (chunk: string) => {
      received += chunk
    })
    socket.once("close", () => {
      closed = true
    })
    const ask = async () => {
      received = ""
      socket.write(`GET ${AUTOCOMPLETE} HTTP/1.1\r\nHost: localhost\r\n\r\n`)
      await expect.poll(() => received, { timeout: 5_000 }).toMatch(/^HTTP\/1\.1 200 /)
    }
    await new Promise((resolve) => socket.once("connect", resolve))
    await ask()
    // Idle for longer than headers may take, shorter than the keep-alive limit.
    await new Promise((resolve) => setTimeout(resolve, TIMEOUTS.headersMs + SLACK_MS))
    expect(closed).toBe(false)
    await ask()
    socket.destroy()
  })
})

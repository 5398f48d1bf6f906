import { createServer, type IncomingMessage, type Server } from "node:http"
import type { AddressInfo } from "node:net"
import { Effect, Exit, Layer, ManagedRuntime } from "effect"
import { SqlClient } from "effect/sql"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { AppClock } from "#core/services/clock.ts"
import { ConfigError, configFromEnv, type ServerConfig } from "#server/config.ts"
import { layerDatabase } from "#server/db/layer.ts"
import { migrate } from "#server/db/migrations.ts"
import { Otp } from "#server/otp/service.ts"
import { Outbox } from "#server/outbox/repo.ts"
import { ServerSettings } from "#server/settings.ts"

const NOW = Date.parse("2026-12-01T04:30:00Z")

interface Received {
  readonly authorization: string | undefined
  readonly contentType: string | undefined
  readonly body: unknown
}

/** A stand-in SMS provider that records what it is sent and answers with `status`. */
const provider = { status: 202, received: [] as Array<Received> }
const record = async (req: IncomingMessage) => {
  const chunks: Array<Buffer> = []
  for await (const chunk of req) chunks.push(chunk as Buffer)
  provider.received.push({
    authorization: req.headers.authorization,
    contentType: req.headers["content-type"],
    body: JSON.parse(Buffer.concat(chunks).toString("utf8")),
  })
}

const servicesWith = (settings: ServerConfig) =>
  ManagedRuntime.make(
    Otp.layer.pipe(
      Layer.provideMerge(Outbox.layer),
      Layer.provideMerge(Layer.effectDiscard(Effect.orDie(migrate))),
      Layer.provideMerge(layerDatabase({ kind: "memory" })),
      Layer.provideMerge(AppClock.layerControlled(NOW)),
      Layer.provideMerge(Layer.succeed(ServerSettings, settings)),
    ),
  )

const deliveries = (runtime: ReturnType<typeof servicesWith>, phone: string) =>
  runtime.runPromise(
    Effect.orDie(
      SqlClient.SqlClient.use(
        (sql) => sql<{ body: string; delivered_at: Date | null }>`
          SELECT body, delivered_at FROM outbox WHERE recipient = ${`+91${phone}`} ORDER BY id`,
      ),
    ),
  )

describe("SMS configuration", () => {
  it("uses the outbox alone unless SMS_URL and SMS_API_KEY are both set", () => {
    expect(configFromEnv({}).sms).toBeUndefined()
    const sms = configFromEnv({ SMS_URL: "https://sms.example.in/send", SMS_API_KEY: "k1" }).sms
    expect(sms?.url).toBe("https://sms.example.in/send")
    expect(String(sms?.apiKey)).not.toContain("k1")
    expect(() => configFromEnv({ SMS_URL: "https://sms.example.in/send" })).toThrow(ConfigError)
    expect(() => configFromEnv({ SMS_URL: "ftp://sms.example.in", SMS_API_KEY: "k1" })).toThrow(ConfigError)
  })
})

describe("codes through a real SMS provider", () => {
  let server: Server
  let runtime: ReturnType<typeof servicesWith>
  beforeAll(async () => {
    server = createServer((req, res) => {
      void record(req).then(() => res.writeHead(provider.status).end('{"id":"m1"}'))
    })
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
    const { port } = server.address() as AddressInfo
    runtime = servicesWith(
      configFromEnv({ SMS_URL: `http://127.0.0.1:${port}/v1/sms`, SMS_API_KEY: "test-key" }),
    )
  })
  afterAll(async () => {
    await runtime.dispose()
    await new Promise((resolve) => server.close(resolve))
  })

  it("posts {to, body} with the bearer key, and marks the outbox row delivered", async () => {
    await runtime.runPromise(Otp.use((otp) => otp.issue("sign_in", "9812345670")))
    const [row] = await deliveries(runtime, "9812345670")
    expect(provider.received).toEqual([
      {
        authorization: "Bearer test-key",
        contentType: "application/json",
        body: { to: "+919812345670", body: row!.body },
      },
    ])
    expect(row!.body).toMatch(/^Your Stayfinder code is \d{6}\./)
    expect(new Date(row!.delivered_at!).getTime()).toBe(NOW)
  })

  it("fails the send when the provider refuses, and leaves the message undelivered in the outbox", async () => {
    provider.status = 503
    const exit = await runtime.runPromiseExit(Otp.use((otp) => otp.issue("sign_in", "9812345671")))
    expect(Exit.hasDies(exit)).toBe(true)
    const rows = await deliveries(runtime, "9812345671")
    expect(rows.map((r) => r.delivered_at)).toEqual([null])
  })
})

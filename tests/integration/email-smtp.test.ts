import { createServer } from "node:net"
import { Effect, Layer, ManagedRuntime } from "effect"
import { SqlClient } from "effect/sql"
import { SMTPServer } from "smtp-server"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { AppClock } from "#core/services/clock.ts"
import { ConfigError, configFromEnv, type ServerConfig } from "#server/config.ts"
import { layerDatabase } from "#server/db/layer.ts"
import { migrate } from "#server/db/migrations.ts"
import { Email, type EmailMessage } from "#server/outbox/email.ts"
import { Outbox } from "#server/outbox/repo.ts"
import { ServerSettings } from "#server/settings.ts"
import { type RunningServer, startServer } from "#server/start.ts"
import { authClient } from "./lib/auth.ts"
import { TEST_NOW, testConfig } from "./lib/server.ts"

interface Received {
  readonly login: string | undefined
  readonly envelope: { readonly from: string | undefined; readonly to: ReadonlyArray<string> }
  /** Unfolded, by lower-case name. */
  readonly headers: Readonly<Record<string, string>>
  /** The body as the recipient reads it, quoted-printable decoded, with \n line ends. */
  readonly text: string
}

const decodeQuotedPrintable = (body: string) =>
  Buffer.from(
    body
      .replace(/=\r\n/g, "")
      .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16))),
    "latin1",
  ).toString("utf8")

const parse = (raw: string) => {
  const end = raw.indexOf("\r\n\r\n")
  const headers: Record<string, string> = {}
  for (const line of raw
    .slice(0, end)
    .replace(/\r\n[ \t]+/g, " ")
    .split("\r\n")) {
    const colon = line.indexOf(":")
    headers[line.slice(0, colon).toLowerCase()] = line.slice(colon + 1).trim()
  }
  const body = raw.slice(end + 4)
  const decoded =
    headers["content-transfer-encoding"] === "quoted-printable" ? decodeQuotedPrintable(body) : body
  return { headers, text: decoded.replace(/\r\n/g, "\n").replace(/\n$/, "") }
}

/** A local SMTP server without TLS that takes any login and keeps what it is sent. */
const startSmtp = async () => {
  const received: Array<Received> = []
  let connections = 0
  const server = new SMTPServer({
    authOptional: true,
    allowInsecureAuth: true,
    disabledCommands: ["STARTTLS"],
    onConnect: (_session, callback) => {
      connections += 1
      callback()
    },
    onAuth: (auth, _session, callback) => callback(null, { user: `${auth.username}:${auth.password}` }),
    onData: (stream, session, callback) => {
      const chunks: Array<Buffer> = []
      stream.on("data", (chunk: Buffer) => chunks.push(chunk))
      stream.on("end", () => {
        received.push({
          login: session.user as string | undefined,
          envelope: {
            from: session.envelope.mailFrom === false ? undefined : session.envelope.mailFrom.address,
            to: session.envelope.rcptTo.map((r) => r.address),
          },
          ...parse(Buffer.concat(chunks).toString("utf8")),
        })
        callback()
      })
    },
  })
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
  const address = server.server.address()
  if (address === null || typeof address === "string") throw new Error("the SMTP server has no port")
  let closed: Promise<void> | undefined
  return {
    port: address.port,
    received,
    connections: () => connections,
    /** Stops it; a test may stop it early, and the suite's cleanup calls this again. */
    close: () => {
      closed ??= new Promise<void>((resolve) => server.close(resolve))
      return closed
    },
  }
}

/** A port nothing listens on: the SMTP server is down. */
const closedPort = async () => {
  const probe = createServer()
  await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve))
  const { port } = probe.address() as { port: number }
  await new Promise((resolve) => probe.close(resolve))
  return port
}

const emailWith = (settings: ServerConfig) =>
  ManagedRuntime.make(
    Email.layer.pipe(
      Layer.provideMerge(Outbox.layer),
      Layer.provideMerge(Layer.effectDiscard(Effect.orDie(migrate))),
      Layer.provideMerge(layerDatabase({ kind: "memory" })),
      Layer.provideMerge(AppClock.layerControlled(TEST_NOW)),
      Layer.provideMerge(Layer.succeed(ServerSettings, settings)),
    ),
  )

const send = (runtime: ReturnType<typeof emailWith>, message: EmailMessage) =>
  runtime.runPromiseExit(Email.use((email) => email.send(message)))

const outboxRows = (runtime: ReturnType<typeof emailWith>) =>
  runtime.runPromise(
    Effect.orDie(
      SqlClient.SqlClient.use(
        (sql) => sql<{
          kind: string
          recipient: string
          subject: string
          body: string
          delivered_at: Date | null
        }>`
          SELECT kind, recipient, subject, body, delivered_at FROM outbox ORDER BY id`,
      ),
    ),
  )

/** Delivery happens after `send` has answered; this waits for what it should have done. */
const eventually = async (check: () => Promise<boolean> | boolean, what: string) => {
  for (let waited = 0; waited < 10_000; waited += 50) {
    if (await check()) return
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  throw new Error(`timed out waiting until ${what}`)
}

/** Long enough for a refused connection to have been tried and given up on. */
const settleDelivery = () => new Promise((resolve) => setTimeout(resolve, 1_000))

// Non-ASCII and a line longer than 76 characters, so the message is encoded on the way.
const MESSAGE: EmailMessage = {
  to: "asha@example.in",
  subject: "Your stay",
  text: "Namaste Asha,\n\nYour room in Bengaluru is ₹4,500 a night, taxes included, for the dates you chose on the website.\n\nTreebo",
}

describe("e-mail configuration", () => {
  it("delivers through SMTP_URL from MAIL_FROM, and keeps the URL's login out of sight", () => {
    expect(configFromEnv({}).smtp).toBeUndefined()
    const smtp = configFromEnv({ SMTP_URL: "smtps://mailer:s3cret@mail.example.in:465" }).smtp
    expect(smtp?.from).toBe("Treebo Hotels <no-reply@localhost>")
    expect(String(smtp?.url)).not.toContain("s3cret")
    const from = "Stays <stays@treebo.example>"
    expect(configFromEnv({ SMTP_URL: "smtp://mail.example.in:587", MAIL_FROM: from }).smtp?.from).toBe(from)
  })

  it("refuses an SMTP_URL that is not smtp:// or smtps://, without echoing it", () => {
    for (const url of ["https://mailer:s3cret@mail.example.in", "mail.example.in:587", "smtp://"]) {
      expect(() => configFromEnv({ SMTP_URL: url })).toThrow(ConfigError)
    }
    expect(() => configFromEnv({ SMTP_URL: "https://mailer:s3cret@mail.example.in" })).not.toThrow(/s3cret/)
  })

  it("refuses a MAIL_FROM that is not one address, even before SMTP_URL is set", () => {
    const bad = [
      "no-reply",
      "a@example.in, b@example.in",
      "Team: a@example.in;",
      "T <a@example.in>\r\nBcc: x@example.in",
    ]
    for (const from of bad) {
      expect(() => configFromEnv({ SMTP_URL: "smtp://mail.example.in", MAIL_FROM: from }), from).toThrow(
        ConfigError,
      )
    }
    expect(() => configFromEnv({ MAIL_FROM: "no-reply" })).toThrow(ConfigError)
  })
})

describe("e-mails through an SMTP server", () => {
  let smtp: Awaited<ReturnType<typeof startSmtp>>
  beforeAll(async () => {
    smtp = await startSmtp()
  })
  afterAll(() => smtp.close())

  it("sends from MAIL_FROM with the URL's login, and marks the outbox row delivered", async () => {
    const runtime = emailWith(
      configFromEnv({
        SMTP_URL: `smtp://mailer:s3cret@127.0.0.1:${smtp.port}`,
        MAIL_FROM: "Treebo Stays <stays@treebo.example>",
      }),
    )
    try {
      expect((await send(runtime, MESSAGE))._tag).toBe("Success")
      await eventually(
        async () => (await outboxRows(runtime))[0]?.delivered_at != null,
        "the row is delivered",
      )
      expect(smtp.received).toHaveLength(1)
      const [mail] = smtp.received
      expect(mail!.login).toBe("mailer:s3cret")
      expect(mail!.envelope).toEqual({ from: "stays@treebo.example", to: ["asha@example.in"] })
      expect(mail!.headers).toMatchObject({
        from: "Treebo Stays <stays@treebo.example>",
        to: "asha@example.in",
        subject: "Your stay",
        date: new Date(TEST_NOW).toUTCString().replace("GMT", "+0000"),
      })
      expect(mail!.text).toBe(MESSAGE.text)
      const rows = await outboxRows(runtime)
      expect(rows).toMatchObject([{ kind: "email", recipient: "asha@example.in", body: MESSAGE.text }])
      expect(new Date(rows[0]!.delivered_at!).getTime()).toBe(TEST_NOW)
    } finally {
      await runtime.dispose()
    }
  })

  it("with SMTP_URL unset, keeps the e-mail in the outbox undelivered and contacts no server", async () => {
    const runtime = emailWith(configFromEnv({}))
    const before = smtp.connections()
    try {
      expect((await send(runtime, MESSAGE))._tag).toBe("Success")
      expect(await outboxRows(runtime)).toMatchObject([{ recipient: "asha@example.in", delivered_at: null }])
      expect(smtp.connections()).toBe(before)
    } finally {
      await runtime.dispose()
    }
  })

  it("with the SMTP server down, answers the sender alike and leaves the e-mail undelivered in the outbox", async () => {
    const runtime = emailWith(configFromEnv({ SMTP_URL: `smtp://127.0.0.1:${await closedPort()}` }))
    try {
      expect((await send(runtime, MESSAGE))._tag).toBe("Success")
      await settleDelivery()
      expect(await outboxRows(runtime)).toMatchObject([{ recipient: "asha@example.in", delivered_at: null }])
    } finally {
      await runtime.dispose()
    }
  })
})

describe("the forgotten-password e-mail with SMTP configured", () => {
  let smtp: Awaited<ReturnType<typeof startSmtp>>
  let server: RunningServer
  const auth = authClient(() => server.url)
  beforeAll(async () => {
    smtp = await startSmtp()
    const configured = configFromEnv({ SMTP_URL: `smtp://127.0.0.1:${smtp.port}` }).smtp
    server = await startServer(testConfig({ kind: "memory" }, { smtp: configured }))
  }, 120_000)
  afterAll(async () => {
    await server.close()
    await smtp.close()
  })

  it("delivers the reset link to the SMTP server; with the server down the answer is the same and the link stays in the outbox", async () => {
    await auth.register({
      email: "mailed@example.in",
      phone_number: auth.newPhone(),
      password: "old-password",
    })
    const answer = await auth.post("/api/v2/auth/forgot-password/", { email: "mailed@example.in" })
    expect(answer.status, answer.text).toBe(200)
    const [stored] = await auth.outbox("mailed@example.in")
    await eventually(() => smtp.received.length === 1, "the SMTP server has the e-mail")
    expect(smtp.received[0]!.headers).toMatchObject({
      from: "Treebo Hotels <no-reply@localhost>",
      to: "mailed@example.in",
      subject: "Reset your password",
    })
    expect(smtp.received[0]!.text).toBe(stored!.body)
    expect(stored!.body).toMatch(/\/forgot-password\/\?token=/)

    await smtp.close()
    // No account enumeration, even during an outage: the same answer as for an unknown address.
    const during = await auth.post("/api/v2/auth/forgot-password/", { email: "mailed@example.in" })
    const unknown = await auth.post("/api/v2/auth/forgot-password/", { email: "nobody@example.in" })
    expect([during.status, during.text]).toEqual([unknown.status, unknown.text])
    expect(during.status).toBe(200)
    await settleDelivery()
    expect(await auth.outbox("mailed@example.in")).toHaveLength(2)
    expect(smtp.received).toHaveLength(1)
  })
})

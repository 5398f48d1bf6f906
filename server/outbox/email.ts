import { Context, Effect, FiberSet, Layer, Redacted, Schema } from "effect"
import { createTransport } from "nodemailer"
import type { SmtpTransportConfig } from "../config.ts"
import { ServerSettings } from "../settings.ts"
import { Outbox } from "./repo.ts"

export interface EmailMessage {
  readonly to: string
  readonly subject: string
  /** Plain text; no HTML part is sent. */
  readonly text: string
}

/** The SMTP server did not take the message; it stays in the outbox undelivered (logged). */
export class EmailFailed extends Schema.TaggedError<EmailFailed>()("EmailFailed", { reason: Schema.String }) {
  override get message() {
    return `The e-mail could not be sent: ${this.reason}`
  }
}

/**
 * Nodemailer's defaults (2 minutes to connect, 10 minutes of silence) would hold a request that
 * long; a relay that is slower than this is taken as down. The whole send is bounded as well, since
 * a server that answers slowly but steadily never trips the socket timeout.
 */
const CONNECTION_TIMEOUT_MS = 5_000
const GREETING_TIMEOUT_MS = 5_000
const SOCKET_TIMEOUT_MS = 10_000
const SEND_TIMEOUT_MS = 15_000

/**
 * E-mails to people. Every message is written to the outbox first, with or without an SMTP
 * server, so journeys and support can read what was sent. Delivery happens after the caller has
 * its answer (ADR 055): a request that sends mail answers as fast, and with the same status,
 * whether the relay is quick, slow or down, so a forgot-password answer tells nobody which
 * addresses have accounts. A delivered message is marked so in the outbox.
 */
export class Email extends Context.Service<
  Email,
  { readonly send: (message: EmailMessage) => Effect.Effect<void> }
>()("booking/server/outbox/Email") {
  /** E-mails stay in the outbox: development, tests and journeys. */
  static readonly layerOutbox = Layer.effect(
    Email,
    Effect.gen(function* () {
      const outbox = yield* Outbox
      return Email.of({
        send: ({ to, subject, text }) =>
          outbox.send({ kind: "email", recipient: to, subject, body: text }).pipe(Effect.asVoid),
      })
    }),
  )

  /**
   * Delivery through SMTP_URL (ADR 055). One transport for the server's life, closed with it; it
   * opens a connection per message, so a relay that restarts costs no stale connection.
   */
  static readonly layerSmtp = (config: SmtpTransportConfig) =>
    Layer.effect(
      Email,
      Effect.gen(function* () {
        const outbox = yield* Outbox
        const transport = yield* Effect.acquireRelease(
          Effect.sync(() =>
            createTransport(
              {
                // Options in the URL's query (e.g. ?requireTLS=true) win over these.
                url: Redacted.value(config.url),
                connectionTimeout: CONNECTION_TIMEOUT_MS,
                greetingTimeout: GREETING_TIMEOUT_MS,
                socketTimeout: SOCKET_TIMEOUT_MS,
              },
              { from: config.from },
            ),
          ),
          (transport) => Effect.sync(() => transport.close()),
        )
        // Deliveries in flight end with the server: one cut off stays undelivered in the outbox.
        const deliveries = yield* FiberSet.make()
        const deliver = ({ to, subject, text }: EmailMessage, date: Date) =>
          Effect.tryPromise({
            try: (signal) =>
              transport.sendMail({
                to,
                subject,
                text,
                date,
                signal: AbortSignal.any([signal, AbortSignal.timeout(SEND_TIMEOUT_MS)]),
              }),
            catch: (cause) =>
              new EmailFailed({ reason: cause instanceof Error ? cause.message : String(cause) }),
          })
        return Email.of({
          send: Effect.fn("Email.send")(function* (message: EmailMessage) {
            const row = yield* outbox.send({
              kind: "email",
              recipient: message.to,
              subject: message.subject,
              body: message.text,
            })
            // Dated as written to the outbox, so the app clock (and test control) sets the Date header.
            yield* FiberSet.run(
              deliveries,
              deliver(message, new Date(row.created_at)).pipe(
                Effect.andThen(outbox.markDelivered(row.id)),
                Effect.catchTag("EmailFailed", (failure) =>
                  Effect.logWarning("E-mail left undelivered in the outbox", {
                    id: row.id,
                    reason: failure.reason,
                  }),
                ),
              ),
            )
          }),
        })
      }),
    )

  /** SMTP when SMTP_URL is configured, the outbox alone otherwise. */
  static readonly layer = Layer.unwrap(
    Effect.map(Effect.service(ServerSettings), (settings) =>
      settings.smtp === undefined ? Email.layerOutbox : Email.layerSmtp(settings.smtp),
    ),
  )
}

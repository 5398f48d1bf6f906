import { codeInSms } from "#core/otp/messages.ts"
import { rawRequest, reasonOf, type Session } from "./session.ts"

/**
 * What a traveller reads on their phone or in their mailbox, through test control's outbox
 * (DESIGN.md 'Test control and the outbox'): the same calls in-process and against --base-url.
 * Each answer is the value, or why there is none, in words a journey's failure can show.
 */

type Found<A> = { readonly value: A } | { readonly error: string }

/** The newest message to `recipient`: the outbox lists them oldest first. */
const newest = async (session: Session, recipient: string): Promise<Found<string>> => {
  const answer = await rawRequest(session, {
    method: "GET",
    path: "/api/test/outbox",
    query: { recipient },
  })
  if (answer.status !== 200) return { error: `the outbox could not be read (${reasonOf(answer)})` }
  const messages = (answer.body as { data?: ReadonlyArray<{ body?: unknown }> }).data ?? []
  const body = messages.at(-1)?.body
  return typeof body === "string" ? { value: body } : { error: `nothing was sent to ${recipient}` }
}

/** SMS go to the number with its country code; the forms take the 10 digits (spec-checkout §5). */
export const smsRecipient = (phoneNumber: string): string =>
  phoneNumber.startsWith("+") ? phoneNumber : `+91${phoneNumber}`

/** The code in the newest SMS to the number. */
export const codeFromOutbox = async (session: Session, phoneNumber: string): Promise<Found<string>> => {
  const recipient = smsRecipient(phoneNumber)
  const sms = await newest(session, recipient)
  if ("error" in sms) return sms
  const code = codeInSms(sms.value)
  return code === undefined ? { error: `the newest SMS to ${recipient} holds no code` } : { value: code }
}

/** Six digits that are certainly not `code`: its last digit moved on by one. */
export const otherCode = (code: string): string => code.slice(0, -1) + ((Number(code.at(-1)) + 1) % 10)

/**
 * The path and query of the first link in the newest e-mail to `email`. The link's origin is the
 * deployment's configured one (ADR 050), so only what the website routes is kept.
 */
export const linkFromOutbox = async (session: Session, email: string): Promise<Found<string>> => {
  const mail = await newest(session, email)
  if ("error" in mail) return mail
  const link = /https?:\/\/\S+/.exec(mail.value)?.[0]
  if (link === undefined) return { error: `the newest e-mail to ${email} holds no link` }
  const url = new URL(link)
  return { value: url.pathname + url.search }
}

const isOutboxCode = (value: unknown): value is { readonly fromOutbox: string } =>
  typeof value === "object" &&
  value !== null &&
  Object.keys(value).length === 1 &&
  typeof (value as { fromOutbox?: unknown }).fromOutbox === "string"

/** A raw body with every `{ fromOutbox: "+91…" }` replaced by the code in that number's newest SMS. */
export const withOutboxCodes = async (session: Session, body: unknown): Promise<Found<unknown>> => {
  if (isOutboxCode(body)) return codeFromOutbox(session, body.fromOutbox)
  if (Array.isArray(body) || (typeof body === "object" && body !== null)) {
    const entries: Array<[string, unknown]> = []
    for (const [key, value] of Object.entries(body)) {
      const resolved = await withOutboxCodes(session, value)
      if ("error" in resolved) return resolved
      entries.push([key, resolved.value])
    }
    return { value: Array.isArray(body) ? entries.map(([, v]) => v) : Object.fromEntries(entries) }
  }
  return { value: body }
}

import { failed, type Outcome, passed, verdict } from "./outcome.ts"
import type { Mismatch } from "./result.ts"
import { same } from "./same.ts"
import type { ExpectOutbox, RatesSet } from "./schema-checkout.ts"
import { rawRequest, reasonOf, type Session } from "./session.ts"
import type { StepContext } from "./steps.ts"

/** Checkout's test-control probes: what was sent to a traveller, and a room type's nightly rate. */

export const matchOutbox = async (ctx: StepContext, expected: ExpectOutbox): Promise<Outcome> => {
  const answer = await rawRequest(ctx.session, {
    method: "GET",
    path: "/api/test/outbox",
    query: { recipient: expected.to },
  })
  if (answer.status !== 200) return failed(`the outbox could not be read (${reasonOf(answer)})`)
  const messages = (answer.body as { data: ReadonlyArray<{ subject: string; body: string }> }).data
  const newest = messages.at(-1)
  const out: Array<Mismatch> = []
  same(out, "count", expected.count, messages.length)
  const contains = (at: string, text: string | undefined, actual: string | undefined) => {
    if (text !== undefined && !(actual ?? "").includes(text))
      out.push({ at, expected: `contains '${text}'`, actual: actual ?? "no message" })
  }
  contains("subject", expected.subject, newest?.subject)
  contains("contains", expected.contains, newest?.body)
  return verdict(out, expected, { count: messages.length, newest: newest ?? null })
}

/** PUT /api/test/rates: the nights from … the night before `to`, days already resolved. */
export const setRates = async (session: Session, arg: RatesSet): Promise<Outcome> => {
  const json = {
    hotel_id: arg.hotel,
    room_type: arg.roomType,
    from: arg.from,
    to: arg.to,
    rate_paise: arg.ratePaise,
  }
  const answer = await rawRequest(session, { method: "PUT", path: "/api/test/rates", json })
  return answer.status === 200 ? passed : failed(`the target refused to set rates (${reasonOf(answer)})`)
}

import { Effect } from "effect"
import { BadRequest, entry } from "#core/api/errors.ts"
import { limitPerClient } from "../rate-limit/per-client.ts"
import { type OptinChannel, WhatsappOptins } from "./optins.ts"
import { checkWhatsappId } from "./whatsapp-id.ts"

/**
 * Calls per client, all three operations together, per window. Checkout asks once and toggles a few
 * times; someone walking through numbers to learn who opted in is stopped after a handful (ADR 079).
 */
export const OPTIN_LIMIT = 20
export const OPTIN_WINDOW_SECONDS = 10 * 60

/** The arguments of the opt-in fields; GraphQL's enums already hold type and channel to theirs. */
export interface OptinArgs {
  readonly id: string
  readonly type: "whatsapp"
  readonly channel: OptinChannel
}

/** A bad id is refused before it is counted: a typo should not use up the traveller's allowance. */
const checkedId = Effect.fnUntraced(function* (client: string, raw: string) {
  const check = checkWhatsappId(raw)
  if (check._tag === "Invalid") return yield* new BadRequest(entry("invalid_payload", check.message, "id"))
  yield* limitPerClient(
    `whatsapp-optin:client:${client}`,
    OPTIN_LIMIT,
    OPTIN_WINDOW_SECONDS,
    (seconds) => `Too many WhatsApp preference requests. Please try again in ${seconds} seconds.`,
  )
  return check.id
})

/** spec-checkout §4 'WhatsApp opt-in': unknown (null), then true or false from the server. */
export const optinStatus = Effect.fn("graphql.optinStatus")(function* (client: string, args: OptinArgs) {
  const id = yield* checkedId(client, args.id)
  return { status: yield* (yield* WhatsappOptins).status(id, args.channel) }
})

/** spec-checkout §7: register and deregister are each read as success. */
export const setOptin = Effect.fn("graphql.setOptin")(function* (
  client: string,
  args: OptinArgs,
  optedIn: boolean,
) {
  const id = yield* checkedId(client, args.id)
  yield* (yield* WhatsappOptins).set(id, args.channel, optedIn)
  return { success: true }
})

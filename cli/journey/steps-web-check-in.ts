import { AUTH_TOKEN_HEADER } from "#core/api/auth.ts"
import { withOrderId } from "./expect-checkout.ts"
import { failed, type Outcome, passed } from "./outcome.ts"
import type { WebCheckInStep } from "./schema.ts"
import type { WebCheckInPhotoId } from "./schema-web-check-in.ts"
import { rawRequest, type Session } from "./session.ts"
import type { StepContext } from "./steps.ts"

/**
 * Web check-in (ADR 088) with the calls its page makes: open, photo ID, room. Each answer goes to
 * `expect.response`.
 */

const openCheckIns = new WeakMap<Session, string>()

const SIGNATURES = {
  jpeg: [0xff, 0xd8, 0xff, 0xe0],
  png: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
  text: [...Buffer.from("ID number ")],
} as const

/** The chosen file as the page sends it: base64 of its bytes. */
const imageOf = (arg: WebCheckInPhotoId): string => {
  const bytes = Buffer.alloc((arg.kilobytes ?? 40) * 1024, 0x41)
  bytes.set(SIGNATURES[arg.image])
  return bytes.toString("base64")
}

/** A member call as the website's API client makes it: a replacement token goes to the session. */
const memberCall = async (ctx: StepContext, method: "GET" | "POST", path: string, json?: unknown) => {
  const bearer = ctx.session.account.token()
  if (bearer === null) return failed("nobody is signed in: web check-in is for members")
  const answer = await rawRequest(ctx.session, {
    method,
    path,
    bearer,
    ...(json === undefined ? {} : { json }),
  })
  const replacement = answer.headers?.[AUTH_TOKEN_HEADER]
  if (typeof replacement === "string" && replacement.length > 0)
    ctx.session.account.tokenRefreshed(replacement)
  if (answer.status === 401) ctx.session.account.unauthorized()
  ctx.session.lastResponse = answer
  await ctx.session.settle()
  ctx.auth.update()
  return passed
}

const base = (orderId: string) => `/api/v1/booking/web-checkin/${encodeURIComponent(orderId)}/`

export const runWebCheckInStep = async (step: WebCheckInStep, ctx: StepContext): Promise<Outcome> => {
  if (step.kind === "webCheckIn.open") {
    const orderId = withOrderId(step.arg, ctx.checkout.page?.orderId ?? null)
    openCheckIns.set(ctx.session, orderId)
    return memberCall(ctx, "GET", base(orderId))
  }
  const orderId = openCheckIns.get(ctx.session)
  if (orderId === undefined) return failed("no web check-in is open: webCheckIn.open first")
  if (step.kind === "webCheckIn.photoId") {
    const { idType, idNumber } = step.arg
    return memberCall(ctx, "POST", `${base(orderId)}id/`, { idType, idNumber, image: imageOf(step.arg) })
  }
  return memberCall(ctx, "POST", `${base(orderId)}room/`, step.arg)
}

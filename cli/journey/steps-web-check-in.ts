import type { Actor } from "xstate"
import { idImageTypeOf } from "#core/account/web-check-in.ts"
import type { ChosenImage, WebCheckInEvent } from "#machines/web-check-in.machine.ts"
import { journeyActor } from "./actors.ts"
import { matchError } from "./expect-auth.ts"
import { withOrderId } from "./expect-checkout.ts"
import { failed, type Outcome, passed, verdict } from "./outcome.ts"
import type { Mismatch } from "./result.ts"
import { same } from "./same.ts"
import type { WebCheckInStep } from "./schema.ts"
import { type ExpectWebCheckIn, WEB_CHECK_IN_ACTORS, type WebCheckInPhotoId } from "./schema-web-check-in.ts"
import type { Session } from "./session.ts"
import type { StepContext } from "./steps.ts"
import { webCheckInLogic } from "./web-check-in-actors.ts"

/**
 * The web check-in page (ADR 088) driven as the website drives it: its machine, with the page's
 * calls on the journey's API client. Each step ends once the page has its answers; the answer of a
 * call the step made goes to `expect.response`, and a step that made none leaves nothing to check.
 */

type Page = Actor<ReturnType<typeof webCheckInLogic>>

const pages = new WeakMap<Session, Page>()

const SIGNATURES = {
  jpeg: [0xff, 0xd8, 0xff, 0xe0],
  png: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
  text: [...Buffer.from("ID number ")],
} as const

/** The chosen file as the page reads it (web-check-in-calls.ts readIdImage): its type from its first bytes. */
const chosenImage = (arg: WebCheckInPhotoId): ChosenImage => {
  const bytes = Buffer.alloc((arg.kilobytes ?? 40) * 1024, 0x41)
  bytes.set(SIGNATURES[arg.image])
  return {
    name: arg.image === "png" ? "id.png" : "id.jpg",
    bytes: bytes.length,
    type: idImageTypeOf(bytes),
    base64: bytes.toString("base64"),
  }
}

const callsMade = (session: Session) => WEB_CHECK_IN_ACTORS.reduce((n, name) => n + session.calls[name], 0)

/** The page's call failed with the API client's error; anything else is shown as a status. */
const errorView = (error: unknown) => {
  if (error === null) return null
  const { status, code, message } = error as { status?: number; code?: string; message?: string }
  return { status: status ?? 0, code: code ?? "unknown", message: message ?? String(error) }
}

/** The last answer as the page's client read it: the check-in, or the first error. */
const answerOf = (page: Page) => {
  const { checkIn, error } = page.getSnapshot().context
  const refused = errorView(error)
  return refused === null
    ? { status: 200, body: { data: checkIn } }
    : { status: refused.status, body: { errors: [{ code: refused.code, message: refused.message }] } }
}

/** Sends the traveller's events in turn; each must be one the page takes where it is. */
const act = async (
  ctx: StepContext,
  page: Page,
  events: ReadonlyArray<WebCheckInEvent>,
): Promise<Outcome> => {
  const before = callsMade(ctx.session)
  for (const event of events) {
    const snapshot = page.getSnapshot()
    if (!snapshot.can(event))
      return failed(`the web check-in page takes no ${event.type} now: it shows ${String(snapshot.value)}`)
    page.send(event)
  }
  await settle(ctx)
  ctx.session.lastResponse = callsMade(ctx.session) === before ? undefined : answerOf(page)
  return passed
}

const settle = async (ctx: StepContext) => {
  await ctx.session.settle()
  ctx.auth.update()
}

const open = async (ctx: StepContext, orderId: string): Promise<Outcome> => {
  if (ctx.session.account.token() === null) return failed("nobody is signed in: web check-in is for members")
  pages.get(ctx.session)?.stop()
  const page = journeyActor(webCheckInLogic(ctx.session), { input: { orderId }, clock: ctx.session.clock })
  pages.set(ctx.session, page)
  page.start()
  await settle(ctx)
  ctx.session.lastResponse = answerOf(page)
  return passed
}

const view = (page: Page) => {
  const { value, context } = page.getSnapshot()
  return {
    shows: String(value),
    problems: JSON.parse(JSON.stringify(context.problems)) as ExpectWebCheckIn["problems"],
    error: errorView(context.error),
    reference: context.checkIn?.reference ?? null,
  }
}

const matchView = (expected: ExpectWebCheckIn, shown: ReturnType<typeof view>): Array<Mismatch> => {
  const out: Array<Mismatch> = []
  same(out, "shows", expected.shows, shown.shows)
  same(out, "problems", expected.problems, shown.problems)
  same(out, "reference", expected.reference, shown.reference)
  matchError(out, expected.error, shown.error)
  return out
}

export const runWebCheckInStep = async (step: WebCheckInStep, ctx: StepContext): Promise<Outcome> => {
  if (step.kind === "webCheckIn.open")
    return open(ctx, withOrderId(step.arg, ctx.checkout.page?.orderId ?? null))
  const page = pages.get(ctx.session)
  if (page === undefined) return failed("no web check-in page is open: webCheckIn.open first")
  switch (step.kind) {
    case "webCheckIn.photoId":
      return act(ctx, page, [
        { type: "id.type", idType: step.arg.idType },
        { type: "id.number", value: step.arg.idNumber },
        { type: "id.image", image: chosenImage(step.arg) },
        { type: "id.submit" },
      ])
    case "webCheckIn.idType":
      return act(ctx, page, [{ type: "id.type", idType: step.arg }])
    case "webCheckIn.room":
      return act(ctx, page, [{ type: "room.change", change: step.arg }, { type: "room.submit" }])
    case "webCheckIn.retry":
      return act(ctx, page, [{ type: "checkIn.retry" }])
    case "expect.webCheckIn": {
      const shown = view(page)
      return verdict(matchView(step.arg, shown), step.arg, shown)
    }
  }
}

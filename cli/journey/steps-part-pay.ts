import { type Actor, waitFor } from "xstate"
import { journeyActor } from "./actors.ts"
import { matchError } from "./expect-auth.ts"
import { withOrderId } from "./expect-checkout.ts"
import { failed, type Outcome, passed, verdict } from "./outcome.ts"
import { partPayLogic } from "./part-pay-actors.ts"
import type { Mismatch } from "./result.ts"
import { same } from "./same.ts"
import type { PartPayStep } from "./schema.ts"
import type { ExpectPartPay, PartPayPay, PartPayWindow } from "./schema-part-pay.ts"
import type { Session } from "./session.ts"
import type { StepContext } from "./steps.ts"

/**
 * The part-payment page (ADR 095) driven as the website drives it: the same machine, its calls on
 * the journey's API client, and the gateway sandbox's window, which the traveller may leave open
 * (`outcome: later`) while other steps run, then act in with `partPay.window`.
 */

interface OpenPage {
  actor: Actor<ReturnType<typeof partPayLogic>>
  /** What the traveller will do in the window the next `partPay.pay` opens. */
  outcome: PartPayPay["outcome"]
  /** While a window left open waits: what the traveller does in it. */
  act: ((outcome: PartPayWindow["outcome"]) => void) | undefined
  /** While `partPay.pay` with `later` waits for its window to open. */
  opened: (() => void) | undefined
}

const pages = new WeakMap<Session, OpenPage>()

type End = NonNullable<PartPayPay["ends"]>

const END_OF: Record<PartPayWindow["outcome"], End> = {
  success: "paid",
  failure: "failed",
  dismissed: "ready",
}

const pageFor = (ctx: StepContext, orderId: string): OpenPage => {
  // The window reads the page when it opens, so the page is built first, then its actor.
  const page = { outcome: "success", act: undefined, opened: undefined } as OpenPage
  const choice = () =>
    page.outcome === "later"
      ? new Promise<PartPayWindow["outcome"]>((resolve) => {
          page.act = resolve
          page.opened?.()
        })
      : Promise.resolve(page.outcome)
  page.actor = journeyActor(partPayLogic(ctx.session, choice), {
    clock: ctx.session.clock,
    input: { orderId },
  })
  return page
}

/** Where the page settles: not loading or paying any more. */
const settled = async (ctx: StepContext, page: OpenPage) => {
  const snapshot = await waitFor(page.actor, (s) => !s.hasTag("loading") && !s.hasTag("busy"), {
    timeout: 30_000,
  })
  await ctx.session.settle()
  ctx.auth.update()
  return snapshot
}

/** What the page shows (part-payment-page.tsx): a failure only on its failed and load-failed screens. */
const view = (page: OpenPage) => {
  const snapshot = page.actor.getSnapshot()
  const { error, gatewayFailure, booking, paidPaise } = snapshot.context
  const shows = String(snapshot.value)
  const refusal = error === null ? null : { status: error.status, code: error.code, message: error.message }
  return {
    shows,
    askedPaise: booking?.partPayAmount ?? null,
    amountPaidPaise: booking?.amountPaid ?? null,
    paidPaise,
    error:
      shows === "failed" && gatewayFailure !== null
        ? // The payment window's failure has no HTTP status.
          { status: 0, code: gatewayFailure.code ?? "", message: gatewayFailure.description ?? "" }
        : shows === "failed" || shows === "loadFailed"
          ? refusal
          : null,
  }
}

const problemOf = (page: OpenPage) => {
  const shown = view(page)
  return `the page shows ${shown.shows}: ${shown.error?.message ?? "no reason given"}`
}

const ended = (page: OpenPage, expected: End): Outcome =>
  view(page).shows === expected ? passed : failed(`expected the page to end ${expected}; ${problemOf(page)}`)

const matchView = (expected: ExpectPartPay, shown: ReturnType<typeof view>): Array<Mismatch> => {
  const out: Array<Mismatch> = []
  same(out, "shows", expected.shows, shown.shows)
  same(out, "askedPaise", expected.askedPaise, shown.askedPaise)
  same(out, "amountPaidPaise", expected.amountPaidPaise, shown.amountPaidPaise)
  same(out, "paidPaise", expected.paidPaise, shown.paidPaise)
  matchError(out, expected.error, shown.error)
  return out
}

const pay = async (ctx: StepContext, page: OpenPage, arg: PartPayPay): Promise<Outcome> => {
  const snapshot = page.actor.getSnapshot()
  if (!snapshot.can({ type: "payment.start" }))
    return failed(`nothing to pay on this page (${String(snapshot.value)})`)
  page.outcome = arg.outcome
  if (arg.outcome !== "later") {
    page.actor.send({ type: "payment.start" })
    await settled(ctx, page)
    return ended(page, arg.ends ?? END_OF[arg.outcome])
  }
  // The window opens, or the server refuses to start and the page settles without one.
  await new Promise<void>((resolve) => {
    const subscription = page.actor.subscribe((next) => {
      if (!next.hasTag("busy")) done()
    })
    const done = () => {
      subscription.unsubscribe()
      page.opened = undefined
      resolve()
    }
    page.opened = done
    page.actor.send({ type: "payment.start" })
  })
  await ctx.session.settle()
  if (arg.ends !== undefined) return ended(page, arg.ends)
  if (page.act === undefined) return failed(`the payment window did not open: ${problemOf(page)}`)
  return passed
}

const actInWindow = async (ctx: StepContext, page: OpenPage, arg: PartPayWindow): Promise<Outcome> => {
  const act = page.act
  if (act === undefined)
    return failed("no payment window is left open: a partPay.pay with outcome later first")
  page.act = undefined
  act(arg.outcome)
  await settled(ctx, page)
  return ended(page, arg.ends ?? END_OF[arg.outcome])
}

export const runPartPayStep = async (step: PartPayStep, ctx: StepContext): Promise<Outcome> => {
  if (step.kind === "partPay.open") {
    if (ctx.session.account.token() === null) return failed("nobody is signed in: the page is a member's")
    pages.get(ctx.session)?.actor.stop()
    const page = pageFor(ctx, withOrderId(step.arg, ctx.checkout.page?.orderId ?? null))
    pages.set(ctx.session, page)
    page.actor.start()
    await settled(ctx, page)
    return passed
  }
  const page = pages.get(ctx.session)
  if (page === undefined) return failed("no part-payment page is open: partPay.open first")
  switch (step.kind) {
    case "partPay.pay":
      return pay(ctx, page, step.arg)
    case "partPay.window":
      return actInWindow(ctx, page, step.arg)
    case "partPay.retry": {
      const snapshot = page.actor.getSnapshot()
      if (!snapshot.can({ type: "payment.retry" }))
        return failed(`the part-payment page offers no retry now: it shows ${String(snapshot.value)}`)
      page.actor.send({ type: "payment.retry" })
      await settled(ctx, page)
      return passed
    }
    case "expect.partPay": {
      const shown = view(page)
      return verdict(matchView(step.arg, shown), step.arg, shown)
    }
  }
}

import { Effect } from "effect"
import type { ApiError } from "#core/services/api-client.ts"
import type { CheckoutPage } from "./checkout.ts"
import { failed, type Outcome, passed } from "./outcome.ts"
import type { PaymentWindowAction } from "./schema-checkout-late.ts"
import { rawRequest, reasonOf, type Session } from "./session.ts"
import type { StepContext } from "./steps.ts"

/**
 * A payment that arrives late (ADR 078): the traveller leaves the gateway's window open while the
 * hold lapses and pays afterwards, and the reconciler's pass, which the server runs every minute,
 * is run at once through test control so a journey does not depend on the wall clock.
 */

/**
 * The payment window a `checkout.payNow` with `outcome: later` leaves open. The gateway actor
 * waits on `next()` for what the traveller does; `checkout.paymentWindow` does it with `act()`,
 * which resolves once the window has answered the page (`answered()`), so the step can then wait
 * for the calls that answer starts.
 */
export interface PaymentWindow {
  readonly waiting: () => boolean
  readonly next: () => Promise<PaymentWindowAction>
  readonly answered: () => void
  readonly act: (action: PaymentWindowAction) => Promise<void>
}

export const paymentWindow = (): PaymentWindow => {
  let choose: ((action: PaymentWindowAction) => void) | null = null
  let done: (() => void) | null = null
  return {
    waiting: () => choose !== null,
    next: () =>
      new Promise((resolve) => {
        choose = resolve
      }),
    answered: () => {
      done?.()
      done = null
    },
    act: (action) =>
      new Promise((resolve) => {
        const chosen = choose
        choose = null
        done = resolve
        chosen?.(action)
      }),
  }
}

export const actInWindow = async (
  ctx: StepContext,
  page: CheckoutPage,
  action: PaymentWindowAction,
): Promise<Outcome> => {
  if (!page.window.waiting())
    return failed("no payment window is left open: put a checkout.payNow with outcome later before this step")
  await page.window.act(action)
  await ctx.session.settle()
  return passed
}

/**
 * The page reads nothing of the confirm call's answer; a journey checks it (a late payment's 409)
 * with `expect.response`, as the page's client read it: the data, or the first error.
 */
export const keepAnswer =
  (session: Session) =>
  <A, R>(call: Effect.Effect<A, ApiError, R>): Effect.Effect<unknown, ApiError, R> =>
    call.pipe(
      Effect.tap((answer) =>
        Effect.sync(() => {
          session.lastResponse = { status: 200, body: { data: answer } }
        }),
      ),
      Effect.tapError((error) =>
        Effect.sync(() => {
          session.lastResponse = {
            status: error.status,
            body: { errors: [{ code: error.code, message: error.message }] },
          }
        }),
      ),
    )

/** POST /api/test/reconcile: the answer (what the pass confirmed and expired) is the last response. */
export const reconcileOrders = async (ctx: StepContext): Promise<Outcome> => {
  const answer = await rawRequest(ctx.session, { method: "POST", path: "/api/test/reconcile" })
  ctx.session.lastResponse = answer
  return answer.status === 200
    ? passed
    : failed(`the target refused to reconcile orders (${reasonOf(answer)})`)
}

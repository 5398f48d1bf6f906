import type { Actor } from "xstate"
import { loginInterruptMachine } from "#machines/login-interrupt.machine.ts"
import { fetchLoginInterruptBanner } from "#web/features/account/login-interrupt/banner-call.ts"
import { journeyActor } from "./actors.ts"
import { browserActor } from "./network.ts"
import { failed, type Outcome, passed, verdict } from "./outcome.ts"
import type { Mismatch } from "./result.ts"
import { same } from "./same.ts"
import type { InterruptStep } from "./schema.ts"
import type { ExpectInterrupt } from "./schema-interrupt.ts"
import type { Session } from "./session.ts"
import type { StepContext } from "./steps.ts"

/**
 * The login-interrupt modal of the app shell (ADR 087): its machine with the website's banner
 * call, the journey's clock (the 10 s delay, the days between visits) and the browser storage the
 * sign-in steps use (`storage.set`, `expect.storage`). The journey counts every time it opens.
 */

const interruptLogic = (session: Session) =>
  loginInterruptMachine.provide({
    actors: { loadBanner: browserActor(session, "loadBanner", fetchLoginInterruptBanner) },
  })

interface Modal {
  readonly actor: Actor<ReturnType<typeof interruptLogic>>
  shows: number
  navigatedTo: string | null
}

const modals = new WeakMap<Session, Modal>()

const signedIn = (ctx: StepContext): boolean => ctx.session.account.token() !== null

const modalOf = (ctx: StepContext): Modal => {
  const held = modals.get(ctx.session)
  if (held !== undefined) return held
  const actor = journeyActor(interruptLogic(ctx.session), {
    clock: ctx.session.clock,
    input: { storage: ctx.auth.storage, now: () => ctx.session.nowMs, signedIn: signedIn(ctx) },
  })
  const modal: Modal = { actor, shows: 0, navigatedTo: null }
  let wasOpen = false
  actor.subscribe((snapshot) => {
    const open = snapshot.hasTag("open")
    if (open && !wasOpen) modal.shows += 1
    wasOpen = open
  })
  actor.on("interrupt.navigate", (event) => {
    modal.navigatedTo = event.to
  })
  actor.start()
  modals.set(ctx.session, modal)
  return modal
}

const isOpen = (modal: Modal): boolean => modal.actor.getSnapshot().hasTag("open")

export const interruptView = (modal: Modal) => ({
  open: isOpen(modal),
  shows: modal.shows,
  navigatedTo: modal.navigatedTo,
})

const matchInterrupt = (e: ExpectInterrupt, view: ReturnType<typeof interruptView>): Array<Mismatch> => {
  const out: Array<Mismatch> = []
  same(out, "open", e.open, view.open)
  same(out, "shows", e.shows, view.shows)
  same(out, "navigatedTo", e.navigatedTo, view.navigatedTo)
  return out
}

export const runInterruptStep = async (step: InterruptStep, ctx: StepContext): Promise<Outcome> => {
  const modal = modalOf(ctx)
  // The shell tells the modal who is signed in before anything else happens.
  const member = signedIn(ctx)
  if (modal.actor.getSnapshot().context.signedIn !== member)
    modal.actor.send({ type: "session.change", signedIn: member })
  switch (step.kind) {
    case "page.view":
      modal.actor.send({
        type: "page.view",
        path: step.arg.path,
        ...(step.arg.found === undefined ? {} : { found: step.arg.found }),
      })
      await ctx.session.settle()
      return passed
    case "interrupt.close":
      if (!isOpen(modal)) return failed("the login interrupt is not open: there is nothing to close")
      modal.actor.send({ type: "interrupt.close" })
      return passed
    case "interrupt.signIn":
      if (!isOpen(modal)) return failed("the login interrupt is not open: its sign-in button is not shown")
      modal.actor.send({ type: "interrupt.signIn" })
      return passed
    case "expect.interrupt": {
      const view = interruptView(modal)
      return verdict(matchInterrupt(step.arg, view), step.arg, view)
    }
  }
}

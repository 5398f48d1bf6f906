import { useActorRef, useSelector } from "@xstate/react"
import { useEffect, useState } from "react"
import { useNavigate } from "react-router"
import { fromEffect } from "#machines/lib/from-effect.ts"
import { loginInterruptMachine } from "#machines/login-interrupt.machine.ts"
import { browserRuntime } from "../../../lib/effect-runtime.ts"
import { pageStorage } from "../browser-session.ts"
import { SocialButtons } from "../social/social-buttons.tsx"
import { fetchLoginInterruptBanner } from "./banner-call.ts"
import { LoginInterruptDialog } from "./login-interrupt-dialog.tsx"

/**
 * The login interrupt for a signed-out visitor (docs/decisions/087-login-interrupt.md): the
 * machine with the browser's storage, clock and banner call, told of every page view. Loaded by
 * ./login-interrupt-slot.tsx once the session reads as signed out, which is after hydration, so
 * no page waits for this module, and a member never downloads it.
 */
export default function LoginInterrupt({ path, found }: { readonly path: string; readonly found: boolean }) {
  const navigate = useNavigate()
  const [machine] = useState(() =>
    loginInterruptMachine.provide({
      actors: { loadBanner: fromEffect(browserRuntime(), fetchLoginInterruptBanner) },
    }),
  )
  // Date.now is the browser's clock, which browser tests control; the session slot only mounts
  // this for a signed-out visitor.
  const actor = useActorRef(machine, { input: { storage: pageStorage(), now: Date.now, signedIn: false } })
  const open = useSelector(actor, (snapshot) => snapshot.hasTag("open"))
  const banner = useSelector(actor, (snapshot) => snapshot.context.banner)

  useEffect(() => {
    const subscription = actor.on("interrupt.navigate", ({ to }) => void navigate(to))
    return () => subscription.unsubscribe()
  }, [actor, navigate])

  useEffect(() => {
    actor.send({ type: "page.view", path, found })
  }, [actor, path, found])

  return (
    <LoginInterruptDialog
      open={open}
      banner={banner}
      onClose={() => actor.send({ type: "interrupt.close" })}
      onSignIn={() => actor.send({ type: "interrupt.signIn" })}
      social={<SocialButtons />}
    />
  )
}

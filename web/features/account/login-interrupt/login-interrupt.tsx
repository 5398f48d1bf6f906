import { useActorRef, useSelector } from "@xstate/react"
import { type ComponentType, lazy, Suspense, useEffect, useState } from "react"
import { useNavigate } from "react-router"
import type { LoginInterruptBanner } from "#core/content/login-interrupt-banner.ts"
import type { ApiError, BookingApi } from "#core/services/api-client.ts"
import { fromLoadedEffect } from "#machines/lib/from-effect.ts"
import { loginInterruptMachine } from "#machines/login-interrupt.machine.ts"
import { afterEffect } from "../../../lib/after-effect.ts"
import { pageStorage } from "../browser-session.ts"
import { LoginInterruptDialog } from "./login-interrupt-dialog.tsx"

/**
 * The one-tap sign-in buttons, which need Effect. Loaded with the banner, when the modal is about
 * to open, so a visitor who never sees it never downloads Effect (ADR 114). A failed download
 * leaves the modal with its phone/e-mail button only.
 */
const loadSocial = (): Promise<{ default: ComponentType }> =>
  import("../social/social-buttons.tsx").then(
    ({ SocialButtons }) => ({ default: SocialButtons }),
    () => ({ default: () => null }),
  )
const SocialButtons = lazy(loadSocial)

const loadBanner = fromLoadedEffect<void, LoginInterruptBanner, ApiError, BookingApi>(async () => {
  const [{ browserRuntime }, { fetchLoginInterruptBanner }] = await afterEffect(() =>
    Promise.all([import("../../../lib/effect-runtime.ts"), import("./banner-call.ts"), loadSocial()]),
  )
  return { runtime: browserRuntime(), program: fetchLoginInterruptBanner }
})

/**
 * The login interrupt for a signed-out visitor (docs/decisions/087-login-interrupt.md): the
 * machine with the browser's storage, clock and banner call, told of every page view. Loaded by
 * ./login-interrupt-slot.tsx once the session reads as signed out, which is after hydration, so
 * no page waits for this module, and a member never downloads it. What needs Effect loads only
 * when the modal is about to open (docs/decisions/114-page-start-without-effect.md).
 */
export default function LoginInterrupt({ path, found }: { readonly path: string; readonly found: boolean }) {
  const navigate = useNavigate()
  const [machine] = useState(() => loginInterruptMachine.provide({ actors: { loadBanner } }))
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
      social={
        <Suspense fallback={null}>
          <SocialButtons />
        </Suspense>
      }
    />
  )
}

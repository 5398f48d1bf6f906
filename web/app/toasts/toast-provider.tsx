import { useActorRef } from "@xstate/react"
import { createContext, type ReactNode, use, useMemo } from "react"
import type { ActorRefFrom } from "xstate"
import { type ToastKind, toastsMachine } from "#machines/toasts.machine.ts"

type ToastsActor = ActorRefFrom<typeof toastsMachine>

const ToastsContext = createContext<ToastsActor | null>(null)

/** Holds the page's one toasts actor (machines/toasts.machine.ts) for the region and for callers. */
export function ToastProvider({ children }: { children: ReactNode }) {
  const actor = useActorRef(toastsMachine)
  return <ToastsContext value={actor}>{children}</ToastsContext>
}

export const useToastsActor = (): ToastsActor => {
  const actor = use(ToastsContext)
  if (actor === null) throw new Error("useToasts needs a <ToastProvider> above it")
  return actor
}

/** Shows a toast; the message must already be translated. */
export const useToasts = (): Readonly<Record<ToastKind, (message: string) => void>> => {
  const actor = useToastsActor()
  return useMemo(
    () => ({
      success: (message) => actor.send({ type: "toast.show", kind: "success", message }),
      error: (message) => actor.send({ type: "toast.show", kind: "error", message }),
    }),
    [actor],
  )
}

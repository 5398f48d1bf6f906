import { useEffect } from "react"
import type { LoginResult } from "#core/api/auth.ts"
import { useSession } from "./session.tsx"

/**
 * Hands a form's LoginResult to the session once the form's machine is done (the forms do not
 * touch the session themselves, docs/decisions/052-auth-machines.md). Where the member goes next
 * is the route guard's business on sign-in and sign-up, `then` elsewhere.
 */
export function useSignedIn(
  snapshot: { readonly status: string; readonly output?: LoginResult | undefined },
  then?: () => void,
) {
  const { send } = useSession()
  const done = snapshot.status === "done" ? (snapshot.output ?? null) : null
  useEffect(() => {
    if (done === null) return
    send({ type: "session.signedIn", result: done })
    then?.()
  }, [done, send, then])
}

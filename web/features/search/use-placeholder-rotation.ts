import { useEffect, useState } from "react"
import { createActor } from "xstate"
import {
  type PlaceholderRotationSnapshot,
  placeholderRotationMachine,
} from "#machines/placeholder-rotation.machine.ts"
import { useReducedMotion } from "../../lib/use-reduced-motion.ts"

const initial = (): PlaceholderRotationSnapshot => createActor(placeholderRotationMachine).getSnapshot()

/**
 * The rotating placeholder's state (spec-search §2: every 3 seconds). With reduced motion the
 * actor is never started, so the first text stays. The actor lives inside the effect, so React's
 * strict-mode remount starts a fresh one instead of a stopped one.
 */
export const usePlaceholderRotation = (): PlaceholderRotationSnapshot => {
  const reducedMotion = useReducedMotion()
  const [snapshot, setSnapshot] = useState(initial)
  useEffect(() => {
    if (reducedMotion) return
    const actor = createActor(placeholderRotationMachine)
    const subscription = actor.subscribe(setSnapshot)
    actor.start()
    return () => {
      subscription.unsubscribe()
      actor.stop()
    }
  }, [reducedMotion])
  return snapshot
}

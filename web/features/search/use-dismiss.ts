import { type RefObject, useEffect, useRef } from "react"

/**
 * Calls `onDismiss` on Escape or a pointer press outside `ref` while `open` (the popover
 * conventions of WAI-ARIA APG). Listeners live only while open, and only in the browser.
 */
export const useDismiss = (ref: RefObject<HTMLElement | null>, open: boolean, onDismiss: () => void) => {
  const latest = useRef(onDismiss)
  latest.current = onDismiss
  useEffect(() => {
    if (!open) return
    const onPointerDown = (event: PointerEvent) => {
      if (ref.current && !ref.current.contains(event.target as Node)) latest.current()
    }
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "Escape") latest.current()
    }
    document.addEventListener("pointerdown", onPointerDown)
    document.addEventListener("keydown", onKeyDown)
    return () => {
      document.removeEventListener("pointerdown", onPointerDown)
      document.removeEventListener("keydown", onKeyDown)
    }
  }, [open, ref])
}

import { type ReactNode, useEffect, useId, useRef, useState } from "react"
import styles from "./hover-menu.module.css"
import { ChevronDownIcon } from "./icons.tsx"

interface HoverMenuProps {
  /** The trigger's content: its text is the menu's accessible name. */
  readonly trigger: ReactNode
  readonly children: ReactNode
  readonly align?: "start" | "end"
  readonly triggerClassName?: string
}

/** Time the pointer may spend crossing the gap between trigger and panel without closing it. */
const CLOSE_DELAY_MS = 150

/**
 * A header menu that opens on hover for pointer users and on click, Enter or Space for everyone
 * else (disclosure pattern: a button with aria-expanded controlling a panel of links). Escape
 * closes it and returns focus to the button; moving focus out of it closes it.
 */
export function HoverMenu({ trigger, children, align = "start", triggerClassName }: HoverMenuProps) {
  const [open, setOpen] = useState(false)
  const panelId = useId()
  const rootRef = useRef<HTMLDivElement>(null)
  const buttonRef = useRef<HTMLButtonElement>(null)
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  // A click right after the hover opened the menu must not close it again.
  const openedByHover = useRef(false)

  const cancelClose = () => clearTimeout(closeTimer.current)
  const closeSoon = () => {
    cancelClose()
    closeTimer.current = setTimeout(() => setOpen(false), CLOSE_DELAY_MS)
  }
  useEffect(() => () => clearTimeout(closeTimer.current), [])

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: hover and Escape for the whole menu; the button is the keyboard control.
    <div
      ref={rootRef}
      className={styles.root}
      onPointerEnter={(e) => {
        if (e.pointerType !== "mouse") return
        cancelClose()
        if (!open) openedByHover.current = true
        setOpen(true)
      }}
      onPointerLeave={(e) => {
        if (e.pointerType !== "mouse") return
        openedByHover.current = false
        closeSoon()
      }}
      onBlur={(e) => {
        if (!rootRef.current?.contains(e.relatedTarget as Node | null)) setOpen(false)
      }}
      onKeyDown={(e) => {
        if (e.key === "Escape" && open) {
          setOpen(false)
          buttonRef.current?.focus()
        }
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        className={`${styles.trigger} ${triggerClassName ?? ""}`}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => {
          const keepOpen = openedByHover.current
          openedByHover.current = false
          setOpen(keepOpen || !open)
        }}
      >
        {trigger}
        <ChevronDownIcon className={styles.chevron} />
      </button>
      {/* biome-ignore lint/a11y/useKeyWithClickEvents lint/a11y/noStaticElementInteractions: a followed link closes the menu; the link itself is the control. */}
      <div
        id={panelId}
        className={`${styles.panel} ${align === "end" ? styles.alignEnd : ""}`}
        hidden={!open}
        // The header stays across client-side navigations: a followed link must not leave it open.
        onClick={(e) => {
          if ((e.target as Element).closest("a") !== null) setOpen(false)
        }}
      >
        {children}
      </div>
    </div>
  )
}

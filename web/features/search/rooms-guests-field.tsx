import { useSelector } from "@xstate/react"
import { type KeyboardEvent, useId, useRef } from "react"
import type { ActorRefFrom } from "xstate"
import { type ButtonProps, connectRoomsGuests, type StepperProps } from "#machines/rooms-guests.connect.ts"
import type { roomsGuestsMachine } from "#machines/rooms-guests.machine.ts"
import buttons from "../../components/ui/buttons.module.css"
import { CloseIcon, UserIcon } from "../../components/ui/icons.tsx"
import { telHref, useAppConfig } from "../../lib/app-config.tsx"
import { cx } from "../../lib/class-names.ts"
import { useT } from "../../lib/i18n.tsx"
// The caption every field of the widget shares.
import fieldStyles from "./location-field.module.css"
import styles from "./rooms-guests-field.module.css"
import type { WidgetSize } from "./search-widget.tsx"
import { useDismiss } from "./use-dismiss.ts"

interface RoomsGuestsFieldProps {
  readonly rooms: ActorRefFrom<typeof roomsGuestsMachine>
  readonly size: WidgetSize
}

function StepButton({ button, children }: { readonly button: ButtonProps; readonly children: string }) {
  return (
    <button
      type="button"
      className={styles.step}
      aria-label={button["aria-label"]}
      disabled={button.disabled}
      onClick={button.onClick}
    >
      <span aria-hidden="true">{children}</span>
    </button>
  )
}

function Stepper({ stepper }: { readonly stepper: StepperProps }) {
  return (
    <div className={styles.stepper}>
      <StepButton button={stepper.decrement}>−</StepButton>
      <span className={styles.count} aria-live="polite">
        {stepper.value}
      </span>
      <StepButton button={stepper.increment}>+</StepButton>
    </div>
  )
}

/**
 * Rooms & Guests (spec-search §2, §4, §5): a popover with a table of rooms, adult and kid
 * steppers, Add Room, Apply, and the notice at the room limit. The rooms machine's connect()
 * gives every label and whether each button is allowed.
 */
export function RoomsGuestsField({ rooms, size }: RoomsGuestsFieldProps) {
  const t = useT()
  const id = useId()
  const { supportPhone } = useAppConfig()
  const snapshot = useSelector(rooms, (s) => s)
  const view = connectRoomsGuests({ snapshot, send: rooms.send, supportPhone, id, t })
  const rootRef = useRef<HTMLDivElement>(null)
  const triggerRef = useRef<HTMLButtonElement>(null)
  const { trigger, popover } = view
  const open = !popover.hidden

  useDismiss(rootRef, open, view.onDismiss)

  const refocus = (close: () => void) => () => {
    close()
    triggerRef.current?.focus()
  }
  const onPopoverKeyDown = (event: KeyboardEvent) => {
    if (event.key !== "Escape") return
    event.stopPropagation()
    refocus(view.onDismiss)()
  }
  const first = view.rooms[0]

  return (
    <div ref={rootRef} className={cx(styles.field, styles[size])}>
      <label htmlFor={trigger.id} className={size === "small" ? "visually-hidden" : fieldStyles.label}>
        {trigger.label}
      </label>
      <button
        ref={triggerRef}
        id={trigger.id}
        type="button"
        className={cx(styles.trigger, open && styles.active)}
        aria-haspopup={trigger["aria-haspopup"]}
        aria-expanded={trigger["aria-expanded"]}
        aria-controls={trigger["aria-controls"]}
        onClick={open ? view.onDismiss : trigger.onClick}
      >
        <UserIcon className={styles.icon} />
        <span className={styles.value}>{trigger.value}</span>
      </button>
      {open ? (
        <div
          id={popover.id}
          role="dialog"
          aria-label={trigger.label}
          className={styles.popover}
          onKeyDown={onPopoverKeyDown}
        >
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col" className="visually-hidden">
                  {t("rooms.label")}
                </th>
                <th scope="col">{first?.adults.label}</th>
                <th scope="col">
                  {first?.kids.label}
                  <span className={styles.hint}>{first?.kids.hint}</span>
                </th>
                <td />
              </tr>
            </thead>
            <tbody>
              {view.rooms.map((room) => (
                <tr key={room.label}>
                  <th scope="row" className={styles.room}>
                    {room.label}
                  </th>
                  <td>
                    <Stepper stepper={room.adults} />
                  </td>
                  <td>
                    <Stepper stepper={room.kids} />
                  </td>
                  <td className={styles.removeCell}>
                    {room.remove === null ? null : (
                      <button
                        type="button"
                        className={styles.remove}
                        aria-label={room.remove["aria-label"]}
                        disabled={room.remove.disabled}
                        onClick={room.remove.onClick}
                      >
                        <CloseIcon />
                      </button>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <button
            type="button"
            className={styles.addRoom}
            disabled={view.addRoom.disabled}
            onClick={view.addRoom.onClick}
          >
            + {view.addRoom.label}
          </button>
          {view.notice === null ? null : (
            // spec-search §5: at the limit, more rooms are booked by phone.
            <p className={styles.notice} role="status">
              {view.notice.before}{" "}
              <a href={telHref(view.notice.phone)} className={styles.phone}>
                {view.notice.phone}
              </a>{" "}
              {view.notice.after}
            </p>
          )}
          <button
            type="button"
            className={cx(buttons.primary, styles.apply)}
            onClick={refocus(view.apply.onClick)}
          >
            {view.apply.label}
          </button>
        </div>
      ) : null}
    </div>
  )
}

import type { Translate } from "#core/i18n/translate.ts"
import { type RoomsGuestsSnapshot, roomsGuestsSummary } from "./rooms-guests.machine.ts"
import type { RoomsGuestsEvent } from "./rooms-guests.types.ts"

/** A button the machine may refuse: disabled exactly when `can(event)` is false. */
export interface ButtonProps {
  readonly "aria-label": string
  readonly disabled: boolean
  readonly onClick: () => void
}

export interface StepperProps {
  readonly label: string
  /** Under the kids' stepper: 'Ages 2-8 years' (spec-search §2). */
  readonly hint: string | null
  readonly value: number
  readonly increment: ButtonProps
  readonly decrement: ButtonProps
}

export interface RoomRowProps {
  readonly label: string
  readonly adults: StepperProps
  readonly kids: StepperProps
  /** Null for the first room, which cannot be removed (spec-search §4). */
  readonly remove: ButtonProps | null
}

export interface RoomsGuestsView {
  /** The widget's field: '1 Room, 2 Guests' for the applied rooms; opens the popover. */
  readonly trigger: {
    readonly id: string
    readonly "aria-haspopup": "dialog"
    readonly "aria-expanded": boolean
    readonly "aria-controls": string
    readonly label: string
    readonly value: string
    readonly onClick: () => void
  }
  readonly popover: { readonly id: string; readonly role: "dialog"; readonly hidden: boolean }
  readonly rooms: ReadonlyArray<RoomRowProps>
  readonly addRoom: ButtonProps & { readonly label: string }
  /** spec-search §5: at the room limit, the text around the channel's support number. */
  readonly notice: { readonly before: string; readonly phone: string; readonly after: string } | null
  readonly apply: { readonly label: string; readonly onClick: () => void }
  /** Escape, a click outside or closing the popover: the changes are dropped. */
  readonly onDismiss: () => void
}

/**
 * State → framework-free props for the Rooms & Guests popover, every word in the visitor's
 * language. `supportPhone` is the channel's support number; `id` must be unique on the page.
 */
export const connectRoomsGuests = (args: {
  readonly snapshot: RoomsGuestsSnapshot
  readonly send: (event: RoomsGuestsEvent) => void
  readonly supportPhone: string
  readonly id: string
  readonly t: Translate
}): RoomsGuestsView => {
  const { snapshot, send, supportPhone, id, t } = args
  const open = snapshot.hasTag("open")
  const popoverId = `${id}-popover`
  const button = (label: string, event: RoomsGuestsEvent): ButtonProps => ({
    "aria-label": label,
    disabled: !snapshot.can(event),
    onClick: () => send(event),
  })
  const stepper = (room: number, field: "adults" | "kids", value: number): StepperProps => {
    const what = t(field === "adults" ? "rooms.adults" : "rooms.kids")
    const params = { what, number: room + 1 }
    return {
      label: what,
      hint: field === "kids" ? t("rooms.kidsAges") : null,
      value,
      increment: button(t("rooms.increase", params), { type: `${field}.increment`, room }),
      decrement: button(t("rooms.decrease", params), { type: `${field}.decrement`, room }),
    }
  }
  return {
    trigger: {
      id,
      "aria-haspopup": "dialog",
      "aria-expanded": open,
      "aria-controls": popoverId,
      label: t("rooms.label"),
      value: roomsGuestsSummary(snapshot, t),
      onClick: () => send({ type: "popover.open" }),
    },
    popover: { id: popoverId, role: "dialog", hidden: !open },
    rooms: open
      ? snapshot.context.draft.map((room, index) => ({
          label: t("rooms.room", { number: index + 1 }),
          adults: stepper(index, "adults", room.adults),
          kids: stepper(index, "kids", room.kids),
          remove:
            index === 0
              ? null
              : button(t("rooms.remove", { number: index + 1 }), { type: "room.remove", index }),
        }))
      : [],
    addRoom: { ...button(t("rooms.add"), { type: "room.add" }), label: t("rooms.add") },
    notice: snapshot.hasTag("roomLimit")
      ? { before: t("rooms.limit.before"), phone: supportPhone, after: t("rooms.limit.after") }
      : null,
    apply: { label: t("rooms.apply"), onClick: () => send({ type: "popover.apply" }) },
    onDismiss: () => send({ type: "popover.cancel" }),
  }
}

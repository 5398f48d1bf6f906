import { useActorRef } from "@xstate/react"
import { useEffect, useRef, useState } from "react"
import { businessDay } from "#core/dates/business-day.ts"
import type { Stay } from "#core/dates/stay.ts"
import type { RoomOccupancy } from "#core/search/suggestion.ts"
import { dateRangePickerMachine } from "#machines/date-range-picker.machine.ts"
import { roomsGuestsMachine } from "#machines/rooms-guests.machine.ts"
import { useT } from "../../lib/i18n.tsx"
import { DateRangeField } from "../search/date-range-field.tsx"
import { RoomsGuestsField } from "../search/rooms-guests-field.tsx"
import styles from "./hotel-page.module.css"

/**
 * The change-dates-and-guests form (the small search widget's fields, spec-search §2): a chosen
 * range or applied rooms reload the room prices and update the URL (the page is not loaded again).
 */
export function StayForm({
  stay,
  rooms,
  onChange,
}: {
  readonly stay: Stay
  readonly rooms: ReadonlyArray<RoomOccupancy>
  readonly onChange: (stay: Stay, rooms: ReadonlyArray<RoomOccupancy>) => void
}) {
  const t = useT()
  // The business day (ADR 061), as the search widget takes it; only an open calendar shows it.
  const [today] = useState(() => businessDay(Date.now()))
  const picker = useActorRef(dateRangePickerMachine, {
    input: { today, range: { start: stay.checkin, end: stay.checkout } },
  })
  const roomsRef = useActorRef(roomsGuestsMachine, { input: { rooms } })
  const latest = useRef({ stay, rooms, onChange })
  useEffect(() => {
    latest.current = { stay, rooms, onChange }
  })
  useEffect(() => {
    const subscriptions = [
      picker.on("range.chosen", ({ range }) =>
        latest.current.onChange({ checkin: range.start, checkout: range.end }, latest.current.rooms),
      ),
      roomsRef.on("rooms.applied", (event) => latest.current.onChange(latest.current.stay, event.rooms)),
    ]
    return () => {
      for (const s of subscriptions) s.unsubscribe()
    }
  }, [picker, roomsRef])
  return (
    <section className={styles.stayForm} aria-label={t("hotel.stay.change")}>
      <h2 className={styles.stayHeading}>{t("hotel.stay.heading")}</h2>
      <div className={styles.stayFields}>
        <DateRangeField picker={picker} size="small" />
        <RoomsGuestsField rooms={roomsRef} size="small" />
      </div>
    </section>
  )
}

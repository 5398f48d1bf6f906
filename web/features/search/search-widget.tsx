import { useActorRef, useSelector } from "@xstate/react"
import { type FormEvent, useEffect, useId, useRef, useState } from "react"
import { useNavigate } from "react-router"
import { businessDay } from "#core/dates/business-day.ts"
import type { RoomOccupancy, Suggestion } from "#core/search/suggestion.ts"
import { dateRangePickerMachine } from "#machines/date-range-picker.machine.ts"
import type { ChosenRange } from "#machines/date-range-picker.types.ts"
import { roomsGuestsMachine } from "#machines/rooms-guests.machine.ts"
import { AlertIcon, SearchIcon } from "../../components/ui/icons.tsx"
import { cx } from "../../lib/class-names.ts"
import { useT } from "../../lib/i18n.tsx"
import { DateRangeField } from "./date-range-field.tsx"
import { LocationDisabledDialog } from "./location-disabled-dialog.tsx"
import { LocationField } from "./location-field.tsx"
import { RoomsGuestsField } from "./rooms-guests-field.tsx"
import styles from "./search-widget.module.css"
import { browserSearchWidgetMachine } from "./search-widget-machines.ts"

/**
 * spec-search §2: three sizes. large: the home page's hero card; medium: the same fields without
 * the card, for a panel inside a page; small: the compact header of search and listing pages.
 */
export type WidgetSize = "large" | "medium" | "small"

interface SearchWidgetProps {
  readonly size: WidgetSize
  /** The newer search box moves the traveller to what is missing (spec-search §4; ADR 063). */
  readonly newerBox?: boolean
  /** The search being changed (a results page): its place, dates and rooms, already filled in. */
  readonly start?: SearchWidgetStart
}

export interface SearchWidgetStart {
  readonly location: Suggestion | null
  readonly range: ChosenRange
  readonly rooms: ReadonlyArray<RoomOccupancy>
}

/**
 * The search widget (spec-search §2): location, check-in / check-out, rooms & guests and the
 * search button. Each field is its own machine; the search widget machine hears what they settle
 * on and decides; this component only carries events between them and acts on what it emits.
 * Nothing here touches the page during render, so it renders on the server as it does here.
 */
export function SearchWidget({ size, newerBox = true, start }: SearchWidgetProps) {
  const t = useT()
  const id = useId()
  const navigate = useNavigate()
  // The business day (ADR 061); only an open calendar shows it, and it opens in the browser.
  const [today] = useState(() => businessDay(Date.now()))
  const picker = useActorRef(dateRangePickerMachine, { input: { today, range: start?.range ?? null } })
  const rooms = useActorRef(roomsGuestsMachine, { input: start === undefined ? {} : { rooms: start.rooms } })
  const widget = useActorRef(browserSearchWidgetMachine, { input: { today, newerBox, ...start } })
  const locationRef = useRef<HTMLInputElement>(null)
  const problem = useSelector(widget, (s) => (s.hasTag("tooltip") ? s.context.problem : null))
  const busy = useSelector(widget, (s) => s.hasTag("busy"))
  const locationDisabled = useSelector(widget, (s) => s.hasTag("locationDisabled"))
  const tooltipId = `${id}-tooltip`

  useEffect(() => {
    // The picker has no event that sets a range: it gets one the way a traveller gives it, by
    // the two clicks, so the picker stays the one owner of what the calendar shows.
    const setRange = (range: ChosenRange) => {
      picker.send({ type: "picker.close" })
      picker.send({ type: "picker.open" })
      picker.send({ type: "day.select", day: range.start })
      picker.send({ type: "day.select", day: range.end })
    }
    const subscriptions = [
      picker.on("range.chosen", (event) => widget.send(event)),
      rooms.on("rooms.applied", (event) => widget.send(event)),
      widget.on("navigate", (event) => navigate(event.to)),
      widget.on("recent.save", (event) => {
        const now = Date.now()
        // The cookie's code decodes with Effect's Schema, which no page waits for before it
        // hydrates: it loads with the first search (docs/decisions/070-javascript-budget.md).
        void import("./recent-search-cookie.ts").then(({ recentSearchesAfter }) => {
          // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from Firefox and older Safari; core builds and escapes the value.
          document.cookie = recentSearchesAfter(document.cookie, event.search, now)
        })
      }),
      widget.on("location.focus", () => locationRef.current?.focus()),
      widget.on("picker.open", () => picker.send({ type: "picker.open" })),
      widget.on("rooms.open", () => rooms.send({ type: "popover.open" })),
      widget.on("range.set", (event) => setRange(event.range)),
      widget.on("rooms.set", (event) => rooms.send({ type: "rooms.set", rooms: event.rooms })),
    ]
    return () => {
      for (const subscription of subscriptions) subscription.unsubscribe()
    }
  }, [picker, rooms, widget, navigate])

  const onLocationChange = (change: { readonly location: Suggestion | null; readonly text: string }) =>
    widget.send(
      change.location === null
        ? { type: "location.edited", text: change.text }
        : { type: "location.selected", location: change.location },
    )
  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    widget.send({ type: "search.submit" })
  }

  return (
    <search aria-label={t("search.widget")} className={cx(styles.widget, styles[size])}>
      <form className={styles.form} noValidate onSubmit={onSubmit}>
        <div className={styles.location}>
          <LocationField
            size={size === "small" ? "compact" : "large"}
            inputRef={locationRef}
            onLocationChange={onLocationChange}
            location={start?.location}
          />
        </div>
        <div className={styles.dates}>
          <DateRangeField picker={picker} size={size} />
        </div>
        <div className={styles.rooms}>
          <RoomsGuestsField rooms={rooms} size={size} />
        </div>
        <div className={styles.submit}>
          <button
            type="submit"
            className={styles.button}
            aria-describedby={problem === null ? undefined : tooltipId}
            aria-busy={busy}
          >
            {busy ? <span className={styles.spinner} aria-hidden="true" /> : <SearchIcon />}
            <span className={size === "small" ? "visually-hidden" : undefined}>
              {t(busy ? "search.busy" : "search.submit")}
            </span>
          </button>
          {/* Always in the page, so screen readers announce the message when it appears. */}
          <div id={tooltipId} role="alert" className={styles.tooltipRegion}>
            {problem === null ? null : (
              <p className={styles.tooltip}>
                <AlertIcon size={18} className={styles.tooltipIcon} />
                {t(problem)}
              </p>
            )}
          </div>
        </div>
      </form>
      <LocationDisabledDialog
        open={locationDisabled}
        onClose={() => widget.send({ type: "modal.dismiss" })}
      />
    </search>
  )
}

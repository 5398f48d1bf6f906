import { useMachine } from "@xstate/react"
import { useEffect, useMemo, useRef, useState } from "react"
import { fromPromise } from "xstate"
import type { Breadcrumb } from "#core/content/seo-meta.ts"
import type { Stay } from "#core/dates/stay.ts"
import { formatRupees } from "#core/i18n/format.ts"
import type { ResultHotel } from "#core/search/result-hotel.ts"
import { parseRoomConfig } from "#core/search/room-config.ts"
import type { Coordinates, Suggestion } from "#core/search/suggestion.ts"
import {
  type PricesAnswer,
  type SearchResultsContext,
  searchResultsMachine,
  visibleHotels,
} from "#machines/search-results.machine.ts"
import { useT } from "../../lib/i18n.tsx"
import { loaderEnv } from "../../lib/loader-env.ts"
import { Breadcrumbs } from "./breadcrumbs.tsx"
import { FilterPanel } from "./filter-panel.tsx"
import { type CardPrice, HotelCard } from "./hotel-card.tsx"
import { ModifySearch } from "./modify-search.tsx"
import type { CardHotel, FilterLabels } from "./results-data.ts"
import { fetchPrices } from "./results-loader.ts"
import { ResultsMap } from "./results-map.tsx"
import styles from "./results-view.module.css"
import { SortControl } from "./sort-control.tsx"
import { hotelPageHref } from "./stay-links.ts"

/**
 * Keeps Tab inside the open phone sheet, which hides the page behind it: past the last control
 * focus goes to the first, and before the first (or from the sheet's title) to the last. Answers
 * whether it moved the focus itself.
 */
const wrapsAround = (sheet: HTMLElement, backwards: boolean): boolean => {
  const controls = [...sheet.querySelectorAll<HTMLElement>("button, input, select, summary, a[href]")].filter(
    // Controls folded away in a closed <details> have no box.
    (control) => !control.matches(":disabled") && control.getClientRects().length > 0,
  )
  const first = controls[0]
  const last = controls.at(-1)
  if (first === undefined || last === undefined) return false
  const active = document.activeElement
  if (backwards && (active === first || !controls.includes(active as HTMLElement))) last.focus()
  else if (!backwards && active === last) first.focus()
  else return false
  return true
}

export interface ResultsViewProps {
  readonly heading: string
  readonly stay: Stay
  readonly roomconfig: string
  readonly hotels: ReadonlyArray<ResultHotel>
  readonly cards: Readonly<Record<string, CardHotel>>
  readonly labels: FilterLabels
  /** Undefined: the machine asks for them (near-me results found in the browser). */
  readonly prices: PricesAnswer | undefined
  readonly coordinates: Coordinates | null
  readonly breadcrumbs: ReadonlyArray<Breadcrumb>
  /** The place searched, filled in when the traveller changes the search; null when the URL names none. */
  readonly place: Suggestion | null
}

const priceOf = (context: SearchResultsContext, id: string, loading: boolean): CardPrice => {
  const price = context.searchPrices[id]
  if (price !== undefined) return { kind: "priced", price }
  if (loading) return { kind: "loading" }
  const soldOut = context.hotelsWithUnavailablePrices.some((u) => u.hotelId === id && u.soldOut)
  return { kind: "unavailable", soldOut }
}

/** The results of a search or listing: filters, sort, count and hotel cards (spec-search §2-§4). */
export function ResultsView(props: ResultsViewProps) {
  const t = useT()
  const { stay, roomconfig } = props
  const rooms = useMemo(() => parseRoomConfig(roomconfig), [roomconfig])
  const machine = useMemo(
    () =>
      searchResultsMachine.provide({
        actors: {
          fetchPrices: fromPromise(({ input }) =>
            fetchPrices(loaderEnv(undefined), input.hotelIds, stay, roomconfig),
          ),
        },
      }),
    [stay, roomconfig],
  )
  const [snapshot, send] = useMachine(machine, {
    input: {
      hotels: props.hotels,
      rooms: rooms.length,
      ...(props.coordinates === null ? {} : { coordinates: props.coordinates }),
      ...(props.prices === undefined ? {} : { prices: props.prices }),
    },
  })
  const [sheetOpen, setSheetOpen] = useState(false)
  const filtersButtonRef = useRef<HTMLButtonElement>(null)
  const sheetTitleRef = useRef<HTMLHeadingElement>(null)
  // The phone sheet covers the page: keyboard users start inside it, and go back to the button
  // that opened it when it closes (Escape or the Show button), not to the top of the page.
  useEffect(() => {
    if (sheetOpen) sheetTitleRef.current?.focus()
  }, [sheetOpen])
  const closeSheet = () => {
    setSheetOpen(false)
    filtersButtonRef.current?.focus()
  }
  const [mapOpen, setMapOpen] = useState(false)
  const { context } = snapshot
  const loading = snapshot.hasTag("pricesLoading")
  const visible = useMemo(() => visibleHotels(context), [context])
  const filtered = context.filterMap.refinedHotelIds.length < context.hotels.length
  // Every hotel goes on the map: the map is the map filter, so it shows what lies outside it too.
  const mapHotels = useMemo(
    () =>
      context.hotels.map((hotel) => {
        const card = props.cards[hotel.id]!
        const price = context.searchPrices[hotel.id]
        return {
          id: hotel.id,
          name: hotel.name,
          lat: hotel.lat,
          lng: hotel.lng,
          href: hotelPageHref(card, stay, roomconfig, price),
          ...(price === undefined ? {} : { perNightPriceLabel: formatRupees(price.perNightPaise) }),
        }
      }),
    [context.hotels, context.searchPrices, props.cards, stay, roomconfig],
  )
  const { selection } = context
  const hasSelection =
    filtered ||
    selection.customPrice !== undefined ||
    Object.values(selection.values).some((values) => values.length > 0)

  return (
    <div className={styles.page}>
      <Breadcrumbs crumbs={props.breadcrumbs} />
      <header className={styles.top}>
        <h1 className={styles.heading}>{props.heading}</h1>
        <ModifySearch stay={stay} rooms={rooms} place={props.place} />
      </header>
      <div className={styles.toolbar}>
        <p className={styles.count} aria-live="polite" data-testid="result-count">
          {t("results.count", { count: visible.length })}
        </p>
        <button
          ref={filtersButtonRef}
          type="button"
          className={styles.filtersButton}
          aria-expanded={sheetOpen}
          aria-controls="results-filters"
          onClick={() => setSheetOpen(true)}
        >
          {t("results.filters.open")}
        </button>
        <button
          type="button"
          className={styles.mapButton}
          aria-pressed={mapOpen}
          onClick={() => setMapOpen((open) => !open)}
        >
          {mapOpen ? t("results.map.hide") : t("results.map.show")}
        </button>
        <SortControl
          sort={context.sort}
          canSortByDistance={snapshot.can({ type: "sort.set", by: "distance" })}
          send={send}
        />
      </div>
      <div className={styles.layout}>
        <aside
          id="results-filters"
          className={`${styles.filters} ${sheetOpen ? styles.sheetOpen : ""}`}
          aria-label={t("results.filters")}
          onKeyDown={(event) => {
            if (!sheetOpen) return
            if (event.key === "Escape") closeSheet()
            else if (event.key === "Tab" && wrapsAround(event.currentTarget, event.shiftKey))
              event.preventDefault()
          }}
        >
          <div className={styles.sheetHead}>
            <h2 ref={sheetTitleRef} tabIndex={-1} className={styles.filtersTitle}>
              {t("results.filters")}
            </h2>
            {hasSelection ? (
              <button
                type="button"
                className={styles.clear}
                onClick={() => send({ type: "filter.clearAll" })}
              >
                {t("results.clearAll")}
              </button>
            ) : null}
          </div>
          <div className={styles.sheetBody}>
            <FilterPanel
              filterMap={context.filterMap}
              selection={context.selection}
              labels={props.labels}
              rooms={rooms.length}
              send={send}
            />
          </div>
          <button type="button" className={styles.sheetDone} onClick={closeSheet}>
            {t("results.filters.show", { count: visible.length })}
          </button>
        </aside>
        <section className={styles.results} aria-label={t("results.list")} aria-busy={loading}>
          {mapOpen ? (
            <div className={styles.map}>
              <ResultsMap
                hotels={mapHotels}
                {...(props.coordinates === null ? {} : { center: props.coordinates })}
                onBoundsChange={(bounds) =>
                  send({ type: "map.setBounds", ...(bounds === null ? {} : { bounds }) })
                }
              />
            </div>
          ) : null}
          {visible.length === 0 ? (
            <div className={styles.empty}>
              <h2>{t("results.empty.heading")}</h2>
              <p>{filtered ? t("results.empty.filtered") : t("results.empty.none")}</p>
              {filtered ? (
                <button
                  type="button"
                  className={styles.clear}
                  onClick={() => send({ type: "filter.clearAll" })}
                >
                  {t("results.clearAll")}
                </button>
              ) : null}
            </div>
          ) : (
            <ol className={styles.list}>
              {visible.map((hotel, index) => {
                const card = props.cards[hotel.id]!
                const price = priceOf(context, hotel.id, loading)
                return (
                  <li key={hotel.id}>
                    <HotelCard
                      hotel={card}
                      price={price}
                      to={hotelPageHref(
                        card,
                        stay,
                        roomconfig,
                        price.kind === "priced" ? price.price : undefined,
                      )}
                      rooms={rooms.length}
                      first={index === 0}
                    />
                  </li>
                )
              })}
            </ol>
          )}
        </section>
      </div>
    </div>
  )
}

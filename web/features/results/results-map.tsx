import { useEffect, useRef, useState } from "react"
import { useNavigate } from "react-router"
import { LOCAL_TILE_TEMPLATE } from "#core/maps/tiles.ts"
import type { MapBounds } from "#core/search/filters-selection.ts"
import { useAppConfig } from "../../lib/app-config.tsx"
import { reportError } from "../../lib/browser-runtime.ts"
import { useT } from "../../lib/i18n.tsx"
// Types only: erased, so Leaflet stays out of this module's chunk.
import type { MapHotel, MapPoint, ResultsMapView } from "./leaflet-map.ts"
import styles from "./results-map.module.css"

export type { MapHotel, MapPoint } from "./leaflet-map.ts"

export interface ResultsMapProps {
  /** The hotels to mark; pass them before the map filter narrows them, as the map is that filter. */
  readonly hotels: ReadonlyArray<MapHotel>
  /** Where to look when there is no hotel to fit the view to (a landmark, the traveller). */
  readonly center?: MapPoint
  /**
   * The visible area after the traveller moves the map (debounced), for the map filter; null when
   * the map goes away, which clears that filter (spec-search §4 'with no bounds it is cleared').
   */
  readonly onBoundsChange: (bounds: MapBounds | null) => void
}

/**
 * The results map (docs/decisions/068-results-map.md). The server renders an empty frame of the
 * right size; Leaflet arrives with a dynamic import after mounting, so it never runs during
 * server rendering and its chunk loads only when a page shows the map.
 */
export function ResultsMap({ hotels, center, onBoundsChange }: ResultsMapProps) {
  const t = useT()
  const navigate = useNavigate()
  const { mapTiles } = useAppConfig()
  const element = useRef<HTMLDivElement>(null)
  const view = useRef<ResultsMapView | null>(null)
  const [status, setStatus] = useState<"loading" | "ready" | "failed">("loading")
  // The map is built once; these refs let it read the latest props without being rebuilt.
  const latest = useRef({ hotels, center, onBoundsChange, t, navigate })
  useEffect(() => {
    latest.current = { hotels, center, onBoundsChange, t, navigate }
  })

  useEffect(() => {
    let unmounted = false
    import("./leaflet-map.ts").then(
      ({ mountResultsMap }) => {
        if (unmounted || element.current === null) return
        const { hotels, center } = latest.current
        view.current = mountResultsMap(element.current, {
          tiles: mapTiles ?? { url: LOCAL_TILE_TEMPLATE, attribution: "" },
          hotels,
          center,
          classes: { marker: styles.marker, pill: styles.pill, dot: styles.dot },
          describe: (hotel) =>
            hotel.perNightPriceLabel === undefined
              ? hotel.name
              : latest.current.t("resultsMap.hotelPrice", {
                  name: hotel.name,
                  price: hotel.perNightPriceLabel,
                }),
          onBoundsChange: (bounds) => latest.current.onBoundsChange(bounds),
          openHotel: (href) => latest.current.navigate(href),
        })
        setStatus("ready")
      },
      (error: unknown) => {
        if (unmounted) return
        reportError(error, { feature: "results-map" })
        setStatus("failed")
      },
    )
    return () => {
      unmounted = true
      view.current?.destroy()
      view.current = null
      latest.current.onBoundsChange(null)
    }
  }, [mapTiles])

  useEffect(() => {
    view.current?.showHotels(hotels)
  }, [hotels])

  return (
    <section className={styles.frame} aria-label={t("resultsMap.label")} aria-busy={status === "loading"}>
      <div ref={element} className={styles.canvas} data-testid="results-map" />
      {status === "ready" ? null : (
        <p className={styles.status} role={status === "failed" ? "alert" : undefined}>
          {t(status === "failed" ? "resultsMap.failed" : "resultsMap.loading")}
        </p>
      )}
    </section>
  )
}

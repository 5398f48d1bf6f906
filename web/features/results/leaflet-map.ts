/**
 * Everything that touches Leaflet. Only results-map.tsx imports this module, and only with a
 * dynamic import() after mounting: Leaflet reads `window` as it loads, and with its stylesheet it
 * is ~45 KB gzipped that a listing page should not pay for until the traveller opens the map
 * (docs/decisions/068-results-map.md).
 */
import L from "leaflet"
import "leaflet/dist/leaflet.css"
import { MAX_TILE_ZOOM } from "#core/maps/mercator.ts"
import type { MapBounds } from "#core/search/filters-selection.ts"

export interface MapHotel {
  readonly id: string
  readonly name: string
  readonly lat: number
  readonly lng: number
  /** The per-night price as shown on the hotel's card, e.g. '₹2,499'; absent while unknown. */
  readonly perNightPriceLabel?: string
  readonly href: string
}

export interface MapPoint {
  readonly lat: number
  readonly lng: number
}

export interface MountOptions {
  /** A Leaflet URL template and the credit it needs (HTML). */
  readonly tiles: { readonly url: string; readonly attribution: string }
  readonly hotels: ReadonlyArray<MapHotel>
  /** Where to look when there is no hotel to fit the view to. */
  readonly center: MapPoint | undefined
  readonly classes: { readonly marker: string; readonly pill: string; readonly dot: string }
  /** The accessible name of a hotel's marker. */
  readonly describe: (hotel: MapHotel) => string
  readonly onBoundsChange: (bounds: MapBounds) => void
  /** Opens a hotel page in the app, as the cards' links do; the link's href serves the rest. */
  readonly openHotel: (href: string) => void
}

export interface ResultsMapView {
  /** Replaces the markers; the view stays where the traveller left it. */
  readonly showHotels: (hotels: ReadonlyArray<MapHotel>) => void
  readonly destroy: () => void
}

/** The whole of India, for a map with nothing to show. */
const INDIA: MapPoint = { lat: 22.5, lng: 79 }
const INDIA_ZOOM = 5
const POINT_ZOOM = 13
/** Fitting one hotel (or a few on one street) should still show the neighbourhood's names. */
const FIT_MAX_ZOOM = 15
/** A drag or a zoom ends in several moveend events; the filter follows only the last (spec §4). */
const BOUNDS_DEBOUNCE_MS = 300

/** The box Leaflet centres on a hotel's point; its CSS draws the dot or the pill from it. */
const MARKER_PX = 14

const clamp = (value: number, limit: number) => Math.max(-limit, Math.min(limit, value))

const boundsOf = (map: L.Map): MapBounds => {
  const b = map.getBounds()
  // Zoomed out far, Leaflet's view runs past the date line; hotels never do.
  return {
    north: clamp(b.getNorth(), 90),
    south: clamp(b.getSouth(), 90),
    east: clamp(b.getEast(), 180),
    west: clamp(b.getWest(), 180),
  }
}

/** A price pill (or a dot while the price is unknown) that is a real link to the hotel page. */
const markerIcon = (
  hotel: MapHotel,
  options: MountOptions,
  onClick: (event: MouseEvent) => void,
): L.DivIcon => {
  const link = document.createElement("a")
  link.href = hotel.href
  link.className = hotel.perNightPriceLabel === undefined ? options.classes.dot : options.classes.pill
  link.textContent = hotel.perNightPriceLabel ?? ""
  link.setAttribute("aria-label", options.describe(hotel))
  link.title = hotel.name
  link.addEventListener("click", onClick)
  // The icon is a small box centred on the point: a dot fills it, a pill stands above it (CSS).
  return L.divIcon({ className: options.classes.marker, html: link, iconSize: [MARKER_PX, MARKER_PX] })
}

export const mountResultsMap = (element: HTMLElement, options: MountOptions): ResultsMapView => {
  // Half zoom steps: a city's hotels fill the frame instead of a quarter of it at the next whole zoom.
  const map = L.map(element, { maxZoom: MAX_TILE_ZOOM, zoomSnap: 0.5 })
  L.tileLayer(options.tiles.url, {
    maxZoom: MAX_TILE_ZOOM,
    attribution: options.tiles.attribution,
  }).addTo(map)
  const markers = L.layerGroup().addTo(map)

  // A drag that starts on a marker carries the marker along, so the mouse is released on its
  // link: that is moving the map, not choosing the hotel. Each press starts undecided.
  let dragged = false
  const presses = new AbortController()
  element.addEventListener("pointerdown", () => (dragged = false), { capture: true, signal: presses.signal })
  map.on("dragstart", () => (dragged = true))
  const onMarkerClick = (hotel: MapHotel) => (event: MouseEvent) => {
    if (dragged) return event.preventDefault()
    // A plain click stays in the app; a modified one (new tab, download) is the browser's.
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
    event.preventDefault()
    options.openHotel(hotel.href)
  }

  const showHotels = (hotels: ReadonlyArray<MapHotel>) => {
    markers.clearLayers()
    for (const hotel of hotels) {
      // keyboard: false, as the link inside is the one focusable element a marker needs.
      L.marker([hotel.lat, hotel.lng], {
        icon: markerIcon(hotel, options, onMarkerClick(hotel)),
        keyboard: false,
        riseOnHover: true,
      }).addTo(markers)
    }
  }
  showHotels(options.hotels)

  if (options.hotels.length > 0) {
    const fit = L.latLngBounds(options.hotels.map((h) => [h.lat, h.lng] as L.LatLngTuple))
    map.fitBounds(fit, { padding: [24, 24], maxZoom: FIT_MAX_ZOOM, animate: false })
  } else if (options.center !== undefined) {
    map.setView([options.center.lat, options.center.lng], POINT_ZOOM, { animate: false })
  } else {
    map.setView([INDIA.lat, INDIA.lng], INDIA_ZOOM, { animate: false })
  }

  // Listening only now: the first view shows every hotel, so it filters nothing and the list
  // stays unfiltered until the traveller moves the map (spec §4: no bounds, no map filter).
  let timer: ReturnType<typeof setTimeout> | undefined
  map.on("moveend", () => {
    clearTimeout(timer)
    timer = setTimeout(() => options.onBoundsChange(boundsOf(map)), BOUNDS_DEBOUNCE_MS)
  })

  // Leaflet only notices window resizes; the results layout also resizes the map on its own.
  const resizes = new ResizeObserver(() => map.invalidateSize())
  resizes.observe(element)

  return {
    showHotels,
    destroy: () => {
      clearTimeout(timer)
      presses.abort()
      resizes.disconnect()
      map.remove()
    },
  }
}

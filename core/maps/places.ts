import { projectPoint, TILE_SIZE } from "./mercator.ts"

/** A name drawn on the map. */
export interface MapPlace {
  readonly name: string
  readonly lat: number
  readonly lng: number
  readonly kind: "city" | "locality"
  /** The lowest zoom at which the name is drawn, so small zooms are not a heap of labels. */
  readonly minZoom: number
}

interface Box {
  readonly left: number
  readonly top: number
  readonly right: number
  readonly bottom: number
}

/** Roughly where a label's text lies, in world pixels; system fonts average ~0.6 em per letter. */
const labelBox = (place: MapPlace, x: number, y: number): Box => {
  if (place.kind === "city") {
    return { left: x - 4, top: y - 9, right: x + 9 + place.name.length * 13 * 0.62, bottom: y + 8 }
  }
  const half = (place.name.length * 11 * 0.58) / 2 + 2
  return { left: x - half, top: y - 6, right: x + half, bottom: y + 8 }
}

const overlaps = (a: Box, b: Box) =>
  a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom

const shownCache = new WeakMap<ReadonlyArray<MapPlace>, Map<number, ReadonlyArray<MapPlace>>>()

/**
 * The places named at zoom `z`: a name that would overlap a more important one is left out
 * (cities before neighbourhoods, bigger cities first, then in the catalogue's order). Decided
 * over the whole world, not per tile, so neighbouring tiles always agree.
 */
export const placesShownAt = (places: ReadonlyArray<MapPlace>, z: number): ReadonlyArray<MapPlace> => {
  let byZoom = shownCache.get(places)
  if (byZoom === undefined) {
    byZoom = new Map()
    shownCache.set(places, byZoom)
  }
  const cached = byZoom.get(z)
  if (cached !== undefined) return cached
  const candidates = places
    .filter((p) => p.minZoom <= z)
    .sort((a, b) => (a.kind === b.kind ? a.minZoom - b.minZoom : a.kind === "city" ? -1 : 1))
  // Boxes filed by the 256 px cells they touch, so each check looks at neighbours only.
  const cells = new Map<string, Array<Box>>()
  const cellKeys = (box: Box) => {
    const keys: Array<string> = []
    for (let cx = Math.floor(box.left / TILE_SIZE); cx <= Math.floor(box.right / TILE_SIZE); cx++) {
      for (let cy = Math.floor(box.top / TILE_SIZE); cy <= Math.floor(box.bottom / TILE_SIZE); cy++) {
        keys.push(`${cx},${cy}`)
      }
    }
    return keys
  }
  const shown: Array<MapPlace> = []
  for (const place of candidates) {
    const at = projectPoint(place.lat, place.lng, z)
    const box = labelBox(place, at.x, at.y)
    const keys = cellKeys(box)
    if (keys.some((key) => cells.get(key)?.some((other) => overlaps(box, other)))) continue
    for (const key of keys) cells.set(key, [...(cells.get(key) ?? []), box])
    shown.push(place)
  }
  byZoom.set(z, shown)
  return shown
}

/** The zoom from which a city's name shows: metros first, smaller towns as the map closes in. */
const CITY_MIN_ZOOM = { 1: 4, 2: 5, 3: 6 } as const
/** Neighbourhood names appear at about the zoom a city's hotels are fitted to. */
const LOCALITY_MIN_ZOOM = 11

/** The places the local layer names: the catalogue's cities and localities. */
export const mapPlacesOf = (catalogue: {
  readonly cities: ReadonlyArray<{ name: string; lat: number; lng: number; tier: 1 | 2 | 3 }>
  readonly localities: ReadonlyArray<{ name: string; lat: number; lng: number }>
}): ReadonlyArray<MapPlace> => [
  ...catalogue.cities.map(
    (c): MapPlace => ({ name: c.name, lat: c.lat, lng: c.lng, kind: "city", minZoom: CITY_MIN_ZOOM[c.tier] }),
  ),
  ...catalogue.localities.map(
    (l): MapPlace => ({ name: l.name, lat: l.lat, lng: l.lng, kind: "locality", minZoom: LOCALITY_MIN_ZOOM }),
  ),
]

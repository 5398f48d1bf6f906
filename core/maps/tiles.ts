/**
 * The product's own map base layer (docs/decisions/068-results-map.md): slippy-map tiles in Web
 * Mercator, the scheme Leaflet and every OSM-compatible server use, drawn as small SVGs from the
 * catalogue alone: a plain land background, a latitude/longitude graticule and place names at
 * their coordinates. No coastline or border data: maps shown in India must use India's official
 * boundary (DESIGN.md 'Maps'), and a plain background cannot get it wrong.
 */

import { MAX_TILE_ZOOM, projectPoint, TILE_SIZE, type TileAddress, tileBounds } from "./mercator.ts"
import { type MapPlace, placesShownAt } from "./places.ts"

/** Where the server answers the local layer (server/maps/tiles.ts), as a Leaflet URL template. */
export const LOCAL_TILE_TEMPLATE = "/map-tiles/{z}/{x}/{y}.svg"

/** Decimal without leading zeros: one tile, one URL, so caches never hold the same tile twice. */
const INDEX = /^(?:0|[1-9]\d{0,5})$/
const Y_FILE = /^(0|[1-9]\d{0,5})\.svg$/

/** The tile a `/map-tiles/{z}/{x}/{y}.svg` path names, or null when it names none. */
export const parseTilePath = (z: string, x: string, yFile: string): TileAddress | null => {
  const y = Y_FILE.exec(yFile)?.[1]
  if (!INDEX.test(z) || !INDEX.test(x) || y === undefined) return null
  const tile = { z: Number(z), x: Number(x), y: Number(y) }
  const count = 2 ** tile.z
  return tile.z <= MAX_TILE_ZOOM && tile.x < count && tile.y < count ? tile : null
}

/** Candidate graticule steps in degrees, coarse to fine. */
const STEPS = [90, 45, 30, 10, 5, 2, 1, 0.5, 0.2, 0.1, 0.05, 0.02, 0.01, 0.005, 0.002, 0.001, 0.0005]
/** Lines at least this far apart (along the equator), so a tile holds one to three of them. */
const MIN_LINE_GAP_PX = 96

/** The finest step whose meridians stay at least MIN_LINE_GAP_PX apart at zoom `z`. */
export const graticuleStep = (z: number): number => {
  const pxPerDegree = (TILE_SIZE * 2 ** z) / 360
  return STEPS.findLast((step) => step * pxPerDegree >= MIN_LINE_GAP_PX) ?? STEPS[0]!
}

/** Crossings labelled, counted in lines each way (by world position, so neighbouring tiles agree). */
const LABEL_EVERY = 3

const decimalsOf = (step: number) => Math.max(0, -Math.floor(Math.log10(step) + 1e-9))

const degrees = (value: number, decimals: number, positive: string, negative: string) =>
  `${Math.abs(value).toFixed(decimals)}°${value < 0 ? negative : value > 0 ? positive : ""}`

const escapeXml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

/** One decimal is enough for pixels and keeps every tile byte-identical across runs. */
const px = (n: number) => (Math.round(n * 10) / 10).toString()

const COLOURS = {
  land: "#eef0e6",
  line: "#d2d8c8",
  gridLabel: "#8a939e",
  city: "#1c2430",
  locality: "#566173",
  halo: "#ffffff",
  dot: "#0b7a55",
}

/** Room around the tile in which a place's label may still reach into it. */
const LABEL_REACH = { left: 220, right: 60, vertical: 20 }

const FONT = 'font-family="system-ui, -apple-system, Segoe UI, Roboto, Noto Sans, Arial, sans-serif"'

/**
 * Lines at multiples of the step, labelled at each crossing (latitude above the parallel,
 * longitude below it, both right of the meridian): a crossing is a fixed world position, so a
 * label cut by a tile edge is finished by the neighbouring tile.
 */
const graticule = (tile: TileAddress): string => {
  const step = graticuleStep(tile.z)
  const decimals = decimalsOf(step)
  const b = tileBounds(tile)
  const x0 = tile.x * TILE_SIZE
  const y0 = tile.y * TILE_SIZE
  // Integer multiples of the step, so floating point never shifts a line between neighbours.
  const multiples = (from: number, to: number) => {
    const ks: Array<number> = []
    for (let k = Math.ceil(from / step); k * step < to; k++) ks.push(k)
    return ks
  }
  const xOf = (k: number) => Math.round(projectPoint(0, k * step, tile.z).x - x0) + 0.5
  const yOf = (k: number) => Math.round(projectPoint(k * step, 0, tile.z).y - y0) + 0.5
  const meridians = multiples(b.west, b.east).map(xOf)
  const parallels = multiples(b.south, b.north).map(yOf)
  const lines = [
    ...meridians.map((x) => `<path d="M${x} 0V${TILE_SIZE}"/>`),
    ...parallels.map((y) => `<path d="M0 ${y}H${TILE_SIZE}"/>`),
  ]
  // Labels of crossings just outside the tile may still reach into it (reach in degrees per px).
  const reach = 360 / (TILE_SIZE * 2 ** tile.z)
  const labels: Array<string> = []
  for (const kx of multiples(b.west - 60 * reach, b.east)) {
    for (const ky of multiples(b.south - 14 * reach, b.north + 12 * reach)) {
      // Every third crossing each way: a label at every one buries the hotels' price pills.
      if (kx % LABEL_EVERY !== 0 || ky % LABEL_EVERY !== 0) continue
      const x = xOf(kx)
      const y = yOf(ky)
      labels.push(
        `<text x="${x + 3}" y="${y - 3}">${degrees(ky * step, decimals, "N", "S")}</text>`,
        `<text x="${x + 3}" y="${y + 10}">${degrees(kx * step, decimals, "E", "W")}</text>`,
      )
    }
  }
  return (
    `<g stroke="${COLOURS.line}" stroke-width="1" fill="none">${lines.join("")}</g>` +
    `<g ${FONT} font-size="9" fill="${COLOURS.gridLabel}">${labels.join("")}</g>`
  )
}

const placeLabel = (place: MapPlace, x: number, y: number): string => {
  const name = escapeXml(place.name)
  const halo = `stroke="${COLOURS.halo}" stroke-width="3" stroke-linejoin="round" paint-order="stroke"`
  return place.kind === "city"
    ? `<circle cx="${px(x)}" cy="${px(y)}" r="3.5" fill="${COLOURS.dot}" stroke="${COLOURS.halo}" stroke-width="1.5"/>` +
        `<text x="${px(x + 7)}" y="${px(y + 4.5)}" font-size="13" font-weight="700" fill="${COLOURS.city}" ${halo}>${name}</text>`
    : `<text x="${px(x)}" y="${px(y + 4)}" font-size="11" font-style="italic" text-anchor="middle" fill="${COLOURS.locality}" ${halo}>${name}</text>`
}

/**
 * One tile as an SVG document. Pure: the same tile and places always give the same bytes. A
 * label near an edge is drawn by every tile it reaches, at the same world position, so it reads
 * whole across tiles.
 */
export const renderTileSvg = (tile: TileAddress, places: ReadonlyArray<MapPlace>): string => {
  const x0 = tile.x * TILE_SIZE
  const y0 = tile.y * TILE_SIZE
  const labels = placesShownAt(places, tile.z)
    .map((place) => ({ place, at: projectPoint(place.lat, place.lng, tile.z) }))
    .filter(
      ({ at }) =>
        at.x >= x0 - LABEL_REACH.left &&
        at.x <= x0 + TILE_SIZE + LABEL_REACH.right &&
        at.y >= y0 - LABEL_REACH.vertical &&
        at.y <= y0 + TILE_SIZE + LABEL_REACH.vertical,
    )
    // Localities under cities, so a city's name is never hidden by a neighbourhood's.
    .sort((a, b) => (a.place.kind === b.place.kind ? 0 : a.place.kind === "locality" ? -1 : 1))
    .map(({ place, at }) => placeLabel(place, at.x - x0, at.y - y0))
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${TILE_SIZE}" height="${TILE_SIZE}" viewBox="0 0 ${TILE_SIZE} ${TILE_SIZE}">` +
    `<rect width="${TILE_SIZE}" height="${TILE_SIZE}" fill="${COLOURS.land}"/>` +
    graticule(tile) +
    `<g ${FONT}>${labels.join("")}</g>` +
    "</svg>"
  )
}

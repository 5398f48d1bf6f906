import { projectPoint, TILE_SIZE } from "#core/maps/mercator.ts"

/**
 * The hotel's location as a small static map: the tiles of one frame around the hotel, placed with
 * SVG coordinates. No Leaflet, no script and no inline style (the CSP allows neither), so the
 * server renders it whole and the page pays nothing for it (ADR 075).
 */

export interface PlacedTile {
  readonly url: string
  /** Position of the tile's top-left corner inside the frame, px. */
  readonly x: number
  readonly y: number
}

export interface StaticMap {
  readonly width: number
  readonly height: number
  readonly tiles: ReadonlyArray<PlacedTile>
  /** Where the hotel is in the frame, px: always the centre. */
  readonly pin: { readonly x: number; readonly y: number }
}

/** A Leaflet-style template ('/map-tiles/{z}/{x}/{y}.svg'); `{s}` takes the first subdomain. */
const tileUrl = (template: string, z: number, x: number, y: number): string =>
  template
    .replace("{s}", "a")
    .replace("{z}", String(z))
    .replace("{x}", String(x))
    .replace("{y}", String(y))
    .replace("{r}", "")

/** The tiles covering a `width` × `height` frame centred on the point at zoom `z`. */
export const staticMap = (
  point: { readonly lat: number; readonly lng: number },
  options: {
    readonly zoom: number
    readonly width: number
    readonly height: number
    readonly template: string
  },
): StaticMap => {
  const { zoom, width, height, template } = options
  const centre = projectPoint(point.lat, point.lng, zoom)
  const left = Math.round(centre.x - width / 2)
  const top = Math.round(centre.y - height / 2)
  const count = 2 ** zoom
  const tiles: Array<PlacedTile> = []
  for (let ty = Math.floor(top / TILE_SIZE); ty * TILE_SIZE < top + height; ty++) {
    if (ty < 0 || ty >= count) continue
    for (let tx = Math.floor(left / TILE_SIZE); tx * TILE_SIZE < left + width; tx++) {
      // The world wraps east-west; tile x repeats.
      const wrapped = ((tx % count) + count) % count
      tiles.push({
        url: tileUrl(template, zoom, wrapped, ty),
        x: tx * TILE_SIZE - left,
        y: ty * TILE_SIZE - top,
      })
    }
  }
  return { width, height, tiles, pin: { x: Math.round(centre.x) - left, y: Math.round(centre.y) - top } }
}

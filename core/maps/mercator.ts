/** Web Mercator tiles, the scheme Leaflet and every OSM-compatible tile server use. */

export interface TileAddress {
  readonly z: number
  readonly x: number
  readonly y: number
}

export const TILE_SIZE = 256
/** What OSM-compatible servers offer; Leaflet's own default maximum too. */
export const MAX_TILE_ZOOM = 18

/** Web Mercator's limit: the latitude at which the square world ends. */
const MAX_LATITUDE = 85.051_128_78

/** A point in pixels of the whole world at zoom `z` (origin top left, y down). */
export const projectPoint = (lat: number, lng: number, z: number): { x: number; y: number } => {
  const world = TILE_SIZE * 2 ** z
  const phi = (Math.max(-MAX_LATITUDE, Math.min(MAX_LATITUDE, lat)) * Math.PI) / 180
  return {
    x: ((lng + 180) / 360) * world,
    y: ((1 - Math.log(Math.tan(phi) + 1 / Math.cos(phi)) / Math.PI) / 2) * world,
  }
}

/** The tile a point falls in at zoom `z`. */
export const tileContaining = (lat: number, lng: number, z: number): TileAddress => {
  const { x, y } = projectPoint(lat, lng, z)
  const last = 2 ** z - 1
  const clamp = (n: number) => Math.min(last, Math.max(0, Math.floor(n / TILE_SIZE)))
  return { z, x: clamp(x), y: clamp(y) }
}

const latitudeAt = (worldY: number, z: number): number => {
  const n = Math.PI * (1 - (2 * worldY) / (TILE_SIZE * 2 ** z))
  return (Math.atan(Math.sinh(n)) * 180) / Math.PI
}

/** The tile's edges in degrees. */
export const tileBounds = (tile: TileAddress) => {
  const span = 360 / 2 ** tile.z
  return {
    north: latitudeAt(tile.y * TILE_SIZE, tile.z),
    south: latitudeAt((tile.y + 1) * TILE_SIZE, tile.z),
    west: -180 + tile.x * span,
    east: -180 + (tile.x + 1) * span,
  }
}

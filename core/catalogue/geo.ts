const EARTH_RADIUS_KM = 6371.0088
const RADIANS = Math.PI / 180

/** Great-circle (haversine) distance in kilometres between two points given in degrees. */
export const distanceKm = (lat1: number, lng1: number, lat2: number, lng2: number): number => {
  const dLat = (lat2 - lat1) * RADIANS
  const dLng = (lng2 - lng1) * RADIANS
  const h =
    Math.sin(dLat / 2) ** 2 + Math.cos(lat1 * RADIANS) * Math.cos(lat2 * RADIANS) * Math.sin(dLng / 2) ** 2
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)))
}

/** Kilometres along a meridian per degree of latitude, on the sphere `distanceKm` measures on. */
const KM_PER_DEGREE = EARTH_RADIUS_KM * RADIANS

export interface DegreeBox {
  readonly latMin: number
  readonly latMax: number
  readonly lngMin: number
  readonly lngMax: number
}

/**
 * The smallest latitude/longitude box holding every point within `radiusKm` of a centre, by
 * `distanceKm`'s measure; undefined when such a box would reach a pole or cross the 180th
 * meridian (no box of this form holds the circle). A point within the radius differs in latitude
 * by at most radius ÷ km per degree, and in longitude by at most asin(sin(δ) ÷ cos(lat)), δ the
 * radius as an angle; both are widened by a millionth of a degree against rounding.
 */
export const boxAround = (lat: number, lng: number, radiusKm: number): DegreeBox | undefined => {
  const slack = 1e-6
  const dLat = radiusKm / KM_PER_DEGREE + slack
  const latMin = lat - dLat
  const latMax = lat + dLat
  if (latMin <= -90 || latMax >= 90) return undefined
  const ratio = Math.sin(Math.min(Math.PI / 2, radiusKm / EARTH_RADIUS_KM)) / Math.cos(lat * RADIANS)
  if (ratio >= 1) return undefined
  const dLng = Math.asin(ratio) / RADIANS + slack
  const lngMin = lng - dLng
  const lngMax = lng + dLng
  if (lngMin < -180 || lngMax > 180) return undefined
  return { latMin, latMax, lngMin, lngMax }
}

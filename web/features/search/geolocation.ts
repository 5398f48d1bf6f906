import type { Coordinates } from "#core/search/suggestion.ts"

/** How long a near-me search waits for the browser's position before giving up (ms). */
const TIMEOUT_MS = 10_000

/**
 * The traveller's position from the browser (spec-search §7 'The browser geolocation is called
 * for near-me search'). Rejects when the page has no geolocation, the traveller refuses, or no
 * position comes in time: the widget then shows the location-disabled modal (spec-search §8).
 */
export const currentPosition = (): Promise<Coordinates> =>
  new Promise((resolve, reject) => {
    if (typeof navigator === "undefined" || !("geolocation" in navigator)) {
      reject(new Error("geolocation unavailable"))
      return
    }
    navigator.geolocation.getCurrentPosition(
      (position) => resolve({ lat: position.coords.latitude, lng: position.coords.longitude }),
      (error) => reject(new Error(error.message || `geolocation error ${error.code}`)),
      { timeout: TIMEOUT_MS, maximumAge: 5 * 60_000 },
    )
  })

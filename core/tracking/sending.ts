import type { TrackingEvent } from "../api/telemetry.ts"
import { TELEMETRY_LIMITS } from "./limits.ts"

/**
 * How a client sends tracking events to the sink, shared by the Tracking service and the
 * browser's page views (web/lib/page-views.ts), which has no Effect (ADR 114).
 */

/** The first event of a batch waits this long for company. */
export const FLUSH_DELAY_MS = 1000
/** Buffered events kept while sends fail; beyond it the oldest are dropped. */
export const MAX_PENDING_EVENTS = 500

/** Worth sending again: no answer (0), a server failure or a throttle. */
export const isTransientStatus = (status: number): boolean => status === 0 || status === 429 || status >= 500

/** Events in batches the sink accepts, in order. */
export const inBatches = (events: ReadonlyArray<TrackingEvent>): TrackingEvent[][] => {
  const out: TrackingEvent[][] = []
  for (let i = 0; i < events.length; i += TELEMETRY_LIMITS.eventsPerBatch) {
    out.push(events.slice(i, i + TELEMETRY_LIMITS.eventsPerBatch))
  }
  return out
}

/** A batch as the body of POST /api/v1/telemetry/events/ (or of a beacon to it). */
export const batchBody = (batch: ReadonlyArray<TrackingEvent>): string => JSON.stringify({ events: batch })

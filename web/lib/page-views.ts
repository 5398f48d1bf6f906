import type { TelemetryChannel, TrackingEvent } from "#core/api/telemetry.ts"
import type { Beacon } from "#core/tracking/beacon.ts"
import { trackedUserId, trackingEvent } from "#core/tracking/event.ts"
import { TELEMETRY_EVENTS_PATH, TELEMETRY_LIMITS } from "#core/tracking/limits.ts"

/**
 * Page views (spec-checkout §7 'page' calls) sent without Effect: every page records one as it
 * starts, and loading the Effect runtime for it cost a traveller's phone a long task on every page
 * (docs/decisions/114-page-start-without-effect.md). Events are made as the Tracking service makes
 * its own (core/tracking/event.ts) and go to the same sink.
 */

/** What the page views need from the browser; tests pass their own. */
export interface PageViewsHost {
  readonly now: () => number
  readonly anonymousId: () => string
  readonly channel: () => TelemetryChannel
  /** POSTs one batch; resolves with the answer's status, 0 when none came. */
  readonly post: (body: string) => Promise<number>
  /** Absent outside a browser that has `sendBeacon`. */
  readonly beacon: Beacon | undefined
  readonly later: (run: () => void, ms: number) => void
}

/** A view waits this long for company, as the Tracking service's first event does (FLUSH_DELAY). */
export const PAGE_VIEW_FLUSH_MS = 1000
/** Views kept while sends fail; beyond it the oldest are dropped, as the Tracking service does. */
export const MAX_PENDING_VIEWS = 500

const L = TELEMETRY_LIMITS

/** No answer, a server failure or a throttle: the views are kept for the next send. */
const worthRetrying = (status: number) => status === 0 || status === 429 || status >= 500

/** Events in batches the sink accepts. */
const batches = (events: ReadonlyArray<TrackingEvent>): TrackingEvent[][] => {
  const out: TrackingEvent[][] = []
  for (let i = 0; i < events.length; i += L.eventsPerBatch) out.push(events.slice(i, i + L.eventsPerBatch))
  return out
}

const bodyOf = (batch: ReadonlyArray<TrackingEvent>) => JSON.stringify({ events: batch })

export interface PageViews {
  /** Records a view of `path`; it leaves within PAGE_VIEW_FLUSH_MS, or when the page is hidden. */
  readonly page: (path: string) => void
  /** The signed-in member later views carry, or null for anonymous ones. */
  readonly identify: (userId: string | null) => void
}

export const createPageViews = (host: PageViewsHost): PageViews => {
  let userId: string | undefined
  let pending: TrackingEvent[] = []
  let armed = false

  const keep = (events: ReadonlyArray<TrackingEvent>) => {
    pending = [...events, ...pending].slice(-MAX_PENDING_VIEWS)
  }

  const send = () => {
    armed = false
    const events = pending
    pending = []
    const sent = batches(events)
    // Failed batches go back together, in the order they were made, ahead of newer views.
    void Promise.all(sent.map((batch) => host.post(bodyOf(batch)))).then((statuses) =>
      keep(sent.filter((_, i) => worthRetrying(statuses[i]!)).flat()),
    )
  }

  // Hidden is the last moment a page is sure to run: what is still waiting leaves by beacon.
  const beacon = host.beacon
  beacon?.onHide(() => {
    const events = pending
    pending = []
    for (const batch of batches(events)) beacon.send(TELEMETRY_EVENTS_PATH, bodyOf(batch))
  })

  return {
    page: (path) => {
      pending.push(
        trackingEvent("page", path, undefined, {
          at: host.now(),
          anonymousId: host.anonymousId(),
          userId,
          channel: host.channel(),
        }),
      )
      if (pending.length > MAX_PENDING_VIEWS) pending = pending.slice(-MAX_PENDING_VIEWS)
      if (armed) return
      armed = true
      host.later(send, PAGE_VIEW_FLUSH_MS)
    },
    identify: (id) => {
      userId = id === null ? undefined : trackedUserId(id)
    },
  }
}

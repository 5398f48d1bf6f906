import type { TelemetryChannel, TrackingEvent } from "#core/api/telemetry.ts"
import type { Beacon } from "#core/tracking/beacon.ts"
import { trackedUserId, trackingEvent } from "#core/tracking/event.ts"
import { TELEMETRY_EVENTS_PATH } from "#core/tracking/limits.ts"
import {
  batchBody,
  FLUSH_DELAY_MS,
  inBatches,
  isTransientStatus,
  MAX_PENDING_EVENTS,
} from "#core/tracking/sending.ts"

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

export interface PageViews {
  /** Records a view of `path`; it leaves within FLUSH_DELAY_MS, or when the page is hidden. */
  readonly page: (path: string) => void
  /** The signed-in member later views carry, or null for anonymous ones. */
  readonly identify: (userId: string | null) => void
}

export const createPageViews = (host: PageViewsHost): PageViews => {
  let userId: string | undefined
  let pending: TrackingEvent[] = []
  let armed = false

  const keep = (events: ReadonlyArray<TrackingEvent>) => {
    pending = [...events, ...pending].slice(-MAX_PENDING_EVENTS)
  }

  const send = () => {
    armed = false
    const events = pending
    pending = []
    const sent = inBatches(events)
    // Failed batches go back together, in the order they were made, ahead of newer views.
    void Promise.all(sent.map((batch) => host.post(batchBody(batch)))).then((statuses) =>
      keep(sent.filter((_, i) => isTransientStatus(statuses[i]!)).flat()),
    )
  }

  // Hidden is the last moment a page is sure to run: what is still waiting leaves by beacon.
  const beacon = host.beacon
  beacon?.onHide(() => {
    const events = pending
    pending = []
    for (const batch of inBatches(events)) beacon.send(TELEMETRY_EVENTS_PATH, batchBody(batch))
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
      if (pending.length > MAX_PENDING_EVENTS) pending = pending.slice(-MAX_PENDING_EVENTS)
      if (armed) return
      armed = true
      host.later(send, FLUSH_DELAY_MS)
    },
    identify: (id) => {
      userId = id === null ? undefined : trackedUserId(id)
    },
  }
}

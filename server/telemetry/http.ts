import { Effect } from "effect"
import { HttpApiBuilder } from "effect/http-api"
import { Api } from "#core/api/contract.ts"
import type { StoredErrorReport } from "#core/api/telemetry.ts"
import { logLine } from "../http/log-line.ts"
import { TelemetryRepo } from "./repo.ts"

/** Enough of the message to recognise the error in a log stream; the full report is in the table. */
const LOG_MESSAGE_CHARS = 300

/**
 * One JSON line per client error report, in the same shape family as the request log
 * (server/http/front.ts), so operators see page failures where they already look.
 */
const logClientError = (report: StoredErrorReport) => {
  logLine({
    t: report.created_at,
    level: "warn",
    event: "client_error",
    id: report.id,
    name: report.name,
    message: report.message.slice(0, LOG_MESSAGE_CHARS),
    url: report.url,
    anonymous_id: report.anonymous_id,
  })
}

export const TelemetryHandlers = HttpApiBuilder.group(
  Api,
  "telemetry",
  Effect.fn(function* (handlers) {
    const repo = yield* TelemetryRepo
    return handlers
      .handle("events", ({ payload }) =>
        Effect.map(repo.recordEvents(payload.events), (accepted) => ({ accepted })),
      )
      .handle("errors", ({ payload }) =>
        Effect.gen(function* () {
          const stored = yield* repo.recordError(payload)
          logClientError(stored)
          return { accepted: 1 }
        }),
      )
      .handle("testEvents", ({ query }) => repo.listEvents(query.anonymous_id))
      .handle("testErrors", ({ query }) => repo.listErrors(query.anonymous_id))
  }),
)

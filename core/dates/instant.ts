import { Schema } from "effect"
import { isIsoInstant } from "./iso-instant.ts"

/** An instant on the wire: a date, a time and a zone, between 1970 and 9999. */
export const IsoInstant = Schema.String.pipe(
  Schema.check(
    Schema.makeFilter(
      (s: string) =>
        isIsoInstant(s) || "must be an ISO 8601 date-time with a zone, e.g. 2026-12-01T04:30:00.000Z",
    ),
  ),
)

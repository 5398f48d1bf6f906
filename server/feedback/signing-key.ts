import { Effect } from "effect"
import type { SqlClient } from "effect/sql"

/**
 * The key review links are signed with, made once by migration `24_feedback` and shared by every
 * server process on the database (ADR 093). Read when needed: one primary-key read per e-mail batch
 * or review, and a database restored elsewhere keeps its links working.
 */
export const reviewLinkKey = (sql: SqlClient.SqlClient): Effect.Effect<string> =>
  sql<{ secret: string }>`SELECT secret FROM signing_keys WHERE purpose = 'review_link'`.pipe(
    Effect.orDie,
    Effect.map(([row]) => row!.secret),
  )

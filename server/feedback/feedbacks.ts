import { Context, Effect, Layer } from "effect"
import { SqlClient } from "effect/sql"
import { BadRequest, entry, NotFound } from "#core/api/errors.ts"
import type { FeedbackPayload, GuestFeedback, ReviewStatus } from "#core/api/feedback.ts"
import {
  FEEDBACK_TAG_SECTIONS,
  type FeedbackTag,
  normaliseTags,
  unknownTag,
} from "#core/content/feedback-tags.ts"
import { normaliseQuestion } from "#core/reviews/questions.ts"
import { commentsProblem, hotelAddress } from "#core/reviews/stay-review.ts"
import { AppClock } from "#core/services/clock.ts"
import { HotelCatalogue } from "../catalogue/store.ts"
import { ServerSettings } from "../settings.ts"

interface FeedbackRow {
  readonly id: string
  readonly state: GuestFeedback["state"]
  readonly rating: number | null
  readonly tags: ReadonlyArray<FeedbackTag> | string
  readonly comments: string
  readonly submitted_at: Date | string | null
  readonly updated_at: Date | string
  readonly hotel_id: string
  readonly checkin: string
  readonly checkout: string
  readonly guest_name: string
  readonly first_name: string | null
  readonly last_name: string | null
}

/** The same answer for an id nobody was given and one that was never made: nothing to probe. */
const noSuchFeedback = (field: string) =>
  new NotFound(entry("feedback_not_found", "No feedback matches this link.", field))

const tagsOf = (row: FeedbackRow): ReadonlyArray<FeedbackTag> =>
  typeof row.tags === "string" ? (JSON.parse(row.tags) as ReadonlyArray<FeedbackTag>) : row.tags

/**
 * Feedback after a stay (spec-checkout §3 'Feedback', ADR 093): read and answered by whoever holds
 * its id, the capability the post-stay e-mail carries. The first answer submits it, any later one
 * changes it.
 */
export class Feedbacks extends Context.Service<
  Feedbacks,
  {
    readonly view: (id: string) => Effect.Effect<GuestFeedback, NotFound>
    readonly save: (payload: FeedbackPayload) => Effect.Effect<GuestFeedback, NotFound | BadRequest>
    readonly reviewStatus: (
      orderId: string,
      rating: number | undefined,
    ) => Effect.Effect<ReviewStatus, NotFound>
  }
>()("booking/server/feedback/Feedbacks") {
  static readonly layer = Layer.effect(
    Feedbacks,
    Effect.gen(function* () {
      const sql = yield* SqlClient.SqlClient
      const clock = yield* AppClock
      const catalogue = yield* HotelCatalogue
      const settings = yield* ServerSettings

      const read = (id: string) =>
        sql<FeedbackRow>`SELECT f.id, f.state, f.rating, f.tags, f.comments, f.submitted_at, f.updated_at,
            f.hotel_id, to_char(o.checkin, 'YYYY-MM-DD') AS checkin,
            to_char(o.checkout, 'YYYY-MM-DD') AS checkout, o.guest_name, u.first_name, u.last_name
          FROM feedbacks f JOIN orders o ON o.order_id = f.order_id LEFT JOIN users u ON u.id = o.user_id
          WHERE f.id = ${id}`.pipe(
          Effect.orDie,
          Effect.map(([row]) => row),
        )

      const viewOf = (row: FeedbackRow): GuestFeedback => {
        const hotel = catalogue.hotel(row.hotel_id)
        const chosen = tagsOf(row)
        return {
          id: row.id,
          state: row.state,
          user_name:
            row.first_name === null ? row.guest_name : `${row.first_name} ${row.last_name ?? ""}`.trim(),
          booking: {
            hotel_id: row.hotel_id,
            hotel_name: hotel?.name ?? "",
            address: hotel === undefined ? "" : hotelAddress(hotel, catalogue.view),
            from_date: row.checkin,
            to_date: row.checkout,
            guest: row.guest_name,
          },
          rating: row.rating,
          tag_sections: FEEDBACK_TAG_SECTIONS.map((section) => ({
            name: section.name,
            body: section.body,
            values: section.values.map((value) => ({
              ...value,
              selected: chosen.some((t) => t.section === section.name && t.value === value.name),
            })),
          })),
          comments: row.comments,
          submitted_at: row.submitted_at === null ? null : new Date(row.submitted_at).toISOString(),
          updated_at: new Date(row.updated_at).toISOString(),
        }
      }

      const view = Effect.fn("Feedbacks.view")(function* (id: string) {
        const row = yield* read(id)
        if (row === undefined) return yield* noSuchFeedback("id")
        return viewOf(row)
      })

      const save = Effect.fn("Feedbacks.save")(function* (payload: FeedbackPayload) {
        const tags = payload.tags ?? []
        const unknown = unknownTag(tags)
        if (unknown !== undefined) {
          return yield* new BadRequest(
            entry("unknown_tag", `No tag ${unknown.value} in section ${unknown.section}`, "tags"),
          )
        }
        // A textarea's text, kept as a question's is; NUL and other controls never reach the database.
        const comments = normaliseQuestion(payload.comments ?? "")
        const problem = commentsProblem(comments)
        if (problem !== undefined)
          return yield* new BadRequest(entry("invalid_comments", problem, "comments"))
        const now = new Date(yield* clock.now)
        const updated = yield* sql`UPDATE feedbacks SET rating = ${payload.rating},
            tags = ${JSON.stringify(normaliseTags(tags))}::jsonb, comments = ${comments},
            state = CASE WHEN state = 'pending' THEN 'submitted' ELSE 'changed' END,
            submitted_at = COALESCE(submitted_at, ${now}), updated_at = ${now}
          WHERE id = ${payload.id} RETURNING id`.pipe(Effect.orDie)
        if (updated.length === 0) return yield* noSuchFeedback("id")
        return yield* view(payload.id)
      })

      const reviewStatus = Effect.fn("Feedbacks.reviewStatus")(function* (
        orderId: string,
        rating: number | undefined,
      ) {
        // The e-mail's one-tap rating prefills a feedback not answered yet; the same tap twice
        // sets the same value, and an answered feedback is never changed by a GET.
        if (rating !== undefined) {
          yield* sql`UPDATE feedbacks SET rating = ${rating}
            WHERE order_id = ${orderId} AND state = 'pending'`.pipe(Effect.orDie)
        }
        const [row] = yield* sql<{ id: string; state: ReviewStatus["state"]; rating: number | null }>`
          SELECT id, state, rating FROM feedbacks WHERE order_id = ${orderId}`.pipe(Effect.orDie)
        if (row === undefined) return yield* noSuchFeedback("booking_id")
        return {
          feedback_id: row.id,
          state: row.state,
          rating: row.rating,
          feedback_url: new URL(`/feedback/${row.id}/`, settings.publicOrigin.website).href,
        }
      })

      return Feedbacks.of({ view, save, reviewStatus })
    }),
  )
}

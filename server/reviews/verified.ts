import { Context, Effect, Layer } from "effect"
import { SqlClient } from "effect/sql"
import { Conflict, entry, Forbidden, NotFound } from "#core/api/errors.ts"
import type { ReviewLinkCheck, ReviewPayload } from "#core/api/feedback.ts"
import type { Feedback } from "#core/api/reviews.ts"
import { AppClock } from "#core/services/clock.ts"
import { HotelCatalogue } from "../catalogue/store.ts"
import { verifyReviewLink } from "../feedback/review-link.ts"
import { reviewLinkKey } from "../feedback/signing-key.ts"
import { reviewerColumns, reviewerJoins, toFeedback } from "./repo.ts"

export const reviewMessages = {
  notVerified:
    "Only guests with a completed stay at this hotel can review it. Please use the review link in your post-stay e-mail.",
  expired: "This review link has expired: review links work for 30 days after check-out.",
  alreadyReviewed: "A review of this stay is already published.",
} as const

const notVerified = () => new Forbidden(entry("stay_not_verified", reviewMessages.notVerified, "token"))

interface StayRow {
  readonly order_id: string
  readonly hotel_id: string
  readonly status: string
  readonly user_id: string | null
  readonly checkin: string
  readonly checkout: string
  readonly expires_ms: number
  readonly reviewed: boolean
}

/**
 * Reviews by guests with a completed stay (issue: 'no rating without a stay changes a hotel's
 * score', ADR 093). The review link's token proves the stay: signed by the server, unexpired, for
 * this hotel, naming a booking that was checked out there. One review per stay; a published review
 * is a `reviews` row, so the hotel's ratings, search ratings and cached answers follow at once.
 */
export class VerifiedReviews extends Context.Service<
  VerifiedReviews,
  {
    readonly checkLink: (hotelId: string, token: string) => Effect.Effect<ReviewLinkCheck, Forbidden>
    readonly publish: (
      payload: ReviewPayload & { readonly review_text: string },
    ) => Effect.Effect<Feedback, Forbidden | NotFound | Conflict>
  }
>()("booking/server/reviews/VerifiedReviews") {
  static readonly layer = Layer.effect(
    VerifiedReviews,
    Effect.gen(function* () {
      const sql = yield* SqlClient.SqlClient
      const clock = yield* AppClock
      const catalogue = yield* HotelCatalogue

      /** The completed stay a token proves, locked for the rest of the transaction when asked. */
      const provenStay = (hotelId: string, token: string | undefined, lock: boolean) =>
        Effect.gen(function* () {
          if (token === undefined) return yield* notVerified()
          const verdict = verifyReviewLink(yield* reviewLinkKey(sql), token, hotelId, yield* clock.now)
          if (!verdict.ok) {
            return yield* verdict.reason === "expired"
              ? new Forbidden(entry("review_link_expired", reviewMessages.expired, "token"))
              : notVerified()
          }
          const [stay] =
            yield* sql<StayRow>`SELECT o.order_id, o.hotel_id, o.status, o.user_id::text AS user_id,
              to_char(o.checkin, 'YYYY-MM-DD') AS checkin, to_char(o.checkout, 'YYYY-MM-DD') AS checkout,
              floor(extract(epoch FROM f.review_link_expires_at) * 1000)::float8 AS expires_ms,
              EXISTS (SELECT 1 FROM reviews r WHERE r.order_id = o.order_id) AS reviewed
            FROM feedbacks f JOIN orders o ON o.order_id = f.order_id
            WHERE f.review_ref = ${verdict.ref} ${sql.literal(lock ? "FOR UPDATE OF f" : "")}`.pipe(
              Effect.orDie,
            )
          // Only a stay that ended as booked proves anything; a no-show reported later does not.
          if (stay === undefined || stay.hotel_id !== hotelId || stay.status !== "checked_out") {
            return yield* notVerified()
          }
          return stay
        })

      const checkLink = Effect.fn("VerifiedReviews.checkLink")(function* (hotelId: string, token: string) {
        const stay = yield* provenStay(hotelId, token, false)
        return {
          hotel_id: hotelId,
          hotel_name: catalogue.hotel(hotelId)?.name ?? "",
          stayed_from: stay.checkin,
          stayed_to: stay.checkout,
          expires_at: new Date(Number(stay.expires_ms)).toISOString(),
          reviewed: stay.reviewed,
        }
      })

      const publish = Effect.fn("VerifiedReviews.publish")(function* (
        payload: ReviewPayload & { readonly review_text: string },
      ) {
        if (catalogue.hotel(payload.hotel_id) === undefined) {
          return yield* new NotFound(
            entry("hotel_not_found", `No hotel with id ${payload.hotel_id}`, "hotel_id"),
          )
        }
        const now = new Date(yield* clock.now)
        const id = yield* sql
          .withTransaction(
            Effect.gen(function* () {
              const stay = yield* provenStay(payload.hotel_id, payload.token, true)
              const [row] = yield* sql<{ id: number }>`INSERT INTO reviews
                  (id, hotel_id, user_id, order_id, stayed_from, stayed_to, rating, review_text, created_at)
                VALUES (nextval('reviews_verified_id'), ${stay.hotel_id}, ${stay.user_id}::bigint, ${stay.order_id},
                  ${stay.checkin}::date, ${stay.checkout}::date, ${payload.rating}, ${payload.review_text}, ${now})
                ON CONFLICT (order_id) DO NOTHING RETURNING id`.pipe(Effect.orDie)
              if (row === undefined) {
                return yield* new Conflict(entry("already_reviewed", reviewMessages.alreadyReviewed))
              }
              return row.id
            }),
          )
          .pipe(Effect.catchTag("SqlError", Effect.die))
        const [review] = yield* sql<Parameters<typeof toFeedback>[0]>`
          SELECT r.id, r.hotel_id, r.rating, r.review_text, r.created_at, ${reviewerColumns(sql)}
          FROM reviews r ${reviewerJoins(sql)} WHERE r.id = ${id}`.pipe(Effect.orDie)
        return toFeedback(review!)
      })

      return VerifiedReviews.of({ checkLink, publish })
    }),
  )
}

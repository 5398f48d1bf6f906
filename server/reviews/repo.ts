import { Context, Effect, Layer } from "effect"
import { SqlClient } from "effect/sql"
import type { Feedback } from "#core/api/reviews.ts"
import { publicGuestName } from "#core/reviews/guest-name.ts"
import { type AspectAverages, REVIEW_ASPECTS, type StarCount, starHistogram } from "#core/reviews/summary.ts"

interface ReviewRow {
  readonly id: number
  readonly hotel_id: string
  readonly rating: number
  readonly review_text: string
  readonly created_at: Date | string
  readonly first_name: string | null
  readonly last_name: string | null
  readonly stayed_from: string | null
  readonly stayed_to: string | null
}

export const toFeedback = (row: ReviewRow): Feedback => ({
  id: row.id,
  hotel_id: row.hotel_id,
  rating: row.rating,
  review_text: row.review_text,
  guest_name: publicGuestName(row.first_name, row.last_name),
  created_at: new Date(row.created_at).toISOString(),
  stay:
    row.stayed_from === null || row.stayed_to === null ? null : { from: row.stayed_from, to: row.stayed_to },
})

/** One hotel's reviews in figures: the star histogram and the per-aspect averages. */
export interface HotelReviewFigures {
  readonly histogram: ReadonlyArray<StarCount>
  readonly aspects: AspectAverages
}

type FiguresRow = { readonly hotel_id: string } & Record<`r${1 | 2 | 3 | 4 | 5}`, number> &
  Record<(typeof REVIEW_ASPECTS)[number]["column"], number | null>

/**
 * Who wrote a review and when they stayed: a verified review's stay is its booking's, and a guest
 * who booked without an account is named as booked (ADR 093).
 */
export const reviewerColumns = (sql: SqlClient.SqlClient) =>
  sql`coalesce(u.first_name, split_part(o.guest_name, ' ', 1)) AS first_name,
    coalesce(u.last_name, nullif(substr(o.guest_name, char_length(split_part(o.guest_name, ' ', 1)) + 2), '')) AS last_name,
    to_char(r.stayed_from, 'YYYY-MM-DD') AS stayed_from, to_char(r.stayed_to, 'YYYY-MM-DD') AS stayed_to`

export const reviewerJoins = (sql: SqlClient.SqlClient) =>
  sql`LEFT JOIN users u ON u.id = r.user_id LEFT JOIN orders o ON o.order_id = r.order_id`

const NO_ASPECTS = Object.fromEntries(REVIEW_ASPECTS.map((a) => [a.column, null])) as AspectAverages

/**
 * Reads of the reviews table for the feedback endpoints (ADR 073). Fixture users exist only outside
 * production, so a review may have no user row to name: its guest is then 'Verified guest'.
 */
export class ReviewsRepo extends Context.Service<
  ReviewsRepo,
  {
    /** Per hotel asked; a hotel without reviews has an all-zero histogram and no aspects. */
    readonly figures: (
      hotelIds: ReadonlyArray<string>,
    ) => Effect.Effect<ReadonlyMap<string, HotelReviewFigures>>
    /** Up to `perHotel` newest reviews of each hotel. */
    readonly recent: (
      hotelIds: ReadonlyArray<string>,
      perHotel: number,
    ) => Effect.Effect<ReadonlyMap<string, ReadonlyArray<Feedback>>>
    /** The best reviews across the hotels: highest rated, then newest. */
    readonly best: (hotelIds: ReadonlyArray<string>, count: number) => Effect.Effect<ReadonlyArray<Feedback>>
    /** A page of the hotels' reviews, newest first, with the total matching; `ratings` null: any. */
    readonly page: (
      hotelIds: ReadonlyArray<string>,
      ratings: ReadonlyArray<number> | null,
      offset: number,
      limit: number,
    ) => Effect.Effect<{ readonly total: number; readonly feedbacks: ReadonlyArray<Feedback> }>
  }
>()("booking/server/reviews/ReviewsRepo") {
  static readonly layer = Layer.effect(
    ReviewsRepo,
    Effect.gen(function* () {
      const sql = yield* SqlClient.SqlClient
      // Hotel ids are digits, so one comma-joined text binds any number of them (as Inventory.stays).
      const inHotels = (hotelIds: ReadonlyArray<string>) =>
        sql`r.hotel_id = ANY(string_to_array(${hotelIds.join(",")}, ','))`
      const columns = sql`r.id, r.hotel_id, r.rating, r.review_text, r.created_at, ${reviewerColumns(sql)}`

      return ReviewsRepo.of({
        figures: Effect.fn("ReviewsRepo.figures")(function* (hotelIds: ReadonlyArray<string>) {
          const figures = new Map<string, HotelReviewFigures>()
          if (hotelIds.length === 0) return figures
          const rows = yield* sql<FiguresRow>`
            SELECT r.hotel_id,
              count(*) FILTER (WHERE r.rating = 1)::int AS r1, count(*) FILTER (WHERE r.rating = 2)::int AS r2,
              count(*) FILTER (WHERE r.rating = 3)::int AS r3, count(*) FILTER (WHERE r.rating = 4)::int AS r4,
              count(*) FILTER (WHERE r.rating = 5)::int AS r5,
              avg(r.cleanliness)::float8 AS cleanliness, avg(r.staff)::float8 AS staff,
              avg(r.location)::float8 AS location, avg(r.value_for_money)::float8 AS value_for_money,
              avg(r.room)::float8 AS room, avg(r.sleep_quality)::float8 AS sleep_quality
            FROM reviews r WHERE ${inHotels(hotelIds)} GROUP BY r.hotel_id`.pipe(Effect.orDie)
          const byHotel = new Map(rows.map((row) => [row.hotel_id, row]))
          for (const id of hotelIds) {
            const row = byHotel.get(id)
            figures.set(id, {
              histogram: starHistogram(
                new Map(row === undefined ? [] : [1, 2, 3, 4, 5].map((s) => [s, row[`r${s as 1}`]])),
              ),
              aspects:
                row === undefined
                  ? NO_ASPECTS
                  : (Object.fromEntries(
                      REVIEW_ASPECTS.map((a) => [a.column, row[a.column]]),
                    ) as AspectAverages),
            })
          }
          return figures
        }),
        recent: Effect.fn("ReviewsRepo.recent")(function* (
          hotelIds: ReadonlyArray<string>,
          perHotel: number,
        ) {
          const recent = new Map<string, Array<Feedback>>()
          if (hotelIds.length === 0 || perHotel === 0) return recent
          const rows = yield* sql<ReviewRow>`
            SELECT id, hotel_id, rating, review_text, created_at, first_name, last_name, stayed_from, stayed_to FROM (
              SELECT ${columns},
                row_number() OVER (PARTITION BY r.hotel_id ORDER BY r.created_at DESC, r.id DESC) AS n
              FROM reviews r ${reviewerJoins(sql)}
              WHERE ${inHotels(hotelIds)}) AS ranked
            WHERE n <= ${perHotel} ORDER BY hotel_id, n`.pipe(Effect.orDie)
          for (const row of rows) {
            const list = recent.get(row.hotel_id) ?? []
            list.push(toFeedback(row))
            recent.set(row.hotel_id, list)
          }
          return recent
        }),
        best: Effect.fn("ReviewsRepo.best")(function* (hotelIds: ReadonlyArray<string>, count: number) {
          if (hotelIds.length === 0 || count === 0) return []
          const rows = yield* sql<ReviewRow>`
            SELECT ${columns} FROM reviews r ${reviewerJoins(sql)}
            WHERE ${inHotels(hotelIds)}
            ORDER BY r.rating DESC, r.created_at DESC, r.id DESC LIMIT ${count}`.pipe(Effect.orDie)
          return rows.map(toFeedback)
        }),
        page: Effect.fn("ReviewsRepo.page")(function* (
          hotelIds: ReadonlyArray<string>,
          ratings: ReadonlyArray<number> | null,
          offset: number,
          limit: number,
        ) {
          if (hotelIds.length === 0 || ratings?.length === 0) return { total: 0, feedbacks: [] }
          const where =
            ratings === null
              ? inHotels(hotelIds)
              : sql`${inHotels(hotelIds)} AND r.rating = ANY(string_to_array(${ratings.join(",")}, ',')::int[])`
          const [counted] = yield* sql<{ total: number }>`
            SELECT count(*)::int AS total FROM reviews r WHERE ${where}`.pipe(Effect.orDie)
          const rows = yield* sql<ReviewRow>`
            SELECT ${columns} FROM reviews r ${reviewerJoins(sql)} WHERE ${where}
            ORDER BY r.created_at DESC, r.id DESC LIMIT ${limit} OFFSET ${offset}`.pipe(Effect.orDie)
          return { total: counted?.total ?? 0, feedbacks: rows.map(toFeedback) }
        }),
      })
    }),
  )
}

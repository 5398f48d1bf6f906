import { Context, Effect, Layer } from "effect"
import { SqlClient } from "effect/sql"
import { hotelAddress } from "#core/reviews/stay-review.ts"
import { HotelCatalogue } from "../catalogue/store.ts"
import { Email } from "../outbox/email.ts"
import { ServerSettings } from "../settings.ts"
import { postStayEmail } from "./post-stay-email.ts"
import { REVIEW_LINK_LIFETIME_MS, randomRef, signReviewLink } from "./review-link.ts"
import { reviewLinkKey } from "./signing-key.ts"

/** E-mails read per query; a pass reads on until none is left. */
const BATCH = 200

interface UnsentRow {
  readonly id: string
  readonly review_ref: string
  readonly hotel_id: string
  readonly expires_ms: number
  readonly checkin: string
  readonly checkout: string
  readonly guest_name: string
  readonly email: string
  readonly email_given: boolean
}

/**
 * What follows a completed stay (ADR 093): its feedback, made in the transaction that checks the
 * booking out, and the post-stay e-mail with the feedback link and the signed review link, sent
 * after that transaction commits, each e-mail once.
 */
export class PostStay extends Context.Service<
  PostStay,
  {
    /** Runs inside the check-out's transaction; a second call for the same booking does nothing. */
    readonly stayCompleted: (orderId: string, now: number) => Effect.Effect<void>
    /** Sends the post-stay e-mail of every feedback that has had none; how many went. */
    readonly sendDue: (now: number) => Effect.Effect<number>
  }
>()("booking/server/feedback/PostStay") {
  static readonly layer = Layer.effect(
    PostStay,
    Effect.gen(function* () {
      const sql = yield* SqlClient.SqlClient
      const email = yield* Email
      const catalogue = yield* HotelCatalogue
      const settings = yield* ServerSettings

      const stayCompleted = Effect.fn("PostStay.stayCompleted")(function* (orderId: string, now: number) {
        yield* sql`INSERT INTO feedbacks (id, order_id, hotel_id, state, review_ref, review_link_expires_at,
            created_at, updated_at)
          SELECT ${randomRef()}, order_id, hotel_id, 'pending', ${randomRef()},
            ${new Date(now + REVIEW_LINK_LIFETIME_MS)}, ${new Date(now)}, ${new Date(now)}
          FROM orders WHERE order_id = ${orderId}
          ON CONFLICT (order_id) DO NOTHING`.pipe(Effect.orDie)
      })

      /** Claims one feedback's e-mail and writes it to the outbox, in one transaction. */
      const sendOne = (row: UnsentRow, key: string, now: number) =>
        sql
          .withTransaction(
            Effect.gen(function* () {
              const claimed = yield* sql`UPDATE feedbacks SET emailed_at = ${new Date(now)}
                WHERE id = ${row.id} AND emailed_at IS NULL RETURNING id`
              // Claimed by another process, or a booking made without an e-mail: nothing to send.
              if (claimed.length === 0 || !row.email_given) return false
              const hotel = catalogue.hotel(row.hotel_id)
              const origin = settings.publicOrigin.website
              yield* email.send(
                postStayEmail({
                  to: row.email,
                  guestName: row.guest_name,
                  hotelName: hotel?.name ?? "the hotel",
                  hotelAddress: hotel === undefined ? "" : hotelAddress(hotel, catalogue.view),
                  stayFrom: row.checkin,
                  stayTo: row.checkout,
                  feedbackUrl: new URL(`/feedback/${row.id}/`, origin).href,
                  reviewUrl: new URL(
                    `/tripadvisor/reviews-${row.hotel_id}/?token=${signReviewLink(key, row.review_ref, row.hotel_id, row.expires_ms)}`,
                    origin,
                  ).href,
                  reviewLinkExpiresAt: row.expires_ms,
                }),
              )
              return true
            }),
          )
          .pipe(Effect.orDie)

      const sendDue = Effect.fn("PostStay.sendDue")(function* (now: number) {
        const key = yield* reviewLinkKey(sql)
        let sent = 0
        let after = ""
        while (true) {
          const rows = yield* sql<UnsentRow>`SELECT f.id, f.review_ref, f.hotel_id,
              floor(extract(epoch FROM f.review_link_expires_at) * 1000)::float8 AS expires_ms,
              to_char(o.checkin, 'YYYY-MM-DD') AS checkin, to_char(o.checkout, 'YYYY-MM-DD') AS checkout,
              o.guest_name, o.email, o.email_given
            FROM feedbacks f JOIN orders o ON o.order_id = f.order_id
            WHERE f.emailed_at IS NULL AND f.id > ${after} ORDER BY f.id LIMIT ${BATCH}`.pipe(Effect.orDie)
          for (const row of rows)
            if (yield* sendOne({ ...row, expires_ms: Number(row.expires_ms) }, key, now)) sent++
          if (rows.length < BATCH) break
          after = rows.at(-1)!.id
        }
        return sent
      })

      return PostStay.of({ stayCompleted, sendDue })
    }),
  )
}

import { Context, Effect, Layer } from "effect"
import { SqlClient } from "effect/sql"
import type { Question } from "#core/api/reviews.ts"
import { AppClock } from "#core/services/clock.ts"

interface QuestionRow {
  readonly id: number
  readonly hotel_id: string
  readonly question: string
  readonly author: string
  readonly posted_at: Date | string
}

interface AnswerRow {
  readonly question_id: number
  readonly answer: string
  readonly author: string
  readonly verified: boolean
  readonly posted_at: Date | string
}

const iso = (at: Date | string) => new Date(at).toISOString()

/** Questions travellers ask about a hotel, with their answers oldest first (ADR 073). */
export class QuestionsRepo extends Context.Service<
  QuestionsRepo,
  {
    /** One page, newest first, and how many the hotel has in all. */
    readonly page: (
      hotelId: string,
      offset: number,
      limit: number,
    ) => Effect.Effect<{ readonly total: number; readonly questions: ReadonlyArray<Question> }>
    /** Stored at once and listed from then on; it has no answers yet. */
    readonly ask: (hotelId: string, question: string, author: string) => Effect.Effect<Question>
  }
>()("booking/server/questions/QuestionsRepo") {
  static readonly layer = Layer.effect(
    QuestionsRepo,
    Effect.gen(function* () {
      const sql = yield* SqlClient.SqlClient
      const clock = yield* AppClock
      return QuestionsRepo.of({
        page: Effect.fn("QuestionsRepo.page")(function* (hotelId: string, offset: number, limit: number) {
          const [counted] = yield* sql<{ total: number }>`
            SELECT count(*)::int AS total FROM questions WHERE hotel_id = ${hotelId}`.pipe(Effect.orDie)
          const rows = yield* sql<QuestionRow>`
            SELECT id, hotel_id, question, author, posted_at FROM questions WHERE hotel_id = ${hotelId}
            ORDER BY posted_at DESC, id DESC LIMIT ${limit} OFFSET ${offset}`.pipe(Effect.orDie)
          const answers =
            rows.length === 0
              ? []
              : yield* sql<AnswerRow>`
                  SELECT question_id, answer, author, verified, posted_at FROM answers
                  WHERE question_id = ANY(string_to_array(${rows.map((r) => r.id).join(",")}, ',')::int[])
                  ORDER BY posted_at, id`.pipe(Effect.orDie)
          return {
            total: counted?.total ?? 0,
            questions: rows.map(
              (row): Question => ({
                id: row.id,
                hotel_id: row.hotel_id,
                question: row.question,
                author: row.author,
                posted_at: iso(row.posted_at),
                answers: answers
                  .filter((a) => a.question_id === row.id)
                  .map((a) => ({
                    text: a.answer,
                    author: a.author,
                    posted_at: iso(a.posted_at),
                    verified: a.verified,
                  })),
              }),
            ),
          }
        }),
        ask: Effect.fn("QuestionsRepo.ask")(function* (hotelId: string, question: string, author: string) {
          const now = new Date(yield* clock.now)
          const [row] = yield* sql<QuestionRow>`
            INSERT INTO questions (hotel_id, question, author, posted_at)
            VALUES (${hotelId}, ${question}, ${author}, ${now})
            RETURNING id, hotel_id, question, author, posted_at`.pipe(Effect.orDie)
          return { ...row!, posted_at: iso(row!.posted_at), answers: [] }
        }),
      })
    }),
  )
}

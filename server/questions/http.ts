import { Effect, Layer, Option } from "effect"
import { HttpApiBuilder } from "effect/http-api"
import { Api } from "#core/api/contract.ts"
import { BadRequest, entry, NotFound } from "#core/api/errors.ts"
import { QUESTIONS_PAGE_SIZE } from "#core/reviews/limits.ts"
import { normaliseQuestion, questionAuthor, questionProblem } from "#core/reviews/questions.ts"
import { pageOffset } from "#core/reviews/summary.ts"
import { storable } from "../accounts/http.ts"
import { optionalMember } from "../accounts/optional-member.ts"
import { Accounts } from "../accounts/repo.ts"
import { Sessions } from "../accounts/sessions.ts"
import { HotelCatalogue } from "../catalogue/store.ts"
import { limitPerClient } from "../rate-limit/per-client.ts"
import { QuestionsRepo } from "./repo.ts"

/** Questions one client may post per hour: enough for a traveller, too few for a spammer. */
export const ASK_QUESTION_LIMIT = 5
export const ASK_QUESTION_WINDOW_SECONDS = 3600

/** spec-checkout §3 Q&A, §7 posts calls (ADR 073). */
const PostsGroup = HttpApiBuilder.group(
  Api,
  "posts",
  Effect.fn(function* (handlers) {
    const catalogue = yield* HotelCatalogue
    const repo = yield* QuestionsRepo
    const sessions = yield* Sessions
    const accounts = yield* Accounts

    const knownHotel = (hotelId: string, field: string) =>
      catalogue.hotel(hotelId) === undefined
        ? Effect.fail(new NotFound(entry("hotel_not_found", `No hotel with id ${hotelId}`, field)))
        : Effect.succeed(hotelId)

    return handlers
      .handle("questions", ({ query }) =>
        Effect.gen(function* () {
          const page = query.page ?? 1
          if (page < 1) {
            return yield* new BadRequest(entry("invalid_page", "page: pages start at 1", "page"))
          }
          const hotelId = yield* knownHotel(query.hotel_id, "hotel_id")
          const found = yield* repo.page(hotelId, pageOffset(page, QUESTIONS_PAGE_SIZE), QUESTIONS_PAGE_SIZE)
          return { total: found.total, page, page_size: QUESTIONS_PAGE_SIZE, questions: found.questions }
        }),
      )
      .handle("askQuestion", ({ payload, request }) =>
        Effect.gen(function* () {
          // Everything is checked before anything is counted or stored: bad input changes nothing.
          // Line breaks are the textarea's and are kept (normalised); any other control character is refused.
          const question = normaliseQuestion(payload.question)
          const problem = questionProblem(question)
          if (problem !== undefined) {
            return yield* new BadRequest(entry("invalid_question", problem, "question"))
          }
          const given = payload.author === undefined ? undefined : yield* storable("author", payload.author)
          const hotelId = yield* knownHotel(payload.page, "page")
          const userId = yield* optionalMember(sessions, request.headers.authorization)
          const member = userId === undefined ? undefined : yield* accounts.findById(userId)
          const client = Option.getOrElse(request.remoteAddress, () => "unknown")
          yield* limitPerClient(
            `ask-question:client:${client}`,
            ASK_QUESTION_LIMIT,
            ASK_QUESTION_WINDOW_SECONDS,
            (seconds) =>
              `You have asked several questions in the last hour. Please try again in ${seconds} seconds.`,
          )
          return yield* repo.ask(hotelId, question, questionAuthor(given, member?.first_name))
        }),
      )
  }),
)

export const PostsHandlers = PostsGroup.pipe(Layer.provide(QuestionsRepo.layer))

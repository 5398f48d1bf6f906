import { describe, expect, it } from "vitest"
import { createActor } from "xstate"
import { createTestModel } from "xstate/graph"
import type { Question, Questions } from "#core/api/reviews.ts"
import { ApiError } from "#core/services/api-client.ts"
import {
  type AskQuestionRequest,
  hotelQuestionsMachine,
  type QuestionsPageRequest,
  questionProblem,
} from "#machines/hotel-questions.machine.ts"
import { type Call, controlled, settle } from "#machines/test-support/actors.ts"
import {
  askEvents,
  askEventsOf,
  askQuestionModel,
  askStates,
  type HotelQuestionsDriver,
  listEvents,
  listStates,
  questionsListModel,
  SERVER_MESSAGE,
  TOTAL,
} from "./hotel-questions.model.ts"
import { leafStates, reachedStates } from "./reached.ts"

const question = (id: number, text = `Question ${id}`): Question => ({
  id,
  hotel_id: "12",
  question: text,
  author: "Guest",
  posted_at: "2026-03-01T10:00:00.000Z",
  answers: [],
})

/** The fake server: 7 questions, 5 a page, 1-based pages. */
const serve = (request: QuestionsPageRequest): Questions => ({
  total: TOTAL,
  page: request.page,
  page_size: 5,
  questions: Array.from({ length: TOTAL }, (_, i) => question(i + 1)).slice(
    (request.page - 1) * 5,
    request.page * 5,
  ),
})

/** With `listed`, the page came with its first page and only the form talks to the server. */
const headless = (listed: boolean): HotelQuestionsDriver => {
  const pages: Array<Call<QuestionsPageRequest, Questions>> = []
  const asks: Array<Call<AskQuestionRequest, Question>> = []
  const machine = hotelQuestionsMachine.provide({
    actors: { fetchQuestions: controlled(pages), askQuestion: controlled(asks) },
  })
  const actor = createActor(machine, {
    input: listed ? { hotelId: "12", firstPage: serve({ hotel_id: "12", page: 1 }) } : { hotelId: "12" },
  }).start()
  return {
    answer: async (ok) => {
      const page = pages.shift()
      const ask = page === undefined ? asks.shift() : undefined
      if (page !== undefined) {
        if (ok) page.resolve(serve(page.input))
        else page.reject(new Error("HTTP 500"))
      } else if (ok) ask!.resolve(question(99, ask!.input.question))
      else
        ask!.reject(
          new ApiError({
            status: 429,
            code: "TooManyRequests",
            message: SERVER_MESSAGE,
            isNetworkError: false,
          }),
        )
      await settle()
    },
    next: async () => actor.send({ type: "questions.next" }),
    prev: async () => actor.send({ type: "questions.prev" }),
    type: async (text) => actor.send({ type: "field.change", field: "question", value: text }),
    submit: async () => actor.send({ type: "form.submit" }),
    askAnother: async () => actor.send({ type: "form.reset" }),
    see: async () => {
      const snapshot = actor.getSnapshot()
      const { context } = snapshot
      const value = snapshot.value as { readonly ask: "editing" | "submitting" | "submitted" | "error" }
      return {
        loading: snapshot.hasTag("loading"),
        listed: context.questions.map((q) => q.id),
        form: value.ask,
        problem: context.showProblem ? questionProblem(context.question) : null,
        error: context.serverError,
        sent: asks.at(-1)?.input.question ?? null,
      }
    },
  }
}

const listPaths = createTestModel(questionsListModel, {
  filterEvents: (state, event) => state.can(event),
}).getShortestPaths()
const askPaths = createTestModel(askQuestionModel, {
  events: [...askEvents],
  filterEvents: (state, event) => state.can(event),
}).getShortestPaths()

describe("hotel questions list, model-based (headless)", () => {
  it("has a path to every state of the model", () => {
    expect(reachedStates(listPaths)).toEqual(leafStates(questionsListModel))
  })
  for (const path of listPaths) {
    it(path.description, async () => {
      const I = headless(false)
      await path.test({ events: listEvents(I), states: listStates(I) })
    })
  }
})

describe("ask a question, model-based (headless)", () => {
  it("has a path to every state of the model", () => {
    expect(reachedStates(askPaths)).toEqual(leafStates(askQuestionModel))
  })
  for (const path of askPaths) {
    it(path.description, async () => {
      const I = headless(true)
      await path.test({ events: askEventsOf(I), states: askStates(I) })
    })
  }
})

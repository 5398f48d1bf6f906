import { assign, fromPromise, type SnapshotFrom, setup } from "xstate"
import type { Question, Questions } from "#core/api/reviews.ts"
import { QUESTION_MAX_LENGTH, QUESTION_MIN_LENGTH, QUESTIONS_PAGE_SIZE } from "#core/reviews/limits.ts"
import { normaliseQuestion } from "#core/reviews/questions.ts"
import { apiFailure } from "./lib/api-failure.ts"
import { failed, notProvided } from "./lib/invoke.ts"

/** GET /api/v1/posts/faqs/: `page` is 1-based. */
export interface QuestionsPageRequest {
  readonly hotel_id: string
  readonly page: number
}

/** POST /api/v1/posts/add/question/. */
export interface AskQuestionRequest {
  readonly question: string
  readonly page: string
  readonly author?: string
}

export type QuestionField = "question" | "author"

/** What keeps a question from being sent; the page names the rule beside the field. */
export type QuestionProblem = "empty" | "tooShort" | "tooLong"

/**
 * The server's length rule (core/reviews/questions.ts), in characters of the normalised text it
 * will store: line breaks kept, at most one blank line in a row, trimmed.
 */
export const questionProblem = (text: string): QuestionProblem | null => {
  const length = [...normaliseQuestion(text)].length
  if (length === 0) return "empty"
  if (length < QUESTION_MIN_LENGTH) return "tooShort"
  return length > QUESTION_MAX_LENGTH ? "tooLong" : null
}

export interface HotelQuestionsContext {
  readonly hotelId: string
  /** The page shown, 1-based, and its questions. */
  readonly page: number
  readonly questions: ReadonlyArray<Question>
  /** Questions asked about the hotel; null until the first page answers. */
  readonly total: number | null
  /** The page being loaded. */
  readonly requestedPage: number
  readonly question: string
  readonly author: string
  /** An invalid submit was tried: the page shows the problem until the text changes. */
  readonly showProblem: boolean
  /** The server's message when asking failed (spec-checkout §8 shows it). */
  readonly serverError: string | null
  /** The question as posted. */
  readonly asked: Question | null
}

export type HotelQuestionsEvent =
  | { readonly type: "questions.next" }
  | { readonly type: "questions.prev" }
  | { readonly type: "field.change"; readonly field: QuestionField; readonly value: string }
  | { readonly type: "form.submit" }
  /** After a question was posted: ask another. */
  | { readonly type: "form.reset" }

export interface HotelQuestionsInput {
  readonly hotelId: string
  readonly firstPage?: Questions
}

export type HotelQuestionsTag = "loading" | "submitting"

const blankForm = { question: "", author: "", showProblem: false, serverError: null, asked: null }

/**
 * A hotel's questions and answers, 5 a page (spec-checkout §3 Q&A), and the ask-a-question form.
 * The two are parallel: paging never loses what is typed, and a failed page keeps the one shown.
 */
export const hotelQuestionsMachine = setup({
  types: {
    context: {} as HotelQuestionsContext,
    events: {} as HotelQuestionsEvent,
    input: {} as HotelQuestionsInput,
    tags: {} as HotelQuestionsTag,
  },
  actors: {
    fetchQuestions: fromPromise<Questions, QuestionsPageRequest>(notProvided("fetchQuestions")),
    askQuestion: fromPromise<Question, AskQuestionRequest>(notProvided("askQuestion")),
  },
  guards: {
    started: ({ context }) => context.total !== null,
    hasNext: ({ context }) => context.total !== null && context.page * QUESTIONS_PAGE_SIZE < context.total,
    hasPrev: ({ context }) => context.page > 1,
    valid: ({ context }) => questionProblem(context.question) === null,
  },
  actions: {
    requestNext: assign({ requestedPage: ({ context }) => context.page + 1 }),
    requestPrev: assign({ requestedPage: ({ context }) => context.page - 1 }),
    showPage: assign((_, answer: Questions) => ({
      page: answer.page,
      questions: answer.questions,
      total: answer.total,
    })),
    change: assign(({ event }) =>
      event.type === "field.change"
        ? { [event.field]: event.value, showProblem: false, serverError: null }
        : {},
    ),
    showProblem: assign({ showProblem: true }),
    clearServerError: assign({ serverError: null }),
    storeServerError: assign((_, error: unknown) => ({ serverError: apiFailure(error).message })),
    storeAsked: assign((_, asked: Question) => ({ asked })),
    clearForm: assign(blankForm),
  },
}).createMachine({
  id: "hotelQuestions",
  type: "parallel",
  context: ({ input }) => ({
    hotelId: input.hotelId,
    page: input.firstPage?.page ?? 1,
    questions: input.firstPage?.questions ?? [],
    total: input.firstPage?.total ?? null,
    requestedPage: 1,
    ...blankForm,
  }),
  states: {
    list: {
      initial: "starting",
      states: {
        starting: { always: [{ guard: "started", target: "idle" }, { target: "loading" }] },
        loading: {
          tags: ["loading"],
          invoke: {
            src: "fetchQuestions",
            input: ({ context }) => ({ hotel_id: context.hotelId, page: context.requestedPage }),
            onDone: { target: "idle", actions: { type: "showPage", params: ({ event }) => event.output } },
            // The page shown stays; the buttons try again.
            onError: { target: "idle" },
          },
        },
        idle: {
          on: {
            "questions.next": { guard: "hasNext", target: "loading", actions: "requestNext" },
            "questions.prev": { guard: "hasPrev", target: "loading", actions: "requestPrev" },
          },
        },
      },
    },
    ask: {
      initial: "editing",
      states: {
        editing: {
          on: {
            "field.change": { actions: "change" },
            "form.submit": [{ guard: "valid", target: "submitting" }, { actions: "showProblem" }],
          },
        },
        submitting: {
          tags: ["submitting"],
          invoke: {
            src: "askQuestion",
            input: ({ context }) => ({
              question: normaliseQuestion(context.question),
              page: context.hotelId,
              ...(context.author.trim() === "" ? {} : { author: context.author.trim() }),
            }),
            onDone: {
              target: "submitted",
              actions: { type: "storeAsked", params: ({ event }) => event.output },
            },
            onError: { target: "error", actions: { type: "storeServerError", params: failed } },
          },
        },
        submitted: { on: { "form.reset": { target: "editing", actions: "clearForm" } } },
        error: {
          on: {
            "field.change": { target: "editing", actions: "change" },
            "form.submit": { guard: "valid", target: "submitting", actions: "clearServerError" },
          },
        },
      },
    },
  },
})

export type HotelQuestionsSnapshot = SnapshotFrom<typeof hotelQuestionsMachine>

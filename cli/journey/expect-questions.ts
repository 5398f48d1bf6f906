import type { Question } from "#core/api/reviews.ts"
import { QUESTION_MAX_LENGTH, QUESTION_MIN_LENGTH, QUESTIONS_PAGE_SIZE } from "#core/reviews/limits.ts"
import { questionProblem } from "#machines/hotel-questions.machine.ts"
import type { HotelParts } from "./hotel.ts"
import type { Mismatch } from "./result.ts"
import { same } from "./same.ts"
import type { ExpectQuestions, QuestionMatch } from "./schema-hotel.ts"
import { enIN } from "./search.ts"

/** The hotel page's questions and the ask form, read as questions.tsx renders them, and their matcher. */

export const questionsView = (parts: HotelParts) => {
  const s = parts.questions.getSnapshot()
  const { context } = s
  // questions.tsx: the length rule once an invalid submit was tried, else the server's refusal.
  const problem = context.showProblem ? questionProblem(context.question) : null
  const message =
    problem === "tooLong"
      ? enIN("hotel.questions.tooLong", { max: QUESTION_MAX_LENGTH })
      : problem !== null
        ? enIN("hotel.questions.tooShort", { min: QUESTION_MIN_LENGTH })
        : context.serverError
  const submitted = s.matches({ ask: "submitted" })
  return {
    total: context.total ?? 0,
    page: context.page,
    pages: Math.max(1, Math.ceil((context.total ?? 0) / QUESTIONS_PAGE_SIZE)),
    questions: context.questions,
    text: context.question,
    message,
    submitting: s.hasTag("submitting"),
    posted: submitted ? context.asked : null,
  }
}
export type QuestionsView = ReturnType<typeof questionsView>

const fitsQuestion = (m: QuestionMatch, q: Question | null | undefined) =>
  q !== undefined &&
  q !== null &&
  (typeof m === "string"
    ? m === q.question
    : m.question === q.question &&
      (m.author === undefined || m.author === q.author) &&
      (m.answers === undefined || m.answers === q.answers.length))

export const questionBrief = (q: Question) => `${q.question} (${q.author}, ${q.answers.length} answers)`

export const matchQuestions = (expected: ExpectQuestions, view: QuestionsView): Array<Mismatch> => {
  const out: Array<Mismatch> = []
  for (const key of ["total", "page", "pages", "text", "message", "submitting"] as const)
    same(out, key, expected[key], view[key])
  const listed = view.questions.map(questionBrief)
  if (expected.questions !== undefined) {
    const ok =
      expected.questions.length === view.questions.length &&
      expected.questions.every((m, i) => fitsQuestion(m, view.questions[i]))
    if (!ok) out.push({ at: "questions", expected: expected.questions, actual: listed })
  }
  const missing = (expected.contains ?? []).filter((m) => !view.questions.some((q) => fitsQuestion(m, q)))
  if (missing.length > 0) out.push({ at: "contains", expected: missing, actual: listed })
  const present = (expected.excludes ?? []).filter((m) => view.questions.some((q) => fitsQuestion(m, q)))
  if (present.length > 0) out.push({ at: "excludes", expected: present, actual: listed })
  if (expected.posted !== undefined) {
    const ok = expected.posted === null ? view.posted === null : fitsQuestion(expected.posted, view.posted)
    if (!ok)
      out.push({
        at: "posted",
        expected: expected.posted,
        actual: view.posted === null ? null : questionBrief(view.posted),
      })
  }
  return out
}

import { describe, expect, it } from "vitest"
import { createActor } from "xstate"
import type { Question, Questions } from "#core/api/reviews.ts"
import { ApiError } from "#core/services/api-client.ts"
import {
  type AskQuestionRequest,
  hotelQuestionsMachine,
  type QuestionsPageRequest,
  questionProblem,
} from "./hotel-questions.machine.ts"
import { type Call, controlled, settle } from "./test-support/actors.ts"

const question = (id: number, text = `Is there parking near room ${id}?`): Question => ({
  id,
  hotel_id: "12",
  question: text,
  author: "Guest",
  posted_at: "2026-03-01T10:00:00.000Z",
  answers: [],
})
const page = (n: number, total: number): Questions => ({
  total,
  page: n,
  page_size: 5,
  questions: Array.from({ length: Math.max(0, Math.min(5, total - (n - 1) * 5)) }, (_, i) =>
    question((n - 1) * 5 + i + 1),
  ),
})

const start = (firstPage?: Questions) => {
  const pages: Array<Call<QuestionsPageRequest, Questions>> = []
  const asks: Array<Call<AskQuestionRequest, Question>> = []
  const machine = hotelQuestionsMachine.provide({
    actors: { fetchQuestions: controlled(pages), askQuestion: controlled(asks) },
  })
  const actor = createActor(machine, {
    input: firstPage === undefined ? { hotelId: "12" } : { hotelId: "12", firstPage },
  }).start()
  return { actor, pages, asks }
}

describe("hotel questions machine (spec-checkout §3 Q&A)", () => {
  it("loads page 1 and pages by 5", async () => {
    const { actor, pages } = start()
    expect(pages[0]!.input).toEqual({ hotel_id: "12", page: 1 })
    pages[0]!.resolve(page(1, 7))
    await settle()
    actor.send({ type: "questions.next" })
    expect(pages[1]!.input.page).toBe(2)
    pages[1]!.resolve(page(2, 7))
    await settle()
    expect(actor.getSnapshot().context.questions.map((q) => q.id)).toEqual([6, 7])
    expect(actor.getSnapshot().can({ type: "questions.next" })).toBe(false)
    actor.send({ type: "questions.prev" })
    expect(pages[2]!.input.page).toBe(1)
  })

  it("keeps the page shown when the next fails", async () => {
    const { actor, pages } = start(page(1, 7))
    actor.send({ type: "questions.next" })
    pages[0]!.reject(new Error("HTTP 500"))
    await settle()
    expect(actor.getSnapshot().hasTag("loading")).toBe(false)
    expect(actor.getSnapshot().context).toMatchObject({ page: 1 })
    expect(actor.getSnapshot().context.questions).toHaveLength(5)
  })

  it("applies the length rule before sending, on the normalised text", () => {
    expect(questionProblem("   ")).toBe("empty")
    expect(questionProblem("  Parking? ")).toBe("tooShort")
    expect(questionProblem("Is parking free?")).toBeNull()
    expect(questionProblem("x".repeat(501))).toBe("tooLong")
    // The server's count: line breaks normalised (\r\n → \n, blank lines collapsed), characters not UTF-16 units.
    expect(questionProblem("Lift?\r\n\r\n\r\n\r\nOk")).toBe("tooShort")
    expect(questionProblem(`${"x".repeat(499)}\r\n`)).toBeNull()
    expect(questionProblem("🛗".repeat(500))).toBeNull()
    const { actor, asks } = start(page(1, 0))
    actor.send({ type: "field.change", field: "question", value: "Parking?" })
    actor.send({ type: "form.submit" })
    expect(asks).toHaveLength(0)
    expect(actor.getSnapshot().context.showProblem).toBe(true)
    actor.send({ type: "field.change", field: "question", value: "Parking? Is it free" })
    expect(actor.getSnapshot().context.showProblem).toBe(false)
  })

  it("submits the normalised question, shows the server's message on failure, and retries", async () => {
    const { actor, asks } = start(page(1, 0))
    actor.send({
      type: "field.change",
      field: "question",
      value: "  Is there a lift?\r\n\r\n\r\nFor a wheelchair  ",
    })
    actor.send({ type: "form.submit" })
    expect(actor.getSnapshot().hasTag("submitting")).toBe(true)
    expect(asks[0]!.input).toEqual({ question: "Is there a lift?\n\nFor a wheelchair", page: "12" })
    asks[0]!.reject(
      new ApiError({
        status: 429,
        code: "TooManyRequests",
        message: "Too many questions",
        isNetworkError: false,
      }),
    )
    await settle()
    expect(actor.getSnapshot().matches({ ask: "error" })).toBe(true)
    expect(actor.getSnapshot().context.serverError).toBe("Too many questions")
    actor.send({ type: "form.submit" })
    expect(actor.getSnapshot().context.serverError).toBeNull()
    asks[1]!.resolve(question(9, "Is there a lift?"))
    await settle()
    expect(actor.getSnapshot().matches({ ask: "submitted" })).toBe(true)
    expect(actor.getSnapshot().context.asked?.id).toBe(9)
    actor.send({ type: "form.reset" })
    expect(actor.getSnapshot().context).toMatchObject({ question: "", asked: null })
  })

  it("keeps what is typed while paging", async () => {
    const { actor, pages } = start(page(1, 7))
    actor.send({ type: "field.change", field: "author", value: "Ravi" })
    actor.send({ type: "questions.next" })
    pages[0]!.resolve(page(2, 7))
    await settle()
    expect(actor.getSnapshot().context.author).toBe("Ravi")
  })
})

import { expect } from "vitest"
import { assign, type SnapshotFrom, setup } from "xstate"
import type { TestParam } from "xstate/graph"

/**
 * Questions on a hotel page (spec-checkout §3 Q&A: 5 a page; the ask form's length rule from
 * core/api/reviews.ts), written apart from machines/hotel-questions.machine.ts. The list and the
 * form are independent, so each has its own model: the hotel has 7 questions (pages 1 and 2).
 */

export const TOTAL = 7

export type ListEvent = { readonly type: "server.answer" | "server.fail" | "next" | "prev" }

export const questionsListModel = setup({
  types: { context: {} as { readonly page: number; readonly asked: number }, events: {} as ListEvent },
}).createMachine({
  id: "questionsListModel",
  context: { page: 0, asked: 1 },
  initial: "loading",
  states: {
    loading: {
      on: {
        "server.answer": { target: "idle", actions: assign(({ context }) => ({ page: context.asked })) },
        // The page shown stays.
        "server.fail": { target: "idle", actions: assign(({ context }) => ({ asked: context.page })) },
      },
    },
    idle: {
      on: {
        next: {
          guard: ({ context }) => context.page === 1,
          target: "loading",
          actions: assign({ asked: 2 }),
        },
        prev: {
          guard: ({ context }) => context.page === 2,
          target: "loading",
          actions: assign({ asked: 1 }),
        },
      },
    },
  },
})

export type Text = "empty" | "short" | "good" | "long"
/** What the traveller types, per kind; 'good' has spaces the form trims. */
export const TEXTS: Readonly<Record<Text, string>> = {
  empty: "   ",
  short: "Parking?",
  good: "  Is there parking for a car?  ",
  long: "x".repeat(501),
}
export const SERVER_MESSAGE = "You have asked too many questions today"

export type AskEvent =
  | { readonly type: "type"; readonly text: Text }
  | { readonly type: "submit" | "server.answer" | "server.fail" | "askAnother" }

export const askEvents: ReadonlyArray<AskEvent> = (["empty", "short", "good", "long"] as const).map(
  (text) => ({
    type: "type" as const,
    text,
  }),
)

interface AskContext {
  readonly text: Text
  /** The rule the text breaks is shown (after a submit that could not send). */
  readonly problem: boolean
  readonly error: boolean
}

export const askQuestionModel = setup({
  types: { context: {} as AskContext, events: {} as AskEvent },
  guards: { good: ({ context }) => context.text === "good" },
  actions: {
    type: assign(({ event }) =>
      event.type === "type" ? { text: event.text, problem: false, error: false } : {},
    ),
  },
}).createMachine({
  id: "askQuestionModel",
  context: { text: "empty", problem: false, error: false },
  initial: "editing",
  states: {
    editing: {
      on: {
        type: { actions: "type" },
        submit: [{ guard: "good", target: "submitting" }, { actions: assign({ problem: true }) }],
      },
    },
    submitting: {
      on: {
        "server.answer": { target: "submitted", actions: assign({ error: false }) },
        "server.fail": { target: "failed", actions: assign({ error: true }) },
      },
    },
    submitted: { on: { askAnother: { target: "editing", actions: assign({ text: "empty" as Text }) } } },
    failed: {
      on: {
        type: { target: "editing", actions: "type" },
        submit: { guard: "good", target: "submitting", actions: assign({ error: false }) },
      },
    },
  },
})

export interface HotelQuestionsDriver {
  answer(ok: boolean): Promise<void>
  next(): Promise<void>
  prev(): Promise<void>
  type(text: string): Promise<void>
  submit(): Promise<void>
  askAnother(): Promise<void>
  see(): Promise<{
    readonly loading: boolean
    readonly listed: ReadonlyArray<number>
    readonly form: "editing" | "submitting" | "submitted" | "error"
    /** The rule shown under the field, or null. */
    readonly problem: string | null
    readonly error: string | null
    /** What the server was sent. */
    readonly sent: string | null
  }>
}

type ListParams = TestParam<SnapshotFrom<typeof questionsListModel>, ListEvent>
type AskParams = TestParam<SnapshotFrom<typeof askQuestionModel>, AskEvent>

export const listEvents = (I: HotelQuestionsDriver): NonNullable<ListParams["events"]> => ({
  "server.answer": () => I.answer(true),
  "server.fail": () => I.answer(false),
  next: () => I.next(),
  prev: () => I.prev(),
})

const pageIds = (page: number) => (page === 0 ? [] : page === 1 ? [1, 2, 3, 4, 5] : [6, 7])

export const listStates = (I: HotelQuestionsDriver): NonNullable<ListParams["states"]> => ({
  loading: async (state) =>
    expect(await I.see()).toMatchObject({ loading: true, listed: pageIds(state.context.page) }),
  idle: async (state) =>
    expect(await I.see()).toMatchObject({ loading: false, listed: pageIds(state.context.page) }),
})

export const askEventsOf = (I: HotelQuestionsDriver): NonNullable<AskParams["events"]> => ({
  type: ({ event }) => I.type(TEXTS[(event as Extract<AskEvent, { type: "type" }>).text]),
  submit: () => I.submit(),
  "server.answer": () => I.answer(true),
  "server.fail": () => I.answer(false),
  askAnother: () => I.askAnother(),
})

/** The rules as the page states them (core/api/reviews.ts QUESTION_MIN_LENGTH/MAX). */
const RULES: Readonly<Record<Text, string | null>> = {
  empty: "empty",
  short: "tooShort",
  good: null,
  long: "tooLong",
}

const form =
  (name: "editing" | "submitting" | "submitted" | "error") =>
  async (I: HotelQuestionsDriver, context: AskContext) => {
    const seen = await I.see()
    expect(seen.form).toBe(name)
    expect(seen.problem).toBe(context.problem ? RULES[context.text] : null)
    expect(seen.error).toBe(context.error ? SERVER_MESSAGE : null)
    if (name === "submitting") expect(seen.sent).toBe(TEXTS.good.trim())
  }

export const askStates = (I: HotelQuestionsDriver): NonNullable<AskParams["states"]> => ({
  editing: (state) => form("editing")(I, state.context),
  submitting: (state) => form("submitting")(I, state.context),
  submitted: (state) => form("submitted")(I, state.context),
  failed: (state) => form("error")(I, state.context),
})

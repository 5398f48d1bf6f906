import { assign, type SnapshotFrom, setup } from "xstate"

/**
 * The FAQ page's accordion (spec-checkout §2 'FAQ page'): sections open one at a time, each with
 * questions; selecting a question shows its answer; the first answer is shown by default. Opening
 * a section shows its first answer, so an open section always shows one; pressing the open
 * section's heading closes it.
 */
interface Ctx {
  /** How many questions each section has, in page order. */
  readonly questionCounts: ReadonlyArray<number>
  /** Index of the open section; meaningful in `open` only. */
  readonly section: number
  /** Index of the shown question within the open section. */
  readonly question: number
}

type Ev = { type: "faq.toggleSection"; index: number } | { type: "faq.selectQuestion"; index: number }

const isSection = (ctx: Ctx, index: number) =>
  Number.isInteger(index) && index >= 0 && index < ctx.questionCounts.length

export const faqMachine = setup({
  types: {
    context: {} as Ctx,
    events: {} as Ev,
    input: {} as { readonly questionCounts: ReadonlyArray<number> },
  },
  guards: {
    isOpenSection: ({ context, event }) =>
      event.type === "faq.toggleSection" && event.index === context.section,
    isSection: ({ context, event }) => event.type === "faq.toggleSection" && isSection(context, event.index),
    isQuestion: ({ context, event }) =>
      event.type === "faq.selectQuestion" &&
      Number.isInteger(event.index) &&
      event.index >= 0 &&
      event.index < (context.questionCounts[context.section] ?? 0),
  },
  actions: {
    openSection: assign(({ event }) => ({
      section: event.type === "faq.toggleSection" ? event.index : 0,
      question: 0,
    })),
    showQuestion: assign(({ event, context }) => ({
      question: event.type === "faq.selectQuestion" ? event.index : context.question,
    })),
  },
}).createMachine({
  id: "faq",
  context: ({ input }) => ({ questionCounts: input.questionCounts, section: 0, question: 0 }),
  initial: "deciding",
  states: {
    // Content with no sections has nothing to open.
    deciding: {
      always: [
        { guard: ({ context }) => context.questionCounts.length > 0, target: "open" },
        { target: "closed" },
      ],
    },
    open: {
      tags: ["answerShown"],
      on: {
        "faq.toggleSection": [
          { guard: "isOpenSection", target: "closed" },
          { guard: "isSection", target: "open", reenter: true, actions: "openSection" },
        ],
        "faq.selectQuestion": { guard: "isQuestion", actions: "showQuestion" },
      },
    },
    closed: {
      on: { "faq.toggleSection": { guard: "isSection", target: "open", actions: "openSection" } },
    },
  },
})

export type FaqSnapshot = SnapshotFrom<typeof faqMachine>

/** The open section's index, or null when every section is closed. */
export const openSection = (snapshot: FaqSnapshot): number | null =>
  snapshot.matches("open") ? snapshot.context.section : null

/** The shown question as [section, question], or null when no answer shows. */
export const shownQuestion = (snapshot: FaqSnapshot): readonly [number, number] | null =>
  snapshot.matches("open") ? [snapshot.context.section, snapshot.context.question] : null

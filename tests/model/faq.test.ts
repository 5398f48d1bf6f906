import { describe, expect, it } from "vitest"
import { createActor, type SnapshotFrom, setup } from "xstate"
import { createTestModel, type TestParam } from "xstate/graph"
import { faqMachine, openSection, shownQuestion } from "#machines/faq.machine.ts"
import { leafStates, reachedStates } from "./reached.ts"

/**
 * The FAQ accordion (spec-checkout §2 'FAQ page'), written from the spec apart from the machine:
 * sections open one at a time; selecting a question shows its answer; the first answer shows by
 * default. Two sections of two questions are enough to meet every rule.
 */

type ModelEvent =
  | { readonly type: "question.second" }
  | { readonly type: "question.first" }
  | { readonly type: "section.first" }
  | { readonly type: "section.second" }
  | { readonly type: "section.closeOpen" }

const model = setup({ types: { events: {} as ModelEvent } }).createMachine({
  initial: "firstSectionFirstAnswer",
  states: {
    firstSectionFirstAnswer: {
      on: {
        "question.second": "firstSectionSecondAnswer",
        "section.second": "secondSectionFirstAnswer",
        "section.closeOpen": "allClosed",
      },
    },
    firstSectionSecondAnswer: {
      on: {
        "question.first": "firstSectionFirstAnswer",
        "section.second": "secondSectionFirstAnswer",
        "section.closeOpen": "allClosed",
      },
    },
    secondSectionFirstAnswer: {
      on: { "section.first": "firstSectionFirstAnswer", "section.closeOpen": "allClosed" },
    },
    allClosed: {
      on: { "section.first": "firstSectionFirstAnswer", "section.second": "secondSectionFirstAnswer" },
    },
  },
})

const headless = () => createActor(faqMachine, { input: { questionCounts: [2, 2] } }).start()
type Driver = ReturnType<typeof headless>
type Params = TestParam<SnapshotFrom<typeof model>, ModelEvent>

const events = (I: Driver): NonNullable<Params["events"]> => ({
  "question.first": async () => I.send({ type: "faq.selectQuestion", index: 0 }),
  "question.second": async () => I.send({ type: "faq.selectQuestion", index: 1 }),
  "section.first": async () => I.send({ type: "faq.toggleSection", index: 0 }),
  "section.second": async () => I.send({ type: "faq.toggleSection", index: 1 }),
  "section.closeOpen": async () =>
    I.send({ type: "faq.toggleSection", index: openSection(I.getSnapshot())! }),
})

const showing = (I: Driver, section: number, question: number) => {
  expect(openSection(I.getSnapshot())).toBe(section)
  expect(shownQuestion(I.getSnapshot())).toEqual([section, question])
}

const states = (I: Driver): NonNullable<Params["states"]> => ({
  firstSectionFirstAnswer: async () => showing(I, 0, 0),
  firstSectionSecondAnswer: async () => showing(I, 0, 1),
  secondSectionFirstAnswer: async () => showing(I, 1, 0),
  allClosed: async () => {
    expect(openSection(I.getSnapshot())).toBeNull()
    expect(shownQuestion(I.getSnapshot())).toBeNull()
  },
})

const paths = createTestModel(model, {
  events: [
    { type: "question.second" },
    { type: "question.first" },
    { type: "section.first" },
    { type: "section.second" },
    { type: "section.closeOpen" },
  ],
  filterEvents: (state, event) => state.can(event),
}).getShortestPaths()

describe("FAQ accordion, model-based (headless)", () => {
  it("has a path to every state of the model", () => {
    expect(reachedStates(paths)).toEqual(leafStates(model))
  })

  for (const path of paths) {
    it(path.description, async () => {
      const I = headless()
      await path.test({ events: events(I), states: states(I) })
    })
  }
})

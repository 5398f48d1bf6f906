import { describe, expect, it } from "vitest"
import { createActor } from "xstate"
import { faqMachine, openSection, shownQuestion } from "./faq.machine.ts"

const start = (questionCounts: ReadonlyArray<number>) =>
  createActor(faqMachine, { input: { questionCounts } }).start()

describe("FAQ accordion", () => {
  it("shows the first answer of the first section by default", () => {
    const faq = start([3, 2])
    expect(openSection(faq.getSnapshot())).toBe(0)
    expect(shownQuestion(faq.getSnapshot())).toEqual([0, 0])
  })

  it("shows the answer of the selected question", () => {
    const faq = start([3, 2])
    faq.send({ type: "faq.selectQuestion", index: 2 })
    expect(shownQuestion(faq.getSnapshot())).toEqual([0, 2])
  })

  it("opens one section at a time: opening another closes the first and shows its first answer", () => {
    const faq = start([3, 2])
    faq.send({ type: "faq.selectQuestion", index: 1 })
    faq.send({ type: "faq.toggleSection", index: 1 })
    expect(openSection(faq.getSnapshot())).toBe(1)
    expect(shownQuestion(faq.getSnapshot())).toEqual([1, 0])
  })

  it("closes the open section when its heading is pressed again, and reopens it on its first answer", () => {
    const faq = start([3, 2])
    faq.send({ type: "faq.selectQuestion", index: 2 })
    faq.send({ type: "faq.toggleSection", index: 0 })
    expect(openSection(faq.getSnapshot())).toBeNull()
    expect(shownQuestion(faq.getSnapshot())).toBeNull()
    faq.send({ type: "faq.toggleSection", index: 0 })
    expect(shownQuestion(faq.getSnapshot())).toEqual([0, 0])
  })

  it("ignores sections and questions that do not exist", () => {
    const faq = start([3, 2])
    expect(faq.getSnapshot().can({ type: "faq.toggleSection", index: 2 })).toBe(false)
    expect(faq.getSnapshot().can({ type: "faq.selectQuestion", index: 3 })).toBe(false)
    expect(faq.getSnapshot().can({ type: "faq.selectQuestion", index: -1 })).toBe(false)
    faq.send({ type: "faq.selectQuestion", index: 3 })
    expect(shownQuestion(faq.getSnapshot())).toEqual([0, 0])
  })

  it("opens nothing when there are no sections", () => {
    const faq = start([])
    expect(openSection(faq.getSnapshot())).toBeNull()
  })
})

import { Effect, Result } from "effect"
import type { Actor } from "xstate"
import type { FaqSection } from "#core/content/faq.ts"
import { callApi } from "#core/services/api-client.ts"
import { faqMachine, openSection, shownQuestion } from "#machines/faq.machine.ts"
import { journeyActor } from "./actors.ts"
import type { Mismatch } from "./result.ts"
import { same } from "./same.ts"
import type { ExpectFaq } from "./schema-hotel.ts"
import type { Session } from "./session.ts"

/**
 * The FAQ page (/faq/), headless: its sections loaded as web/features/content/faq-loader.ts loads
 * them, and the accordion machine web/features/content/faq-page.tsx runs, fed the same counts.
 */
export interface FaqPage {
  readonly sections: ReadonlyArray<FaqSection>
  readonly actor: Actor<typeof faqMachine>
}

/** Loads /faq/'s content and starts its accordion; a refusal comes back as the reason. */
export const openFaq = async (session: Session): Promise<FaqPage | { readonly error: string }> => {
  const answer = await session.runtime.runPromise(
    Effect.result(callApi((api) => api.content.contents({ query: { key: "faq_content" } }))),
  )
  if (Result.isFailure(answer))
    return {
      error: `the FAQ content did not load (HTTP ${answer.failure.status}: ${answer.failure.message})`,
    }
  const content = answer.success
  if (content.key !== "faq_content") return { error: `the content answered ${content.key}, not the FAQ` }
  const actor = journeyActor(faqMachine, {
    clock: session.clock,
    input: { questionCounts: content.sections.map((s) => s.questions.length) },
  })
  actor.start()
  return { sections: content.sections, actor }
}

/** A section by its title, id or position (0 = first), as the journey names it. */
export const sectionIndex = (page: FaqPage, ref: string | number): number =>
  typeof ref === "number" ? ref : page.sections.findIndex((s) => s.title === ref || s.id === ref)

/** A question of the open section by its text or position. */
export const questionIndex = (page: FaqPage, ref: string | number): number => {
  const open = openSection(page.actor.getSnapshot())
  const questions = open === null ? [] : (page.sections[open]?.questions ?? [])
  return typeof ref === "number" ? ref : questions.findIndex((q) => q.question === ref)
}

export const faqView = (page: FaqPage) => {
  const snapshot = page.actor.getSnapshot()
  const open = openSection(snapshot)
  const shown = shownQuestion(snapshot)
  const question = shown === null ? undefined : page.sections[shown[0]]?.questions[shown[1]]
  return {
    sections: page.sections.map((s) => s.title),
    open: open === null ? null : (page.sections[open]?.title ?? null),
    questions: open === null ? [] : (page.sections[open]?.questions.map((q) => q.question) ?? []),
    shown: question?.question ?? null,
    answer: question?.answer ?? null,
  }
}

export const matchFaq = (expected: ExpectFaq, view: ReturnType<typeof faqView>): Array<Mismatch> => {
  const out: Array<Mismatch> = []
  for (const key of ["sections", "open", "questions", "shown"] as const)
    same(out, key, expected[key], view[key])
  if (expected.answer !== undefined && !(view.answer ?? "").includes(expected.answer))
    out.push({ at: "answer", expected: `contains ${JSON.stringify(expected.answer)}`, actual: view.answer })
  return out
}

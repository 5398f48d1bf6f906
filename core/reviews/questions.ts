import { isWrittenText, withLineFeeds } from "../text/written.ts"
import { QUESTION_MAX_LENGTH, QUESTION_MIN_LENGTH } from "./limits.ts"

/**
 * A question as it is stored and shown: the ask form is a textarea, so line breaks are kept, as
 * `\n` whatever the browser sent (`\r\n`, `\r`); spaces ending a line go (a line of spaces is
 * blank); at most one blank line between paragraphs; no blank start or end.
 */
export const normaliseQuestion = (question: string): string =>
  withLineFeeds(question)
    .replace(/[^\S\p{Cc}]+\n/gu, "\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim()

/**
 * Why a question cannot be posted as it is, or undefined when it can. Measured in characters on
 * the normalised text, the text that is stored.
 */
export const questionProblem = (question: string): string | undefined => {
  const text = normaliseQuestion(question)
  const length = [...text].length
  if (length === 0) return "question: please write your question"
  if (!isWrittenText(text)) {
    return "question: must not contain control characters other than line breaks"
  }
  if (length < QUESTION_MIN_LENGTH) {
    return `question: at least ${QUESTION_MIN_LENGTH} characters, please (${length} given)`
  }
  if (length > QUESTION_MAX_LENGTH) {
    return `question: at most ${QUESTION_MAX_LENGTH} characters, please (${length} given)`
  }
  return undefined
}

/** spec-checkout §3 Q&A author: the name given, else a signed-in member's first name, else 'Guest'. */
export const questionAuthor = (given: string | undefined, memberFirstName: string | undefined): string => {
  const name = given?.trim()
  if (name !== undefined && name !== "") return name
  const member = memberFirstName?.trim()
  return member !== undefined && member !== "" ? member : "Guest"
}

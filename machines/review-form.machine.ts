import { assign, fromPromise, type SnapshotFrom, setup } from "xstate"
import { REVIEW_TEXT_MAX, REVIEW_TEXT_MIN } from "#core/reviews/stay-review.ts"
import { type ApiFailure, apiFailure } from "./lib/api-failure.ts"
import { failed, notProvided } from "./lib/invoke.ts"

/**
 * The review form of /tripadvisor/reviews-{hotelId}/ (spec-checkout §2 'Collect review', ADR 093):
 * stars and a text, sent with the review link's token, which proves the stay. The server's
 * refusal (no stay, link expired, already reviewed) is shown in its own words.
 */

/** PUT /api/feedback/v2/feedbacks/. */
export interface PublishReviewRequest {
  readonly hotel_id: string
  readonly rating: number
  readonly review_text: string
  readonly token: string
}

export interface ReviewFormContext {
  readonly hotelId: string
  readonly token: string
  readonly rating: number | null
  readonly text: string
  /** Set by a send that lacked stars or enough text, until that is fixed. */
  readonly problem: "rating" | "text" | null
  readonly error: ApiFailure | null
}

export type ReviewFormEvent =
  | { readonly type: "rating.select"; readonly rating: number }
  | { readonly type: "text.change"; readonly text: string }
  | { readonly type: "review.submit" }

export type ReviewFormTag = "editing" | "submitting"

const textLength = (text: string) => [...text.trim()].length

export const reviewFormMachine = setup({
  types: {
    context: {} as ReviewFormContext,
    events: {} as ReviewFormEvent,
    input: {} as { readonly hotelId: string; readonly token: string },
    tags: {} as ReviewFormTag,
  },
  actors: {
    publishReview: fromPromise<unknown, PublishReviewRequest>(notProvided("publishReview")),
  },
  guards: {
    hasRating: ({ context }) => context.rating !== null,
    textFits: ({ context }) =>
      textLength(context.text) >= REVIEW_TEXT_MIN && textLength(context.text) <= REVIEW_TEXT_MAX,
  },
  actions: {
    storeError: assign((_, error: unknown) => ({ error: apiFailure(error) })),
  },
}).createMachine({
  id: "reviewForm",
  context: ({ input }) => ({ ...input, rating: null, text: "", problem: null, error: null }),
  initial: "editing",
  states: {
    editing: {
      tags: "editing",
      on: {
        "rating.select": {
          guard: ({ event }) => Number.isInteger(event.rating) && event.rating >= 1 && event.rating <= 5,
          actions: assign(({ context, event }) => ({
            rating: event.rating,
            problem: context.problem === "rating" ? null : context.problem,
          })),
        },
        "text.change": {
          actions: assign(({ context, event }) => ({
            text: event.text,
            problem: context.problem === "text" ? null : context.problem,
          })),
        },
        "review.submit": [
          { guard: "hasRating", target: "checkText" },
          { actions: assign({ problem: "rating" }) },
        ],
      },
    },
    checkText: {
      always: [
        { guard: "textFits", target: "submitting" },
        { target: "editing", actions: assign({ problem: "text" }) },
      ],
    },
    submitting: {
      tags: "submitting",
      entry: assign({ error: null, problem: null }),
      invoke: {
        src: "publishReview",
        input: ({ context }) => ({
          hotel_id: context.hotelId,
          rating: context.rating ?? 0,
          review_text: context.text.trim(),
          token: context.token,
        }),
        onDone: "published",
        onError: { target: "editing", actions: { type: "storeError", params: failed } },
      },
    },
    /** The page goes to /tripadvisor/thank-you/. */
    published: { type: "final" },
  },
})

export type ReviewFormSnapshot = SnapshotFrom<typeof reviewFormMachine>

import { assign, fromPromise, type SnapshotFrom, setup } from "xstate"
import type { FeedbackTag } from "#core/content/feedback-tags.ts"
import { type ApiFailure, apiFailure } from "./lib/api-failure.ts"
import { failed, notProvided } from "./lib/invoke.ts"

/**
 * The feedback form after a stay (spec-checkout §2 /feedback/{feedbackId}/ and /change/, §3
 * 'Feedback', ADR 093): stars, the tag sections' values and a comment, sent with PUT
 * /api/v1/feedbacks/. Stars are required; a failed send keeps what was entered and says why.
 */

export interface FeedbackAnswers {
  readonly id: string
  readonly rating: number | null
  readonly tags: ReadonlyArray<FeedbackTag>
  readonly comments: string
}

/** PUT /api/v1/feedbacks/. */
export interface SaveFeedbackRequest {
  readonly id: string
  readonly rating: number
  readonly tags: ReadonlyArray<FeedbackTag>
  readonly comments: string
}

export interface FeedbackFormContext extends FeedbackAnswers {
  /** A send without stars names the missing field until stars are chosen. */
  readonly ratingMissing: boolean
  readonly error: ApiFailure | null
}

export type FeedbackFormEvent =
  | { readonly type: "rating.select"; readonly rating: number }
  | { readonly type: "tag.toggle"; readonly section: string; readonly value: string }
  | { readonly type: "comments.change"; readonly comments: string }
  | { readonly type: "feedback.submit" }

export type FeedbackFormTag = "editing" | "submitting"

const sameTag = (a: FeedbackTag, b: FeedbackTag) => a.section === b.section && a.value === b.value

export const feedbackFormMachine = setup({
  types: {
    context: {} as FeedbackFormContext,
    events: {} as FeedbackFormEvent,
    input: {} as FeedbackAnswers,
    tags: {} as FeedbackFormTag,
  },
  actors: {
    saveFeedback: fromPromise<unknown, SaveFeedbackRequest>(notProvided("saveFeedback")),
  },
  guards: {
    hasRating: ({ context }) => context.rating !== null,
  },
  actions: {
    selectRating: assign((_, rating: number) => ({ rating, ratingMissing: false })),
    toggleTag: assign(({ context }, tag: FeedbackTag) => ({
      tags: context.tags.some((t) => sameTag(t, tag))
        ? context.tags.filter((t) => !sameTag(t, tag))
        : [...context.tags, tag],
    })),
    changeComments: assign((_, comments: string) => ({ comments })),
    askForRating: assign({ ratingMissing: true }),
    storeError: assign((_, error: unknown) => ({ error: apiFailure(error) })),
  },
}).createMachine({
  id: "feedbackForm",
  context: ({ input }) => ({ ...input, ratingMissing: false, error: null }),
  initial: "editing",
  states: {
    editing: {
      tags: "editing",
      on: {
        "rating.select": {
          guard: ({ event }) => Number.isInteger(event.rating) && event.rating >= 1 && event.rating <= 5,
          actions: { type: "selectRating", params: ({ event }) => event.rating },
        },
        "tag.toggle": {
          actions: {
            type: "toggleTag",
            params: ({ event }) => ({ section: event.section, value: event.value }),
          },
        },
        "comments.change": { actions: { type: "changeComments", params: ({ event }) => event.comments } },
        "feedback.submit": [{ guard: "hasRating", target: "submitting" }, { actions: "askForRating" }],
      },
    },
    submitting: {
      tags: "submitting",
      entry: assign({ error: null }),
      invoke: {
        src: "saveFeedback",
        input: ({ context }) => ({
          id: context.id,
          rating: context.rating ?? 0,
          tags: context.tags,
          comments: context.comments,
        }),
        onDone: "saved",
        onError: { target: "editing", actions: { type: "storeError", params: failed } },
      },
    },
    /** The page goes to /feedback/{id}/thanks/. */
    saved: { type: "final" },
  },
})

export type FeedbackFormSnapshot = SnapshotFrom<typeof feedbackFormMachine>

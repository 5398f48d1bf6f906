import { assign, fromPromise, type SnapshotFrom, setup } from "xstate"
import type { Feedback, Feedbacks } from "#core/api/reviews.ts"
import { REVIEWS_PAGE_SIZE } from "#core/reviews/limits.ts"
import { notProvided } from "./lib/invoke.ts"

/** GET /api/feedback/v1/hotel-feedbacks/{hotelId} (spec-search §7): page_index is 10 × the page. */
export interface ReviewsPageRequest {
  readonly hotelId: string
  readonly page_index: number
  readonly page_size: number
}

export interface HotelReviewsContext {
  readonly hotelId: string
  /** Every review loaded so far, pages in order: the page lists them, 'load more' appends. */
  readonly reviews: ReadonlyArray<Feedback>
  readonly loadedPages: number
  /** The hotel's review count; null until the first page answers. */
  readonly totalCount: number | null
  /** The page the reviews modal shows, 0-based. */
  readonly page: number
  readonly modalOpen: boolean
  /** The last load failed; the reviews already shown stay and 'load more' tries again. */
  readonly failed: boolean
  /** The load under way was asked for by `reviews.next`: show its page when it lands. */
  readonly advance: boolean
}

export type HotelReviewsEvent =
  | { readonly type: "reviews.more" }
  | { readonly type: "reviews.next" }
  | { readonly type: "reviews.prev" }
  | { readonly type: "modal.open" }
  | { readonly type: "modal.close" }

export interface HotelReviewsInput {
  readonly hotelId: string
  /** The first page, when the server rendered it: nothing is loaded at start. */
  readonly firstPage?: Feedbacks
}

export type HotelReviewsTag = "loading"

const hasMore = (c: HotelReviewsContext) =>
  c.totalCount === null || c.loadedPages * REVIEWS_PAGE_SIZE < c.totalCount

/**
 * A hotel's reviews (spec-search §7, §9: 10 a page) on the page and in the reviews modal.
 * Pages load in order, so `reviews.next` past the last loaded page is a load; a failure ends
 * loading and keeps what was shown.
 */
export const hotelReviewsMachine = setup({
  types: {
    context: {} as HotelReviewsContext,
    events: {} as HotelReviewsEvent,
    input: {} as HotelReviewsInput,
    tags: {} as HotelReviewsTag,
  },
  actors: {
    fetchReviews: fromPromise<Feedbacks, ReviewsPageRequest>(notProvided("fetchReviews")),
  },
  guards: {
    started: ({ context }) => context.totalCount !== null,
    hasMore: ({ context }) => hasMore(context),
    nextLoaded: ({ context }) => context.page + 1 < context.loadedPages,
    // The page after the last loaded one exists only if the count says so.
    nextExists: ({ context }) =>
      context.page + 1 === context.loadedPages && hasMore(context) && context.totalCount !== null,
    hasPrev: ({ context }) => context.page > 0,
  },
  actions: {
    append: assign(({ context }, answer: Feedbacks) => ({
      reviews: [...context.reviews, ...answer.feedbacks],
      loadedPages: context.loadedPages + 1,
      totalCount: answer.total_count,
      page: context.advance ? context.loadedPages : context.page,
      failed: false,
      advance: false,
    })),
    fail: assign({ failed: true, advance: false }),
    loadForNext: assign({ advance: true }),
    next: assign({ page: ({ context }) => context.page + 1 }),
    prev: assign({ page: ({ context }) => context.page - 1 }),
  },
}).createMachine({
  id: "hotelReviews",
  context: ({ input }) => ({
    hotelId: input.hotelId,
    reviews: input.firstPage?.feedbacks ?? [],
    loadedPages: input.firstPage === undefined ? 0 : 1,
    totalCount: input.firstPage?.total_count ?? null,
    page: 0,
    modalOpen: false,
    failed: false,
    advance: false,
  }),
  initial: "starting",
  on: {
    "reviews.prev": { guard: "hasPrev", actions: "prev" },
    "modal.open": { actions: assign({ modalOpen: true }) },
    "modal.close": { actions: assign({ modalOpen: false }) },
  },
  states: {
    starting: { always: [{ guard: "started", target: "idle" }, { target: "loading" }] },
    loading: {
      tags: ["loading"],
      invoke: {
        src: "fetchReviews",
        input: ({ context }) => ({
          hotelId: context.hotelId,
          page_index: REVIEWS_PAGE_SIZE * context.loadedPages,
          page_size: REVIEWS_PAGE_SIZE,
        }),
        onDone: { target: "idle", actions: { type: "append", params: ({ event }) => event.output } },
        onError: { target: "idle", actions: "fail" },
      },
    },
    idle: {
      on: {
        "reviews.more": { guard: "hasMore", target: "loading" },
        "reviews.next": [
          { guard: "nextLoaded", actions: "next" },
          { guard: "nextExists", target: "loading", actions: "loadForNext" },
        ],
      },
    },
  },
})

export type HotelReviewsSnapshot = SnapshotFrom<typeof hotelReviewsMachine>

/** The modal's page: its reviews, its number (1-based) and the page count. */
export const reviewsPage = (context: HotelReviewsContext) => ({
  reviews: context.reviews.slice(context.page * REVIEWS_PAGE_SIZE, (context.page + 1) * REVIEWS_PAGE_SIZE),
  number: context.page + 1,
  count: Math.ceil((context.totalCount ?? 0) / REVIEWS_PAGE_SIZE),
})

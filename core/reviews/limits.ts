/** Plain numbers, apart from the contract's schemas, so the pages that page through reviews and
 * questions need not load Effect to know them (ADR 070). */
/** spec-search §9 and spec-checkout §9: reviews come 10 a page, Q&A 5 a page. */
export const REVIEWS_PAGE_SIZE = 10
export const QUESTIONS_PAGE_SIZE = 5
/** spec-search §7 'ratings (default 4 and 5)'. */
export const DEFAULT_REVIEW_RATINGS: ReadonlyArray<number> = [4, 5]
/** One page of a POST can ask for up to this many hotels. */
export const MAX_SUMMARY_HOTELS = 50
/** Recent reviews shown beside one hotel's summary, and best reviews across the hotels asked. */
export const USER_REVIEWS_COUNT = 3
export const TOP_REVIEWS_COUNT = 3
/** A question is a sentence, not a word nor an essay. */
export const QUESTION_MIN_LENGTH = 10
export const QUESTION_MAX_LENGTH = 500
/** The name shown beside a question. */
export const QUESTION_AUTHOR_MAX_LENGTH = 60

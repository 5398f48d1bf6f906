/**
 * Contract limits the browser applies before it calls, apart from the endpoint schemas that also
 * check them: a page hydrates without Effect's Schema (docs/decisions/070-javascript-budget.md).
 */

/** One call prices a city's worth of hotels; more ids than this is not a search (ADR 065). */
export const MAX_PRICED_HOTELS = 500

/** spec-search §5: more than 2 characters are needed; the product caps queries at 100. */
export const SEARCH_STRING_MAX = 100

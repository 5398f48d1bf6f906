import type { Translate } from "#core/i18n/translate.ts"
import type { ParsedSearchQuery } from "#core/search/search-query.ts"

/** The results page's heading: the location label the traveller searched for. */
export const searchHeading = (query: ParsedSearchQuery, t: Translate): string =>
  query.q.trim() === "" ? t("results.heading.searchAny") : t("results.heading.search", { q: query.q.trim() })

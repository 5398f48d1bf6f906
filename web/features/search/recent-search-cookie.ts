import {
  addRecentSearch,
  parseRecentSearches,
  RECENT_SEARCHES_COOKIE,
  type RecentSearch,
  recentSearchesSetCookie,
} from "#core/search/recent-searches.ts"

/** The cookie's raw value in `cookieHeader` (document.cookie), percent-decoded; undefined when absent. */
export const readCookie = (cookieHeader: string, name: string): string | undefined => {
  for (const part of cookieHeader.split(";")) {
    const [key, ...value] = part.trim().split("=")
    if (key !== name) continue
    try {
      return decodeURIComponent(value.join("="))
    } catch {
      return undefined
    }
  }
  return undefined
}

/**
 * The recent_searches cookie after a search (spec-search §5 and §9: at most 3, de-duplicated by
 * label, kept 30 days): the Set-Cookie text to assign to document.cookie.
 */
export const recentSearchesAfter = (
  cookieHeader: string,
  search: Omit<RecentSearch, "saved_at">,
  nowMs: number,
): string => {
  const entries = parseRecentSearches(readCookie(cookieHeader, RECENT_SEARCHES_COOKIE), nowMs)
  return recentSearchesSetCookie(addRecentSearch(entries, { ...search, saved_at: nowMs }))
}

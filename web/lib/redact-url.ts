/** Query parameters that are secrets: the password reset link's token (ADR 050). */
const SECRET_PARAMS = ["token"]

/**
 * The page's address as error reports may carry it: a capability in the query (the reset link's
 * token) would otherwise sit in the error log for as long as the link works.
 */
export const redactUrl = (href: string): string => {
  const url = new URL(href)
  for (const name of SECRET_PARAMS) if (url.searchParams.has(name)) url.searchParams.set(name, "redacted")
  return url.href
}

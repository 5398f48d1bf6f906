/**
 * robots.txt (ADR 066). Crawlers may read every open page; they are kept out of the API and of
 * pages that are personal, transactional or made from a visitor's own search: those are never
 * cached (core/routes/registry.ts gives them no cache lifetime) and would be empty or private to
 * a crawler. Each prefix is checked against the registry in robots.test.ts.
 */
export const DISALLOWED_PREFIXES: ReadonlyArray<string> = [
  "/api/",
  "/account/",
  "/itinerary/",
  "/confirmation/",
  "/payment-process/",
  "/login/",
  "/signup/",
  "/forgot-password/",
  "/update-profile/",
  "/search/",
  "/rewards/",
  "/feedback/",
  "/hotels-near-me/",
  // Cancellation links are capabilities (DESIGN.md); they must not end up in an index.
  "/c-",
]

/** The file for one channel; `origin` is that channel's configured public origin, never the Host. */
export const robotsTxt = (origin: string): string =>
  [
    "User-agent: *",
    "Allow: /",
    ...DISALLOWED_PREFIXES.map((prefix) => `Disallow: ${prefix}`),
    "",
    `Sitemap: ${new URL("/sitemap.xml", origin).href}`,
    "",
  ].join("\n")

/**
 * What a page's loader may say about the document head: the server writes it into the HTML
 * (web/entry-server.tsx) and the shell keeps the tab title in step after navigation. Pages
 * without one use their screen's fixed title and description (web/app/screens.ts).
 */
export interface PageHead {
  readonly title: string
  readonly description: string | null
  /** Path only; the origin is the configured public one. */
  readonly canonicalPath: string | null
  /** schema.org objects, each written as `<script type="application/ld+json">` (data, never run). */
  readonly jsonLd: ReadonlyArray<unknown>
}

const isPageHead = (value: unknown): value is PageHead =>
  typeof value === "object" && value !== null && typeof (value as PageHead).title === "string"

/** The head a route's loader data carries under `head`, deepest route first; null when none does. */
export const pageHeadOf = (loaderData: ReadonlyArray<unknown>): PageHead | null => {
  for (const data of [...loaderData].reverse()) {
    const head = (data as { head?: unknown } | null)?.head
    if (isPageHead(head)) return head
  }
  return null
}

/**
 * Asks for the page's modules with `<link rel="modulepreload">`, a few per task. Starting a fetch
 * from the page is not free: at Lighthouse's 4× slowdown each link cost 1–5 ms here, and the
 * hotel page's 39 in one task held the main thread for 40–100 ms (docs/decisions/123-page-start-in-shorter-tasks.md).
 */
export const PRELOADS_PER_TASK = 8

/** The parts of the document this needs, so it can be exercised outside a browser. */
export interface PreloadingDocument<L extends { rel: string; href: string }> {
  createElement(tag: "link"): L
  readonly head: { append(link: L): void }
}

export const preloadModules = async <L extends { rel: string; href: string }>(
  doc: PreloadingDocument<L>,
  hrefs: ReadonlyArray<string>,
  nextTask: () => Promise<void>,
): Promise<void> => {
  const wanted = hrefs.filter((href) => href !== "")
  for (let start = 0; start < wanted.length; start += PRELOADS_PER_TASK) {
    if (start > 0) await nextTask()
    for (const href of wanted.slice(start, start + PRELOADS_PER_TASK)) {
      const link = doc.createElement("link")
      link.rel = "modulepreload"
      link.href = href
      doc.head.append(link)
    }
  }
}

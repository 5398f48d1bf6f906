/**
 * When the scripts that hydrate a page may start loading: once the browser has painted the server's
 * HTML and the page's main pictures (docs/decisions/111-hydrate-after-main-content.md). Until then
 * the stylesheets and the largest picture have the network to themselves.
 */

/** The paint-timing observer this needs: absent where the browser does not report paints. */
export interface PaintObserverConstructor {
  readonly supportedEntryTypes?: ReadonlyArray<string>
  new (
    callback: (entries: { getEntriesByName(name: string): ReadonlyArray<unknown> }) => void,
  ): { observe(options: { type: string; buffered: boolean }): void; disconnect(): void }
}

/** The parts of the browser this needs, so it can be exercised outside one. */
export interface PaintingWindow {
  readonly document: {
    readonly visibilityState: DocumentVisibilityState
    querySelectorAll(selector: string): Iterable<HTMLImageElement>
  }
  readonly PerformanceObserver?: PaintObserverConstructor
  requestAnimationFrame(callback: () => void): unknown
  setTimeout(callback: () => void, ms: number): unknown
}

/** The pictures the server marks as the page's largest (hero and first result card). */
export const MAIN_PICTURES = 'img[fetchpriority="high"]'
/**
 * A picture that never arrives, or a paint the browser never reports (a tab hidden before its
 * first paint), must not keep the page from becoming interactive.
 */
export const PICTURE_WAIT_CAP_MS = 3000

const loaded = (picture: HTMLImageElement): Promise<void> =>
  picture.complete
    ? Promise.resolve()
    : new Promise((resolve) => {
        picture.addEventListener("load", () => resolve(), { once: true })
        picture.addEventListener("error", () => resolve(), { once: true })
      })

/** A frame is rendered, then the task after it runs: the paint that frame produced is on screen. */
const nextPaint = (win: PaintingWindow): Promise<void> =>
  new Promise((resolve) => win.requestAnimationFrame(() => win.setTimeout(resolve, 0)))

const capped = (win: PaintingWindow, wait: Promise<unknown>): Promise<unknown> =>
  Promise.race([wait, new Promise<void>((resolve) => win.setTimeout(resolve, PICTURE_WAIT_CAP_MS))])

/**
 * The first contentful paint as the browser reports it: on screen, which under load can be well
 * after the frame that produced it. Without paint timing, the next frame's paint stands in.
 */
const firstContentfulPaint = async (win: PaintingWindow): Promise<void> => {
  const Observer = win.PerformanceObserver
  if (Observer?.supportedEntryTypes?.includes("paint") !== true) return nextPaint(win)
  let observer: InstanceType<PaintObserverConstructor> | undefined
  const reported = new Promise<void>((resolve) => {
    observer = new Observer((entries) => {
      if (entries.getEntriesByName("first-contentful-paint").length > 0) resolve()
    })
    observer.observe({ type: "paint", buffered: true })
  })
  await capped(win, reported)
  observer?.disconnect()
}

export const afterMainContent = async (win: PaintingWindow): Promise<void> => {
  // A tab opened in the background paints nothing (and runs no animation frames) until shown.
  if (win.document.visibilityState === "hidden") return
  await firstContentfulPaint(win)
  const pictures = [...win.document.querySelectorAll(MAIN_PICTURES)].map(loaded)
  if (pictures.length === 0) return
  await capped(win, Promise.all(pictures))
  await nextPaint(win)
}

/**
 * When the scripts that hydrate a page may start loading: once the browser has painted the server's
 * HTML and the page's main pictures (docs/decisions/111-hydrate-after-main-content.md). Until then
 * the stylesheets and the largest picture have the network to themselves.
 */

/** The parts of the browser this needs, so it can be exercised outside one. */
export interface PaintingWindow {
  readonly document: {
    readonly visibilityState: DocumentVisibilityState
    querySelectorAll(selector: string): Iterable<HTMLImageElement>
  }
  requestAnimationFrame(callback: () => void): unknown
  setTimeout(callback: () => void, ms: number): unknown
}

/** The pictures the server marks as the page's largest (hero and first result card). */
export const MAIN_PICTURES = 'img[fetchpriority="high"]'
/** A picture that never arrives must not keep the page from becoming interactive. */
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

export const afterMainContent = async (win: PaintingWindow): Promise<void> => {
  // A tab opened in the background paints nothing (and runs no animation frames) until shown.
  if (win.document.visibilityState === "hidden") return
  await nextPaint(win)
  const pictures = [...win.document.querySelectorAll(MAIN_PICTURES)].map(loaded)
  if (pictures.length === 0) return
  const cap = new Promise<void>((resolve) => win.setTimeout(resolve, PICTURE_WAIT_CAP_MS))
  await Promise.race([Promise.all(pictures), cap])
  await nextPaint(win)
}

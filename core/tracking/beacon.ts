export interface Beacon {
  readonly send: (url: string, body: string) => void
  /** Calls `f` when the page is hidden or left; returns the unsubscribe. */
  readonly onHide: (f: () => void) => () => void
}

/**
 * `navigator.sendBeacon` and page-lifecycle events, when this runs in a browser. Looked up while the
 * layer is built, never at import, so core stays loadable in Node and during server rendering.
 */
export const browserBeacon = (): Beacon | undefined => {
  const g = globalThis as {
    navigator?: { sendBeacon?: (url: string, data: Blob) => boolean }
    addEventListener?: (type: string, f: () => void) => void
    removeEventListener?: (type: string, f: () => void) => void
    document?: {
      visibilityState?: string
      addEventListener?: (type: string, f: () => void) => void
      removeEventListener?: (type: string, f: () => void) => void
    }
  }
  const nav = g.navigator
  const doc = g.document
  if (
    typeof nav?.sendBeacon !== "function" ||
    typeof g.addEventListener !== "function" ||
    typeof doc?.addEventListener !== "function"
  ) {
    return undefined
  }
  return {
    send: (url, body) => {
      try {
        nav.sendBeacon?.(url, new Blob([body], { type: "application/json" }))
      } catch {
        // A refused beacon (quota, policy) is a lost batch, never a broken page.
      }
    },
    // Hidden is the last moment a page is sure to run (tab switch, close, app switch on mobile);
    // pagehide covers browsers that skip it on navigation.
    onHide: (f) => {
      const onVisibility = () => {
        if (doc.visibilityState === "hidden") f()
      }
      g.addEventListener?.("pagehide", f)
      doc.addEventListener?.("visibilitychange", onVisibility)
      return () => {
        g.removeEventListener?.("pagehide", f)
        doc.removeEventListener?.("visibilitychange", onVisibility)
      }
    },
  }
}

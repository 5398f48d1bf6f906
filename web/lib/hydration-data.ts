import type { AppConfig } from "./app-config.tsx"

/**
 * The server's data for the first render travels in `<script type="application/json">`, which
 * browsers never execute, so the CSP can forbid inline scripts (docs/decisions/013-ssr-hydration.md).
 */
export const HYDRATION_ELEMENT_ID = "app-data"

/** React Router's state after the server's loaders ran, in plain JSON. */
export interface RouterHydration {
  readonly loaderData: Record<string, unknown>
  readonly actionData: Record<string, unknown> | null
  /** Route errors; an Error becomes `{ message }`, a thrown response keeps its status fields. */
  readonly errors: Record<string, unknown> | null
}

export interface HydrationPayload {
  readonly config: AppConfig
  readonly router: RouterHydration
}

/**
 * JSON safe to place inside a script element: '<' is escaped, so neither '</script>' nor '<!--'
 * can appear in the element's text, whatever the data holds.
 */
export const serializeForScript = (payload: HydrationPayload): string =>
  JSON.stringify(payload)
    .replace(/</g, "\\u003c")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029")

export const readHydrationPayload = (doc: Document): HydrationPayload => {
  const element = doc.getElementById(HYDRATION_ELEMENT_ID)
  if (element?.textContent == null) throw new Error(`#${HYDRATION_ELEMENT_ID} is missing from the page`)
  return JSON.parse(element.textContent) as HydrationPayload
}

import { HYDRATION_MODULES_ATTRIBUTE } from "./assets.ts"

/**
 * The HTML document around the server-rendered app. Only data elements and external module
 * scripts appear in it: the CSP allows no inline executable script (DESIGN.md 'Rendering and caching').
 */

export interface DocumentParts {
  readonly lang: string
  readonly title: string
  readonly description: string | null
  /** Absolute URL from configured origin; null for pages that should not be indexed as such (404). */
  readonly canonical: string | null
  readonly stylesheets: ReadonlyArray<string>
  readonly hydrationModules: ReadonlyArray<string>
  readonly entryScript: string
  readonly appHtml: string
  readonly dataElementId: string
  /** Already escaped for a script element (serializeForScript). */
  readonly dataJson: string
  /** schema.org JSON-LD blocks; `application/ld+json` is data, never executed, so the CSP holds. */
  readonly jsonLd?: ReadonlyArray<unknown>
}

/** JSON inside a script element: '<' escaped, so no '</script>' can close it early. */
const scriptJson = (value: unknown): string => JSON.stringify(value).replace(/</g, "\\u003c")

const escapeHtml = (text: string): string =>
  text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#39;")

// The brand tile as the tab icon: an inline data URL, so no /favicon.ico request ever 404s.
const FAVICON = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="9" fill="#0b7a55"/><circle cx="16" cy="12" r="7.5" fill="#fff"/><circle cx="11" cy="15.5" r="4.5" fill="#fff"/><circle cx="21" cy="15.5" r="4.5" fill="#fff"/><rect x="14.5" y="17" width="3" height="9" rx="1.5" fill="#fff"/></svg>',
)}`

export const renderDocument = (parts: DocumentParts): string => {
  const head = [
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(parts.title)}</title>`,
    parts.description === null ? "" : `<meta name="description" content="${escapeHtml(parts.description)}">`,
    parts.canonical === null ? "" : `<link rel="canonical" href="${escapeHtml(parts.canonical)}">`,
    '<meta name="theme-color" content="#0b7a55">',
    `<link rel="icon" href="${FAVICON}">`,
    ...parts.stylesheets.map((href) => `<link rel="stylesheet" href="${escapeHtml(href)}">`),
    // The server's HTML paints with the stylesheets alone: the small entry loads at low priority
    // and fetches the modules that hydrate the page once its main content has painted
    // (docs/decisions/111-hydrate-after-main-content.md), so they take no bandwidth from it.
    `<script type="module" src="${escapeHtml(parts.entryScript)}" fetchpriority="low" ${HYDRATION_MODULES_ATTRIBUTE}="${escapeHtml(parts.hydrationModules.join(" "))}"></script>`,
    ...(parts.jsonLd ?? []).map((ld) => `<script type="application/ld+json">${scriptJson(ld)}</script>`),
  ]
    .filter((line) => line !== "")
    .join("\n")
  return [
    "<!doctype html>",
    `<html lang="${escapeHtml(parts.lang)}">`,
    `<head>\n${head}\n</head>`,
    "<body>",
    `<div id="root">${parts.appHtml}</div>`,
    `<script type="application/json" id="${escapeHtml(parts.dataElementId)}">${parts.dataJson}</script>`,
    "</body>",
    "</html>",
    "",
  ].join("\n")
}

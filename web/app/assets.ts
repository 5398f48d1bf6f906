/** The part of Vite's build manifest (`.vite/manifest.json`) the server render reads. */
export interface ManifestChunk {
  readonly file: string
  readonly css?: ReadonlyArray<string>
  readonly imports?: ReadonlyArray<string>
}
export type ViteManifest = Readonly<Record<string, ManifestChunk>>

/** The client entry, as the manifest keys it (relative to the project root). */
export const CLIENT_ENTRY = "web/entry-client.ts"
/**
 * The module the entry imports first, once the page's main content has painted: it evaluates the
 * libraries (React, the router, XState) in a task of their own (ADR 123).
 */
export const LIBRARIES_MODULE = "web/lib/react-modules.ts"
/** The module the entry imports next, to hydrate the page. */
export const HYDRATION_MODULE = "web/hydrate.tsx"
/** The entry script's attribute listing the modules hydration needs (web/entry-client.ts). */
export const HYDRATION_MODULES_ATTRIBUTE = "data-hydration-modules"

export interface PageAssets {
  readonly entryScript: string
  readonly stylesheets: ReadonlyArray<string>
  /** Loaded by the entry once the main content has painted, side by side. */
  readonly hydrationModules: ReadonlyArray<string>
}

/**
 * Files a page needs before it can hydrate: the entry, the libraries' module, the hydration
 * module, the chunks they import, the page's own lazy chunk (listed so hydration does not wait on a second round trip),
 * and their CSS, every stylesheet linked up front so the server's HTML paints styled.
 */
export const pageAssets = (manifest: ViteManifest, pageModules: ReadonlyArray<string>): PageAssets => {
  const entry = manifest[CLIENT_ENTRY]
  if (entry === undefined) throw new Error(`The client build has no ${CLIENT_ENTRY}: run \`npm run build\``)
  const scripts = new Set<string>()
  const stylesheets = new Set<string>()
  const visit = (key: string) => {
    const chunk = manifest[key]
    if (chunk === undefined || scripts.has(chunk.file)) return
    scripts.add(chunk.file)
    for (const css of chunk.css ?? []) stylesheets.add(css)
    for (const imported of chunk.imports ?? []) visit(imported)
  }
  visit(CLIENT_ENTRY)
  visit(LIBRARIES_MODULE)
  visit(HYDRATION_MODULE)
  for (const module of pageModules) visit(module)
  scripts.delete(entry.file)
  const url = (file: string) => `/${file}`
  return {
    entryScript: url(entry.file),
    stylesheets: [...stylesheets].map(url),
    hydrationModules: [...scripts].map(url),
  }
}

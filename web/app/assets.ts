/** The part of Vite's build manifest (`.vite/manifest.json`) the server render reads. */
export interface ManifestChunk {
  readonly file: string
  readonly css?: ReadonlyArray<string>
  readonly imports?: ReadonlyArray<string>
}
export type ViteManifest = Readonly<Record<string, ManifestChunk>>

/** The client entry, as the manifest keys it (relative to the project root). */
export const CLIENT_ENTRY = "web/entry-client.tsx"

export interface PageAssets {
  readonly entryScript: string
  readonly stylesheets: ReadonlyArray<string>
  readonly modulePreloads: ReadonlyArray<string>
}

/**
 * Files a page needs before it can hydrate: the entry, the chunks it imports, the page's own
 * lazy chunk (preloaded so hydration does not wait on a second round trip), and their CSS.
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
  for (const module of pageModules) visit(module)
  scripts.delete(entry.file)
  const url = (file: string) => `/${file}`
  return {
    entryScript: url(entry.file),
    stylesheets: [...stylesheets].map(url),
    modulePreloads: [...scripts].map(url),
  }
}

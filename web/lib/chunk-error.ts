/**
 * Whether a rendering failure is a page chunk that could not be downloaded: a dropped connection,
 * or a deploy that replaced the hashed files this tab still refers to. Browsers word it
 * differently; Vite's preloader adds its own wording for stylesheets.
 */
export const isChunkLoadError = (error: unknown): boolean => {
  if (!(error instanceof Error)) return false
  return (
    error.name === "ChunkLoadError" ||
    /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS/i.test(
      error.message,
    )
  )
}

/**
 * The one bridge from the API server to the web app's server render (DESIGN.md 'Shape': web is
 * never imported by the server except through this file). It loads the built SSR bundle and the
 * client manifest from dist/, so the server process never compiles TSX.
 */
import { readFile } from "node:fs/promises"
import { join, resolve } from "node:path"
import { pathToFileURL } from "node:url"
import type { SocialSources } from "#core/auth/social-sources.ts"
// biome-ignore lint/style/noRestrictedImports: the documented bridge; a type-only import, erased at run time.
import type { RenderRequest, RenderResult } from "../../web/entry-server.tsx"

export interface PageRequest {
  /** Path and query, e.g. "/hotels-in-goa/?checkin=2026-12-05". */
  readonly url: string
  /** The request's Cookie header; the page's language may come from it (ADR 094). */
  readonly cookie?: string | undefined
  readonly channel: "website" | "gdc"
  /** The configured public origin of the channel, used for absolute links. */
  readonly origin: string
  /** The channel's support contacts, from the server's configuration. */
  readonly support: { readonly supportPhone: string; readonly supportChatUrl: string }
  /** The results map's configured tile server; absent: the offline tiles (ADR 068). */
  readonly mapTiles?: { readonly url: string; readonly attribution: string } | undefined
  /** The social sign-in providers usable here and how the page gets their tokens (ADR 085). */
  readonly social: SocialSources
  /** The API, answered in process by the server's own router; `origin` addresses it. */
  readonly api: { readonly fetch: typeof fetch; readonly origin: string }
  /** The server clock's instant, in epoch ms: what "today" means for this page. */
  readonly now: number
}

export interface PageResponse {
  readonly status: number
  /** Cache-Control (and Vary: Host, Cookie for cacheable pages), Location for redirects. The body is HTML, UTF-8. */
  readonly headers: Record<string, string>
  readonly body: string
}

const distDir = resolve(import.meta.dirname, "../../dist")
const serverBundle = join(distDir, "server/entry-server.js")
const manifestFile = join(distDir, "client/.vite/manifest.json")

/** Built, hashed client files; the server serves them under /assets/ with a one-year immutable cache. */
export const clientAssetsDir: string = join(distDir, "client/assets")

interface SsrBundle {
  readonly render: (request: RenderRequest) => Promise<RenderResult>
}

const notBuilt = (what: string, cause: unknown) =>
  new Error(`The web app is not built (${what} is missing): run \`npm run build\` first.`, { cause })

const loadBuild = async (): Promise<{ bundle: SsrBundle; manifest: RenderRequest["manifest"] }> => {
  const manifest = await readFile(manifestFile, "utf8").then(
    (text) => JSON.parse(text) as RenderRequest["manifest"],
    (cause: unknown) => {
      throw notBuilt(manifestFile, cause)
    },
  )
  const bundle = await (import(pathToFileURL(serverBundle).href) as Promise<SsrBundle>).catch(
    (cause: unknown) => {
      throw notBuilt(serverBundle, cause)
    },
  )
  return { bundle, manifest }
}

let build: ReturnType<typeof loadBuild> | undefined

/**
 * Renders the page for any GET that is not an API call or an asset. Unknown paths, and routes
 * whose screen has not been built yet, answer the Not Found page with 404; a route path without
 * its trailing slash answers 308 to the slashed path.
 */
export const renderPage = async (request: PageRequest): Promise<PageResponse> => {
  build ??= loadBuild()
  let loaded: Awaited<typeof build>
  try {
    loaded = await build
  } catch (error) {
    // Try again on the next request: the build may be written meanwhile.
    build = undefined
    throw error
  }
  return loaded.bundle.render({ ...request, manifest: loaded.manifest })
}

import { StrictMode } from "react"
import { renderToString } from "react-dom/server"
import {
  createStaticHandler,
  createStaticRouter,
  isRouteErrorResponse,
  type StaticHandler,
  type StaticHandlerContext,
  StaticRouterProvider,
} from "react-router"
import { withDateLocale } from "#core/i18n/format.ts"
import { ensureLocale, translatorFor } from "#core/i18n/locales.ts"
import { resolveLocale } from "#core/i18n/resolve-locale.ts"
import { href } from "#core/routes/href.ts"
import { matchRoute, resolvePath } from "#core/routes/match.ts"
import { registeredRoute } from "#core/routes/registry.ts"
import { AppProviders } from "./app/app-providers.tsx"
import { pageAssets, type ViteManifest } from "./app/assets.ts"
import { renderDocument } from "./app/document.ts"
import { createRouteTree } from "./app/route-tree.tsx"
import { notFoundScreen, type Screen, screens } from "./app/screens.ts"
import type { AppConfig, Channel } from "./lib/app-config.tsx"
import { HYDRATION_ELEMENT_ID, type RouterHydration, serializeForScript } from "./lib/hydration-data.ts"
import type { LoaderEnv } from "./lib/loader-env.ts"
import { fetchInLocale } from "./lib/locale-fetch.ts"
import { pageHeadOf } from "./lib/page-head.ts"

/**
 * The web app's server entry, built by `vite build --ssr` into dist/server/entry-server.js and
 * called only through server/render/ssr-entry.ts (docs/decisions/013-ssr-hydration.md).
 */

export interface RenderRequest {
  /** Path and query of the request. */
  readonly url: string
  /** The request's Cookie header: the `locale` cookie chooses the page's language (ADR 094). */
  readonly cookie?: string | undefined
  readonly channel: Channel
  /** The configured public origin, e.g. https://www.example.in (never the request's Host). */
  readonly origin: string
  readonly manifest: ViteManifest
  /** The channel's support contacts, from the server's configuration. */
  readonly support: Pick<AppConfig, "supportPhone" | "supportChatUrl">
  /** The configured tile server for the results map, if any (ADR 068). */
  readonly mapTiles?: AppConfig["mapTiles"]
  /** The social sign-in providers usable here (ADR 085). */
  readonly social?: AppConfig["social"]
  /** The API as loaders reach it on the server: in process, addressed to `origin`. */
  readonly api: { readonly fetch: typeof fetch; readonly origin: string }
  /** The server clock, epoch ms. */
  readonly now: number
}

/** The page as the server sends it; the body is an HTML document in UTF-8. */
export interface RenderResult {
  readonly status: number
  readonly headers: Record<string, string>
  readonly body: string
}

const leadsToPage = (location: string): boolean => matchRoute(new URL(location, "http://x").pathname) !== null

const NO_STORE = { "cache-control": "no-store" }
// A header, not a meta tag: it covers every answer of the route, errors included.
const NO_INDEX = { "x-robots-tag": "noindex" }

/**
 * spec-search §2: cacheable pages are anonymous and differ only by URL, channel (the Host) and
 * language (the `locale` cookie, ADR 094), so a shared cache never gives one language to another.
 */
const cacheHeaders = (seconds: number | null): Record<string, string> =>
  seconds === null ? NO_STORE : { "cache-control": `public, max-age=${seconds}`, vary: "Host, Cookie" }

let handler: StaticHandler | undefined

/** Errors as plain JSON: a thrown response keeps its status fields, anything else only a generic message. */
const serializeErrors = (errors: StaticHandlerContext["errors"]): RouterHydration["errors"] => {
  if (errors === null) return null
  return Object.fromEntries(
    Object.entries(errors).map(([id, error]) => [
      id,
      isRouteErrorResponse(error)
        ? {
            status: error.status,
            statusText: error.statusText,
            data: error.data,
            internal: (error as { internal?: boolean }).internal === true,
          }
        : // Error details stay in the server log; the page shows its own message.
          { message: "Internal error" },
    ]),
  )
}

export const render = async (request: RenderRequest): Promise<RenderResult> => {
  const url = new URL(request.url, request.origin)
  const resolution = resolvePath(url.pathname, url.search)
  // Redirect only to a page that exists; a path to no page is simply Not Found.
  if (resolution.kind === "redirect" && leadsToPage(resolution.location)) {
    // A permanent redirect of a path to its slashed form (docs/decisions/012-trailing-slash.md).
    return {
      status: 308,
      headers: { location: resolution.location, "cache-control": "public, max-age=3600" },
      body: "",
    }
  }

  if (resolution.kind === "route" && resolution.match.id === "cancellationRedirect") {
    // The e-mails' short link. 302, not 301: a capability URL no cache should keep (ADR 084).
    const location = href("cancellation", { bookingHash: resolution.match.params.bookingHash ?? "" })
    return { status: 302, headers: { location, ...NO_STORE, ...NO_INDEX }, body: "" }
  }

  const route = resolution.kind === "route" ? registeredRoute(resolution.match.id) : null
  const screen: Screen | undefined = route === null ? undefined : screens[route.def.screen]
  // A registered route whose screen is not built yet is Not Found, like any unknown path (ADR 014).
  const served = route !== null && screen !== undefined

  const locale = resolveLocale({ search: url.search, cookie: request.cookie })
  await ensureLocale(locale)
  handler ??= createStaticHandler(createRouteTree())
  const env: LoaderEnv = {
    apiFetch: fetchInLocale(request.api.fetch, locale),
    apiOrigin: request.api.origin,
    now: () => request.now,
    channel: request.channel,
    locale,
  }
  const context = await handler.query(new Request(url.href, { method: "GET" }), { requestContext: env })
  if (context instanceof Response) {
    // A loader redirected; pass it on without caching.
    const location = context.headers.get("location") ?? "/"
    return { status: context.status, headers: { location, ...NO_STORE }, body: "" }
  }

  const config: AppConfig = {
    channel: request.channel,
    locale,
    origin: request.origin,
    ...request.support,
    mapTiles: request.mapTiles,
    social: request.social,
  }
  const router = createStaticRouter(handler.dataRoutes, context)
  const appHtml = withDateLocale(locale, () =>
    renderToString(
      <StrictMode>
        <AppProviders config={config}>
          {/* hydrate={false}: React Router's own inline hydration script would break the CSP. */}
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </AppProviders>
      </StrictMode>,
    ),
  )

  const failed = context.statusCode >= 500
  // A loader that finds nothing (an unknown place on a listing path) throws a 404 response.
  const found = served && context.statusCode !== 404
  const status = failed ? context.statusCode : found ? 200 : 404
  const t = translatorFor(config.locale)
  const page = found && !failed ? screen : notFoundScreen
  const assets = pageAssets(request.manifest, [page.module])
  // A loader may describe the head itself (listing pages: title, description, canonical, JSON-LD).
  const head = status === 200 ? pageHeadOf(Object.values(context.loaderData)) : null
  const canonicalPath = head === null ? url.pathname : head.canonicalPath
  const body = renderDocument({
    lang: config.locale,
    title: head?.title ?? t(failed ? "meta.error.title" : page.title),
    description:
      head !== null ? head.description : page.description === undefined ? null : t(page.description),
    canonical: status === 200 && canonicalPath !== null ? new URL(canonicalPath, request.origin).href : null,
    jsonLd: head?.jsonLd ?? [],
    ...assets,
    appHtml,
    dataElementId: HYDRATION_ELEMENT_ID,
    dataJson: serializeForScript({
      config,
      router: {
        loaderData: context.loaderData,
        actionData: context.actionData,
        errors: serializeErrors(context.errors),
      },
    }),
  })
  const headers = status === 200 ? cacheHeaders(route!.def.cacheSeconds) : NO_STORE
  return { status, headers: route?.def.indexed === false ? { ...headers, ...NO_INDEX } : headers, body }
}

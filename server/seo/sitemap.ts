import { Effect, Layer } from "effect"
import { HttpRouter, type HttpServerRequest, HttpServerResponse } from "effect/http"
import { sitemapDocument, sitemapPaths } from "#core/seo/sitemap.ts"
import { type CatalogueView, HotelCatalogue } from "../catalogue/store.ts"
import { channelOf } from "../http/hosts.ts"
import { ServerSettings } from "../settings.ts"

const notFound = HttpServerResponse.text("Not Found", {
  status: 404,
  headers: { "cache-control": "no-store" },
})

// ~11,000 paths from the fixture catalogue take ~0.3 s to list; the catalogue only changes with a
// new database, so they are listed once, and each document once per origin.
const pathsByCatalogue = new WeakMap<CatalogueView, ReadonlyArray<string>>()
const documents = new WeakMap<CatalogueView, Map<string, string | null>>()

const documentOf = (view: CatalogueView, origin: string, page: number | null): string | null => {
  let paths = pathsByCatalogue.get(view)
  if (paths === undefined) {
    paths = sitemapPaths(view)
    pathsByCatalogue.set(view, paths)
  }
  let cache = documents.get(view)
  if (cache === undefined) {
    cache = new Map()
    documents.set(view, cache)
  }
  const key = `${origin} ${page ?? "index"}`
  if (!cache.has(key)) cache.set(key, sitemapDocument(origin, paths, page))
  return cache.get(key)!
}

/**
 * The channel's sitemap, on its configured public origin, never the request's Host (DESIGN.md
 * 'Host allowlist'). Past 50,000 URLs /sitemap.xml is an index of /sitemap-{n}.xml files.
 */
const answer = (request: HttpServerRequest.HttpServerRequest, page: number | null) =>
  Effect.gen(function* () {
    const settings = yield* ServerSettings
    const { view } = yield* HotelCatalogue
    const channel = channelOf(settings, request.headers.host) ?? "website"
    const xml = documentOf(view, settings.publicOrigin[channel], page)
    if (xml === null) return notFound
    return HttpServerResponse.text(xml, {
      contentType: "application/xml; charset=utf-8",
      // The sitemap lists per channel: a shared cache must keep one copy per Host.
      headers: { "cache-control": "public, max-age=3600", vary: "Host" },
    })
  })

const PAGE = /^\/sitemap-([1-9]\d{0,4})\.xml$/

export const Sitemap = Layer.mergeAll(
  HttpRouter.add("GET", "/sitemap.xml", (request) => answer(request, null)),
  HttpRouter.add("GET", "/sitemap-:page", (request) => {
    const page = PAGE.exec(request.url.split("?", 1)[0]!)?.[1]
    return page === undefined ? Effect.succeed(notFound) : answer(request, Number(page))
  }),
)

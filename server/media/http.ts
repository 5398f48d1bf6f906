import { resolve } from "node:path"
import { Effect, Layer } from "effect"
import {
  HttpRouter,
  HttpServerRequest,
  HttpServerRespondable,
  HttpServerResponse,
  HttpStaticServer,
} from "effect/http"
import { hotelVideoFileOf } from "#core/catalogue/videos.ts"

/** The recorded tours and their posters (scripts/make-hotel-videos.ts). */
const hotelVideosDir = resolve(import.meta.dirname, "../../fixtures/media/hotel-videos")

const notFound = HttpServerResponse.text("Not Found", {
  status: 404,
  headers: { "cache-control": "no-store" },
})

/**
 * Hotel video tours and their posters (ADR 072, amended), from our origin so the page's CSP stays
 * 'self'. A file's bytes never change under its name (a changed tour gets a new name), so browsers
 * may keep it for a year. Effect's static server answers Range with 206 and Content-Range (players
 * seek that way), conditional requests with 304, and HEAD with the same headers and no body; only
 * names of core/catalogue/videos.ts reach it, so nothing else in the folder is served.
 */
const HotelVideoFiles = Layer.effectDiscard(
  Effect.gen(function* () {
    const router = yield* HttpRouter.HttpRouter
    const serveFile = yield* HttpStaticServer.make({
      root: hotelVideosDir,
      index: undefined,
      cacheControl: "public, max-age=31536000, immutable",
    })
    const answer = (request: HttpServerRequest.HttpServerRequest) => {
      const file = request.url.split("?", 1)[0]!.split("/").pop() ?? ""
      if (hotelVideoFileOf(file) === null) return Effect.succeed(notFound)
      return serveFile.pipe(
        Effect.provideService(HttpServerRequest.HttpServerRequest, request.modify({ url: `/${file}` })),
        Effect.catch(HttpServerRespondable.toResponse),
      )
    }
    yield* router.add("GET", "/media/hotel-videos/:file", answer)
  }),
)

/**
 * Nothing else under /media/ is a page either: without this it would reach the renderer. GET
 * only: an any-method route would also catch HEAD, which the router otherwise answers as GET.
 */
const NoMedia = HttpRouter.add("GET", "/media/*", () => Effect.succeed(notFound))

export const HotelVideos = Layer.mergeAll(HotelVideoFiles, NoMedia)

import { Effect, Layer } from "effect"
import { HttpRouter, HttpServerResponse } from "effect/http"
import { type MapPlace, mapPlacesOf } from "#core/maps/places.ts"
import { parseTilePath, renderTileSvg } from "#core/maps/tiles.ts"
import { type CatalogueView, HotelCatalogue } from "../catalogue/store.ts"

const notFound = HttpServerResponse.text("Not Found", {
  status: 404,
  headers: { "cache-control": "no-store" },
})

// The catalogue changes only with a new database, so its places are listed once per catalogue.
const placesByCatalogue = new WeakMap<CatalogueView, ReadonlyArray<MapPlace>>()

const placesOf = (view: CatalogueView): ReadonlyArray<MapPlace> => {
  let places = placesByCatalogue.get(view)
  if (places === undefined) {
    places = mapPlacesOf(view)
    placesByCatalogue.set(view, places)
  }
  return places
}

/**
 * The offline base layer of the results map (docs/decisions/068-results-map.md). A tile depends
 * only on its address and the catalogue, so browsers and proxies may keep it for a day; a path
 * that names no tile is a plain 404, never an error page or a 5xx.
 */
const Tile = HttpRouter.add("GET", "/map-tiles/:z/:x/:y", (request) =>
  Effect.gen(function* () {
    const [z = "", x = "", y = ""] = request.url.split("?", 1)[0]!.split("/").slice(2)
    const tile = parseTilePath(z, x, y)
    if (tile === null) return notFound
    const catalogue = yield* HotelCatalogue
    return HttpServerResponse.text(renderTileSvg(tile, placesOf(catalogue.view)), {
      contentType: "image/svg+xml",
      headers: { "cache-control": "public, max-age=86400" },
    })
  }),
)

/**
 * Any other depth under /map-tiles/ is not a page either: without this it would reach the renderer.
 * GET only: an any-method route would also catch HEAD, which the router otherwise answers as GET.
 */
const NoTile = HttpRouter.add("GET", "/map-tiles/*", () => Effect.succeed(notFound))

export const MapTiles = Layer.mergeAll(Tile, NoTile)

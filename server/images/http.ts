import { Effect } from "effect"
import { HttpRouter, HttpServerResponse } from "effect/http"
import { SqlClient } from "effect/sql"
import type { HotelImage } from "#core/catalogue/hotel.ts"
import { renderImageSvg } from "#core/catalogue/images.ts"

/** `{hotelId}-{n}`, the catalogue's image id form. */
const IMAGE_FILE = /^([1-9]\d{0,9})-(\d{1,4})\.svg$/

const notFound = HttpServerResponse.text("Not Found", {
  status: 404,
  headers: { "cache-control": "no-store" },
})

/**
 * Hotel images, drawn from their catalogue record. The same id always draws the same picture, so
 * browsers may keep it for a year; width and height are known, so pages reserve their space.
 */
export const HotelImages = HttpRouter.add("GET", "/images/hotels/:file", (request) =>
  Effect.gen(function* () {
    const file = request.url.split("?", 1)[0]!.split("/").pop() ?? ""
    const match = IMAGE_FILE.exec(file)
    if (match === null) return notFound
    const sql = yield* SqlClient.SqlClient
    const rows = yield* sql<{ images: ReadonlyArray<HotelImage> }>`
      SELECT detail->'images' AS images FROM hotels WHERE id = ${match[1]!}`.pipe(Effect.orDie)
    const image = rows[0]?.images.find((i) => i.id === `${match[1]}-${match[2]}`)
    if (image === undefined) return notFound
    return HttpServerResponse.text(renderImageSvg(image), {
      contentType: "image/svg+xml",
      headers: { "cache-control": "public, max-age=31536000, immutable" },
    })
  }),
)

import { Effect } from "effect"
import { HttpRouter, HttpServerResponse } from "effect/http"
import { REWARDS_ARTWORK } from "#core/rewards/artwork.ts"

/** The loyalty page's pictures (core/rewards/artwork.ts); they change only with a release. */
export const RewardsImages = HttpRouter.add("GET", "/images/rewards/:file", (request) =>
  Effect.sync(() => {
    const file = request.url.split("?", 1)[0]!.split("/").pop() ?? ""
    const body = Object.hasOwn(REWARDS_ARTWORK, file) ? REWARDS_ARTWORK[file] : undefined
    if (body === undefined) {
      return HttpServerResponse.text("Not Found", { status: 404, headers: { "cache-control": "no-store" } })
    }
    return HttpServerResponse.text(body, {
      contentType: "image/svg+xml",
      headers: { "cache-control": "public, max-age=86400" },
    })
  }),
)

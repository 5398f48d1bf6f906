import { Effect } from "effect"
import { HttpRouter, HttpServerResponse } from "effect/http"
import { robotsTxt } from "#core/content/robots.ts"
import { channelOf } from "../http/hosts.ts"
import { ServerSettings } from "../settings.ts"

/**
 * /robots.txt for the channel the Host names; its Sitemap line uses that channel's configured
 * origin, so the file differs by Host like the pages do (ADR 066).
 */
export const Robots = HttpRouter.add("GET", "/robots.txt", (request) =>
  Effect.gen(function* () {
    const settings = yield* ServerSettings
    const channel = channelOf(settings, request.headers.host) ?? "website"
    return HttpServerResponse.text(robotsTxt(settings.publicOrigin[channel]), {
      contentType: "text/plain; charset=utf-8",
      headers: { "cache-control": "public, max-age=3600", vary: "Host" },
    })
  }),
)

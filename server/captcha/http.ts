import { Effect, Layer } from "effect"
import { HttpRouter, HttpServerResponse } from "effect/http"
import { CAPTCHA_CHALLENGE_PATH } from "#core/api/captcha.ts"
import { Captcha } from "./service.ts"

/**
 * GET /api/v1/captcha/challenge/: a fresh challenge per fetch, never cached, since a solved one is
 * spent (ADR 079). Stateless: issuing one writes nothing, so fetching many costs the server little.
 */
export const CaptchaChallenge = Layer.effectDiscard(
  Effect.gen(function* () {
    const router = yield* HttpRouter.HttpRouter
    const captcha = yield* Captcha
    yield* router.add("GET", CAPTCHA_CHALLENGE_PATH, () =>
      Effect.map(captcha.challenge, (challenge) =>
        HttpServerResponse.jsonUnsafe(challenge, { headers: { "cache-control": "no-store" } }),
      ),
    )
  }),
)

import { Effect } from "effect"
import {
  LOGIN_INTERRUPT_BANNER_KEY,
  type LoginInterruptBanner,
} from "#core/content/login-interrupt-banner.ts"
import { ApiError, type BookingApi, callApi } from "#core/services/api-client.ts"

/**
 * GET /api/v1/contents/?key=login_interrupt_banner. The endpoint answers every content key with
 * one union; an answer of another shape is a failure, and the modal then waits for a later page.
 */
export const fetchLoginInterruptBanner = (): Effect.Effect<LoginInterruptBanner, ApiError, BookingApi> =>
  callApi((api) => api.content.contents({ query: { key: LOGIN_INTERRUPT_BANNER_KEY } })).pipe(
    Effect.flatMap((content) =>
      content.key === LOGIN_INTERRUPT_BANNER_KEY
        ? Effect.succeed(content)
        : Effect.fail(
            new ApiError({
              status: 200,
              code: "unexpected_content",
              message: `Content ${content.key} is not the login-interrupt banner`,
              isNetworkError: false,
            }),
          ),
    ),
  )

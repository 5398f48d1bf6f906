import { Context, Effect, Layer, Schema } from "effect"
import { HttpClient, HttpClientRequest, type HttpClientResponse } from "effect/http"
import { HttpApiClient } from "effect/http-api"
import { AUTH_TOKEN_HEADER } from "../api/auth.ts"
import { Api } from "../api/contract.ts"
import { ERROR_STATUS, type ErrorKind } from "../api/errors.ts"
import { AB_USER_ID_HEADER } from "../api/headers.ts"
import { indexRepeatedKeys } from "../api/indexed-query.ts"

/** What a host (browser, CLI, tests) tells the API client about where and who it is. */
export class ApiClientSettings extends Context.Service<
  ApiClientSettings,
  {
    /** Origin of the API, e.g. http://127.0.0.1:3000; empty in the browser (same origin). */
    readonly baseUrl: string
    /** Bearer token of the signed-in user, read on every call. */
    readonly token: () => string | null
    /** Anonymous A/B user id, read on every call. */
    readonly abUserId: () => string
    /**
     * Told about every answer that bears on the session (spec-checkout §4 'Authentication', §8):
     * a 401 ends it; a replacement token in the `x-auth-token` header is to be stored.
     */
    readonly session?: {
      readonly unauthorized: () => void
      readonly tokenRefreshed: (token: string) => void
    }
  }
>()("booking/core/services/ApiClientSettings") {}

/**
 * Any failed call, as the spec's client sees it (spec-checkout §8): a network failure or a non-JSON
 * answer sets `isNetworkError` with the status (0 when there was no answer); otherwise the message
 * is the first error entry's message.
 */
export class ApiError extends Schema.TaggedError<ApiError>()("ApiError", {
  status: Schema.Number,
  code: Schema.String,
  message: Schema.String,
  isNetworkError: Schema.Boolean,
}) {}

interface ErrorBody {
  readonly _tag: string
  readonly errors: ReadonlyArray<{ readonly code: string; readonly message: string }>
}

const statusOf = (tag: string): number =>
  Object.hasOwn(ERROR_STATUS, tag) ? ERROR_STATUS[tag as ErrorKind] : 500

const isErrorBody = (u: unknown): u is ErrorBody =>
  typeof u === "object" && u !== null && "errors" in u && Array.isArray((u as ErrorBody).errors)

/** Maps whatever a contract call failed with to the one error shape machines handle. */
export const toApiError = (error: unknown): ApiError => {
  if (error instanceof ApiError) return error
  // The client checks a request against the contract before sending it: the same 400 the
  // server would answer, without the round trip.
  if (Schema.isSchemaError(error)) {
    return new ApiError({
      status: 400,
      code: "invalid_request",
      message: error.message,
      isNetworkError: false,
    })
  }
  if (isErrorBody(error)) {
    const first = error.errors[0]
    return new ApiError({
      status: statusOf(error._tag),
      code: first?.code ?? error._tag,
      message: first?.message ?? error._tag,
      isNetworkError: false,
    })
  }
  const reason = (error as { reason?: { _tag?: string; response?: { status?: number } } } | null)?.reason
  const status = reason?.response?.status ?? 0
  return new ApiError({
    status,
    code: reason?._tag ?? "NetworkError",
    message: status === 0 ? "Network error" : `Unexpected answer (HTTP ${status})`,
    isNetworkError: true,
  })
}

/** The typed client of the whole contract, with the bearer token and A/B id on every call. */
export class BookingApi extends Context.Service<BookingApi, HttpApiClient.ForApi<typeof Api>>()(
  "booking/core/services/BookingApi",
) {
  /** Needs an `HttpClient` (fetch in browsers and Node) and `ApiClientSettings` from the host. */
  static readonly layer = Layer.effect(
    BookingApi,
    Effect.gen(function* () {
      const settings = yield* ApiClientSettings
      const addCredentials = HttpClient.mapRequest((request) => {
        const token = settings.token()
        const indexed = indexRepeatedKeys(
          [...request.urlParams].map(
            ([key, value]) => [key, typeof value === "string" ? value : ""] as const,
          ),
        )
        const withUrl = HttpClientRequest.prependUrl(
          HttpClientRequest.setUrlParams(request, indexed),
          settings.baseUrl,
        )
        const withAb = HttpClientRequest.setHeader(withUrl, AB_USER_ID_HEADER, settings.abUserId())
        return token === null ? withAb : HttpClientRequest.bearerToken(withAb, token)
      })
      const watchSession = HttpClient.tap((response: HttpClientResponse.HttpClientResponse) =>
        Effect.sync(() => {
          if (settings.session === undefined) return
          if (response.status === 401) return settings.session.unauthorized()
          const token = response.headers[AUTH_TOKEN_HEADER]
          if (typeof token === "string" && token.length > 0) settings.session.tokenRefreshed(token)
        }),
      )
      const httpClient = watchSession(addCredentials(yield* HttpClient.HttpClient))
      return groupByGroup(httpClient, yield* Effect.context<never>())
    }),
  )
}

/**
 * The whole contract's client, each group's part built when it is first used. Building the codecs
 * of every endpoint at once took a page's first call tens of milliseconds on a phone, and a page
 * calls one or two groups (docs/decisions/114-page-start-without-effect.md). Building a group is
 * synchronous: it only reads the contract and the services captured here.
 */
const groupByGroup = (
  httpClient: HttpClient.HttpClient,
  services: Context.Context<never>,
): HttpApiClient.ForApi<typeof Api> => {
  const client: Record<string, unknown> = {}
  for (const group of Object.keys(Api.groups)) {
    Object.defineProperty(client, group, {
      enumerable: true,
      configurable: true,
      get() {
        const built = Effect.runSync(
          HttpApiClient.group(Api, { group: group as keyof typeof Api.groups, httpClient }).pipe(
            Effect.provideContext(services),
          ),
        )
        Object.defineProperty(client, group, { value: built, enumerable: true })
        return built
      },
    })
  }
  return client as HttpApiClient.ForApi<typeof Api>
}

/** Runs one contract call and maps its failure to `ApiError`. */
export const callApi = <A, E, R>(
  f: (api: HttpApiClient.ForApi<typeof Api>) => Effect.Effect<A, E, R>,
): Effect.Effect<A, ApiError, R | BookingApi> =>
  Effect.flatMap(BookingApi, (api) => Effect.mapError(f(api), toApiError))

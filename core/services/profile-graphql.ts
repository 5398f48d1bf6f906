import { Effect, Option, Schema } from "effect"
import { AuthUser, OtpAttempts } from "../api/auth.ts"
import {
  GraphqlBadRequest,
  type GraphqlErrorEntry,
  GraphqlTooManyRequests,
  GraphqlUnauthorized,
} from "../api/graphql.ts"
import { graphqlErrorMessage } from "../api/graphql-error.ts"
import { ApiError, BookingApi, toApiError } from "./api-client.ts"
import { ErrorReporter } from "./error-reporting.ts"

const USER_FIELDS = "id email phone_number first_name last_name communication_type"

/** The documents the profile page sends to POST /api/graphql/ (spec-checkout §7; ADR 053). */
export const PROFILE_OPERATIONS = {
  Me: `query Me { me { ${USER_FIELDS} } }`,
  UpdateProfileOtp: `mutation UpdateProfileOtp($phone_number: String!) {
  updateProfileOtp(phone_number: $phone_number) { otp_request_attempts max_otp_request_attempts }
}`,
  UpdateProfile: `mutation UpdateProfile($first_name: String!, $last_name: String, $phone_number: String, $verification_code: String) {
  updateProfile(first_name: $first_name, last_name: $last_name, phone_number: $phone_number, verification_code: $verification_code) { ${USER_FIELDS} }
}`,
} as const
export type ProfileOperation = keyof typeof PROFILE_OPERATIONS

/** The UpdateProfile mutation's variables: a new phone number needs the code sent to it. */
export interface ProfileUpdate {
  readonly first_name: string
  readonly last_name?: string
  readonly phone_number?: string
  readonly verification_code?: string
}

/** spec-checkout §8: an answer that is not what the operation selects counts as a bad answer. */
const unexpectedAnswer = (status: number) =>
  new ApiError({
    status,
    code: "UnexpectedAnswer",
    message: `Unexpected answer (HTTP ${status})`,
    isNetworkError: true,
  })

/** The GraphQL body and HTTP status of a refused request; undefined for any other failure. */
const refusal = (error: unknown) =>
  error instanceof GraphqlUnauthorized
    ? { status: 401, errors: error.errors }
    : error instanceof GraphqlTooManyRequests
      ? { status: 429, errors: error.errors }
      : error instanceof GraphqlBadRequest
        ? { status: 400, errors: error.errors }
        : undefined

/**
 * spec-checkout §8: GraphQL errors are logged with the operation name prefixed, and the text shown
 * is the part after the first colon. The log goes to the host's ErrorReporter when it has one. The
 * status stays the HTTP one (200 for a field error), so 401 and 429 act as they do for REST calls.
 */
const graphqlFailure = Effect.fnUntraced(function* (
  operation: string,
  status: number,
  errors: readonly [GraphqlErrorEntry, ...ReadonlyArray<GraphqlErrorEntry>],
) {
  const text = graphqlErrorMessage(operation, errors)
  const code = errors[0].extensions.code
  const reporter = yield* Effect.serviceOption(ErrorReporter)
  if (Option.isSome(reporter)) {
    yield* reporter.value.report(
      { name: "GraphQLError", message: text.logged.join("\n") },
      { extra: { operation, status, code } },
    )
  }
  return yield* new ApiError({ status, code, message: text.displayed, isNetworkError: false })
})

/** Runs one named document and decodes its data; the profile page's other operations use it too. */
export const runGraphql = <S extends Schema.Decoder<unknown>>(
  operation: string,
  query: string,
  result: S,
  variables?: Readonly<Record<string, unknown>>,
): Effect.Effect<S["Type"], ApiError, BookingApi> =>
  Effect.gen(function* () {
    const api = yield* BookingApi
    const payload = {
      query,
      operationName: operation,
      ...(variables === undefined ? {} : { variables }),
    }
    const answer = yield* api.graphql.execute({ payload }).pipe(
      Effect.map((response) => ({ status: 200, ...response })),
      Effect.catch((error) => {
        const refused = refusal(error)
        return refused === undefined
          ? Effect.fail(toApiError(error))
          : Effect.succeed({ ...refused, data: null })
      }),
    )
    if (answer.errors !== undefined) {
      return yield* graphqlFailure(operation, answer.status, answer.errors)
    }
    return yield* Schema.decodeUnknownEffect(result)(answer.data).pipe(
      Effect.mapError(() => unexpectedAnswer(answer.status)),
    )
  })

const run = <S extends Schema.Decoder<unknown>>(
  operation: ProfileOperation,
  result: S,
  variables?: Readonly<Record<string, string>>,
) => runGraphql(operation, PROFILE_OPERATIONS[operation], result, variables)

/** Only the keys with a value: GraphQL treats an absent variable as 'not changing it'. */
const defined = (values: Readonly<Record<string, string | undefined>>) =>
  Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined)) as Record<
    string,
    string
  >

/** The signed-in member, as login answers carry them. */
export const fetchProfile: Effect.Effect<AuthUser, ApiError, BookingApi> = run(
  "Me",
  Schema.Struct({ me: AuthUser }),
).pipe(Effect.map((data) => data.me))

/** Sends a code to the member's new number (spec-checkout §7: read from updateProfileOtp). */
export const requestProfileOtp = (phone_number: string): Effect.Effect<OtpAttempts, ApiError, BookingApi> =>
  run("UpdateProfileOtp", Schema.Struct({ updateProfileOtp: OtpAttempts }), { phone_number }).pipe(
    Effect.map((data) => data.updateProfileOtp),
  )

/** Saves the names, and the phone when it comes with the code sent to it. */
export const updateProfile = (input: ProfileUpdate): Effect.Effect<AuthUser, ApiError, BookingApi> =>
  run("UpdateProfile", Schema.Struct({ updateProfile: AuthUser }), defined({ ...input })).pipe(
    Effect.map((data) => data.updateProfile),
  )

import type { ApiError } from "#core/services/api-client.ts"

export type ApiFailure = Pick<ApiError, "status" | "code" | "message" | "isNetworkError">

const NO_ANSWER: ApiFailure = {
  status: 0,
  code: "NetworkError",
  message: "Network error",
  isNetworkError: true,
}

/**
 * What a failed call invoked by a machine tells it. The drivers' calls reject with an ApiError
 * (callApi maps every failed call to one); anything else got no answer (a defect, or the call's code
 * could not be downloaded) and reads as a network error without a status, as toApiError would map
 * it. Not toApiError itself: it needs Effect's Schema, and pages hydrate without Effect (ADR 070).
 */
export const apiFailure = (error: unknown): ApiFailure =>
  (error as { readonly _tag?: unknown } | null | undefined)?._tag === "ApiError"
    ? (error as ApiError)
    : NO_ANSWER

import { Effect } from "effect"
import type { LoginResult, OtpAttempts } from "../api/auth.ts"
import { loginOtpVerifyPayload } from "../auth/otp-payload.ts"
import type { SocialProvider } from "../auth/social-provider.ts"
import { ApiError, type BookingApi, callApi } from "./api-client.ts"

/**
 * The sign-in requests as every host (browser, CLI) gives them to the machines
 * (docs/decisions/052-auth-machines.md 'Hosts'): one definition, so the web and the journeys send
 * the same bodies.
 */

type Call<A> = Effect.Effect<A, ApiError, BookingApi>

export interface SocialLoginRequest {
  readonly provider: SocialProvider
  readonly token: string
}

export const loginByEmail = (payload: {
  readonly email: string
  readonly password: string
}): Call<LoginResult> => callApi((api) => api.auth.loginEmail({ payload }))

export const register = (payload: {
  readonly first_name: string
  readonly last_name: string
  readonly email: string
  readonly phone_number: string
  readonly password: string
}): Call<LoginResult> => callApi((api) => api.auth.register({ payload }))

export const sendLoginCode = (phoneNumber: string): Call<OtpAttempts> =>
  callApi((api) => api.auth.loginOtp({ payload: { phone_number: phoneNumber } }))

/**
 * spec-checkout §5: only the non-empty values among phone_number, verification_code and email
 * are sent. Without a number or a code there is nothing to verify, so it fails as the server's
 * own 400 would, without the round trip.
 */
export const verifyLoginCode = (values: {
  readonly phoneNumber: string
  readonly code: string
  readonly email?: string | null
}): Call<LoginResult> => {
  const { phone_number, verification_code, email } = loginOtpVerifyPayload(values)
  if (phone_number === undefined || verification_code === undefined) {
    const missing = phone_number === undefined ? "phone_number" : "verification_code"
    return Effect.fail(
      new ApiError({
        status: 400,
        code: "invalid_payload",
        message: `${missing} is required`,
        isNetworkError: false,
      }),
    )
  }
  const payload =
    email === undefined ? { phone_number, verification_code } : { phone_number, verification_code, email }
  return callApi((api) => api.auth.loginOtpVerify({ payload }))
}

/** spec-checkout §7: the token Google's or Facebook's sign-in gave the page, for the user and a token. */
export const loginBySocial = (request: SocialLoginRequest): Call<LoginResult> =>
  callApi((api) =>
    request.provider === "google"
      ? api.auth.loginGoogle({ payload: { token: request.token } })
      : api.auth.loginFacebook({ payload: { token: request.token } }),
  )

export const requestPasswordReset = (payload: { readonly email: string }) =>
  callApi((api) => api.auth.forgotPassword({ payload }))

export const resetPassword = (payload: {
  readonly token: string
  readonly password: string
}): Call<LoginResult> => callApi((api) => api.auth.resetPassword({ payload }))

/** The API client sends the session's own token; the machine's input is for hosts without one. */
export const logout = (_: { readonly token: string }) => callApi((api) => api.auth.logout())

import type { Effect } from "effect"
import { type ApiError, type BookingApi, callApi } from "#core/services/api-client.ts"
import {
  fetchProfile,
  type ProfileUpdate,
  requestProfileOtp,
  updateProfile,
} from "#core/services/profile-graphql.ts"
import { fromEffect } from "#machines/lib/from-effect.ts"
import { otpMachine } from "#machines/otp.machine.ts"
import type { SendCodeRequest, VerifyCodeRequest } from "#machines/otp.types.ts"
import { passwordResetMachine } from "#machines/password-reset.machine.ts"
import { type EmailLoginRequest, signInMachine } from "#machines/sign-in.machine.ts"
import { type RegisterRequest, signUpMachine } from "#machines/sign-up.machine.ts"
import { updateProfileMachine } from "#machines/update-profile.machine.ts"
import { browserRuntime } from "../../lib/browser-runtime.ts"

/**
 * The sign-in forms' machines with the browser's actors: each request is a contract call on the
 * page's runtime (docs/decisions/052-auth-machines.md). Server rendering creates the machines but
 * never invokes a request, and the runtime builds its layers only on first use.
 */
const provide = () => {
  const runtime = browserRuntime()
  const loginOtp = otpMachine.provide({
    actors: {
      sendCode: fromEffect(runtime, ({ phoneNumber }: SendCodeRequest) =>
        callApi((api) => api.auth.loginOtp({ payload: { phone_number: phoneNumber } })),
      ),
      // The OTP machine verifies only a valid number and 6 digits, and this page asks no e-mail,
      // so the body holds exactly the non-empty values spec-checkout §5 allows.
      verifyCode: fromEffect(
        runtime,
        ({ phoneNumber, code }: VerifyCodeRequest): Effect.Effect<unknown, ApiError, BookingApi> =>
          callApi((api) =>
            api.auth.loginOtpVerify({ payload: { phone_number: phoneNumber, verification_code: code } }),
          ),
      ),
    },
  })
  return {
    signIn: signInMachine.provide({
      actors: {
        loginEmail: fromEffect(runtime, (payload: EmailLoginRequest) =>
          callApi((api) => api.auth.loginEmail({ payload })),
        ),
        otp: loginOtp,
      },
    }),
    signUp: signUpMachine.provide({
      actors: {
        register: fromEffect(runtime, (payload: RegisterRequest) =>
          callApi((api) => api.auth.register({ payload })),
        ),
      },
    }),
    passwordReset: passwordResetMachine.provide({
      actors: {
        forgotPassword: fromEffect(runtime, (payload: { readonly email: string }) =>
          callApi((api) => api.auth.forgotPassword({ payload })),
        ),
        resetPassword: fromEffect(runtime, (payload: { readonly token: string; readonly password: string }) =>
          callApi((api) => api.auth.resetPassword({ payload })),
        ),
      },
    }),
    // GraphQL operations (ADR 053); the save verifies the code, so the OTP child only sends it.
    updateProfile: updateProfileMachine.provide({
      actors: {
        loadProfile: fromEffect(runtime, () => fetchProfile),
        saveProfile: fromEffect(runtime, (input: ProfileUpdate) => updateProfile(input)),
        otp: otpMachine.provide({
          actors: {
            sendCode: fromEffect(runtime, ({ phoneNumber }: SendCodeRequest) =>
              requestProfileOtp(phoneNumber),
            ),
          },
        }),
      },
    }),
  }
}

let provided: ReturnType<typeof provide> | undefined

export const accountMachines = () => {
  provided ??= provide()
  return provided
}

import type { Effect } from "effect"
import type { ApiError, BookingApi } from "#core/services/api-client.ts"
import {
  fetchProfile,
  type ProfileUpdate,
  requestProfileOtp,
  updateProfile,
} from "#core/services/profile-graphql.ts"
import {
  loginByEmail,
  register,
  requestPasswordReset,
  resetPassword,
  sendLoginCode,
  verifyLoginCode,
} from "#core/services/sign-in-calls.ts"
import { fromEffect } from "#machines/lib/from-effect.ts"
import { otpMachine } from "#machines/otp.machine.ts"
import type { SendCodeRequest, VerifyCodeRequest } from "#machines/otp.types.ts"
import { passwordResetMachine } from "#machines/password-reset.machine.ts"
import { type EmailLoginRequest, signInMachine } from "#machines/sign-in.machine.ts"
import { type RegisterRequest, signUpMachine } from "#machines/sign-up.machine.ts"
import { updateProfileMachine } from "#machines/update-profile.machine.ts"
import { browserRuntime } from "../../lib/effect-runtime.ts"

/**
 * The sign-in forms' machines with the browser's actors: each request is a contract call on the
 * page's runtime (docs/decisions/052-auth-machines.md). Server rendering creates the machines but
 * never invokes a request, and the runtime builds its layers only on first use.
 */
const provide = () => {
  const runtime = browserRuntime()
  const loginOtp = otpMachine.provide({
    actors: {
      sendCode: fromEffect(runtime, ({ phoneNumber }: SendCodeRequest) => sendLoginCode(phoneNumber)),
      // Widened to `unknown`, the purpose-agnostic OTP machine's answer type (ADR 052).
      verifyCode: fromEffect(
        runtime,
        (request: VerifyCodeRequest): Effect.Effect<unknown, ApiError, BookingApi> =>
          verifyLoginCode(request),
      ),
    },
  })
  return {
    signIn: signInMachine.provide({
      actors: {
        loginEmail: fromEffect(runtime, (payload: EmailLoginRequest) => loginByEmail(payload)),
        otp: loginOtp,
      },
    }),
    signUp: signUpMachine.provide({
      actors: {
        register: fromEffect(runtime, (payload: RegisterRequest) => register(payload)),
      },
    }),
    passwordReset: passwordResetMachine.provide({
      actors: {
        forgotPassword: fromEffect(runtime, requestPasswordReset),
        resetPassword: fromEffect(runtime, resetPassword),
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

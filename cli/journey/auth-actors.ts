import { Effect } from "effect"
import { type ApiError, type BookingApi, callApi } from "#core/services/api-client.ts"
import { authSessionMachine } from "#machines/auth-session.machine.ts"
import { otpMachine } from "#machines/otp.machine.ts"
import type { SendCodeRequest, VerifyCodeRequest } from "#machines/otp.types.ts"
import { passwordResetMachine } from "#machines/password-reset.machine.ts"
import { type EmailLoginRequest, signInMachine } from "#machines/sign-in.machine.ts"
import { type RegisterRequest, signUpMachine } from "#machines/sign-up.machine.ts"
import { trackedActor } from "./provide.ts"
import type { Session } from "./session.ts"

/**
 * The sign-in machines with the website's requests (docs/decisions/052-auth-machines.md 'Hosts'):
 * each actor is a contract call on the journey's runtime, so the token, the 401 and the
 * replacement-token handling are the API client's own.
 */

export const sessionLogic = (session: Session) =>
  authSessionMachine.provide({
    actors: {
      // The API client adds the session's token itself; the machine passes it for other hosts.
      logout: trackedActor(session, "logout", (_: { readonly token: string }) =>
        callApi((api) => api.auth.logout()),
      ),
    },
  })

export const signInLogic = (session: Session) =>
  signInMachine.provide({
    actors: {
      loginEmail: trackedActor(session, "loginEmail", (payload: EmailLoginRequest) =>
        callApi((api) => api.auth.loginEmail({ payload })),
      ),
      otp: otpMachine.provide({
        actors: {
          sendCode: trackedActor(session, "sendCode", ({ phoneNumber }: SendCodeRequest) =>
            callApi((api) => api.auth.loginOtp({ payload: { phone_number: phoneNumber } })),
          ),
          // The OTP machine verifies only a valid number and 6 digits, and /login/ asks no e-mail,
          // so this is exactly the body of non-empty values spec-checkout §5 allows. Its answer is
          // widened to `unknown`, the purpose-agnostic machine's type (ADR 052).
          verifyCode: trackedActor(
            session,
            "verifyCode",
            ({ phoneNumber, code }: VerifyCodeRequest): Effect.Effect<unknown, ApiError, BookingApi> =>
              callApi((api) =>
                api.auth.loginOtpVerify({ payload: { phone_number: phoneNumber, verification_code: code } }),
              ),
          ),
        },
      }),
    },
  })

export const signUpLogic = (session: Session) =>
  signUpMachine.provide({
    actors: {
      register: trackedActor(session, "register", (payload: RegisterRequest) =>
        callApi((api) => api.auth.register({ payload })),
      ),
    },
  })

export const passwordResetLogic = (session: Session) =>
  passwordResetMachine.provide({
    actors: {
      forgotPassword: trackedActor(session, "forgotPassword", (payload: { readonly email: string }) =>
        callApi((api) => api.auth.forgotPassword({ payload })),
      ),
      resetPassword: trackedActor(
        session,
        "resetPassword",
        (payload: { readonly token: string; readonly password: string }) =>
          callApi((api) => api.auth.resetPassword({ payload })),
      ),
    },
  })

/** The member's profile through the API client: a 401 here reaches the session like any call's. */
export const loadProfile = (session: Session) =>
  session.runtime.runPromise(Effect.result(callApi((api) => api.profile.profileDetail())))

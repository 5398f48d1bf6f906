import { Effect } from "effect"
import { type ApiError, type BookingApi, callApi } from "#core/services/api-client.ts"
import {
  loginByEmail,
  logout,
  register,
  requestPasswordReset,
  resetPassword,
  sendLoginCode,
  verifyLoginCode,
} from "#core/services/sign-in-calls.ts"
import { authSessionMachine } from "#machines/auth-session.machine.ts"
import { otpMachine } from "#machines/otp.machine.ts"
import type { SendCodeRequest, VerifyCodeRequest } from "#machines/otp.types.ts"
import { passwordResetMachine } from "#machines/password-reset.machine.ts"
import { type EmailLoginRequest, signInMachine } from "#machines/sign-in.machine.ts"
import { type RegisterRequest, signUpMachine } from "#machines/sign-up.machine.ts"
import { browserActor } from "./network.ts"
import type { Session } from "./session.ts"

/**
 * The sign-in machines with the website's requests (docs/decisions/052-auth-machines.md 'Hosts'):
 * each actor is a contract call on the journey's runtime, so the token, the 401 and the
 * replacement-token handling are the API client's own; offline (`network`) they get no answer.
 */

export const sessionLogic = (session: Session) =>
  authSessionMachine.provide({
    actors: {
      logout: browserActor(session, "logout", logout),
    },
  })

export const signInLogic = (session: Session) =>
  signInMachine.provide({
    actors: {
      loginEmail: browserActor(session, "loginEmail", (payload: EmailLoginRequest) => loginByEmail(payload)),
      otp: otpMachine.provide({
        actors: {
          sendCode: browserActor(session, "sendCode", ({ phoneNumber }: SendCodeRequest) =>
            sendLoginCode(phoneNumber),
          ),
          // Widened to `unknown`, the purpose-agnostic OTP machine's answer type (ADR 052).
          verifyCode: browserActor(
            session,
            "verifyCode",
            (request: VerifyCodeRequest): Effect.Effect<unknown, ApiError, BookingApi> =>
              verifyLoginCode(request),
          ),
        },
      }),
    },
  })

export const signUpLogic = (session: Session) =>
  signUpMachine.provide({
    actors: {
      register: browserActor(session, "register", (payload: RegisterRequest) => register(payload)),
    },
  })

export const passwordResetLogic = (session: Session) =>
  passwordResetMachine.provide({
    actors: {
      forgotPassword: browserActor(session, "forgotPassword", requestPasswordReset),
      resetPassword: browserActor(session, "resetPassword", resetPassword),
    },
  })

/** The member's profile through the API client: a 401 here reaches the session like any call's. */
export const loadProfile = (session: Session) =>
  session.runtime.runPromise(Effect.result(callApi((api) => api.profile.profileDetail())))

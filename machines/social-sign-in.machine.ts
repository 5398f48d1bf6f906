import { assign, fromPromise, type SnapshotFrom, setup } from "xstate"
import type { LoginResult } from "#core/api/auth.ts"
import type { SocialProvider } from "#core/auth/social-provider.ts"
import { type ApiError, toApiError } from "#core/services/api-client.ts"
import type { SocialLoginRequest } from "#core/services/sign-in-calls.ts"
import { failed, notProvided } from "./lib/invoke.ts"

export interface SocialSignInContext {
  /** The provider of the sign-in under way, or of the last one; null before any. */
  readonly provider: SocialProvider | null
  /** Why the last sign-in failed; the page shows its message beside the buttons (spec-checkout §8). */
  readonly error: ApiError | null
  readonly result: LoginResult | null
}

export type SocialSignInEvent =
  /** The provider's own sign-in (Google's button or one-tap, Facebook's dialog) gave the page a token. */
  { readonly type: "social.token"; readonly provider: SocialProvider; readonly token: string }

export type SocialSignInTag = "submitting"

/**
 * Sign-in with Google or Facebook (spec-checkout §1 'social sign-in', §7; ADR 085): the page hands
 * over the provider's token, the server checks it and answers as every sign-in does. The machine
 * ends with the LoginResult; the host gives it to the auth-session machine (`session.signedIn`),
 * as it does the sign-in form's. A refusal keeps the buttons, with the server's message.
 */
export const socialSignInMachine = setup({
  types: {
    context: {} as SocialSignInContext,
    events: {} as SocialSignInEvent,
    output: {} as LoginResult,
    tags: {} as SocialSignInTag,
  },
  actors: {
    /** POST /api/v2/auth/login/google/ or /facebook/ with `{token}`. */
    loginSocial: fromPromise<LoginResult, SocialLoginRequest>(notProvided("loginSocial")),
  },
  guards: {
    hasToken: ({ event }) => event.token !== "",
  },
  actions: {
    start: assign(({ event }) => ({ provider: event.provider, error: null })),
    storeError: assign((_, error: unknown) => ({ error: toApiError(error) })),
    storeResult: assign((_, result: LoginResult) => ({ result })),
  },
}).createMachine({
  id: "socialSignIn",
  context: { provider: null, error: null, result: null },
  initial: "idle",
  output: ({ context }) => context.result!,
  states: {
    idle: {
      on: { "social.token": { guard: "hasToken", target: "signingIn", actions: "start" } },
    },
    // One sign-in at a time: the buttons are disabled while the server checks the token.
    signingIn: {
      tags: ["submitting"],
      invoke: {
        src: "loginSocial",
        input: ({ event }) => ({ provider: event.provider, token: event.token }),
        onDone: {
          target: "signedIn",
          actions: { type: "storeResult", params: ({ event }) => event.output },
        },
        onError: { target: "idle", actions: { type: "storeError", params: failed } },
      },
    },
    signedIn: { type: "final" },
  },
})

export type SocialSignInSnapshot = SnapshotFrom<typeof socialSignInMachine>

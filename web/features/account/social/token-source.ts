import type { SocialProvider } from "#core/auth/social-provider.ts"
import type { SandboxOutcome, SocialSource } from "#core/auth/social-sources.ts"
import { facebookSdkSource } from "./facebook-source.ts"
import { googleIdentitySource } from "./google-source.ts"
import { sandboxSource } from "./sandbox-source.ts"

/**
 * What asking a provider for a token ends with: a token for the sign-in call; the visitor
 * closing or cancelling the provider's window (a quiet end, no message); or the provider's
 * window or script not opening at all.
 */
export type TokenOutcome = SandboxOutcome | { readonly outcome: "failed" }

/**
 * The provider-token source service (ADR 085): the one thing the buttons ask. Called straight
 * from a click, so a popup it opens counts as the visitor's own and is not blocked.
 */
export interface SocialTokenSource {
  readonly requestToken: (provider: SocialProvider) => Promise<TokenOutcome>
}

/** The implementation for the source the server rendered into the page. */
export const tokenSourceFor = (source: SocialSource): SocialTokenSource => {
  switch (source.kind) {
    case "google-identity":
      return googleIdentitySource(source.clientId)
    case "facebook-sdk":
      return facebookSdkSource(source.appId)
    case "sandbox":
      return sandboxSource(source.url)
  }
}

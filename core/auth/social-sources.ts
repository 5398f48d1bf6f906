import type { SocialProvider } from "./social-provider.ts"

/** Where the social sandbox's sign-in windows are served (ADR 085), one per provider. */
export const SOCIAL_SANDBOX_PATH = "/social-sandbox"

export const socialSandboxUrl = (provider: SocialProvider): string => `${SOCIAL_SANDBOX_PATH}/${provider}/`

/**
 * How the page gets a provider's token for a sign-in: the provider's own script with the
 * configured client, or the server's sandbox window, whose tokens the local issuer signs.
 */
export type SocialSource =
  | { readonly kind: "google-identity"; readonly clientId: string }
  | { readonly kind: "facebook-sdk"; readonly appId: string }
  | { readonly kind: "sandbox"; readonly url: string }

/** The providers a visitor can use here; one absent gets no button. Rendered into the page. */
export type SocialSources = Readonly<Partial<Record<SocialProvider, SocialSource>>>

export interface SocialSourceSettings {
  readonly google?: { readonly clientId: string } | undefined
  readonly facebook?: { readonly appId: string } | undefined
  readonly localIssuer: boolean
}

/**
 * A configured provider's own client comes first: with a real client id set, its tokens are what
 * sign-ins should carry, even under test control. Otherwise the sandbox, when the local issuer is on.
 */
export const socialSourcesOf = (settings: SocialSourceSettings): SocialSources => {
  const sandbox = (provider: SocialProvider) =>
    settings.localIssuer ? { [provider]: { kind: "sandbox", url: socialSandboxUrl(provider) } as const } : {}
  return {
    ...(settings.google === undefined
      ? sandbox("google")
      : { google: { kind: "google-identity", clientId: settings.google.clientId } }),
    ...(settings.facebook === undefined
      ? sandbox("facebook")
      : { facebook: { kind: "facebook-sdk", appId: settings.facebook.appId } }),
  }
}

/** What the sandbox window posts to the page that opened it. */
export const SANDBOX_MESSAGE = "social-sandbox"

export type SandboxOutcome =
  | { readonly outcome: "token"; readonly token: string }
  | { readonly outcome: "cancelled" }

interface MessageLike {
  readonly origin: string
  readonly source: unknown
  readonly data: unknown
}

/**
 * The sandbox window's answer, if this message is one: only from the window this page opened, on
 * this page's own origin, for the provider asked; anything else (another window, another site, a
 * stray extension message) is ignored.
 */
export const readSandboxMessage = (
  event: MessageLike,
  expected: { readonly origin: string; readonly popup: unknown; readonly provider: SocialProvider },
): SandboxOutcome | null => {
  if (event.origin !== expected.origin || event.source !== expected.popup || expected.popup == null)
    return null
  const data = event.data
  if (typeof data !== "object" || data === null) return null
  const { type, provider, outcome, token } = data as Record<string, unknown>
  if (type !== SANDBOX_MESSAGE || provider !== expected.provider) return null
  if (outcome === "cancelled") return { outcome: "cancelled" }
  if (outcome === "token" && typeof token === "string" && token !== "") return { outcome: "token", token }
  return null
}

import { loadScript } from "./load-script.ts"
import type { SocialTokenSource, TokenOutcome } from "./token-source.ts"

const GSI_CLIENT = "https://accounts.google.com/gsi/client"

/** The part of Google Identity Services' `google.accounts.id` used here. */
interface GoogleAccountsId {
  initialize(config: {
    readonly client_id: string
    readonly callback: (response: { readonly credential?: string }) => void
    readonly use_fedcm_for_prompt?: boolean
  }): void
  prompt(
    listener?: (notification: { isDismissedMoment(): boolean; isSkippedMoment(): boolean }) => void,
  ): void
}

declare global {
  interface Window {
    google?: { readonly accounts: { readonly id: GoogleAccountsId } }
  }
}

/**
 * Google Identity Services: its script is loaded on the first click, then Google's own prompt
 * answers an ID token (the `credential`) issued to GOOGLE_CLIENT_ID, which the server verifies.
 */
export const googleIdentitySource = (clientId: string): SocialTokenSource => ({
  requestToken: async () => {
    try {
      await loadScript(GSI_CLIENT)
    } catch {
      return { outcome: "failed" }
    }
    const id = window.google?.accounts.id
    if (id === undefined) return { outcome: "failed" }
    return new Promise<TokenOutcome>((resolve) => {
      id.initialize({
        client_id: clientId,
        use_fedcm_for_prompt: true,
        callback: ({ credential }) =>
          resolve(credential ? { outcome: "token", token: credential } : { outcome: "cancelled" }),
      })
      id.prompt((notification) => {
        if (notification.isDismissedMoment() || notification.isSkippedMoment())
          resolve({ outcome: "cancelled" })
      })
    })
  },
})

import { loadScript } from "./load-script.ts"
import type { SocialTokenSource, TokenOutcome } from "./token-source.ts"

const SDK = "https://connect.facebook.net/en_US/sdk.js"
/** The Graph API version the server checks tokens with (ADR 085). */
const GRAPH_VERSION = "v21.0"

/** The part of the Facebook JS SDK's `FB` used here. */
interface FacebookSdk {
  init(options: { readonly appId: string; readonly version: string; readonly xfbml?: boolean }): void
  login(
    callback: (response: { readonly authResponse?: { readonly accessToken?: string } | null }) => void,
    options: { readonly scope: string },
  ): void
}

declare global {
  interface Window {
    FB?: FacebookSdk
  }
}

let initialised = false

/** The Facebook JS SDK, loaded on the first click: `FB.login` answers a user access token. */
export const facebookSdkSource = (appId: string): SocialTokenSource => ({
  requestToken: async () => {
    try {
      await loadScript(SDK)
    } catch {
      return { outcome: "failed" }
    }
    const fb = window.FB
    if (fb === undefined) return { outcome: "failed" }
    if (!initialised) {
      fb.init({ appId, version: GRAPH_VERSION, xfbml: false })
      initialised = true
    }
    return new Promise<TokenOutcome>((resolve) => {
      fb.login(
        ({ authResponse }) => {
          const token = authResponse?.accessToken
          resolve(token ? { outcome: "token", token } : { outcome: "cancelled" })
        },
        { scope: "public_profile,email" },
      )
    })
  },
})

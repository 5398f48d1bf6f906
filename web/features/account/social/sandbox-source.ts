import type { SocialProvider } from "#core/auth/social-provider.ts"
import { readSandboxMessage } from "#core/auth/social-sources.ts"
import type { SocialTokenSource, TokenOutcome } from "./token-source.ts"

/** How often a window closed without an answer (its own ×) is noticed. */
const CLOSED_POLL_MS = 500

const FEATURES = "popup,width=480,height=600"

/**
 * The server's sandbox window (ADR 085) as a token source: opened as a popup like a provider's,
 * it posts the token (or a cancel) back; only its own message on this origin counts.
 */
export const sandboxSource = (url: string, host?: Window): SocialTokenSource => ({
  requestToken: (provider: SocialProvider) =>
    new Promise<TokenOutcome>((resolve) => {
      const win = host ?? window
      const popup = win.open(url, `social-sandbox-${provider}`, FEATURES)
      if (popup === null) {
        resolve({ outcome: "failed" })
        return
      }
      const finish = (outcome: TokenOutcome) => {
        win.removeEventListener("message", onMessage)
        win.clearInterval(poll)
        resolve(outcome)
      }
      const onMessage = (event: MessageEvent) => {
        const outcome = readSandboxMessage(event, { origin: win.location.origin, popup, provider })
        if (outcome !== null) finish(outcome)
      }
      win.addEventListener("message", onMessage)
      const poll = win.setInterval(() => {
        if (popup.closed) finish({ outcome: "cancelled" })
      }, CLOSED_POLL_MS)
    }),
})

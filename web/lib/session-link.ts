/**
 * What the API client needs from the signed-in session: the token to send, and where to report a
 * 401 or a replacement token (docs/decisions/052-auth-machines.md). The session lives in a feature
 * (web/features/account) and links itself here as the page starts; the API client
 * (./effect-runtime.ts) reads it on every call. Apart from the API client, so linking the session
 * does not load Effect (docs/decisions/114-page-start-without-effect.md).
 */
export interface SessionLink {
  readonly token: () => string | null
  readonly unauthorized: () => void
  readonly tokenRefreshed: (token: string) => void
}

let link: SessionLink | null = null

/** Called once in the browser, before the first call that needs the session. */
export const linkSession = (session: SessionLink): void => {
  link = session
}

/** The linked session, or null before it is linked (and on the server). */
export const linkedSession = (): SessionLink | null => link

import type { ServerConfig } from "../config.ts"

/**
 * The CSP source of a configured map tile template (ADR 068): its scheme and host, with Leaflet's
 * `{s}` subdomain label as the wildcard CSP allows in that place.
 */
export const tileImageSource = (template: string): string => {
  const url = new URL(template)
  return `${url.protocol}//${url.host.replace(/^\{s\}\./, "*.")}`
}

/** Which providers' own sign-in scripts are configured (ADR 085); the sandbox needs nothing. */
export interface SocialScripts {
  readonly google: boolean
  readonly facebook: boolean
}

/** Google Identity Services' documented CSP sources, and the Facebook JS SDK's. */
const GOOGLE_SOURCES = {
  script: ["https://accounts.google.com/gsi/client"],
  style: ["https://accounts.google.com/gsi/style"],
  frame: ["https://accounts.google.com/gsi/"],
  connect: ["https://accounts.google.com/gsi/"],
}
const FACEBOOK_SOURCES = {
  script: ["https://connect.facebook.net"],
  style: [],
  frame: ["https://www.facebook.com", "https://web.facebook.com"],
  connect: ["https://graph.facebook.com", "https://www.facebook.com"],
}

const withSources = (base: string, extra: ReadonlyArray<string>) =>
  extra.length === 0 ? base : `${base} ${extra.join(" ")}`

/**
 * Headers on every answer. `script-src 'self'` holds because hydration data travels in JSON script
 * elements and no inline executable script exists (ADR 013).
 */
export const securityHeaders = (
  production: boolean,
  mapTilesUrl?: string,
  social: SocialScripts = { google: false, facebook: false },
): Record<string, string> => {
  const providers = [
    ...(social.google ? [GOOGLE_SOURCES] : []),
    ...(social.facebook ? [FACEBOOK_SOURCES] : []),
  ]
  const extra = (kind: keyof typeof GOOGLE_SOURCES) => providers.flatMap((sources) => sources[kind])
  return {
    "content-security-policy": [
      "default-src 'self'",
      withSources("script-src 'self'", extra("script")),
      withSources("style-src 'self'", extra("style")),
      mapTilesUrl === undefined
        ? "img-src 'self' data:"
        : `img-src 'self' data: ${tileImageSource(mapTilesUrl)}`,
      "font-src 'self'",
      // Hotel video tours are served from our origin (ADR 072); said here so a stricter default-src cannot silence them.
      "media-src 'self'",
      withSources("connect-src 'self'", extra("connect")),
      ...(providers.length === 0 ? [] : [withSources("frame-src 'self'", extra("frame"))]),
      "object-src 'none'",
      "base-uri 'self'",
      "form-action 'self'",
      "frame-ancestors 'none'",
    ].join("; "),
    // Browsers ignore HSTS over plain HTTP; sent always so a TLS-terminating proxy passes it on.
    "strict-transport-security": production ? "max-age=63072000; includeSubDomains" : "max-age=0",
    "x-content-type-options": "nosniff",
    "x-frame-options": "DENY",
    "referrer-policy": "strict-origin-when-cross-origin",
    "permissions-policy": "camera=(), microphone=(), geolocation=(self), payment=(self)",
    // The providers' sign-in popups answer their opener, which "same-origin" would cut off.
    "cross-origin-opener-policy": providers.length === 0 ? "same-origin" : "same-origin-allow-popups",
  }
}

/** The security headers of this server's configuration: the router's front and the fast lanes send the same. */
export const serverSecurityHeaders = (
  settings: Pick<ServerConfig, "production" | "mapTiles" | "social">,
): Record<string, string> =>
  securityHeaders(settings.production, settings.mapTiles?.url, {
    google: settings.social.google !== undefined,
    facebook: settings.social.facebook !== undefined,
  })

/**
 * The CSP source of a configured map tile template (ADR 068): its scheme and host, with Leaflet's
 * `{s}` subdomain label as the wildcard CSP allows in that place.
 */
export const tileImageSource = (template: string): string => {
  const url = new URL(template)
  return `${url.protocol}//${url.host.replace(/^\{s\}\./, "*.")}`
}

/**
 * Headers on every answer. `script-src 'self'` holds because hydration data travels in JSON script
 * elements and no inline executable script exists (ADR 013).
 */
export const securityHeaders = (production: boolean, mapTilesUrl?: string): Record<string, string> => ({
  "content-security-policy": [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self'",
    mapTilesUrl === undefined
      ? "img-src 'self' data:"
      : `img-src 'self' data: ${tileImageSource(mapTilesUrl)}`,
    "font-src 'self'",
    // Hotel video tours are served from our origin (ADR 072); said here so a stricter default-src cannot silence them.
    "media-src 'self'",
    "connect-src 'self'",
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
  "cross-origin-opener-policy": "same-origin",
})

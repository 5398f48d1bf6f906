/**
 * Headers on every answer. `script-src 'self'` holds because hydration data travels in JSON script
 * elements and no inline executable script exists (ADR 013).
 */
export const securityHeaders = (production: boolean): Record<string, string> => ({
  "content-security-policy": [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self'",
    "img-src 'self' data:",
    "font-src 'self'",
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

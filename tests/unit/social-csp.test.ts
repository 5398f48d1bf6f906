import { describe, expect, it } from "vitest"
import { securityHeaders } from "#server/http/security-headers.ts"

const policy = (social?: { google: boolean; facebook: boolean }) =>
  securityHeaders(true, undefined, social)["content-security-policy"]!

describe("the CSP and social sign-in (ADR 085)", () => {
  it("allows no provider's origin when none is configured", () => {
    expect(policy()).not.toMatch(/google|facebook/)
    expect(policy({ google: false, facebook: false })).toBe(policy())
    expect(securityHeaders(true)["cross-origin-opener-policy"]).toBe("same-origin")
  })

  it("allows Google Identity Services' origins only with Google configured", () => {
    const csp = policy({ google: true, facebook: false })
    expect(csp).toContain("script-src 'self' https://accounts.google.com/gsi/client;")
    expect(csp).toContain("frame-src 'self' https://accounts.google.com/gsi/;")
    expect(csp).toContain("connect-src 'self' https://accounts.google.com/gsi/;")
    expect(csp).not.toContain("facebook")
  })

  it("allows the Facebook SDK's origins only with Facebook configured, and lets popups answer", () => {
    const csp = policy({ google: false, facebook: true })
    expect(csp).toContain("script-src 'self' https://connect.facebook.net;")
    expect(csp).not.toContain("google")
    expect(
      securityHeaders(true, undefined, { google: false, facebook: true })["cross-origin-opener-policy"],
    ).toBe("same-origin-allow-popups")
  })
})

import { describe, expect, it } from "vitest"
import { localeSetCookie, resolveLocale } from "./resolve-locale.ts"

describe("the language of a page request", () => {
  it("is en-IN without a choice", () => {
    expect(resolveLocale({ search: "" })).toBe("en-IN")
    expect(resolveLocale({ search: "?checkin=2026-12-05", cookie: "recent_searches=%5B%5D" })).toBe("en-IN")
  })

  it("follows the locale cookie", () => {
    expect(resolveLocale({ search: "", cookie: "a=1; locale=fr-FR; b=2" })).toBe("fr-FR")
    expect(resolveLocale({ search: "", cookie: "locale=en-GB" })).toBe("en-GB")
  })

  it("lets ?lang= override the cookie for one page", () => {
    expect(resolveLocale({ search: "?lang=fr-FR", cookie: "locale=en-GB" })).toBe("fr-FR")
    expect(resolveLocale({ search: "?lang=en-IN", cookie: "locale=fr-FR" })).toBe("en-IN")
  })

  it("ignores unsupported values, falling back to the next source", () => {
    expect(resolveLocale({ search: "?lang=de-DE", cookie: "locale=fr-FR" })).toBe("fr-FR")
    expect(resolveLocale({ search: "?lang=fr", cookie: "locale=xx" })).toBe("en-IN")
    expect(resolveLocale({ search: "?lang=FR-fr" })).toBe("en-IN")
    expect(resolveLocale({ search: "", cookie: "mylocale=fr-FR" })).toBe("en-IN")
  })

  it("writes a cookie the resolution reads back", () => {
    const cookie = localeSetCookie("fr-FR").split(";")[0]!
    expect(resolveLocale({ search: "", cookie })).toBe("fr-FR")
    expect(localeSetCookie("fr-FR")).toContain("Path=/")
  })
})
